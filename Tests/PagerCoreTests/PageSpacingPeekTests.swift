import PagerCore
import Testing

/// `pageSpacing` and `peek`: pages one page plus the spacing apart, the current one centred with
/// its neighbours in view at the sides, and paging lands every page centred.
@Suite(.tags(.unit))
struct PageSpacingPeekTests {
    private func configuration(spacing: Double = 12, peek: Double = 48) -> PagedView.Configuration {
        var configuration = PagedView.Configuration()
        configuration.pageSpacing = spacing
        configuration.peek = peek
        return configuration
    }

    /// 480 wide, 48 of peek: pages 384 wide, 396 apart; page 1 centred at 48-432 with page 0
    /// ending at 36 and page 2 starting at 444.
    @Test func theCurrentPageIsCentredWithItsNeighboursPeeking() {
        let h = PagerHarness(pages: 4, width: 480, initialPage: 1, configuration: configuration())
        #expect(h.pager.visiblePageFrames == [0: Rect(x: -348, y: 0, width: 384, height: 300),
                                    1: Rect(x: 48, y: 0, width: 384, height: 300),
                                    2: Rect(x: 444, y: 0, width: 384, height: 300)])
    }

    /// A drag moves the pages 1:1: a stride of pointer travel is one page.
    @Test func aDragOfOneStrideIsOnePage() {
        let h = PagerHarness(pages: 4, width: 480, configuration: configuration())
        h.send(.pointerDown(Point(x: 440, y: 100)), at: 0)
        h.send(.pointerMove(Point(x: 432, y: 100)), at: 0.01)  // the slop
        h.send(.pointerMove(Point(x: 36, y: 100)), at: 0.5)
        #expect(abs(h.pager.position - 1) < 1e-12)
        #expect(abs(h.pager.visiblePageFrames[1]!.x - 48) < 1e-9)
    }

    /// Swipes, keys and long jumps all come to rest with the page centred.
    @Test(arguments: [(0.0, 48.0), (12, 0), (30, 100)])
    func everyMoveLandsCentred(spacing: Double, peek: Double) {
        let h = PagerHarness(pages: 6, width: 480, configuration: configuration(spacing: spacing, peek: peek))
        h.drag(from: 400, to: 300, start: 0.1, duration: 0.08)
        h.settle()
        #expect(h.pager.currentPage == 1)
        h.pager.moveToPage(at: 4, at: h.time)
        h.settle()
        #expect(h.pager.currentPage == 4)
        #expect(h.pager.visiblePageFrames[4] == Rect(x: peek, y: 0, width: 480 - 2 * peek, height: 300))
    }

    /// The peek never takes more than a quarter of the pager from each side.
    @Test func theLargestPeekLeavesHalfThePager() {
        let h = PagerHarness(pages: 3, width: 400, initialPage: 1, configuration: configuration(spacing: 0, peek: 1000))
        #expect(h.pager.visiblePageFrames[1] == Rect(x: 100, y: 0, width: 200, height: 300))
        #expect(h.pager.visiblePageFrames.count == 3)
    }
}
