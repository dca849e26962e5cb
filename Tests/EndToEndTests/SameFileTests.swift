import Foundation
import Glibc
import Testing

/// An output never replaces an input or another output: two paths that name one file (by
/// device and inode, or by directory and name for a file not made yet) are refused up front,
/// in one line naming both flags, and nothing is written.
@Suite(.tags(.process)) struct SameFileTests {
    struct Case: CustomStringConvertible, Sendable {
        var name: String
        /// Arguments; `@` is replaced by the scratch directory.
        var arguments: [String]
        var mentions: [String]
        var description: String { name }
    }

    static let cases: [Case] = [
        Case(name: "trace over the config", arguments: ["--config", "@/c.json", "--trace", "@/c.json"],
             mentions: ["--trace", "--config", "same file"]),
        Case(name: "screenshot over the script", arguments: ["--script", "@/s.script", "--screenshot", "@/s.script"],
             mentions: ["--screenshot", "--script", "same file"]),
        Case(name: "tree over the theme file", arguments: ["--theme", "@/t.json", "--dump-tree", "@/t.json"],
             mentions: ["--dump-tree", "--theme", "same file"]),
        Case(name: "through a symbolic link", arguments: ["--config", "@/c.json", "--trace", "@/link.json"],
             mentions: ["--trace", "--config"]),
        Case(name: "through a hard link", arguments: ["--config", "@/c.json", "--trace", "@/hard.json"],
             mentions: ["--trace", "--config"]),
        Case(name: "through ..", arguments: ["--config", "@/c.json", "--trace", "@/sub/../c.json"],
             mentions: ["--trace", "--config"]),
        Case(name: "two new outputs", arguments: ["--trace", "@/out", "--screenshot", "@/./out"],
             mentions: ["--trace", "--screenshot"]),
        Case(name: "a dangling link to another output", arguments: ["--trace", "@/new.png", "--screenshot", "@/dangling"],
             mentions: ["--trace", "--screenshot"]),
        Case(name: "a script's screenshot over the config", arguments: ["--config", "@/c.json", "--script", "@/shoot-config.script"],
             mentions: ["shoot-config.script:1", "--config"]),
        Case(name: "two of a script's screenshots", arguments: ["--script", "@/shoot-twice.script"],
             mentions: ["shoot-twice.script:1", "shoot-twice.script:2"]),
        Case(name: "a script's screenshot and --screenshot", arguments: ["--script", "@/shoot-once.script", "--screenshot", "@/a.png"],
             mentions: ["shoot-once.script:1", "--screenshot"]),
        Case(name: "an output named as a frame of --record", arguments: ["--record", "@/frames", "--trace", "@/frames/frame-00002.png"],
             mentions: ["--trace", "--record"]),
        Case(name: "an input named as a frame of --record", arguments: ["--record", "@/frames", "--config", "@/frames/frame-00000.png"],
             mentions: ["--config", "--record"]),
    ]

    @Test(arguments: cases) func refused(_ item: Case) throws {
        let scratch = try Scratch()
        let config = try String(contentsOf: DemoProcess.assets.appendingPathComponent("demo.json"), encoding: .utf8)
        _ = try scratch.write("c.json", config)
        _ = try scratch.write("s.script", "100 key Right\n")
        _ = try scratch.write("t.json", "{ \"base\": \"dark\" }\n")
        _ = try scratch.write("shoot-config.script", "10 screenshot \(scratch.path("c.json"))\n")
        _ = try scratch.write("shoot-twice.script", "10 screenshot \(scratch.path("a.png"))\n20 screenshot \(scratch.path("a.png"))\n")
        _ = try scratch.write("shoot-once.script", "10 screenshot \(scratch.path("a.png"))\n")
        let manager = FileManager.default
        try manager.createDirectory(atPath: scratch.path("sub"), withIntermediateDirectories: true)
        try manager.createDirectory(atPath: scratch.path("frames"), withIntermediateDirectories: true)
        _ = try scratch.write("frames/frame-00000.png", config)
        try manager.createSymbolicLink(atPath: scratch.path("link.json"), withDestinationPath: "c.json")
        try manager.createSymbolicLink(atPath: scratch.path("dangling"), withDestinationPath: "new.png")
        try manager.linkItem(atPath: scratch.path("c.json"), toPath: scratch.path("hard.json"))
        let before = try snapshot(scratch)

        let arguments = ["--headless"] + item.arguments.map { $0.replacingOccurrences(of: "@", with: scratch.url.path) }
        let result = try DemoProcess.run(arguments)
        #expect(result.status == 2, "\(arguments): \(result.stderr)")
        #expect(result.stderr.split(separator: "\n").count == 1, "one line: \(result.stderr)")
        for part in item.mentions { #expect(result.stderr.contains(part), "\(result.stderr) should mention \(part)") }
        #expect(try snapshot(scratch) == before, "nothing written, replaced or removed")
    }

    @Test func repeatedFlagIsAnError() throws {
        let scratch = try Scratch()
        let result = try DemoProcess.run(["--headless", "--trace", scratch.path("a"), "--trace", scratch.path("b")])
        #expect(result.status == 2)
        #expect(result.stderr.contains("--trace") && result.stderr.contains("more than once"), "\(result.stderr)")
        #expect(scratch.files.isEmpty)
    }

    /// Not as root, where a regression would replace /dev/null itself: there
    /// OutputKindTests.characterDevicesStayDevices shares a device node of its own first.
    @Test(.enabled(if: getuid() != 0, "as root, characterDevicesStayDevices covers it on its own device node"))
    func devicesMayBeSharedByOutputs() throws {
        let result = try DemoProcess.run(["--headless", "--trace", "/dev/null", "--dump-tree", "/dev/null"])
        #expect(result.status == 0, "\(result.stderr)")
    }

    /// Every name in the scratch tree with its contents (links as their targets).
    func snapshot(_ scratch: Scratch) throws -> [String: String] {
        var result: [String: String] = [:]
        let manager = FileManager.default
        for name in manager.subpaths(atPath: scratch.url.path) ?? [] {
            let path = scratch.path(name)
            if let target = try? manager.destinationOfSymbolicLink(atPath: path) {
                result[name] = "-> " + target
            } else if let data = manager.contents(atPath: path) {
                result[name] = String(decoding: data, as: UTF8.self)
            } else {
                result[name] = "(directory)"
            }
        }
        return result
    }
}
