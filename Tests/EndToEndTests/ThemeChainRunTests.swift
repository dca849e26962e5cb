import Foundation
import Testing

/// Themes naming themes through the real binary: a cycle of bases of any length, or a chain
/// too deep, is one line at the `base` that closes it (exit 2), never a stack overflow; an
/// unknown theme in a config is blamed on the config's line and field.
@Suite(.tags(.process), .serialized) struct ThemeChainRunTests {
    private static let config = "{ \"pages\": [ { \"title\": \"A\", \"color\": \"red\" } ] }"

    private func expectRejected(_ arguments: [String], exactly line: String, in scratch: Scratch) throws {
        let before = scratch.files
        let result = try DemoProcess.run(["--headless", "--dump-tree", scratch.path("tree.json")] + arguments)
        #expect(result.status == 2, "\(arguments): status \(result.status) \(result.stderr.prefix(300))")
        #expect(result.stderr == "pager-demo: \(line)\n")
        #expect(scratch.files == before, "no output written")
    }

    /// Theme files t0 … t(count-1) in `scratch`, each based on the next, the last on t0.
    private func ring(_ count: Int, in scratch: Scratch) throws -> [String] {
        let paths = (0..<count).map { scratch.path("t\($0).json") }
        for index in 0..<count {
            _ = try scratch.write("t\(index).json", "{\n  \"tabSelected\": \"red\",\n  \"base\": \"\(paths[(index + 1) % count])\"\n}\n")
        }
        return paths
    }

    @Test(arguments: [1, 2, 3, 10]) func aCycleOfBasesIsOneLineWhereItCloses(_ count: Int) throws {
        let scratch = try Scratch()
        let paths = try ring(count, in: scratch)
        let cycle = (paths + [paths[0]]).joined(separator: " -> ")
        try expectRejected(["--theme", paths[0]], exactly: "\(paths[count - 1]):3: base: a cycle of theme bases: \(cycle)",
                           in: scratch)
    }

    @Test func aConfigsThemeLeadingIntoACycleIsOneLineWhereItCloses() throws {
        let scratch = try Scratch()
        let paths = try ring(2, in: scratch)
        let cycle = "\(paths[0]) -> \(paths[1]) -> \(paths[0])"
        let named = try scratch.write("named.json", "{ \"theme\": \"\(paths[0])\",\n \"pages\": [ { \"title\": \"A\", \"color\": \"red\" } ] }")
        try expectRejected(["--config", named], exactly: "\(paths[1]):3: base: a cycle of theme bases: \(cycle)", in: scratch)
        let based = try scratch.write("based.json", "{ \"theme\": { \"base\": \"\(paths[1])\" },\n \"pages\": [ { \"title\": \"A\", \"color\": \"red\" } ] }")
        try expectRejected(["--config", based], exactly: "\(paths[0]):3: base: a cycle of theme bases: \(paths[1]) -> \(paths[0]) -> \(paths[1])",
                           in: scratch)
    }

    @Test func aChainOfBasesTooDeepIsOneLine() throws {
        let scratch = try Scratch()
        let count = 40
        for index in 0..<count {
            let base = index + 1 < count ? "\"base\": \"\(scratch.path("t\(index + 1).json"))\"" : ""
            _ = try scratch.write("t\(index).json", "{\n\(base)\n}\n")
        }
        let result = try DemoProcess.run(["--headless", "--theme", scratch.path("t0.json")])
        #expect(result.status == 2)
        #expect(result.stderr.hasPrefix("pager-demo: \(scratch.path("t15.json")):2: base: theme bases nest more than 16 deep"),
                "\(result.stderr)")
        #expect(result.stderr.split(separator: "\n").count == 1)
    }

    @Test func aShortChainOfBasesStillLoads() throws {
        let scratch = try Scratch()
        let dark = DemoProcess.assets.appendingPathComponent("themes/dark.json").path
        let middle = try scratch.write("middle.json", "{ \"base\": \"\(dark)\", \"tabSelected\": \"#FF2D55\" }")
        let top = try scratch.write("top.json", "{ \"base\": \"\(middle)\" }")
        let result = try DemoProcess.run(["--headless", "--theme", top, "--dump-tree", scratch.path("tree.json")])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(scratch.exists("tree.json"))
    }

    @Test func anUnknownThemeInAConfigNamesTheConfigsLineAndField() throws {
        let scratch = try Scratch()
        let named = try scratch.write("named.json", "{\n  \"theme\": \"garbage\",\n  \"pages\": [ { \"title\": \"A\", \"color\": \"red\" } ]\n}\n")
        try expectRejected(["--config", named], exactly: "\(named):2: theme: unknown theme \"garbage\" (known: dark, light)", in: scratch)
        let based = try scratch.write("based.json", "{\n  \"pages\": [ { \"title\": \"A\", \"color\": \"red\" } ],\n  \"theme\": {\n    \"base\": \"nope\"\n  }\n}\n")
        try expectRejected(["--config", based], exactly: "\(based):4: theme.base: unknown theme \"nope\" (known: dark, light)", in: scratch)
        try expectRejected(["--config", named, "--theme", "neon"], exactly: "--theme: unknown theme \"neon\" (known: dark, light)",
                           in: scratch)
    }
}
