import Foundation
import Testing

/// Bad input gets one clear line naming what and where, exit status 2, and no output files.
@Suite(.tags(.process), .serialized) struct BadInputTests {
    func expectRejected(_ arguments: [String], mentioning parts: [String], in scratch: Scratch,
                        environment: [String: String]? = nil) throws {
        let before = scratch.files
        let result = try DemoProcess.run(arguments, environment: environment)
        #expect(result.status == 2, "\(arguments): \(result.stderr)")
        let lines = result.stderr.split(separator: "\n")
        #expect(lines.count == 1, "one line: \(result.stderr)")
        for part in parts { #expect(result.stderr.contains(part), "\(result.stderr) should mention \(part)") }
        #expect(scratch.files == before, "no output written")
    }

    @Test func unknownFlagAndBadValues() throws {
        let scratch = try Scratch()
        try expectRejected(["--frobnicate"], mentioning: ["--frobnicate", "unknown option"], in: scratch)
        try expectRejected(["--size", "12x"], mentioning: ["--size", "12x"], in: scratch)
        try expectRejected(["--fps", "0"], mentioning: ["--fps"], in: scratch)
        try expectRejected(["--script"], mentioning: ["--script", "missing value"], in: scratch)
    }

    @Test func malformedConfigNamesFileLineAndField() throws {
        let scratch = try Scratch()
        let badColour = try scratch.write("c1.json", """
            {
              "pages": [
                { "title": "A", "color": "red" },
                { "title": "B", "color": "blu" }
              ]
            }
            """)
        try expectRejected(["--headless", "--config", badColour, "--trace", scratch.path("t.jsonl")],
                           mentioning: ["c1.json:4", "pages[1].color", "blu"], in: scratch)
        let badJSON = try scratch.write("c2.json", "{\n  \"pages\": [\n    { \"title\": \"A\" \"color\": \"red\" }\n  ]\n}\n")
        try expectRejected(["--headless", "--config", badJSON], mentioning: ["c2.json:3"], in: scratch)
        let noPages = try scratch.write("c3.json", "{ \"pages\": [] }")
        try expectRejected(["--headless", "--config", noPages], mentioning: ["c3.json:1", "pages"], in: scratch)
        try expectRejected(["--headless", "--config", scratch.path("missing.json")],
                           mentioning: ["missing.json", "no such file"], in: scratch)
    }

    @Test func malformedScriptNamesLine() throws {
        let scratch = try Scratch()
        let script = try scratch.write("bad.script", "100 click 10 10\n# fine\n50 click 10 10\n")
        try expectRejected(["--headless", "--script", script, "--trace", scratch.path("t.jsonl")],
                           mentioning: ["bad.script:3"], in: scratch)
        let unknown = try scratch.write("unknown.script", "10 jump 1 2\n")
        try expectRejected(["--headless", "--script", unknown], mentioning: ["unknown.script:1", "jump"], in: scratch)
    }

    @Test func unwritableOutputAndMissingFontAndNoDisplay() throws {
        let scratch = try Scratch()
        try expectRejected(["--headless", "--screenshot", scratch.path("nope/shot.png")],
                           mentioning: ["nope/shot.png", "does not exist"], in: scratch)
        var environment = ProcessInfo.processInfo.environment
        environment["PAGER_FONT_DIR"] = scratch.path("no-fonts")
        environment["PAGER_FONT_SEARCH_ONLY"] = "1"
        try expectRejected(["--headless", "--screenshot", scratch.path("shot.png")],
                           mentioning: ["DejaVuSans.ttf", "fonts-dejavu-core"], in: scratch, environment: environment)
        var noDisplay = ProcessInfo.processInfo.environment
        noDisplay["DISPLAY"] = nil
        noDisplay["WAYLAND_DISPLAY"] = nil
        noDisplay["SDL_VIDEODRIVER"] = "x11"
        try expectRejected(["--trace", scratch.path("t.jsonl")], mentioning: ["display", "--headless"], in: scratch,
                           environment: noDisplay)
    }
}
