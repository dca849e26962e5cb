import Testing
import PagerCore

/// A zoomable photo over a pager of three pages, both 400 x 300: the router's chain is the
/// zoom, then the pages (as a zoomed ImagePage in a PagedView lists them).
private final class ZoomedPager: GestureContainer {
    let zoom: PageZoom
    let pages: PagedView
    var router = GestureRouter()
    /// A button before the zoom in the chain (a control on the page), taking taps.
    var button: TapTaker?

    init(scale: Double = 2) {
        let frame = Rect(x: 0, y: 0, width: 400, height: 300)
        zoom = PageZoom(frame: frame)
        zoom.update(content: frame.size, maximumScale: 4, handOffAxis: .horizontal, reducesMotion: false)
        pages = PagedView(pageCount: 3, initialPage: 1)
        pages.frame = frame
        if scale != 1 {
            zoom.zoom(to: scale, at: 0)
            zoom.advance(to: 10)
        }
    }

    func collectGestureParticipants(at point: Point, into chain: inout [any GestureParticipant]) {
        if let button { chain.append(button) }
        chain.append(zoom)
        chain.append(pages)
    }

    func send(_ kind: InputEvent.Kind, at time: Double) { router.handle(InputEvent(kind, at: time), in: self) }

    /// Moves the pointer from `x0` to `x1` at y 150 in 10 pt steps 10 ms apart, from `start`.
    @discardableResult
    func move(from x0: Double, to x1: Double, at start: Double) -> Double {
        let steps = Int((abs(x1 - x0) / 10).rounded(.up))
        for step in 1...steps {
            send(.pointerMove(Point(x: x0 + (x1 - x0) * Double(step) / Double(steps), y: 150)), at: start + 0.01 * Double(step))
        }
        return start + 0.01 * Double(steps)
    }

    func advance(to time: Double) {
        zoom.advance(to: time)
        pages.advance(to: time)
    }
}

/// Takes every tap, recording when.
private final class TapTaker: GestureParticipant {
    var taps: [Double] = []
    func tapGesture(at point: Point, at time: Double) -> Bool {
        taps.append(time)
        return true
    }
}

@Suite(.tags(.unit))
struct ZoomHandOffTests {
    /// At 2x a 400-point page may move 200 points each way. A 300-point drag leftwards (8 of it
    /// the slop) pans the photo to its edge and moves the pages by the other 92 points, in the
    /// same gesture: the pages start where the finger is, with no jump.
    @Test func aPhotoPannedToItsEdgeHandsTheRestOfTheDragToThePages() {
        let scene = ZoomedPager()
        scene.send(.pointerDown(Point(x: 350, y: 150)), at: 1)
        scene.move(from: 350, to: 300, at: 1)
        #expect(abs(scene.zoom.motion.offset.x - -42) < 1e-9, "50 pt less the slop, 1:1")
        #expect(scene.pages.position == 1, "the pages are still")
        scene.move(from: 300, to: 50, at: 1.05)
        #expect(abs(scene.zoom.motion.offset.x - -200) < 1e-9, "at the photo's edge")
        #expect(abs(scene.pages.position - (1 + 92.0 / 400)) < 1e-9, "the rest, 1:1, moves the pages")
        #expect(scene.router.dragOwner === scene.zoom)
        #expect(scene.router.handOffOwner === scene.pages)
    }

    /// Dragged back before the release, the pages give back what they hold first, then the
    /// photo pans again: every point of the drag lands on exactly one of them.
    @Test func aDragBackBeforeTheReleaseReturnsToPanning() {
        let scene = ZoomedPager()
        scene.send(.pointerDown(Point(x: 350, y: 150)), at: 1)
        let time = scene.move(from: 350, to: 50, at: 1)
        scene.move(from: 50, to: 100, at: time)
        #expect(abs(scene.pages.position - (1 + 42.0 / 400)) < 1e-9, "50 of the pages' 92 points back")
        #expect(abs(scene.zoom.motion.offset.x - -200) < 1e-9, "the photo waits at its edge")
        scene.move(from: 100, to: 200, at: time + 0.05)
        #expect(abs(scene.pages.position - 1) < 1e-9, "the pages are back where they began")
        #expect(abs(scene.zoom.motion.offset.x - -142) < 1e-9, "and the photo pans by the other 58")
        scene.send(.pointerUp(Point(x: 200, y: 150)), at: time + 0.2)
        scene.advance(to: time + 5)
        #expect(scene.pages.currentPage == 1 && scene.pages.isSettled)
    }

    /// A quick release while the pages hold part of the drag turns the page, as a swipe would.
    @Test func aFlingFromTheHandOffTurnsThePage() {
        let scene = ZoomedPager()
        scene.send(.pointerDown(Point(x: 380, y: 150)), at: 1)
        // 20 pt every 10 ms: 2,000 pt/s.
        for step in 1...18 { scene.send(.pointerMove(Point(x: 380 - 20 * Double(step), y: 150)), at: 1 + 0.01 * Double(step)) }
        scene.send(.pointerUp(Point(x: 20, y: 150)), at: 1.19)
        scene.advance(to: 5)
        #expect(scene.pages.currentPage == 2)
        #expect(abs(scene.zoom.motion.offset.x - -200) < 1e-9, "the photo stays at its edge")
    }

    /// At fit the photo declines drags: the pages own the drag from its start.
    @Test func aPhotoAtFitLetsThePagesSwipe() {
        let scene = ZoomedPager(scale: 1)
        scene.send(.pointerDown(Point(x: 350, y: 150)), at: 1)
        scene.move(from: 350, to: 150, at: 1)
        #expect(scene.router.dragOwner === scene.pages)
        #expect(abs(scene.pages.position - (1 + 192.0 / 400)) < 1e-9)
    }

    /// A second finger takes a page dragged half-way into a pinch: the pages go back to the page
    /// the drag began on, the photo zooms about the fingers' centre (within 1 pt), and no page
    /// turns, whatever the fingers do.
    @Test func aSecondFingerTurnsADragIntoAPinchThatNeverTurnsAPage() {
        let scene = ZoomedPager(scale: 1)
        scene.send(.touchDown(finger: 1, Point(x: 300, y: 150)), at: 1)
        for step in 1...10 { scene.send(.touchMove(finger: 1, Point(x: 300 - 12 * Double(step), y: 150)), at: 1 + 0.01 * Double(step)) }
        #expect(scene.pages.position > 1.2, "the pages follow the finger")
        scene.send(.touchDown(finger: 2, Point(x: 260, y: 150)), at: 1.11)
        #expect(scene.router.pinchOwner === scene.zoom)
        #expect(scene.router.dragOwner == nil)
        scene.advance(to: 3)
        #expect(scene.pages.position == 1 && scene.pages.currentPage == 1, "the half-turned page went back")
        // The fingers at 180 and 260 (centre 220: 20 pt right of the middle, 80 apart) move to
        // 140 and 340 (centre 240, 200 apart): 2.5x, and the content point q = 20 under the
        // first centre is under the last, offset + 2.5 q = 40.
        for step in 1...10 {
            let t = Double(step) / 10
            scene.send(.touchMove(finger: 1, Point(x: 180 - 40 * t, y: 150)), at: 3 + 0.01 * Double(step))
            scene.send(.touchMove(finger: 2, Point(x: 260 + 80 * t, y: 150)), at: 3 + 0.01 * Double(step))
            let centre = (180 - 40 * t + 260 + 80 * t) / 2 - 200
            #expect(abs(scene.zoom.motion.offset.x + scene.zoom.scale * 20 - centre) < 1, "the focal point at step \(step)")
        }
        #expect(abs(scene.zoom.scale - 2.5) < 1e-9, "the fingers' ratio")
        #expect(scene.pages.position == 1, "a pinch moves no page")
    }

    /// When one finger of the pinch lifts, the other drags on for the photo from where it is,
    /// with no jump; released, the pages have not moved.
    @Test func aFingerLeftAfterAPinchPansThePhotoWithoutAJump() {
        let scene = ZoomedPager(scale: 1)
        scene.send(.touchDown(finger: 1, Point(x: 150, y: 150)), at: 1)
        scene.send(.touchDown(finger: 2, Point(x: 250, y: 150)), at: 1.01)
        for step in 1...10 {
            let t = Double(step) / 10
            scene.send(.touchMove(finger: 1, Point(x: 150 - 50 * t, y: 150)), at: 1.01 + 0.01 * Double(step))
            scene.send(.touchMove(finger: 2, Point(x: 250 + 50 * t, y: 150)), at: 1.01 + 0.01 * Double(step))
        }
        #expect(abs(scene.zoom.scale - 2) < 1e-9, "200 apart from 100: twice")
        scene.send(.touchUp(finger: 2, Point(x: 300, y: 150)), at: 1.2)
        let before = scene.zoom.motion.offset.x
        #expect(scene.router.dragOwner === scene.zoom)
        scene.send(.touchMove(finger: 1, Point(x: 130, y: 150)), at: 1.21)
        #expect(abs(scene.zoom.motion.offset.x - (before + 30)) < 1e-9, "the finger's 30 points, no more")
        scene.send(.touchUp(finger: 1, Point(x: 130, y: 150)), at: 1.8)
        scene.advance(to: 5)
        #expect(scene.pages.currentPage == 1 && scene.pages.position == 1)
        #expect(abs(scene.zoom.scale - 2) < 1e-9)
    }

    /// A double tap zooms the photo to 2.5x about the tap; the first tap was a tap at once, so a
    /// control's single tap is never delayed by the double-tap recognizer.
    @Test func aDoubleTapZoomsWithoutDelayingSingleTaps() {
        let scene = ZoomedPager(scale: 1)
        scene.send(.pointerDown(Point(x: 100, y: 100)), at: 1)
        scene.send(.pointerUp(Point(x: 100, y: 100)), at: 1.05)
        scene.send(.pointerDown(Point(x: 104, y: 102)), at: 1.25)
        scene.send(.pointerUp(Point(x: 104, y: 102)), at: 1.3)
        scene.advance(to: 5)
        #expect(abs(scene.zoom.scale - 2.5) < 1e-9)
        // The content point under the tap (−96, −48 from the middle) is still there, edges allowing.
        #expect(abs(scene.zoom.motion.offset.x - (-96 - 2.5 * -96)) < 1e-9)

        let withButton = ZoomedPager(scale: 1)
        let button = TapTaker()
        withButton.button = button
        withButton.send(.pointerDown(Point(x: 100, y: 100)), at: 1)
        withButton.send(.pointerUp(Point(x: 100, y: 100)), at: 1.05)
        #expect(button.taps == [1.05], "delivered on the button's release, not after the double-tap time")
    }

    /// Taps too far apart in time or place are two taps, not a double tap.
    @Test func tapsTooLateOrTooFarDoNotZoom() {
        for (second, time) in [(Point(x: 100, y: 100), 1.6), (Point(x: 140, y: 100), 1.2)] {
            let scene = ZoomedPager(scale: 1)
            scene.send(.pointerDown(Point(x: 100, y: 100)), at: 1)
            scene.send(.pointerUp(Point(x: 100, y: 100)), at: 1.05)
            scene.send(.pointerDown(second), at: time)
            scene.send(.pointerUp(second), at: time + 0.05)
            scene.advance(to: 5)
            #expect(scene.zoom.scale == 1, "\(second) at \(time)")
        }
    }
}
