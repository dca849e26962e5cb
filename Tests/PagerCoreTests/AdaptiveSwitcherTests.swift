@testable import PagerCore
import Testing

/// The screens' switcher that adapts to the width (``BottomTabBar/wideFrom``): below 720 pt a
/// bar at the bottom, from 720 pt a row in a 48 pt header above the pages. With the fixed-width
/// measurer a 15 pt bold title is 9 pt a character, so the widest item ("Pager", 45 pt) makes
/// every header item `18 + 8 + 45 + 2 × 14 = 99` pt wide, the row `3 × 99 + 2 × 4 = 305` pt,
/// centred.
@Suite(.tags(.unit))
struct AdaptiveSwitcherTests {
    private func makePager(width: Double, wideFrom: Double? = 720) -> BottomBarPager {
        let bar = BottomTabBar(items: [.init(title: "Feed", icon: "list"), .init(title: "Pager", icon: "pages"),
                                       .init(title: "Loop", icon: "loop")],
                               selectedIndex: 1, theme: Theme(), icons: IconSet(), measurer: FixedWidthTextMeasurer())
        bar.wideFrom = wideFrom
        let pager = BottomBarPager(tabs: bar, pagedView: PagedView(pageCount: 3, initialPage: 1), tabsPosition: .bottom)
        pager.frame = Rect(x: 0, y: 0, width: width, height: 800)
        return pager
    }

    @Test func narrowIsTheBottomBar() {
        let pager = makePager(width: 719.5)
        #expect(pager.tabs.placement == .bar)
        #expect(pager.shownTabsPosition == .bottom)
        #expect(pager.tabs.frame == Rect(x: 0, y: 744, width: 719.5, height: 56))
        #expect(pager.pagedView.frame == Rect(x: 0, y: 0, width: 719.5, height: 744))
        #expect(pager.tabs.elementNode().role == "bottomBar")
    }

    @Test func wideIsARowInAHeaderAboveThePages() {
        let pager = makePager(width: 1280)
        #expect(pager.tabs.placement == .header)
        #expect(pager.shownTabsPosition == .top)
        #expect(pager.tabs.frame == Rect(x: 0, y: 0, width: 1280, height: 48))
        #expect(pager.pagedView.frame == Rect(x: 0, y: 48, width: 1280, height: 752))
        let start = (1280 - 305) / 2.0
        #expect((0..<3).map { pager.tabs.itemFrame(at: $0) } == (0..<3).map {
            Rect(x: start + Double($0) * 103, y: 7, width: 99, height: 34)
        })
        let node = pager.tabs.elementNode()
        #expect(node.role == "viewSwitcher")
        #expect(node.children.map(\.role) == ["switcherItem", "switcherItem", "switcherItem"])
        #expect(node.children.map(\.selected) == [false, true, false])
    }

    @Test func theHeaderTakesTapsOnItsItemsOnly() {
        let pager = makePager(width: 1280)
        let loop = pager.tabs.itemFrame(at: 2)
        #expect(pager.tabs.itemIndex(at: Point(x: loop.midX, y: loop.midY)) == 2)
        #expect(pager.tabs.itemIndex(at: Point(x: 100, y: 24)) == nil, "the header beside the row")
        let point = Point(x: loop.midX, y: 24)
        #expect(pager.handle(InputEvent(.pointerDown(point), at: 0)))
        _ = pager.handle(InputEvent(.pointerUp(point), at: 0.05))
        #expect(pager.selectedIndex == 2)
    }

    @Test func exactlyAtTheWidthIsWide() {
        #expect(makePager(width: 720).tabs.placement == .header)
        #expect(makePager(width: 4000, wideFrom: nil).tabs.placement == .bar, "no wideFrom: always the bar")
    }

    /// A width taken away from a wide pager (a live reload without `"switcher"`) brings the bar
    /// back at the next layout, drawn as a bar, not as the header row at the bottom.
    @Test func clearingTheWidthBringsTheBarBack() {
        let pager = makePager(width: 1280)
        #expect(pager.tabs.placement == .header)
        pager.tabs.wideFrom = nil
        pager.frame = Rect(x: 0, y: 0, width: 1280, height: 800)
        #expect(pager.tabs.placement == .bar && pager.shownTabsPosition == .bottom)
        #expect(pager.tabs.frame == Rect(x: 0, y: 744, width: 1280, height: 56))
        #expect(pager.tabs.elementNode().role == "bottomBar")
    }

    /// A resize across the width during a move changes where things are, not where the pages
    /// are: the position in pages is the same before and after, and the move goes on to its end.
    @Test func aResizeAcrossTheWidthKeepsThePagesWhereTheyAre() {
        let pager = makePager(width: 480)
        pager.moveToPage(at: 2, at: 0)
        pager.advance(to: 0.1)
        let before = pager.pagedView.position
        #expect(before > 1 && before < 2)
        pager.frame = Rect(x: 0, y: 0, width: 1280, height: 800)
        #expect(pager.pagedView.position == before)
        #expect(pager.selectedIndex == 2)
        #expect(pager.tabs.placement == .header)
        pager.advance(to: 0.2)
        #expect(pager.pagedView.position > before)
        pager.frame = Rect(x: 0, y: 0, width: 600, height: 800)
        #expect(pager.tabs.placement == .bar)
        var t = 0.2
        while !pager.isSettled, t < 5 { t += 1 / 60.0; pager.advance(to: t) }
        #expect(pager.pagedView.position == 2)
        #expect(pager.tabs.selectedIndex == 2)
    }

    /// The header's items draw as a row: one pill per item (the selected one tinted, the
    /// others clear, so not drawn), icons beside titles on the header's middle line.
    @Test func theHeaderDrawsTitlesBesideIcons() {
        let pager = makePager(width: 1280)
        var list = DrawList()
        pager.tabs.draw(into: &list)
        let texts = list.commands.compactMap { command -> (String, Point)? in
            if case let .text(text, origin, _, _) = command { return (text, origin) }
            return nil
        }
        #expect(texts.map(\.0) == ["Feed", "Pager", "Loop"])
        // Centred on the pill's middle line, 24 pt down: the 18 pt text line from 15.
        #expect(texts.allSatisfy { $0.1.y == 24 - 9 })
        let pager0 = pager.tabs.itemFrame(at: 1)
        // Icon, gap, title: 18 + 8 + 45 = 71 pt, centred in the 99 pt pill.
        #expect(texts[1].1.x == pager0.midX - 71 / 2 + 26)
    }
}
