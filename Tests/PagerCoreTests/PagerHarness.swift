import PagerCore

/// Drives a lone PagedView through the real gesture recognizer at a chosen frame rate, the way
/// a front end does: events at their own times, `advance` at each frame time.
final class PagerHarness: PagedViewDelegate {
    let pager: PagedView
    var recognizer = GestureRecognizer()
    let frameInterval: Double
    private(set) var time = 0.0
    private(set) var moves: [Int] = []
    private var onPager = false

    init(pages: Int = 5, width: Double = 400, fps: Double = 60, initialPage: Int = 0,
         configuration: PagedView.Configuration = .init()) {
        pager = PagedView(pageCount: pages, initialPage: initialPage, configuration: configuration)
        pager.frame = Rect(x: 0, y: 0, width: width, height: 300)
        frameInterval = 1 / fps
        pager.delegate = self
    }

    func didMoveToPage(index: Int) { moves.append(index) }

    func send(_ kind: InputEvent.Kind, at t: Double) {
        for gesture in recognizer.handle(InputEvent(kind, at: t)) {
            switch gesture {
            case .press: pager.press(at: t)
            case let .dragBegan(axis, _): if axis == .horizontal { pager.beginDrag(at: t) }
            case let .dragChanged(dx, _, _): pager.drag(by: dx, at: t)
            case let .dragEnded(vx, _, _): pager.endDrag(velocityX: vx, at: t)
            case .tap, .cancelled: pager.release(at: t)
            }
        }
    }

    /// Frames from the current time up to and including `t`.
    func run(until t: Double) {
        while time + frameInterval <= t + 1e-12 {
            time += frameInterval
            pager.advance(to: time)
        }
    }

    /// A drag from x0 to x1 over `duration` seconds starting at `start`, with one move per
    /// frame, like the script's `drag`.
    func drag(from x0: Double, to x1: Double, start: Double, duration: Double, holdBeforeRelease: Double = 0) {
        run(until: start)
        send(.pointerDown(Point(x: x0, y: 100)), at: start)
        var k = 1
        while start + Double(k) * frameInterval < start + duration {
            let t = start + Double(k) * frameInterval
            run(until: t)
            let x = x0 + (x1 - x0) * (t - start) / duration
            send(.pointerMove(Point(x: x, y: 100)), at: t)
            k += 1
        }
        run(until: start + duration)
        send(.pointerMove(Point(x: x1, y: 100)), at: start + duration)
        let release = start + duration + holdBeforeRelease
        run(until: release)
        send(.pointerUp(Point(x: x1, y: 100)), at: release)
    }

    /// Runs frames until the pager settles; returns the settle frame's time.
    @discardableResult
    func settle(limit: Double = 10) -> Double {
        while !pager.isSettled && time < limit {
            time += frameInterval
            pager.advance(to: time)
        }
        return time
    }
}
