import Testing
import PagerCore

/// A pager inside another (a pager screen on the screens' pager): the router's chain is the
/// inner pager, then the outer.
private final class PagerInPager: GestureContainer {
    let inner: PagedView
    let outer: PagedView
    var router = GestureRouter()

    init(inner configuration: PagedView.Configuration = .init(), innerPage: Int = 1) {
        inner = PagedView(pageCount: 3, initialPage: innerPage, configuration: configuration)
        outer = PagedView(pageCount: 3, initialPage: 1)
        for pager in [inner, outer] { pager.frame = Rect(x: 0, y: 0, width: 400, height: 300) }
    }

    func collectGestureParticipants(at point: Point, into chain: inout [any GestureParticipant]) {
        chain.append(inner)
        chain.append(outer)
    }

    /// Down at (x0, y0), to (x1, y1) in 10 ms steps of at most 10 pt, held there.
    func drag(from start: Point, to end: Point, at time: Double = 0) {
        router.handle(InputEvent(.pointerDown(start), at: time), in: self)
        let steps = Int((max(abs(end.x - start.x), abs(end.y - start.y)) / 10).rounded(.up))
        for step in 1...steps {
            let f = Double(step) / Double(steps)
            let point = Point(x: start.x + (end.x - start.x) * f, y: start.y + (end.y - start.y) * f)
            router.handle(InputEvent(.pointerMove(point), at: time + 0.01 * Double(step)), in: self)
        }
    }
}

@Suite(.tags(.unit)) struct SwipeDirectionsTests {
    /// Swipe off: a drag and a touchpad pan leave a lone pager where it is, every frame, and it
    /// settles on the page it was on; keys, the wheel and code still move it.
    @Test func swipeOffIgnoresDragsAndPans() {
        let harness = PagerHarness(pages: 5, initialPage: 2)
        harness.pager.swipeDirections = .none
        harness.drag(from: 300, to: 50, start: 0.1, duration: 0.1)
        for _ in 0..<30 {
            harness.run(until: harness.time + harness.frameInterval)
            #expect(harness.pager.position == 2 && harness.pager.isSettled)
        }
        // A two-finger pan: fractional wheel deltas.
        for step in 0..<10 { harness.send(.wheel(dx: 2.5, dy: 0, at: Point(x: 200, y: 100)), at: 1 + 0.01 * Double(step)) }
        harness.run(until: 1.5)
        #expect(harness.pager.position == 2 && harness.moves.isEmpty)
        harness.pager.moveByOnePage(forward: true, at: 2)
        harness.settle()
        harness.pager.scroll(notches: 1, at: harness.time)
        harness.settle()
        harness.pager.moveToPage(at: 0, at: harness.time)
        harness.settle()
        #expect(harness.moves == [3, 4, 0])
    }

    /// A press on a moving tap-only pager does not catch its move: a tab tap's move to page 4
    /// still ends there (a pager that follows drags stops where the press caught it).
    @Test func pressDoesNotCatchATapOnlyPagersMove() {
        for directions in [SwipeDirections.none, .both] {
            let harness = PagerHarness(pages: 5)
            harness.pager.swipeDirections = directions
            harness.pager.moveToPage(at: 4, at: 0)
            harness.run(until: 0.05)
            harness.send(.pointerDown(Point(x: 200, y: 100)), at: 0.05)
            harness.send(.pointerUp(Point(x: 200, y: 100)), at: 0.06)
            harness.settle()
            if directions == .none {
                #expect(harness.moves == [4])
            } else {
                #expect(harness.moves.first != 4, "a press catches a pager that follows drags")
            }
        }
    }

    /// Swipe off inside another pager: the outer pager takes the drag, as if the inner were at
    /// its edge, and the inner stays on its page.
    @Test func dragGoesToTheOuterPager() {
        var configuration = PagedView.Configuration()
        configuration.isLooping = true
        for looping in [false, true] {
            let pagers = PagerInPager(inner: looping ? configuration : .init())
            pagers.inner.swipeDirections = .none
            pagers.drag(from: Point(x: 300, y: 100), to: Point(x: 200, y: 100))
            #expect(pagers.router.dragOwner === pagers.outer)
            #expect(pagers.inner.position == 1)
            // The pages follow the pointer past the slop.
            let slop = GestureRecognizer.defaultSlop
            #expect(abs(pagers.outer.position - (1 + (100 - slop) / 400)) < 1e-9, "\(pagers.outer.position)")
        }
    }

    /// Off for one direction: a drag that way goes out; one the other way moves the inner
    /// pager, and pulled back past where it began it stops at that page (never shows the
    /// page before). A vertical pager does the same along its axis, and right to left the
    /// pointer's direction flips.
    @Test func oneDirectionOff() {
        var vertical = PagedView.Configuration()
        vertical.axis = .vertical
        var rtl = PagedView.Configuration()
        rtl.isRightToLeft = true
        let cases: [(PagedView.Configuration, Point, Point, Point)] = [
            (.init(), Point(x: 300, y: 100), Point(x: 250, y: 100), Point(x: 350, y: 100)),
            (rtl, Point(x: 100, y: 100), Point(x: 150, y: 100), Point(x: 50, y: 100)),
            (vertical, Point(x: 200, y: 250), Point(x: 200, y: 200), Point(x: 200, y: 290)),
        ]
        for (configuration, start, forwardEnd, backwardEnd) in cases {
            // Backwards is off: a backward drag is the outer's (for the vertical inner pager,
            // the outer horizontal one declines a vertical drag, so nobody moves).
            let pagers = PagerInPager(inner: configuration)
            pagers.inner.swipeDirections = .forward
            pagers.drag(from: start, to: backwardEnd)
            #expect(pagers.router.dragOwner !== pagers.inner)
            #expect(pagers.inner.position == 1)
            // Forwards is on; then back past the start it stops at page 1.
            let second = PagerInPager(inner: configuration)
            second.inner.swipeDirections = .forward
            second.drag(from: start, to: forwardEnd)
            #expect(second.router.dragOwner === second.inner)
            let length = configuration.axis == .vertical ? 300.0 : 400.0
            #expect(abs(second.inner.position - (1 + (50 - GestureRecognizer.defaultSlop) / length)) < 1e-9, "\(second.inner.position)")
            for step in 1...10 {
                let f = Double(step) / 10
                let point = Point(x: forwardEnd.x + (backwardEnd.x - forwardEnd.x) * f,
                                  y: forwardEnd.y + (backwardEnd.y - forwardEnd.y) * f)
                second.router.handle(InputEvent(.pointerMove(point), at: 1 + 0.01 * Double(step)), in: second)
                #expect(second.inner.position >= 1)
            }
            #expect(second.inner.position == 1)
            second.router.handle(InputEvent(.pointerUp(backwardEnd), at: 2), in: second)
            second.inner.advance(to: 5)
            #expect(second.inner.currentPage == 1 && second.inner.isSettled)
        }
    }

    /// A fling forward on a forward-only pager still crosses a page; a fling backward after a
    /// drag forward lands on the page it began on, at 30, 60 and 144 fps alike.
    @Test func forwardOnlyFlingBackLandsOnOrigin() {
        for fps in [30.0, 60, 144] {
            let harness = PagerHarness(pages: 5, fps: fps, initialPage: 2)
            harness.pager.swipeDirections = .forward
            harness.drag(from: 300, to: 100, start: 0.1, duration: 0.1)
            harness.settle()
            #expect(harness.moves == [3])
            harness.drag(from: 100, to: 380, start: harness.time + 0.1, duration: 0.1)
            harness.settle()
            #expect(harness.moves == [3] && harness.pager.position == 3)
        }
    }
}
