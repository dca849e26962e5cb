import Testing
@testable import PagerCore

/// The page indicator: follows the pages continuously, takes taps through the gesture router,
/// lists one tree child per mark, and shows a window of marks for huge page counts.
@Suite(.tags(.unit))
struct PageIndicatorTests {
    private func harness(pages: Int = 5, style: PageIndicator.Style = .dots, looping: Bool = false) -> ViewPagerHarness {
        let titles = (0..<pages).map { "P\($0)" }
        let h = ViewPagerHarness(titles: titles, tabs: .fixed(width: 100, height: 48), looping: looping)
        h.viewPager.indicator = PageIndicator(style: style)
        return h
    }

    @Test func itSitsCentredAtTheBottomOfThePages() throws {
        let h = harness()
        let indicator = try #require(h.viewPager.indicator)
        // Five 16-pt dots and 8 pt of padding at each end: 96 wide, 12 pt above the pages' bottom.
        #expect(indicator.frame == Rect(x: 192, y: 48 + 300 - 12 - 24, width: 96, height: 24))
        #expect(indicator.elementNode().children.map(\.title) == ["1", "2", "3", "4", "5"])
    }

    /// Mid-drag the two marks either side share the emphasis in proportion to the position.
    @Test func theMarksFollowTheOffsetContinuously() throws {
        let h = harness()
        let indicator = try #require(h.viewPager.indicator)
        h.drag(from: 400, to: 152, start: 0.1, duration: 0.5, release: false)
        // 248 pt of pointer travel less the 8-pt slop is exactly half a 480-pt page.
        #expect(abs(indicator.position - 0.5) < 1e-9)
        #expect(abs(indicator.emphasis(of: 0) - 0.5) < 1e-9 && abs(indicator.emphasis(of: 1) - 0.5) < 1e-9)
        #expect(indicator.emphasis(of: 2) == 0)
    }

    /// A tap on the fourth dot moves the pages there; the tab strip follows.
    @Test func aTapOnAMarkMovesThere() throws {
        let h = harness()
        let indicator = try #require(h.viewPager.indicator)
        let mark = indicator.cellFrame(at: 3)
        h.send(.pointerDown(Point(x: mark.midX, y: mark.midY)), at: 0.1)
        h.send(.pointerUp(Point(x: mark.midX, y: mark.midY)), at: 0.1)
        h.settle()
        #expect(h.pager.currentPage == 3 && h.tabs.selectedIndex == 3 && indicator.selectedIndex == 3)
        // A drag that starts on the indicator still swipes the pages.
        h.drag(from: mark.midX, to: mark.midX + 200, y: mark.midY, start: h.time + 0.1, duration: 0.2)
        h.settle()
        #expect(h.pager.currentPage == 2)
    }

    /// 100,000 pages show nine marks around the current page, and inserts and removes keep the
    /// window on it.
    @Test func hugeCountsShowAWindow() throws {
        let h = harness(pages: 100_000, style: .lines)
        let indicator = try #require(h.viewPager.indicator)
        #expect(indicator.shownPages == 0..<9)
        h.pager.moveToPage(at: 50_000, animated: false, at: 0)
        h.viewPager.moveToPage(at: 50_000, animated: false, at: 0)
        #expect(indicator.shownPages == 49_996..<50_005)
        #expect(indicator.elementNode().children.filter { $0.selected == true }.map(\.title) == ["50001"])
        h.insertPage("new", at: 0)
        #expect(indicator.pageCount == 100_001 && indicator.selectedIndex == 50_001)
        #expect(indicator.shownPages.contains(50_001))
    }

    /// On a looping pager the last mark hands the emphasis to the first across the wrap.
    @Test func aLoopWrapsTheEmphasis() throws {
        let h = harness(looping: true)
        let indicator = try #require(h.viewPager.indicator)
        h.drag(from: 152, to: 400, start: 0.1, duration: 0.5, release: false)
        #expect(abs(indicator.position - 4.5) < 1e-9)
        #expect(abs(indicator.emphasis(of: 4) - 0.5) < 1e-9 && abs(indicator.emphasis(of: 0) - 0.5) < 1e-9)
    }
}
