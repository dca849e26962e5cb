import Foundation
import Testing

/// Runs the real `pager-demo` binary, as a user or CI would, and collects what it leaves.
struct DemoProcess {
    struct Result {
        var status: Int32
        var stdout: String
        var stderr: String
    }

    /// The built executable: next to the test bundle, or `PAGER_DEMO`.
    static let executable: URL = {
        if let custom = ProcessInfo.processInfo.environment["PAGER_DEMO"] { return URL(fileURLWithPath: custom) }
        return built("pager-demo")
    }()

    /// The package's executable `name` (the demo, the benchmark, an example), built next to the
    /// test bundle.
    static func built(_ name: String) -> URL {
        var directory = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
        for _ in 0..<3 {
            let candidate = directory.appendingPathComponent(name)
            if FileManager.default.isExecutableFile(atPath: candidate.path) { return candidate }
            directory = directory.deletingLastPathComponent()
        }
        return URL(fileURLWithPath: ".build/debug/\(name)")
    }

    /// The package's Assets/ folder.
    static let assets = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("Assets")

    static func run(_ arguments: [String], environment: [String: String]? = nil) throws -> Result {
        try run(arguments, environment: environment, timeout: nil).result
    }
}

extension DemoProcess {
    /// Runs `command` through /bin/sh with `$DEMO` set to pager-demo and `arguments` as `$@`
    /// (for what only a shell sets up: ulimits, ignored signals, pipes); returns its status
    /// and stderr.
    static func shell(_ command: String, arguments: [String] = []) throws -> (Int32, String) {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/bin/sh")
        process.arguments = ["-c", command, "sh"] + arguments
        process.environment = ProcessInfo.processInfo.environment.merging(["DEMO": executable.path]) { $1 }
        let err = Pipe()
        process.standardError = err
        process.standardOutput = FileHandle.nullDevice
        try process.run()
        let stderr = String(decoding: err.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        return (process.terminationStatus, stderr)
    }
}

/// A fresh directory per test, removed afterwards.
final class Scratch: Sendable {
    let url: URL
    init() throws {
        url = FileManager.default.temporaryDirectory.appendingPathComponent("pager-e2e-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    }
    deinit { try? FileManager.default.removeItem(at: url) }

    func path(_ name: String) -> String { url.appendingPathComponent(name).path }

    func write(_ name: String, _ text: String) throws -> String {
        let path = path(name)
        try text.write(toFile: path, atomically: true, encoding: .utf8)
        return path
    }

    func exists(_ name: String) -> Bool { FileManager.default.fileExists(atPath: path(name)) }

    /// Every file in the directory (to prove nothing half-written was left).
    var files: [String] { (try? FileManager.default.contentsOfDirectory(atPath: url.path))?.sorted() ?? [] }
}

/// One line of `--trace`.
struct TraceLine: Decodable, Equatable {
    var frame: Int
    var t: Double
    var screen: Int
    var page: Int
    var offset: Double
    var tab: Int
    var header: Double
    var list: Double
    var settled: Bool
    var refreshing: Bool

    static func read(_ path: String) throws -> [TraceLine] {
        let text = try String(contentsOfFile: path, encoding: .utf8)
        return try text.split(separator: "\n").map { try JSONDecoder().decode(TraceLine.self, from: Data($0.utf8)) }
    }
}

/// A node of `--dump-tree`.
struct TreeNode: Decodable {
    var role: String
    var title: String?
    var frame: [Double]
    var selected: Bool?
    var badge: String?
    /// An image's: whether its pixels are there.
    var loaded: Bool?
    /// A button's: whether it has the keyboard focus, and whether a press on it is under way.
    var focused: Bool?
    var pressed: Bool?
    var children: [TreeNode]

    static func read(_ path: String) throws -> TreeNode {
        try JSONDecoder().decode(TreeNode.self, from: Data(contentsOf: URL(fileURLWithPath: path)))
    }

    /// Every node with `role`, depth first.
    func all(_ role: String) -> [TreeNode] {
        (self.role == role ? [self] : []) + children.flatMap { $0.all(role) }
    }
}

/// Pixels of a PNG, decoded by ImageMagick's `convert` (installed by scripts/setup --test).
struct Pixels {
    let width: Int
    let height: Int
    let rgb: [UInt8]

    init(png path: String) throws {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/convert")
        process.arguments = [path, "-depth", "8", "-format", "%w %h\n", "-write", "info:-", "rgb:-"]
        let out = Pipe()
        process.standardOutput = out
        try process.run()
        let data = out.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        guard let newline = data.firstIndex(of: 10) else { throw CocoaError(.fileReadCorruptFile) }
        let header = String(decoding: data[..<newline], as: UTF8.self).split(separator: " ")
        width = Int(header[0]) ?? 0
        height = Int(header[1]) ?? 0
        rgb = Array(data[(newline + 1)...])
    }

    /// The colour at pixel (x, y) as 0xRRGGBB.
    subscript(x: Int, y: Int) -> UInt32 {
        let i = (y * width + x) * 3
        return UInt32(rgb[i]) << 16 | UInt32(rgb[i + 1]) << 8 | UInt32(rgb[i + 2])
    }
}
