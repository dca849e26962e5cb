import Testing
import PagerCore

/// `tabsPosition: .bottom`: the strip sits under the pages and works there as on top.
@Suite(.tags(.unit))
struct TabsPositionTests {
    @Test func aStripBelowThePagesLaysOutTapsAndFollows() {
        let h = ViewPagerHarness(titles: ["A", "B", "C"], tabsPosition: .bottom)
        let pagesHeight = ViewPagerHarness.pagesHeight
        #expect(h.pager.frame == Rect(x: 0, y: 0, width: 480, height: pagesHeight))
        #expect(h.tabs.frame == Rect(x: 0, y: pagesHeight, width: 480, height: ViewPagerHarness.stripHeight))
        h.tap(tab: 2, at: 0.1)
        h.settle()
        #expect(h.pager.currentPage == 2 && h.tabs.selectedIndex == 2)
        // A swipe on the pages (above the strip now) moves them; the strip follows.
        h.drag(from: 100, to: 400, y: pagesHeight / 2, start: h.time + 0.1, duration: 0.2)
        h.settle()
        #expect(h.pager.currentPage == 1 && h.tabs.selectedIndex == 1)
    }

    /// `.hidden`: no strip (seed 000's PagedView alone): the pages take the whole frame, and
    /// where the strip would be, a tap does nothing and a drag swipes the pages.
    @Test func aHiddenStripLeavesThePagesTheWholeFrame() {
        let h = ViewPagerHarness(titles: ["A", "B", "C"], tabsPosition: .hidden)
        let height = ViewPagerHarness.stripHeight + ViewPagerHarness.pagesHeight
        #expect(h.pager.frame == Rect(x: 0, y: 0, width: 480, height: height))
        #expect(h.tabs.frame.height == 0)
        let top = ViewPagerHarness.stripY
        h.send(.pointerDown(Point(x: 400, y: top)), at: 0.1)
        h.send(.pointerUp(Point(x: 400, y: top)), at: 0.1)
        h.settle()
        #expect(h.pager.currentPage == 0)
        h.drag(from: 400, to: 100, y: top, start: h.time + 0.1, duration: 0.2)
        h.settle()
        #expect(h.pager.currentPage == 1 && h.tabs.selectedIndex == 1)
        h.key(.end, at: h.time + 0.1)
        h.settle()
        #expect(h.pager.currentPage == 2)
    }
}
