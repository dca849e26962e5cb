import PagerCore

/// Drives a lone PagedView through the real gesture router at a chosen frame rate, the way
/// a front end does: events at their own times, `advance` at each frame time.
final class PagerHarness: PagedViewDelegate {
    let pager: PagedView
    var router = GestureRouter()
    let frameInterval: Double
    private(set) var time = 0.0
    private(set) var moves: [Int] = []

    init(pages: Int = 5, width: Double = 400, fps: Double = 60, initialPage: Int = 0,
         configuration: PagedView.Configuration = .init()) {
        pager = PagedView(pageCount: pages, initialPage: initialPage, configuration: configuration)
        pager.frame = Rect(x: 0, y: 0, width: width, height: 300)
        frameInterval = 1 / fps
        pager.delegate = self
    }

    func didMoveToPage(index: Int, at time: Double) { moves.append(index) }

    func send(_ kind: InputEvent.Kind, at t: Double) {
        router.handle(InputEvent(kind, at: t), in: pager)
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

extension PagedView {
    /// The frames of the pages in view, by index.
    var visiblePageFrames: [Int: Rect] {
        var frames: [Int: Rect] = [:]
        forEachVisiblePage { frames[$0] = $1 }
        return frames
    }
}
