import PagerCore
import Testing
@testable import PagerDemoKit

/// `"gradient"` in a feed's header object.
@Suite(.tags(.unit))
struct HeaderGradientConfigTests {
    private func config(_ gradient: String) -> String {
        #"{"screens": [{"kind": "feed", "title": "Feed", "header": {"title": "T", "gradient": "\#(gradient)"}, "pages": [{"title": "A"}]}]}"#
    }

    @Test func aGradientColourIsReadByNameOrHex() throws {
        #expect(try DemoConfig.parse(config("indigo"), source: "c.json").screens[0].header.gradient == Color.named["indigo"])
        #expect(try DemoConfig.parse(config("#102030"), source: "c.json").screens[0].header.gradient == Color(rgb: 0x102030))
    }

    @Test func aBadColourNamesTheField() {
        #expect {
            _ = try DemoConfig.parse(config("blu"), source: "c.json")
        } throws: { "\($0)".contains("screens[0].header.gradient: unknown colour \"blu\"") }
    }
}
