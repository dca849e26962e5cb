import PagerAccessibility
import PagerCore

/// The ready window's loop (``PagerWindow``): it sleeps in ``EventPump/wait(until:)`` while
/// nothing moves, and while something does draws at most one frame per display refresh, on the
/// refresh grid (``FramePacing``). Its
/// accessibility bridge hands it screen readers' requests as input at each turn and takes the
/// tree after it, only while an assistive technology is there.
struct HostLoop<S: Scene> {
    let canvas: WindowCanvas
    let driver: FrameDriver<S>
    let background: Color
    let hooks: [any WindowHook]
    /// Serves the window to screen readers; nil for none.
    let accessibility: AccessibilityBridge?
    /// The window's title (its frame's name for screen readers).
    let title: String
    /// The pictures the scene's pages show.
    let images: ImageStore

    mutating func run() {
        let pump = EventPump(pointsPerUnit: canvas.pointsPerScreenUnit)
        driver.resize(to: canvas.pointSize)
        for hook in hooks { hook.windowOpened(canvas, scene: driver.scene) }
        var pacing = FramePacing()
        running: while true {
            let frameInterval = 1 / canvas.refreshRate
            let needsFrame = driver.needsFrame || images.needsFrame(at: pump.now())
            var deadline: Double? = needsFrame ? pacing.nextFrameTime(interval: frameInterval) : nil
            if let wake = driver.scene.wakeTime { deadline = min(deadline ?? wake, wake) }
            for event in pump.wait(until: deadline) {
                switch event {
                case let .input(input):
                    if Self.quits(input) { break running }
                    driver.deliver(input)
                case .resized:
                    driver.resize(to: canvas.windowResized())
                case .redraw:
                    canvas.renderer.invalidate()
                    driver.requestFrame()
                case .quit:
                    break running
                case .ignored:
                    break
                }
            }
            let time = pump.now()
            if let wake = driver.scene.wakeTime, time >= wake { driver.requestFrame() }
            if (driver.needsFrame || images.needsFrame(at: time)) && pacing.isDue(at: time, interval: frameInterval) {
                images.beginFrame(at: time)
                driver.frame(at: time)
                canvas.renderer.draw(driver.drawList, background: background)
                canvas.present()
                pacing.framePresented(at: time, interval: frameInterval)
                for hook in hooks { hook.frameDrawn(driver.scene) }
            }
            if accessibility?.update(driver, canvas: canvas, title: title, at: pump.now(), tree: tree) == true {
                driver.requestFrame()
            }
            pump.translator.pointsPerUnit = canvas.pointsPerScreenUnit
        }
        accessibility?.stop()
        for hook in hooks { hook.windowClosing() }
    }

    /// The scene's element tree (`DescribedScene`), or for a scene that describes nothing its
    /// window alone.
    func tree() -> ElementNode {
        if let described = driver.scene as? any DescribedScene { return described.elementTree() }
        return ElementNode(role: "window", frame: Rect(x: 0, y: 0, width: canvas.pointSize.width,
                                                         height: canvas.pointSize.height))
    }

    /// Ctrl+Q and Ctrl+W (GNOME's quit and close-window shortcuts).
    static func quits(_ event: InputEvent) -> Bool {
        guard case let .key(key, modifiers) = event.kind, modifiers.contains(.control) else { return false }
        return key == .q || key == .w
    }
}
