import Testing
@testable import PagerDemoKit

@Suite(.tags(.unit))
struct ScriptErrorTests {
    /// The error `text` gives as `demo.script`, rendered as the user sees it.
    private func failure(_ text: String) -> String? {
        do {
            _ = try Script.parse(text, source: "demo.script")
            return nil
        } catch {
            return error.description
        }
    }

    private static let known = "down, move, up, click, doubleclick, cancel, drag, wheel, touch, key, resize, screenshot, config"

    @Test(arguments: [
        ("0 click 1 1\n\n200 click 1 1\n120 click 1 1", "demo.script:4: time: 120 goes backwards (previous 200)"),
        ("10.5 move 0 0\n10.25 move 0 0", "demo.script:2: time: 10.25 goes backwards (previous 10.5)"),
        ("-5 click 1 1", "demo.script:1: time: must not be negative, found -5"),
        ("click 1 1", "demo.script:1: time: \"click\" is not a number (a line starts with the time in ms)"),
        ("1O0 click 1 1", "demo.script:1: time: \"1O0\" is not a number (a line starts with the time in ms)"),
        ("nan click 1 1", "demo.script:1: time: \"nan\" is not a number (a line starts with the time in ms)"),
        ("1e9 click 1 1", "demo.script:1: time: must be at most 86400000 (24 hours), found 1e9"),
        ("# c\n  100", "demo.script:2: event: missing after the time (known: \(known))"),
        ("0 click 1 1\n5 jump 1 1", "demo.script:2: event: unknown event \"jump\" (known: \(known))"),
        ("0 Click 1 1", "demo.script:1: event: unknown event \"Click\" (known: \(known))"),
    ])
    func timeAndEvent(text: String, expected: String) {
        #expect(failure(text) == expected)
    }

    @Test(arguments: [
        ("0 down 1", "demo.script:1: down: expected 2 numbers (X Y), found 1"),
        ("0 move", "demo.script:1: move: expected 2 numbers (X Y), found 0"),
        ("0 up 1 2 3", "demo.script:1: up: expected 2 numbers (X Y), found 3"),
        ("0 click 1 2 # 3", nil),
        ("0 click 1O0 2", "demo.script:1: click: x: \"1O0\" is not a number"),
        ("0 click 1 inf", "demo.script:1: click: y: \"inf\" is not a number"),
        ("0 click 0x10 2", "demo.script:1: click: x: \"0x10\" is not a number"),
        ("0 click 1e400 2", "demo.script:1: click: x: 1e400 is too large"),
        ("0 click 1,5 2", "demo.script:1: click: x: \"1,5\" is not a number"),
        ("0 click - 2", "demo.script:1: click: x: \"-\" is not a number"),
        ("0 click 1e 2", "demo.script:1: click: x: \"1e\" is not a number"),
        ("0 click 1.2.3 2", "demo.script:1: click: x: \"1.2.3\" is not a number"),
        ("0 click 1-2 2", "demo.script:1: click: x: \"1-2\" is not a number"),
        ("\n\n\n\n\n\n0 drag 1 2 3 4", "demo.script:7: drag: expected 5 numbers (X0 Y0 X1 Y1 MS), found 4"),
        ("0 drag 1 2 3 4 5 6", "demo.script:1: drag: expected 5 numbers (X0 Y0 X1 Y1 MS), found 6"),
        ("0 drag 1 2 3 y 5", "demo.script:1: drag: y1: \"y\" is not a number"),
        ("0 drag 1 2 3 4 -5", "demo.script:1: drag: duration: must be between 0 and 60000, found -5"),
        ("0 drag 1 2 3 4 90000", "demo.script:1: drag: duration: must be between 0 and 60000, found 90000"),
        ("0 wheel 1", "demo.script:1: wheel: expected 2 or 4 numbers (DX DY [X Y] [ctrl]), found 1"),
        ("0 wheel 1 2 3", "demo.script:1: wheel: expected 2 or 4 numbers (DX DY [X Y] [ctrl]), found 3"),
        ("0 wheel 1 2 3 4 5", "demo.script:1: wheel: expected 2 or 4 numbers (DX DY [X Y] [ctrl]), found 5"),
        ("0 wheel 1 2e6", "demo.script:1: wheel: dy: must be between -1000000 and 1000000, found 2000000"),
        ("0 wheel -1e7 0", "demo.script:1: wheel: dx: must be between -1000000 and 1000000, found -10000000"),
        ("0 wheel 1 1 x 0", "demo.script:1: wheel: x: \"x\" is not a number"),
    ])
    func numericArguments(text: String, expected: String?) {
        #expect(failure(text) == expected)
    }

    @Test(arguments: [
        ("0 resize 800", "demo.script:1: resize: expected 2 numbers (W H), found 1"),
        ("0 resize 0 600", "demo.script:1: resize: width: must be a whole number between 1 and 16384, found 0"),
        ("0 resize 800 600.5", "demo.script:1: resize: height: must be a whole number between 1 and 16384, found 600.5"),
        ("0 resize 800 16385", "demo.script:1: resize: height: must be a whole number between 1 and 16384, found 16385"),
        ("0 resize -800 600", "demo.script:1: resize: width: must be a whole number between 1 and 16384, found -800"),
        ("0 screenshot", "demo.script:1: screenshot: missing path"),
        ("0 screenshot   # no path", "demo.script:1: screenshot: missing path"),
        ("0 key", "demo.script:1: key: missing key name"),
        ("0 key Shift+", "demo.script:1: key: missing key name after \"Shift+\""),
        ("0 key Super+Q", "demo.script:1: key: unknown modifier \"Super\" in \"Super+Q\" (known: Shift, Ctrl, Alt)"),
        ("0 key Ctrl+Foo", "demo.script:1: key: unknown key \"Foo\" \(ScriptErrorTests.keys)"),
        ("3 key Foo", "demo.script:1: key: unknown key \"Foo\" \(ScriptErrorTests.keys)"),
    ])
    func otherArguments(text: String, expected: String) {
        #expect(failure(text) == expected)
    }

    private static let keys = "(an SDL key name: a character, F1-F24, Left, PageDown, Return, Space, Keypad 7, ...)"

    @Test func errorCarriesSourceLineAndField() {
        #expect(throws: InputError(source: "x.script", line: 2, field: "event",
                                   message: "unknown event \"jump\" (known: \(ScriptErrorTests.known))")) {
            _ = try Script.parse("0 click 1 1\n10 jump", source: "x.script")
        }
    }
}
