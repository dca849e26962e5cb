import PagerCore
import ScrollPhysics
import Testing

/// `longSwipes`: one fast fling crosses several pages, as far as the lists' deceleration
/// projects it; off, a fling moves one page.
@Suite(.tags(.unit))
struct LongSwipeTests {
    private func harness(longSwipes: Bool) -> PagerHarness {
        var configuration = PagedView.Configuration()
        if longSwipes { configuration.snapping = .longSwipes }
        return PagerHarness(pages: 20, width: 400, configuration: configuration)
    }

    /// Where a drag from `x0` to `x1` over `duration` seconds comes to rest.
    private func landing(longSwipes: Bool, from x0: Double, to x1: Double, duration: Double) -> Int {
        let h = harness(longSwipes: longSwipes)
        h.drag(from: x0, to: x1, start: 0.1, duration: duration)
        h.settle()
        return h.pager.currentPage
    }

    /// 300 pt in 60 ms is 5000 pt/s, 12.5 pages/s at 400 pt: the projection (0.499 s of travel
    /// at the lists' r = 0.998) is about six pages past the release.
    @Test func aFastFlingCrossesSeveralPages() {
        let long = harness(longSwipes: true)
        long.drag(from: 350, to: 50, start: 0.1, duration: 0.06)
        let released = long.pager.position
        long.settle()
        let velocity = 12.5
        let projected = PageSnapping.projectedPosition(released, velocity: velocity)
        #expect(long.pager.currentPage >= 5, "\(long.pager.currentPage)")
        #expect(abs(Double(long.pager.currentPage) - projected) <= 1.5, "near the projection \(projected)")
        #expect(long.moves == [long.pager.currentPage], "one completed move")

        #expect(landing(longSwipes: false, from: 350, to: 50, duration: 0.06) == 1)
    }

    /// A slow drag still picks the nearest page, and a gentle flick the next one.
    @Test func slowDragsAndFlicksAreUnchanged() {
        #expect(landing(longSwipes: true, from: 350, to: 100, duration: 2) == 1)
        #expect(landing(longSwipes: true, from: 300, to: 240, duration: 0.08) == 1)
    }

    /// The fling stops at the last page, however fast.
    @Test func aLongSwipeStopsAtTheLastPage() {
        let h = harness(longSwipes: true)
        h.pager.moveToPage(at: 18, animated: false, at: 0)
        h.drag(from: 390, to: 10, start: 0.1, duration: 0.04)
        h.settle()
        #expect(h.pager.currentPage == 19)
    }
}
