import Foundation
import PagerCore
import Testing
@testable import PagerDemoKit

/// The top-level `"bar"`, and icons' own colours in an icon set.
@Suite(.tags(.unit))
struct BottomBarConfigTests {
    private func config(_ bar: String) -> String {
        """
        {"screens": [{"title": "A", "pages": [{"title": "a", "color": "red"}]},
                     {"title": "", "pages": [{"title": "b", "color": "blue"}]}],
         "bar": \(bar)}
        """
    }

    /// The one line an error prints.
    private func error(_ text: String, parse: (String) throws(InputError) -> Void) -> String {
        do {
            try parse(text)
            return "no error"
        } catch {
            return "\(error)"
        }
    }

    @Test func centeredWithSeedDefaultsAndFillByDefault() throws {
        let seed = try DemoConfig.parse(config(#"{"itemPositioning": "centered"}"#), source: "c.json")
        #expect(seed.bar == BottomBarLayout(positioning: .centered, itemWidth: 76, itemSpacing: 10))
        let given = try DemoConfig.parse(config(#"{"itemPositioning": "centered", "itemWidth": 90, "itemSpacing": 0}"#),
                                         source: "c.json")
        #expect(given.bar == BottomBarLayout(positioning: .centered, itemWidth: 90, itemSpacing: 0))
        #expect(try DemoConfig.parse(config("{}"), source: "c.json").bar.positioning == .fill)
        #expect(try DemoConfig.parse(config(#"{"itemPositioning": "fill"}"#), source: "c.json").bar == .fill)
        let none = try DemoConfig.parse(#"{"screens": [{"pages": [{"title": "a", "color": "red"}]}]}"#, source: "c.json")
        #expect(none.bar == .fill)
    }

    @Test func theAppsBarUsesTheLayout() throws {
        let parsed = try DemoConfig.parse(config(#"{"itemPositioning": "centered"}"#), source: "c.json")
        let app = DemoApp(config: parsed, measurer: FixedWidthTextMeasurer())
        app.resize(to: Size(width: 480, height: 800))
        let items = app.elementTree().children.first { $0.role == "bottomBar" }?.children ?? []
        // Two 76 pt items 10 pt apart: a row of 162 pt, starting at (480 - 162) / 2 = 159.
        let xs: [Double] = [159, 245]
        #expect(items.map(\.frame.x) == xs)
        #expect(items.map(\.frame.width) == [76, 76])
        #expect(app.windowTitle.hasPrefix("Pager: "), "an icon-only screen adds no \" - \" to the window title")
    }

    /// Each bad value: one line with the file, the line, the field and what is allowed.
    @Test func badValuesNameFileLineAndField() {
        let cases: [(bar: String, expected: [String])] = [
            (#"{"itemPositioning": "middle"}"#, ["c.json:3: bar.itemPositioning: ", "\"middle\"", "centered or fill"]),
            (#"{"itemPositioning": "centered", "itemWidth": 4}"#, ["c.json:3: bar.itemWidth: ", "16"]),
            (#"{"itemPositioning": "centered", "itemSpacing": -1}"#, ["c.json:3: bar.itemSpacing: "]),
            (#"{"itemPositioning": "centered", "itemWidth": "wide"}"#, ["c.json:3: bar.itemWidth: "]),
            (#"{"itemWidth": 76}"#, ["c.json:3: bar.itemWidth: ", "only read with \"itemPositioning\": \"centered\""]),
            (#"{"itemPositioning": "fill", "itemSpacing": 10}"#, ["c.json:3: bar.itemSpacing: ", "centered"]),
            (#"{"itemPositoning": "centered"}"#, ["c.json:3: bar: ", "unknown key \"itemPositoning\"",
                                                  "itemPositioning, itemSpacing, itemWidth"]),
            (#""centered""#, ["c.json:3: bar: "]),
        ]
        for (bar, expected) in cases {
            let line = error(config(bar)) { text throws(InputError) in _ = try DemoConfig.parse(text, source: "c.json") }
            #expect(!line.contains("\n"))
            for part in expected { #expect(line.contains(part), "\(bar): \(line)") }
        }
    }

    @Test func aSingleScreenHasNoBarToLayOut() {
        let text = #"{"bar": {"itemPositioning": "centered"}, "pages": [{"title": "a", "color": "red"}]}"#
        let line = error(text) { text throws(InputError) in _ = try DemoConfig.parse(text, source: "one.json") }
        #expect(line.hasPrefix("one.json:1: ") && line.contains("unknown key \"bar\""), "\(line)")
    }

    @Test func iconShapesMayCarryTheirOwnColour() throws {
        let text = """
            {"icons": {"play": [{"polygon": [[6, 4], [20, 12], [6, 20]], "color": "#FF3B30"},
                                {"circle": [12, 12, 2]}]}}
            """
        let set = try IconSet.parse(text, source: "icons.json")
        #expect(set.icons["play"]?.map(\.color) == [Color(rgb: 0xFF3B30), nil])
        #expect(set.hasOwnColors("play"))
        let bad = error(##"{"icons": {"play": [{"circle": [12, 12, 2], "color": "#12"}]}}"##) { text throws(InputError) in
            _ = try IconSet.parse(text, source: "icons.json")
        }
        #expect(bad.hasPrefix("icons.json:1: icons.play[0].color: ") && bad.contains("\"#12\""), "\(bad)")
    }

    /// The demo's own icon set parses, and the seed's three icons carry colours.
    @Test func theDemosIconsParse() throws {
        let path = String(#filePath).split(separator: "/").dropLast(3).joined(separator: "/")
        let text = try String(contentsOfFile: "/" + path + "/Assets/icons.json", encoding: .utf8)
        let set = try IconSet.parse(text, source: "icons.json")
        for name in ["music", "play", "star"] { #expect(set.hasOwnColors(name), "\(name)") }
        for name in ["pages", "list", "loop"] { #expect(!set.hasOwnColors(name), "\(name)") }
    }
}
