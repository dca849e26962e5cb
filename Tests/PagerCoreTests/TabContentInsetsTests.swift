import PagerCore
import Testing

/// Seed 000's `contentInsets` of a tab: the title, badge and pill sit inside each tab less the
/// insets; self-sizing tabs grow by the left and right insets; the tab's frame stays the cell.
@Suite(.tags(.unit))
struct TabContentInsetsTests {
    static let insets = EdgeInsets(top: 10, left: 20, bottom: 4, right: 0)

    private func strip(_ size: TabStripLayout.SizeConfiguration, insets: EdgeInsets) -> TabbedView {
        let view = TabbedView(sizeConfiguration: size, titles: ["AB", "CD", "EF"], measurer: FixedWidthTextMeasurer())
        view.contentInsets = insets
        view.frame = Rect(x: 0, y: 0, width: 480, height: 48)
        return view
    }

    private func titleOrigins(_ view: TabbedView) -> [String: Point] {
        var list = DrawList()
        view.draw(into: &list)
        var origins: [String: Point] = [:]
        for case let .text(text, origin, _, _) in list.commands { origins[text] = origin }
        return origins
    }

    /// "AB" in 15-pt bold is 18 x 18 with the fixed-width measurer: centred in tab 0's content,
    /// x 20..120 and y 10..44, it starts at (61, 18); without insets at (51, 15).
    @Test func titlesAreCentredInTheContentLessTheInsets() {
        let plain = strip(.fixed(width: 120, height: 48), insets: .zero)
        #expect(titleOrigins(plain)["AB"] == Point(x: 51, y: 15))
        let inset = strip(.fixed(width: 120, height: 48), insets: Self.insets)
        #expect(titleOrigins(inset)["AB"] == Point(x: 61, y: 18))
        #expect(titleOrigins(inset)["CD"] == Point(x: 181, y: 18))
        #expect(inset.tabFrame(at: 1) == Rect(x: 120, y: 0, width: 120, height: 48), "the tab is still the whole cell")
    }

    /// A self-sizing tab is its title (18), its padding (2 x 16) and its left and right insets.
    @Test func selfSizingTabsGrowByTheSideInsets() {
        let view = strip(.selfSizing(height: 48), insets: Self.insets)
        #expect(view.tabFrame(at: 0).width == 18 + 32 + 20)
        #expect(view.tabFrame(at: 1).x == 70)
    }

    /// The pill sits in tab 0's content: 6 pt inside x 20..120, and centred on y 10..44 at the
    /// text's height plus 2 x 6 (30), capped to the content's height less 2 x 6 (22).
    @Test func thePillSitsInTheContent() {
        let view = strip(.fixed(width: 120, height: 48), insets: Self.insets)
        view.selectionStyle = .pill
        #expect(view.selectionFrame == Rect(x: 26, y: 16, width: 88, height: 22))
        let node = view.elementNode().children.first { $0.role == "indicator" }
        #expect(node?.frame == view.selectionFrame, "the tree reports the pill as drawn")
    }
}
