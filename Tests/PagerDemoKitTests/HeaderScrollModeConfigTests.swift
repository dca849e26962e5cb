import PagerCore
import Testing
@testable import PagerDemoKit

/// `"scrollMode"` in a feed's header object.
@Suite(.tags(.unit))
struct HeaderScrollModeConfigTests {
    private func config(_ header: String) -> String {
        """
        {"screens": [{"kind": "feed", "title": "Feed", "header": \(header),
          "pages": [{"title": "A", "rows": ["one"]}]}]}
        """
    }

    @Test func eachModeIsReadAndTheDefaultIsExitUntilCollapsed() throws {
        for mode in HeaderScrollMode.allCases {
            let parsed = try DemoConfig.parse(config(#"{"title": "T", "scrollMode": "\#(mode.rawValue)"}"#), source: "c.json")
            #expect(parsed.screens[0].header.scrollMode == mode)
        }
        let plain = try DemoConfig.parse(config(#"{"title": "T"}"#), source: "c.json")
        #expect(plain.screens[0].header.scrollMode == .exitUntilCollapsed)
    }

    @Test func anUnknownModeNamesTheFieldAndTheChoices() {
        #expect {
            _ = try DemoConfig.parse(config(#"{"title": "T", "scrollMode": "sideways"}"#), source: "c.json")
        } throws: { error in
            let text = "\(error)"
            return text.contains("c.json:1: ") && text.contains("screens[0].header.scrollMode")
                && text.contains("\"sideways\"") && text.contains("exitUntilCollapsed or enterAlways or enterAlwaysCollapsed")
        }
    }

    /// Three wheel notches forward and one back on a feed of 40 rows, in the app: the header's
    /// height and the list's offset after each.
    private func wheel(mode: HeaderScrollMode) throws -> [(header: Double, list: Double)] {
        let rows = (1...40).map { "\"row \($0)\"" }.joined(separator: ", ")
        let text = """
            {"screens": [{"kind": "feed", "title": "Feed", "header": {"title": "T", "scrollMode": "\(mode.rawValue)"},
              "pages": [{"title": "A", "rows": [\(rows)]}]}]}
            """
        let app = DemoApp(config: try DemoConfig.parse(text, source: "c.json"), measurer: FixedWidthTextMeasurer())
        app.resize(to: Size(width: 480, height: 800))
        var time = 0.0, seen: [(header: Double, list: Double)] = []
        for notches in [-1.0, -1, -1, 1] {
            time += 1
            app.advance(to: time)
            app.handle(InputEvent(.wheel(dx: 0, dy: notches, at: Point(x: 240, y: 500)), at: time))
            for _ in 0..<120 { time += 1.0 / 60; app.advance(to: time) }
            seen.append((app.traceState.header, app.traceState.list))
        }
        return seen
    }

    @Test func enterAlwaysCollapsedScrollsTheBarAwayAndBringsItBackFirst() throws {
        let seen = try wheel(mode: .enterAlwaysCollapsed)
        // 100 collapses 100 of 106 (snapped on to the bar), then the bar's 44 and 56 of list.
        #expect(seen.map(\.header) == [44, 0, 0, 44])
        #expect(seen.map(\.list) == [0, 56, 156, 100], "a notch back brings the bar first, then the list")
        let plain = try wheel(mode: .exitUntilCollapsed)
        #expect(plain.map(\.header) == [44, 44, 44, 44] && plain.map(\.list) == [0, 100, 200, 100])
    }
}
