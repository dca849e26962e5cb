import PagerCore

/// The getting-started article's scene: a ViewPager over three pages, nothing else. Gestures
/// reach it through the driver's router; keys and wheel notches through ``handle(_:)``.
final class DrivenPagerScene: Scene {
    let viewPager = ViewPager(tabSizeConfiguration: .fillEqually(height: 48, spacing: 0),
                              titles: ["First", "Second", "Third"], measurer: FixedWidthTextMeasurer())

    func resize(to size: Size) { viewPager.frame = Rect(x: 0, y: 0, width: size.width, height: size.height) }
    func collectGestureParticipants(at point: Point, into chain: inout [any GestureParticipant]) {
        viewPager.collectGestureParticipants(at: point, into: &chain)
    }
    func handle(_ event: InputEvent) { viewPager.handle(event) }
    func advance(to time: Double) { viewPager.advance(to: time) }
    var isAnimating: Bool { viewPager.isAnimating }
    func draw(into list: inout DrawList) { viewPager.tabbedView.draw(into: &list) }
}

/// An event-driven loop as the article writes it: input at its own time, frames at 60 Hz only
/// while the driver needs one, idle otherwise (so nothing moves unless the driver asks).
struct DrivenLoop {
    let scene = DrivenPagerScene()
    let driver: FrameDriver<DrivenPagerScene>
    private(set) var time = 0.0
    private(set) var frames = 0

    init(size: Size = Size(width: 400, height: 600)) {
        driver = FrameDriver(scene: scene)
        driver.resize(to: size)
        driver.frame(at: 0)
    }

    /// Frames up to `t` while the driver needs them; an idle loop sleeps (the time passes).
    mutating func run(until t: Double) {
        while time + 1.0 / 60 <= t + 1e-12 {
            time += 1.0 / 60
            if driver.needsFrame {
                driver.frame(at: time)
                frames += 1
            }
        }
    }

    /// The event at its own time, after the frames before it.
    mutating func send(_ kind: InputEvent.Kind, at t: Double, modifiers: Modifiers = []) {
        run(until: t)
        driver.deliver(InputEvent(kind, at: t, modifiers: modifiers))
    }

    /// Frames until the driver needs none (at most `limit` seconds more).
    mutating func settle(limit: Double = 10) {
        let end = time + limit
        while driver.needsFrame && time < end { run(until: time + 1.0 / 60) }
    }

    var position: Double { scene.viewPager.pagedView.position }
}
