import PagerCore
import Testing

/// A release is not a movement: the button (or finger) coming up where the pointer last was adds
/// no velocity sample, so a swipe released soon after its last move keeps its speed, and only a
/// pointer that was still for ``VelocityTracker/assumeStoppedSeconds`` (40 ms) reads as stopped.
///
/// The swipe: 210 pt to the left over 0.16 s (about 1,300 pt/s, well over the 300 pt/s fling
/// threshold, and under half of the 600 pt page, so only a fling turns the page), one move a
/// frame, then the release after `delay` with no move in between.
@Suite("Release delay", .tags(.unit))
struct ReleaseDelayTests {
    static let rates: [Double] = [30, 60, 144]
    static let keptDelays: [Double] = [0, 0.005, 0.010, 0.017, 0.023, 0.030, 0.035, 0.039]
    static let stoppedDelays: [Double] = [0.041, 0.050, 0.080, 0.200]

    enum Pointer: String, CaseIterable, CustomTestStringConvertible {
        case mouse, touch
        var testDescription: String { rawValue }
        func down(_ p: Point) -> InputEvent.Kind { self == .mouse ? .pointerDown(p) : .touchDown(finger: 3, p) }
        func move(_ p: Point) -> InputEvent.Kind { self == .mouse ? .pointerMove(p) : .touchMove(finger: 3, p) }
        func up(_ p: Point) -> InputEvent.Kind { self == .mouse ? .pointerUp(p) : .touchUp(finger: 3, p) }
    }

    /// The page the swipe ends on, released `delay` seconds after its last move.
    func pageAfterSwipe(_ pointer: Pointer, fps: Double, delay: Double) -> Int {
        let h = PagerHarness(pages: 5, width: 600, fps: fps, initialPage: 1)
        let start = 0.1, duration = 0.16, x0 = 300.0, x1 = 90.0
        h.run(until: start)
        h.send(pointer.down(Point(x: x0, y: 100)), at: start)
        var t = start
        while t + h.frameInterval < start + duration {
            t += h.frameInterval
            h.run(until: t)
            h.send(pointer.move(Point(x: x0 + (x1 - x0) * (t - start) / duration, y: 100)), at: t)
        }
        let last = start + duration
        h.run(until: last)
        h.send(pointer.move(Point(x: x1, y: 100)), at: last)
        h.run(until: last + delay)
        h.send(pointer.up(Point(x: x1, y: 100)), at: last + delay)
        h.settle()
        return h.pager.currentPage
    }

    @Test(arguments: Pointer.allCases, rates)
    func aReleaseWithin40MillisecondsKeepsTheFling(pointer: Pointer, fps: Double) {
        for delay in Self.keptDelays {
            #expect(pageAfterSwipe(pointer, fps: fps, delay: delay) == 2, "released \(delay * 1000) ms after the last move")
        }
    }

    @Test(arguments: Pointer.allCases, rates)
    func aPointerStillFor40MillisecondsHasStopped(pointer: Pointer, fps: Double) {
        for delay in Self.stoppedDelays {
            #expect(pageAfterSwipe(pointer, fps: fps, delay: delay) == 1, "released \(delay * 1000) ms after the last move")
        }
    }

    /// The recognizer's release velocity is the fit through the moves alone: the release, 23 ms
    /// after the last move and at its place, adds nothing to the fit.
    @Test func theReleaseVelocityIsTheMovesAlone() {
        var recognizer = GestureRecognizer()
        _ = recognizer.handle(InputEvent(.pointerDown(Point(x: 300, y: 0)), at: 0))
        for k in 1...10 {
            let t = Double(k) * 0.016, x = 300 - 1300 * t
            _ = recognizer.handle(InputEvent(.pointerMove(Point(x: x, y: 0)), at: t))
        }
        let gestures = recognizer.handle(InputEvent(.pointerUp(Point(x: 300 - 1300 * 0.16, y: 0)), at: 0.183))
        guard case let .dragEnded(vx, _, _)? = gestures.last else {
            Issue.record("no release: \(gestures)"); return
        }
        // Moves on a straight line at -1,300 pt/s: the fit is the line's slope exactly.
        #expect(abs(vx - -1300) < 1e-6)
    }
}
