import Foundation
import PagerCore
import ScrollPhysics
import Testing

@Suite(.tags(.unit))
struct PagedViewDragTests {
    @Test func dragFollowsPointerOneToOneAfterSlop() {
        let h = PagerHarness(width: 400)
        h.send(.pointerDown(Point(x: 300, y: 100)), at: 0)
        h.send(.pointerMove(Point(x: 294, y: 100)), at: 0.01)
        #expect(h.pager.position == 0, "inside the 8 pt slop nothing moves")
        h.send(.pointerMove(Point(x: 250, y: 100)), at: 0.02)
        // 50 pt of travel minus the 8 pt slop, in pages of 400 pt.
        #expect(abs(h.pager.position - 42.0 / 400) < 1e-12)
        h.send(.pointerMove(Point(x: 150, y: 100)), at: 0.03)
        #expect(abs(h.pager.position - 142.0 / 400) < 1e-12)
    }

    @Test func slowDragPastHalfMovesAndUnderHalfReturns() {
        let past = PagerHarness(width: 400)
        past.drag(from: 350, to: 100, start: 0, duration: 2)  // 242 pt of 400, slowly
        past.settle()
        #expect(past.pager.currentPage == 1)
        #expect(past.moves == [1])

        let under = PagerHarness(width: 400)
        under.drag(from: 350, to: 200, start: 0, duration: 2)  // 142 pt
        under.settle()
        #expect(under.pager.currentPage == 0)
        #expect(under.moves.isEmpty)
        #expect(under.pager.position == 0)
    }

    @Test func shortFlickMovesOnePageBothWays() {
        let forward = PagerHarness(width: 400)
        forward.drag(from: 300, to: 240, start: 0, duration: 0.08)  // 60 pt at 750 pt/s
        forward.settle()
        #expect(forward.pager.currentPage == 1)

        let back = PagerHarness(width: 400, initialPage: 2)
        back.drag(from: 100, to: 160, start: 0, duration: 0.08)
        back.settle()
        #expect(back.pager.currentPage == 1)
    }

    @Test func pointerHeldStillBeforeReleaseIsNoFling() {
        let h = PagerHarness(width: 400)
        h.drag(from: 300, to: 240, start: 0, duration: 0.08, holdBeforeRelease: 0.05)
        h.settle()
        #expect(h.pager.currentPage == 0, "a 60 pt drag held still 50 ms returns")
    }

    @Test func oneFlingMovesOnePageByDefaultAndMoreWithProjection() {
        let single = PagerHarness(pages: 10, width: 400)
        single.drag(from: 390, to: 10, start: 0, duration: 0.1)  // 3800 pt/s
        single.settle()
        #expect(single.pager.currentPage == 1)

        var configuration = PagedView.Configuration()
        configuration.snapping = PageSnapping(maximumPagesPerFling: 5)
        let long = PagerHarness(pages: 10, width: 400, configuration: configuration)
        long.drag(from: 390, to: 10, start: 0, duration: 0.1)
        long.settle()
        // Projection: 0.95 + 0.499 * 9.5 pages/s ≈ 5.7 → 5 (capped at five from page 0).
        #expect(long.pager.currentPage == 5)
        #expect(long.moves == [5])
    }

    @Test func settleStartsFromReleasePositionAndVelocity() {
        let h = PagerHarness(width: 400, fps: 120)
        h.drag(from: 300, to: 200, start: 0, duration: 0.1)  // 1000 pt/s = 2.5 pages/s
        let releasePosition = h.pager.position
        #expect(abs(h.pager.velocity - 2.5) < 1e-6, "spring starts at the release velocity")
        let releaseTime = h.time
        h.run(until: h.time + 1.0 / 120)
        // One frame later the position is where the critically damped spring from the release
        // position and velocity puts it: x(t) = 1 + (c1 + c2 t) e^(-w t), w = sqrt(k / m).
        let omega = (500.0 / 0.5).squareRoot(), c1 = releasePosition - 1, c2 = 2.5 + omega * c1
        let t = h.time - releaseTime
        let expected = 1 + (c1 + c2 * t) * exp(-omega * t)
        #expect(abs(h.pager.position - expected) < 1e-9)
        h.settle()
        #expect(h.pager.position == 1, "exact integer at rest")
        #expect(h.pager.isSettled)
    }

    @Test func rubberBandPastFirstPageAndSpringBack() {
        let h = PagerHarness(width: 400)
        h.send(.pointerDown(Point(x: 100, y: 100)), at: 0)
        h.send(.pointerMove(Point(x: 308, y: 100)), at: 0.5)  // 200 pt past the first page
        let banded = RubberBand.offset(forOvershoot: 200, dimension: 400) / 400
        #expect(abs(h.pager.position + banded) < 1e-12)
        #expect(banded < 0.5 && banded > 0.2)
        h.send(.pointerUp(Point(x: 308, y: 100)), at: 0.6)
        h.settle()
        #expect(h.pager.position == 0)
        #expect(h.moves.isEmpty)
    }

    @Test func newDragCatchesSettleWithoutJump() {
        let h = PagerHarness(width: 400)
        h.drag(from: 300, to: 200, start: 0, duration: 0.1)
        h.run(until: 0.15)
        let caughtAt = h.pager.position
        #expect(caughtAt > 0.25 && caughtAt < 1)
        h.send(.pointerDown(Point(x: 200, y: 100)), at: 0.155)
        let held = h.pager.position
        h.run(until: 0.3)
        #expect(h.pager.position == held, "a press holds the page where it is")
        #expect(!h.pager.isAnimating)
        // Drag back: it moves from the held place, 1:1.
        h.send(.pointerMove(Point(x: 230, y: 100)), at: 0.31)
        #expect(abs(h.pager.position - (held - 22.0 / 400)) < 1e-12)
        h.send(.pointerMove(Point(x: 400, y: 100)), at: 0.6)
        h.send(.pointerUp(Point(x: 400, y: 100)), at: 0.7)
        h.settle()
        #expect(h.pager.currentPage == 0)
        #expect(h.moves.isEmpty, "no move completed")
    }

    @Test func tapDuringSettleResumesToNearestPage() {
        let h = PagerHarness(width: 400)
        h.drag(from: 300, to: 200, start: 0, duration: 0.1)
        h.run(until: 0.2)
        h.send(.pointerDown(Point(x: 200, y: 100)), at: 0.2)
        h.send(.pointerUp(Point(x: 200, y: 100)), at: 0.25)
        h.settle()
        #expect(h.pager.currentPage == 1)
        #expect(h.moves == [1])
    }
}

@Suite(.tags(.unit))
struct PagedViewFrameRateTests {
    @Test(arguments: [(300.0, 200.0, 0.1), (350.0, 100.0, 1.5), (300.0, 260.0, 0.06), (100, 250, 0.2)])
    func sameGestureSameEndAtAnyFrameRate(x0: Double, x1: Double, duration: Double) {
        var results: [(page: Int, settle: Double, fps: Double)] = []
        for fps in [30.0, 60.0, 144.0] {
            let h = PagerHarness(width: 400, fps: fps, initialPage: 2)
            h.drag(from: x0, to: x1, start: 0.1, duration: duration)
            let settled = h.settle()
            results.append((h.pager.currentPage, settled, fps))
        }
        #expect(Set(results.map(\.page)).count == 1)
        // Each rate notices the settle at its first frame after the same instant.
        let settles = results.map(\.settle)
        #expect(settles.max()! - settles.min()! <= 1.0 / 30 + 1e-9)
    }
}

@Suite(.tags(.unit))
struct PagedViewProgrammaticTests {
    @Test func moveToPageFiresDidMoveOnce() {
        let h = PagerHarness(width: 400)
        h.pager.moveToPage(at: 1, at: h.time)
        #expect(h.pager.isAnimating)
        h.settle()
        #expect(h.moves == [1])
        h.pager.moveToPage(at: 1, at: h.time)
        h.settle()
        #expect(h.moves == [1], "moving to the current page is not a move")
        h.pager.moveToPage(at: 3, animated: false, at: h.time)
        #expect(h.pager.position == 3)
        #expect(h.moves == [1, 3])
    }

    @Test func longJumpShowsOnlySourceAndTarget() {
        let h = PagerHarness(pages: 10, width: 400)
        h.pager.moveToPage(at: 7, at: h.time)
        var seen = Set<Int>()
        var previous = h.pager.position
        while !h.pager.isSettled {
            h.run(until: h.time + h.frameInterval)
            h.pager.forEachVisiblePage { index, _ in seen.insert(index) }
            #expect(h.pager.position >= previous, "progress runs one way, from 0 to 7")
            previous = h.pager.position
        }
        #expect(seen.isSubset(of: [0, 7]))
        #expect(seen.contains(7))
        #expect(h.pager.position == 7)
        #expect(h.moves == [7])
    }

    @Test func redirectDuringAnimationStartsFromCurrentState() {
        let h = PagerHarness(pages: 5, width: 400)
        h.pager.moveToPage(at: 2, at: h.time)
        h.run(until: 0.1)
        let before = h.pager.position
        h.pager.moveToPage(at: 0, at: h.time)
        #expect(h.pager.position == before, "no jump on redirect")
        h.settle()
        #expect(h.pager.currentPage == 0)
        #expect(h.moves.isEmpty, "the first move never completed")
    }

    @Test func wheelPagesOncePerNotchWithLockout() {
        let h = PagerHarness(pages: 5)
        h.pager.scroll(notches: 1, at: 0)
        h.pager.scroll(notches: 1, at: 0.05)
        #expect(h.pager.targetPage == 1)
        h.pager.scroll(notches: 1, at: 0.2)
        #expect(h.pager.targetPage == 2)
    }

    @Test func resizeMidSwipeKeepsFractionalPosition() {
        let h = PagerHarness(width: 400)
        h.send(.pointerDown(Point(x: 300, y: 100)), at: 0)
        h.send(.pointerMove(Point(x: 200, y: 100)), at: 0.1)
        let position = h.pager.position
        h.pager.frame = Rect(x: 0, y: 0, width: 800, height: 300)
        #expect(h.pager.position == position)
        h.send(.pointerMove(Point(x: 150, y: 100)), at: 0.2)
        #expect(abs(h.pager.position - (position + 50.0 / 800)) < 1e-12)
    }
}
