import PagerCore
import Testing
@testable import PagerDemoKit

/// `"scrollMode"` in a feed's header object.
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
                && text.contains("\"sideways\"") && text.contains("exitUntilCollapsed or enterAlways")
        }
    }
}
