import Testing
@testable import PagerCore
import ScrollPhysics

/// A touchpad's two-finger scroll, as SDL reports it (fractional wheel units, 10 pt each),
/// through the gesture router: the content follows 1:1 and is released with the fingers' speed
/// once the deltas stop for 100 ms.
@Suite(.tags(.unit))
struct TouchpadPanTests {
    /// A pager screen: the pages alone, 400 pt wide.
    private final class Pages: GestureContainer {
        let pager = PagedView(pageCount: 5, initialPage: 1)
        var router = GestureRouter()
        private(set) var time = 0.0
        init() { pager.frame = Rect(x: 0, y: 0, width: 400, height: 300) }

        func collectGestureParticipants(at point: Point, into chain: inout [any GestureParticipant]) {
            chain.append(pager)
        }

        /// Frames at 60 fps up to `t`, the router first as the scene does.
        func run(until t: Double) {
            while time + 1.0 / 60 <= t + 1e-12 {
                time += 1.0 / 60
                router.advance(to: time, in: self)
                pager.advance(to: time)
            }
        }

        @discardableResult
        func wheel(_ dx: Double, _ dy: Double, at t: Double) -> Bool {
            run(until: t)
            return router.handle(InputEvent(.wheel(dx: dx, dy: dy, at: Point(x: 200, y: 150)), at: t), in: self)
        }

        /// `count` deltas of `dx` units, `interval` seconds apart, from `start`.
        func pan(_ dx: Double, count: Int, interval: Double = 0.016, start: Double = 1) {
            for k in 0..<count { wheel(dx, 0, at: start + Double(k) * interval) }
        }

        func settle() { while !pager.isSettled || router.isActive { run(until: time + 1.0 / 60) } }
    }

    @Test func thePagesFollowTheFingersOneToOne() {
        let pages = Pages()
        pages.pan(0.8, count: 10)
        // Ten deltas of 8 pt: 80 pt of a 400 pt page, no slop taken off.
        #expect(abs(pages.pager.position - (1 + 80.0 / 400)) < 1e-12)
        #expect(pages.router.isActive && pages.pager.isInteracting)
    }

    @Test func aQuickSwipeFlingsToTheNextPage() {
        let pages = Pages()
        pages.pan(0.8, count: 19)  // 0.8 units every 16 ms for 300 ms: 500 pt/s
        let last = pages.time
        pages.settle()
        #expect(pages.pager.currentPage == 2)
        #expect(pages.pager.position == 2)
        #expect(pages.time > last)
    }

    @Test func aSlowShortSwipeSpringsBack() {
        let pages = Pages()
        pages.pan(0.1, count: 7, interval: 0.03)  // 7 pt at 33 pt/s
        pages.settle()
        #expect(pages.pager.currentPage == 1 && pages.pager.position == 1)
    }

    @Test func aSwipeBackwardsGoesToThePreviousPage() {
        let pages = Pages()
        pages.pan(-0.8, count: 19)
        pages.settle()
        #expect(pages.pager.currentPage == 0)
    }

    /// The pan lasts until 100 ms pass without a delta; then it is released with the velocity
    /// of its last deltas (not the zero a tracker reads once the fingers seem still).
    @Test func thePanEndsAfterItsSilenceWithTheFingersSpeed() {
        var pan = TouchpadPan()
        var t = 1.0
        _ = pan.scroll(dx: 0.5, dy: 0, at: .zero, at: t)
        for _ in 0..<9 {
            t += 0.01
            _ = pan.scroll(dx: 0.5, dy: 0, at: .zero, at: t)
        }
        #expect(pan.advance(to: t + 0.099).isEmpty && pan.isActive)
        let end = pan.advance(to: t + TouchpadPan.silenceSeconds)
        guard case let .dragEnded(vx, vy, _)? = end.first else {
            Issue.record("no release: \(end)")
            return
        }
        // 5 pt every 10 ms, leftwards content motion (scrolling right): -500 pt/s.
        #expect(abs(vx + 500) < 1e-6 && vy == 0)
        #expect(!pan.isActive)
    }

    @Test func wholeNotchesAreAWheelNotAPan() {
        let pages = Pages()
        #expect(!pages.wheel(1, 0, at: 1))
        #expect(!pages.wheel(0, -2, at: 1.2))
        #expect(!pages.router.isActive)
        #expect(pages.wheel(0.25, 0, at: 1.4))
        // Once a pan runs, whole deltas belong to it too.
        #expect(pages.wheel(1, 0, at: 1.41))
        #expect(abs(pages.pager.position - (1 + 12.5 / 400)) < 1e-12)
    }

    @Test func aPressEndsAPanAndTakesOver() {
        let pages = Pages()
        pages.pan(0.8, count: 5)
        pages.run(until: pages.time + 0.02)
        pages.router.handle(InputEvent(.pointerDown(Point(x: 200, y: 150)), at: pages.time), in: pages)
        #expect(pages.router.isActive && !pages.router.needsTime)
        pages.router.handle(InputEvent(.pointerUp(Point(x: 200, y: 150)), at: pages.time + 0.05), in: pages)
        pages.settle()
        #expect(pages.pager.isSettled)
    }

    /// Vertically, on the feed's header and list: the header collapses first, then the list
    /// scrolls, and after the fingers lift the list coasts on with their speed.
    @Test func aVerticalPanCollapsesTheHeaderThenCoasts() {
        final class Feed: GestureContainer {
            let screen = ScrollScreen()
            var router = GestureRouter()
            func collectGestureParticipants(at point: Point, into chain: inout [any GestureParticipant]) {
                chain.append(screen.coordinator)
            }
        }
        let feed = Feed()
        var t = 1.0
        // Fingers up (content up): SDL's dy < 0. 1.5 units = 15 pt every 10 ms: 1500 pt/s.
        for _ in 0..<10 {
            feed.router.handle(InputEvent(.wheel(dx: 0, dy: -1.5, at: Point(x: 100, y: 400)), at: t), in: feed)
            feed.screen.layout()
            t += 0.01
        }
        let collapse = feed.screen.header.collapse, range = feed.screen.range
        #expect(collapse == range, "150 pt: the header's \(range) first")
        #expect(abs(feed.screen.list.position.offset - (150 - range)) < 1e-9)
        let released = feed.screen.list.position.offset
        t += TouchpadPan.silenceSeconds
        feed.router.advance(to: t, in: feed)
        #expect(feed.screen.coordinator.isMoving, "it coasts")
        feed.screen.advance(to: t + 0.3)
        #expect(feed.screen.list.position.offset > released + 200)
    }
}
