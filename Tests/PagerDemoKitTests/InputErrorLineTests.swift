import PagerDemoKit
import Testing

/// An error is printed as one line of bounded length, whatever the user's file held.
@Suite(.tags(.unit))
struct InputErrorLineTests {
    @Test func aHugeJunkTokenIsCutAroundAnEllipsis() throws {
        let junk = String(repeating: "x", count: 1_000_000)
        let script = "100 \(junk) 1 2\n"
        var caught: InputError?
        do { _ = try Script.parse(script, source: "s.script") } catch { caught = error }
        let error = try #require(caught)
        let line = error.description
        #expect(line.hasPrefix("s.script:1: "))
        #expect(line.count < 1100, "printed \(line.count) characters")
        #expect(line.contains("…"))
    }

    @Test func controlCharactersInAQuotedValueDoNotBreakTheLine() {
        let error = InputError(source: "c.json", line: 3, field: "pages[0].color", message: "unknown colour \"a\nb\rc\u{1B}[2J\"")
        #expect(!error.description.contains("\n") && !error.description.contains("\r"))
        #expect(error.description == "c.json:3: pages[0].color: unknown colour \"a?b?c?[2J\"")
    }

    @Test func aShortMessageIsUntouched() {
        let error = InputError(source: "--size", message: "\"0x0\" must be WxH")
        #expect(error.description == "--size: \"0x0\" must be WxH")
    }
}
