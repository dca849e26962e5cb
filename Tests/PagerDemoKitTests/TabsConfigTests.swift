import PagerCore
import Testing
@testable import PagerDemoKit

/// The `tabs` key's forms: `"none"` (the pages alone, seed 000's PagedView), and a tab's
/// `insets` (seed 000's `contentInsets`), one number or one per edge; anything else refused
/// with one line naming the field.
@Suite(.tags(.unit))
struct TabsConfigTests {
    private let page = #"{ "title": "A", "color": "red" }"#

    private func parse(_ text: String) throws(InputError) -> DemoConfig { try DemoConfig.parse(text, source: "c.json") }

    private func refusal(_ text: String) -> InputError? {
        do { _ = try parse(text); return nil } catch { return error }
    }

    @Test func insetsAreOneNumberOrOnePerEdge() throws {
        let all = try parse(#"{ "tabs": { "size": "fixed", "width": 120, "insets": 8 }, "pages": [\#(page)] }"#)
        #expect(all.screens[0].tabInsets == EdgeInsets(all: 8))
        let edges = try parse(#"{ "tabs": { "insets": { "left": 12, "bottom": 4 } }, "pages": [\#(page)] }"#)
        #expect(edges.screens[0].tabInsets == EdgeInsets(top: 0, left: 12, bottom: 4, right: 0))
        #expect(try parse(#"{ "pages": [\#(page)] }"#).screens[0].tabInsets == .zero)
    }

    @Test func badInsetsAreRefusedNamingTheField() {
        let unknown = refusal(#"{ "tabs": { "insets": { "top": 1, "middle": 2 } }, "pages": [\#(page)] }"#)
        #expect(unknown?.field == "tabs.insets" && unknown?.message.contains("\"middle\"") == true, "\(String(describing: unknown))")
        let negative = refusal(#"{ "tabs": { "insets": -1 }, "pages": [\#(page)] }"#)
        #expect(negative?.field == "tabs.insets", "\(String(describing: negative))")
        let word = refusal(#"{ "tabs": { "insets": "wide" }, "pages": [\#(page)] }"#)
        #expect(word?.field == "tabs.insets", "\(String(describing: word))")
    }

    @Test func noneHidesTheStripOnPagerAndLoopScreens() throws {
        for kind in ["pager", "loop"] {
            let config = try parse(#"{ "kind": "\#(kind)", "tabs": "none", "pages": [\#(page)] }"#)
            #expect(config.screens[0].options.tabsPosition == .hidden, "\(kind)")
        }
        let feed = refusal(#"{ "kind": "feed", "tabs": "none", "pages": [\#(page)] }"#)
        #expect(feed?.field == "tabs" && feed?.message.contains("feed") == true, "\(String(describing: feed))")
        let other = refusal(#"{ "tabs": "few", "pages": [\#(page)] }"#)
        #expect(other?.field == "tabs" && other?.message.contains("none") == true, "\(String(describing: other))")
        for key in [#""tabStyle": "pill""#, #""tabsPosition": "bottom""#] {
            let error = refusal(#"{ "tabs": "none", \#(key), "pages": [\#(page)] }"#)
            #expect(error?.message.contains("no tab strip") == true, "\(key): \(String(describing: error))")
        }
    }

    /// The shipped demo of it: no strip in the tree or the drawing, the pages right under the
    /// header, and the keys, a swipe and the dots still move them.
    @Test func pagesOnlyDemoShowsThePagedViewAlone() throws {
        let d = try DemoDriver(config: "options/pages-only.json")
        d.step()
        let tree = d.app.elementTree()
        #expect(tree.all("tabStrip").isEmpty && tree.all("tab").isEmpty)
        let header = try #require(tree.all("header").first), pager = try #require(tree.all("pager").first)
        #expect(pager.frame.y == header.frame.maxY && pager.frame.maxY == 800)
        d.key(.right, at: 0.1)
        d.settle()
        #expect(d.trace.page == 1)
        d.drag(from: 400, 80, to: 100, 80, start: d.time + 0.1, duration: 0.15)
        d.settle()
        #expect(d.trace.page == 2, "a swipe just under the header, where a strip would be")
    }
}

extension ElementNode {
    /// Every node with `role`, depth first.
    func all(_ role: String) -> [ElementNode] {
        (self.role == role ? [self] : []) + children.flatMap { $0.all(role) }
    }
}
