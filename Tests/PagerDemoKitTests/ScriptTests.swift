import PagerCore
import Testing
@testable import PagerDemoKit

@Suite(.tags(.unit))
struct ScriptTests {
    private func events(_ text: String) throws -> [ScriptEvent] {
        try Script.parse(text, source: "t.script").entries.map(\.event)
    }

    @Test func everyEventParses() throws {
        let script = try Script.parse("""
            # a demo
            0 down 10 20
            16 move -5.5 1e3
            32 up 10000 -20
            40 click 1 2
            50 drag 300 200 20 200 250
            60 wheel 0 -1.5
            70 wheel 1 0 5 6
            80 key PageDown
            90 resize 800 600
            100 screenshot shots/one.png
            """, source: "t.script")
        #expect(script.entries == [
            ScriptEntry(time: 0, event: .down(Point(x: 10, y: 20)), line: 2),
            ScriptEntry(time: 0.016, event: .move(Point(x: -5.5, y: 1000)), line: 3),
            ScriptEntry(time: 0.032, event: .up(Point(x: 10000, y: -20)), line: 4),
            ScriptEntry(time: 0.04, event: .click(Point(x: 1, y: 2)), line: 5),
            ScriptEntry(time: 0.05, event: .drag(from: Point(x: 300, y: 200), to: Point(x: 20, y: 200),
                                                 duration: 0.25), line: 6),
            ScriptEntry(time: 0.06, event: .wheel(dx: 0, dy: -1.5, at: nil), line: 7),
            ScriptEntry(time: 0.07, event: .wheel(dx: 1, dy: 0, at: Point(x: 5, y: 6)), line: 8),
            ScriptEntry(time: 0.08, event: .key(.pageDown, []), line: 9),
            ScriptEntry(time: 0.09, event: .resize(Size(width: 800, height: 600)), line: 10),
            ScriptEntry(time: 0.1, event: .screenshot("shots/one.png"), line: 11),
        ])
    }

    @Test func layoutIsForgiving() throws {
        let script = try Script.parse("\n  \t\n# only a comment\r\n\t5\t\tclick  1 2   # tap\r\n\n7 up 3 4#x\n",
                                      source: "t.script")
        #expect(script.entries == [
            ScriptEntry(time: 0.005, event: .click(Point(x: 1, y: 2)), line: 4),
            ScriptEntry(time: 0.007, event: .up(Point(x: 3, y: 4)), line: 6),
        ])
    }

    @Test func emptyScriptHasNoEntries() throws {
        #expect(try Script.parse("", source: "t.script").entries.isEmpty)
        #expect(try Script.parse("# nothing\n\n", source: "t.script").endTime == 0)
    }

    @Test func equalTimesAreAllowed() throws {
        #expect(try events("5 down 0 0\n5 up 0 0\n5.5 click 1 1").count == 3)
    }

    @Test(arguments: ["12", "-3.5", ".5", "5.", "1e3", "1E-2", "+4", "-0", "0012"])
    func decimalNumbersAreAccepted(text: String) throws {
        #expect(try events("0 move \(text) 0") == [.move(Point(x: Double(text)!, y: 0))])
    }

    @Test func restOfLineArgumentsKeepInnerSpaces() throws {
        #expect(try events("0 key Page Down  \n1 screenshot  my shots/a b.png  # later") == [
            .key(.pageDown, []), .screenshot("my shots/a b.png"),
        ])
    }

    @Test(arguments: [
        ("Tab", ScriptEvent.key(.tab, [])),
        ("shift+Tab", .key(.tab, .shift)),
        ("Shift+Tab", .key(.tab, .shift)),
        ("Ctrl+Q", .key(.q, .control)),
        ("ctrl+shift+Left", .key(.left, [.control, .shift])),
        ("Control + Alt + pagedown", .key(.pageDown, [.control, .alt])),
        ("+", .key(.plus, [])),
        ("Ctrl++", .key(.plus, .control)),
        ("Keypad +", .key(.plus, [])),
        ("Shift+Keypad -", .key(.minus, .shift)),
        ("Enter", .key(.enter, [])),
        ("alt+3", .key(.digit3, .alt)),
    ])
    func keyNamesWithModifiers(text: String, expected: ScriptEvent) throws {
        #expect(try events("0 key \(text)") == [expected])
    }

    @Test func endTimeCountsDragDuration() throws {
        #expect(try Script.parse("0 click 1 1\n100 key Tab", source: "t").endTime == 0.1)
        #expect(try Script.parse("0 drag 0 0 10 0 500\n100 key Tab", source: "t").endTime == 0.5)
        #expect(try Script.parse("0 drag 0 0 10 0 50\n100 key Tab", source: "t").endTime == 0.1)
    }
}
