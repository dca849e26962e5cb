import PagerCore

/// The getting-started article's scene, copied verbatim between the markers
/// (DocumentationTests checks the copy): a ViewPager over three coloured pages.
// article: begin
final class MyPagerScene: Scene {
    let colours = [Color(rgb: 0xFF3B30), Color(rgb: 0x007AFF), Color(rgb: 0xFF9500)]
    let viewPager: ViewPager

    init(measurer: any TextMeasuring) {
        viewPager = ViewPager(tabSizeConfiguration: .fillEqually(height: 48, spacing: 0),
                              titles: ["First", "Second", "Third"], measurer: measurer)
    }
    func resize(to size: Size) { viewPager.frame = Rect(x: 0, y: 0, width: size.width, height: size.height) }
    func collectGestureParticipants(at point: Point, into chain: inout [any GestureParticipant]) {
        viewPager.collectGestureParticipants(at: point, into: &chain)
    }
    func handle(_ event: InputEvent) { viewPager.handle(event) }   // keys and wheel notches
    func advance(to time: Double) { viewPager.advance(to: time) }
    var isAnimating: Bool { viewPager.isAnimating }
    func draw(into list: inout DrawList) {
        viewPager.pagedView.drawShownPages(into: &list) { index, frame, list in list.fill(frame, colours[index]) }
        viewPager.tabbedView.draw(into: &list)
    }
}
// article: end

/// An event-driven loop as the article writes it: input at its own time, frames at 60 Hz only
/// while the driver needs one, idle otherwise (so nothing moves unless the driver asks).
struct DrivenLoop {
    let scene = MyPagerScene(measurer: FixedWidthTextMeasurer())
    let driver: FrameDriver<MyPagerScene>
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
