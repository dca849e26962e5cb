import Foundation
import Testing

/// Table-driven: every malformed config, script or flag gets one line naming file, line and
/// field, exit status 2, and leaves no trace, screenshot or tree file behind.
@Suite(.tags(.process), .serialized) struct BadFileTableTests {
    struct Case: CustomStringConvertible, Sendable {
        var name: String
        var text: String
        var mentions: [String]
        var description: String { name }
    }

    static let configs: [Case] = [
        Case(name: "invalid JSON", text: "{\n  \"pages\": [\n    { \"title\": \"A\", }\n  ]\n}\n", mentions: ["c.json:3"]),
        Case(name: "truncated", text: "{ \"pages\": [ { \"title\": \"A\"", mentions: ["c.json:1"]),
        Case(name: "wrong type", text: "{\n  \"pages\": {\"title\": \"A\"}\n}\n", mentions: ["c.json:2", "pages"]),
        Case(name: "title a number", text: "{\n  \"pages\": [\n    { \"title\": 7, \"color\": \"red\" }\n  ]\n}\n",
             mentions: ["c.json:3", "pages[0].title"]),
        Case(name: "zero pages", text: "{ \"pages\": [] }", mentions: ["c.json:1", "pages", "at least one"]),
        Case(name: "zero screens", text: "{ \"screens\": [] }", mentions: ["screens", "at least one"]),
        Case(name: "unknown colour", text: "{\n \"pages\": [ { \"title\": \"A\", \"color\": \"reddish\" } ]\n}",
             mentions: ["c.json:2", "pages[0].color", "reddish"]),
        Case(name: "bad hex colour", text: "{ \"pages\": [ { \"title\": \"A\", \"color\": \"#12345\" } ] }",
             mentions: ["color", "#12345"]),
        Case(name: "negative tab height",
             text: "{ \"tabs\": { \"height\": -4 },\n \"pages\": [ { \"title\": \"A\", \"color\": \"red\" } ] }",
             mentions: ["c.json:1", "tabs.height"]),
        Case(name: "absurd tab width",
             text: "{ \"tabs\": { \"size\": \"fixed\", \"width\": 1e9 },\n \"pages\": [ { \"title\": \"A\", \"color\": \"red\" } ] }",
             mentions: ["tabs.width"]),
        Case(name: "unknown tab size",
             text: "{ \"tabs\": { \"size\": \"huge\" }, \"pages\": [ { \"title\": \"A\", \"color\": \"red\" } ] }",
             mentions: ["tabs.size", "huge"]),
        Case(name: "initial page out of range",
             text: "{ \"initialPage\": 3, \"pages\": [ { \"title\": \"A\", \"color\": \"red\" } ] }",
             mentions: ["initialPage"]),
        Case(name: "unknown key", text: "{ \"pagez\": [] }", mentions: ["pagez"]),
        Case(name: "unknown screen kind",
             text: "{ \"screens\": [ { \"kind\": \"carousel\", \"pages\": [ { \"title\": \"A\", \"color\": \"red\" } ] } ] }",
             mentions: ["screens[0].kind", "carousel"]),
        Case(name: "header taller than sane",
             text: "{ \"screens\": [ { \"kind\": \"feed\", \"header\": { \"expandedHeight\": 99999 }, \"pages\": [ { \"title\": \"A\" } ] } ] }",
             mentions: ["screens[0].header.expandedHeight"]),
        Case(name: "unknown theme value",
             text: "{ \"theme\": { \"tabSelectd\": \"red\" }, \"pages\": [ { \"title\": \"A\", \"color\": \"red\" } ] }",
             mentions: ["tabSelectd"]),
        Case(name: "a tab title too big for its strip",
             text: "{ \"theme\": {\n \"tabTitleSize\": 72 }, \"pages\": [ { \"title\": \"A\", \"color\": \"red\" } ] }",
             mentions: ["c.json:2", "theme.tabTitleSize", "between 6 and 24"]),
        Case(name: "empty file", text: "", mentions: ["c.json"]),
        Case(name: "a key pager pages do not read",
             text: "{ \"pages\": [\n { \"title\": \"A\", \"color\": \"red\", \"rows\": [\"x\"] } ] }",
             mentions: ["c.json:2", "pages[0]", "rows"]),
        Case(name: "bad option values",
             text: "{ \"orientation\": \"diagonal\",\n \"pages\": [ { \"title\": \"A\", \"color\": \"red\" } ] }",
             mentions: ["c.json:1", "orientation", "diagonal", "horizontal or vertical"]),
        Case(name: "auto-advance too fast",
             text: "{\n \"autoAdvance\": 0.1, \"pages\": [ { \"title\": \"A\", \"color\": \"red\" } ] }",
             mentions: ["c.json:2", "autoAdvance"]),
        Case(name: "negative peek", text: "{ \"peek\": -3, \"pages\": [ { \"title\": \"A\", \"color\": \"red\" } ] }",
             mentions: ["peek"]),
        Case(name: "a long badge",
             text: "{ \"pages\": [\n { \"title\": \"A\", \"color\": \"red\", \"badge\": \"unread\" } ] }",
             mentions: ["c.json:2", "pages[0].badge", "unread"]),
        Case(name: "orientation on a feed",
             text: "{ \"kind\": \"feed\", \"orientation\": \"vertical\", \"pages\": [ { \"title\": \"A\" } ] }",
             mentions: ["orientation", "unknown key"]),
        Case(name: "loop beside screens",
             text: "{ \"loop\": false,\n \"screens\": [ { \"pages\": [ { \"title\": \"A\", \"color\": \"red\" } ] } ] }",
             mentions: ["c.json:1", "loop"]),
    ]

    static let scripts: [Case] = [
        Case(name: "bad number", text: "100 click 1O0 20\n", mentions: ["s.script:1", "1O0"]),
        Case(name: "time backwards", text: "200 click 10 10\n100 click 10 10\n", mentions: ["s.script:2", "backwards"]),
        Case(name: "unknown event", text: "# ok\n100 jump 1 2\n", mentions: ["s.script:2", "jump"]),
        Case(name: "missing arguments", text: "100 drag 1 2 3 4\n", mentions: ["s.script:1", "drag"]),
        Case(name: "extra arguments", text: "100 click 1 2 3\n", mentions: ["s.script:1", "click"]),
        Case(name: "unknown key", text: "100 key Hyper\n", mentions: ["s.script:1", "Hyper"]),
        Case(name: "negative time", text: "-5 click 1 2\n", mentions: ["s.script:1", "time"]),
        Case(name: "resize to zero", text: "10 resize 0 100\n", mentions: ["s.script:1", "resize"]),
        Case(name: "no time", text: "click 1 2\n", mentions: ["s.script:1", "time"]),
        Case(name: "screenshot without path", text: "10 screenshot\n", mentions: ["s.script:1", "screenshot"]),
    ]

    static let flags: [[String]] = [
        ["--bogus"], ["--size", "0x100"], ["--size", "big"], ["--fps", "-3"], ["--pages", "0"], ["--rows", "x"],
        ["--scale", "100"], ["--theme"], ["--theme", "neon"], ["--headless", "extra"],
    ]

    func expectRejected(_ arguments: [String], mentions: [String], scratch: Scratch) throws {
        let outputs = ["--trace", scratch.path("t.jsonl"), "--screenshot", scratch.path("s.png"),
                       "--dump-tree", scratch.path("tree.json")]
        let result = try DemoProcess.run(arguments + outputs)
        #expect(result.status == 2, "\(arguments): status \(result.status) \(result.stderr)")
        #expect(result.stderr.split(separator: "\n").count == 1, "one line: \(result.stderr)")
        for part in mentions { #expect(result.stderr.contains(part), "\(result.stderr) should mention \(part)") }
        #expect(!scratch.exists("t.jsonl") && !scratch.exists("s.png") && !scratch.exists("tree.json"))
        #expect(!scratch.files.contains { $0.hasSuffix(".tmp") }, "no temporary files left: \(scratch.files)")
    }

    @Test(arguments: configs) func malformedConfig(_ item: Case) throws {
        let scratch = try Scratch()
        let path = try scratch.write("c.json", item.text)
        try expectRejected(["--headless", "--config", path], mentions: item.mentions, scratch: scratch)
    }

    @Test(arguments: scripts) func malformedScript(_ item: Case) throws {
        let scratch = try Scratch()
        let path = try scratch.write("s.script", item.text)
        try expectRejected(["--headless", "--script", path], mentions: item.mentions, scratch: scratch)
    }

    @Test(arguments: flags) func badFlag(_ arguments: [String]) throws {
        let scratch = try Scratch()
        // The message names the offending flag (or the stray argument).
        let culprit = arguments[0] == "--headless" ? arguments[1] : arguments[0]
        try expectRejected(arguments, mentions: [culprit], scratch: scratch)
    }

    @Test(.enabled(if: getuid() != 0, "root may write into a read-only directory; outputUnderARegularFileOrAMissingDirectoryLeavesNothing covers root"))
    func readOnlyOutputDirectoryLeavesNothing() throws {
        let scratch = try Scratch()
        let locked = scratch.url.appendingPathComponent("locked")
        try FileManager.default.createDirectory(at: locked, withIntermediateDirectories: true)
        try FileManager.default.setAttributes([.posixPermissions: 0o500], ofItemAtPath: locked.path)
        defer { try? FileManager.default.setAttributes([.posixPermissions: 0o700], ofItemAtPath: locked.path) }
        let result = try DemoProcess.run(["--headless", "--trace", locked.appendingPathComponent("t.jsonl").path])
        #expect(result.status == 2)
        #expect(result.stderr.contains("not writable"))
        #expect(try FileManager.default.contentsOfDirectory(atPath: locked.path).isEmpty)
    }

    /// A path under a regular file cannot be created by anyone, root included (ENOTDIR).
    @Test func outputUnderARegularFileOrAMissingDirectoryLeavesNothing() throws {
        let scratch = try Scratch()
        let file = try scratch.write("plain.txt", "not a directory\n")
        for flag in ["--trace", "--screenshot", "--dump-tree"] {
            let result = try DemoProcess.run(["--headless", flag, file + "/t.out"])
            #expect(result.status == 2)
            #expect(result.stderr == "pager-demo: \(file)/t.out: output directory \(file) is not a directory\n", "\(result.stderr)")
        }
        let result = try DemoProcess.run(["--headless", "--trace", scratch.path("missing/dir/t.jsonl")])
        #expect(result.status == 2)
        #expect(result.stderr.contains("missing/dir") && result.stderr.contains("does not exist"), "\(result.stderr)")
        #expect(scratch.files == ["plain.txt"])
    }
}
