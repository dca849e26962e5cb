import Testing
import PagerCore

/// One finger on a touchscreen drags, flings and taps like the mouse; a second finger changes
/// nothing.
@Suite(.tags(.unit))
struct TouchPointerTests {
    private final class Pages: GestureContainer {
        let pager = PagedView(pageCount: 5, initialPage: 2)
        var router = GestureRouter()
        init() { pager.frame = Rect(x: 0, y: 0, width: 400, height: 300) }
        func collectGestureParticipants(at point: Point, into chain: inout [any GestureParticipant]) {
            chain.append(pager)
        }
        func send(_ kind: InputEvent.Kind, at t: Double) { router.handle(InputEvent(kind, at: t), in: self) }
        func settle(from t: Double) {
            var time = t
            while !pager.isSettled && time < t + 10 { time += 1.0 / 60; pager.advance(to: time) }
        }
    }

    /// The same swipe by mouse and by finger ends on the same page at the same offset frame by frame.
    @Test func aFingerSwipesAsTheMouseDoes() {
        let mouse = Pages(), finger = Pages()
        mouse.send(.pointerDown(Point(x: 300, y: 100)), at: 0)
        finger.send(.touchDown(finger: 7, Point(x: 300, y: 100)), at: 0)
        for k in 1...6 {
            let point = Point(x: 300 - Double(k) * 25, y: 100)
            mouse.send(.pointerMove(point), at: Double(k) * 0.016)
            finger.send(.touchMove(finger: 7, point), at: Double(k) * 0.016)
            #expect(mouse.pager.position == finger.pager.position)
        }
        mouse.send(.pointerUp(Point(x: 150, y: 100)), at: 0.1)
        finger.send(.touchUp(finger: 7, Point(x: 150, y: 100)), at: 0.1)
        mouse.settle(from: 0.1)
        finger.settle(from: 0.1)
        #expect(finger.pager.currentPage == 3 && mouse.pager.currentPage == 3)
    }

    @Test func aSecondFingerNeitherJumpsNorBreaksTheFirst() {
        let pages = Pages()
        pages.send(.touchDown(finger: 1, Point(x: 300, y: 100)), at: 0)
        pages.send(.touchMove(finger: 1, Point(x: 250, y: 100)), at: 0.02)
        let held = pages.pager.position
        pages.send(.touchDown(finger: 2, Point(x: 20, y: 100)), at: 0.03)
        pages.send(.touchMove(finger: 2, Point(x: 390, y: 100)), at: 0.04)
        pages.send(.touchUp(finger: 2, Point(x: 390, y: 100)), at: 0.05)
        #expect(pages.pager.position == held, "the second finger moved nothing")
        #expect(pages.pager.isInteracting && pages.router.isActive)
        pages.send(.touchMove(finger: 1, Point(x: 200, y: 100)), at: 0.06)
        #expect(pages.pager.position > held, "the first finger still drags")
        pages.send(.touchUp(finger: 1, Point(x: 200, y: 100)), at: 0.07)
        #expect(!pages.router.isActive)
    }

    @Test func theMouseIsIgnoredWhileAFingerHoldsTheGesture() {
        let pages = Pages()
        pages.send(.touchDown(finger: 1, Point(x: 300, y: 100)), at: 0)
        pages.send(.pointerDown(Point(x: 100, y: 100)), at: 0.01)
        pages.send(.pointerMove(Point(x: 0, y: 100)), at: 0.02)
        #expect(pages.pager.position == 2)
        pages.send(.touchUp(finger: 1, Point(x: 300, y: 100)), at: 0.03)
        #expect(!pages.router.isActive)
    }

    @Test func aCancelEndsAFingersGestureWithoutAFling() {
        let pages = Pages()
        pages.send(.touchDown(finger: 1, Point(x: 300, y: 100)), at: 0)
        pages.send(.touchMove(finger: 1, Point(x: 80, y: 100)), at: 0.05)
        pages.send(.pointerCancel, at: 0.06)
        #expect(!pages.router.isActive)
        pages.settle(from: 0.06)
        // 212 pt of 400: past half, so the nearest page, reached by a spring with no fling.
        #expect(pages.pager.currentPage == 3)
        // A later finger starts a new gesture.
        pages.send(.touchDown(finger: 1, Point(x: 300, y: 100)), at: 1)
        #expect(pages.router.isActive)
    }
}
