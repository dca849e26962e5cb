import Foundation

/// The Swift toolchain's own programs (swiftc, docc) and the package's folders, for the tests
/// that check the package as a whole rather than the demo: the core's portability, the docs.
enum Toolchain {
    /// The package's root folder (this file is Tests/EndToEndTests/Toolchain.swift).
    static let packageRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent()

    /// `name` on PATH, else beside the toolchain's usual place on this kind of machine.
    static func program(_ name: String) -> URL? {
        let path = ProcessInfo.processInfo.environment["PATH"] ?? ""
        let folders = path.split(separator: ":").map(String.init) + ["/opt/swift/usr/bin", "/usr/bin"]
        return folders.lazy.map { URL(fileURLWithPath: $0).appendingPathComponent(name) }
            .first { FileManager.default.isExecutableFile(atPath: $0.path) }
    }

    static let swiftc = program("swiftc")
    static let docc = program("docc")

    /// The Swift files of a target, `Sources/<target>/**/*.swift`, sorted.
    static func sources(of target: String) -> [String] {
        let folder = packageRoot.appendingPathComponent("Sources/\(target)")
        let files = FileManager.default.enumerator(atPath: folder.path)?.compactMap { $0 as? String } ?? []
        return files.filter { $0.hasSuffix(".swift") }.sorted().map { folder.appendingPathComponent($0).path }
    }

    /// Runs `program` with `arguments`, bounded to `timeout` seconds.
    static func run(_ program: URL, _ arguments: [String], timeout: Double = 300) throws -> DemoProcess.BoundedResult {
        try DemoProcess.run(arguments, timeout: timeout, program: program)
    }
}
