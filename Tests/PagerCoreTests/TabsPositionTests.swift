import Testing
import PagerCore

/// `tabsPosition: .bottom`: the strip sits under the pages and works there as on top.
struct TabsPositionTests {
    @Test func aStripBelowThePagesLaysOutTapsAndFollows() {
        let h = ViewPagerHarness(titles: ["A", "B", "C"], tabsPosition: .bottom)
        let pagesHeight = ViewPagerHarness.pagesHeight
        #expect(h.pager.frame == Rect(x: 0, y: 0, width: 480, height: pagesHeight))
        #expect(h.tabs.frame == Rect(x: 0, y: pagesHeight, width: 480, height: ViewPagerHarness.stripHeight))
        h.tapTab(2, at: 0.1)
        h.settle()
        #expect(h.pager.currentPage == 2 && h.tabs.selectedIndex == 2)
        // A swipe on the pages (above the strip now) moves them; the strip follows.
        h.drag(from: 100, to: 400, y: pagesHeight / 2, start: h.time + 0.1, duration: 0.2)
        h.settle()
        #expect(h.pager.currentPage == 1 && h.tabs.selectedIndex == 1)
    }
}
