import PagerAccessibility
import PagerCore
import PagerDemoKit
import PagerSDL
import SystemIO

/// Runs the scene in a real window, event-driven: it sleeps in `SDL_WaitEvent` while nothing
/// moves, and while something animates draws at most one frame per display refresh. Vsync paces
/// the frames where the driver honours it; deadlines on a grid at the refresh rate
/// (``FramePacing``) pace them where it does not (Xvfb presents without waiting, and an
/// unthrottled loop would burn a core).
/// A script replays in real time, so a person can watch it.
///
/// Input reaches the scene through a ``FrameDriver``, which advances the scene to each input's
/// time before handling it, as the headless loop's does.
package struct WindowLoop<S: TracedScene> {
    /// Feeds the scene; the loop says what time it is.
    let driver: FrameDriver<S>
    let canvas: WindowCanvas
    /// The window's fonts, for drawing the last screenshot offscreen if the display is lost.
    let fonts: FontLibrary
    let script: Script?
    let outputs: RunOutputs
    var probe: (any RunProbe)? = nil
    /// The script's `config` lines and the watched config file.
    var live: LiveConfig? = nil
    /// Serves the window to screen readers; nil for none.
    var accessibility: AccessibilityBridge? = nil
    /// The pictures the scene shows: each shown when it lands (a decode wakes the loop).
    var images: ImageStore? = nil
    /// Called after each frame presented (the launcher keeps the navigation state of the last
    /// one, for a stop signal the loop does not answer).
    var framePresented: (() -> Void)? = nil

    func run() throws -> Int32 {
        var frameInterval = 1 / canvas.refreshRate
        let pump = EventPump(pointsPerUnit: canvas.pointsPerScreenUnit)
        var player = ScriptPlayer(script: script, frameInterval: frameInterval, windowSize: canvas.pointSize)
        let outputCanvas = WindowOutputCanvas(window: canvas)
        let output = FrameOutput(outputs: outputs, canvas: outputCanvas, driver: driver)
        let presenter = FramePresenter(output: output, probe: probe, images: images)
        // A trace that cannot be written (a FIFO nobody reads) ends the run now, not when the
        // window is closed, as headless runs do.
        if let failure = output.failure { throw failure }
        DisplayLoss.onLoss { finishAfterDisplayLoss(output: output, outputCanvas: outputCanvas) }
        defer { DisplayLoss.onLoss(nil) }
        var frame = 0
        var pacing = FramePacing()
        var title = ""
        driver.resize(to: canvas.pointSize)
        probe?.runStarted(canvas: canvas)
        while true {
            var deadline = wakeTime(player: player, pacing: pacing, frameInterval: frameInterval, now: pump.now())
            // About to sleep for a while: get new fonts ready, a step at a time, waking again at
            // once while steps are left (input that comes meanwhile waits for one step at most).
            if !needsFrame(at: pump.now()) && deadline - pump.now() > 0.05, canvas.renderer.text.warmUp() {
                deadline = min(deadline, pump.now())
            }
            let events = pump.wait(until: deadline == .infinity ? nil : deadline)
            // A Wayland connection that broke arrives as a quit event: not a window closed.
            DisplayLoss.checkConnection()
            probe?.frameBegan()
            let timer = CPUTimer()
            // SIGINT, SIGTERM and SIGHUP end the run as a close does (StopSignals).
            let closed = handle(events) || StopSignals.requested != nil
            if accessibility?.applyRequests(to: driver, at: pump.now()) == true { driver.requestFrame() }
            frameInterval = 1 / canvas.refreshRate
            let time = pump.now()
            if let wake = driver.scene.wakeTime, time >= wake { driver.requestFrame() }
            if live?.poll(at: time) == true { driver.requestFrame() }
            let played = player.nextTime
            let screenshots = player.play(until: time, driver: driver, configure: { live?.play($0, at: $1) }) { newSize in
                canvas.resize(to: newSize)
                driver.resize(to: canvas.pointSize)
            }
            // A script plays in frames, so a person sees each of its steps (a turn that played
            // none, such as one that only got a font ready, needs none).
            if player.nextTime != played { driver.requestFrame() }
            if closed || driver.scene.wantsToQuit { break }
            let presents = needsFrame(at: time) && pacing.isDue(at: time, interval: frameInterval) || !screenshots.isEmpty
            if presents {
                try presenter.present(frame: frame, at: time, screenshots: screenshots, timer: timer)
                probe?.framePresented(at: pump.now())
                frame += 1
                pacing.framePresented(at: time, interval: frameInterval)
                let newTitle = driver.scene.windowTitle
                if newTitle != title { title = newTitle; canvas.setTitle(title) }
                framePresented?()
            }
            accessibility?.publish(driver.scene, canvas: canvas, presented: presents)
            probe?.turnEnded()
            if player.endsRun(at: time, idle: !needsFrame(at: time) && images?.isBusy != true) || probe?.wantsStop == true { break }
            pump.translator.pointsPerUnit = canvas.pointsPerScreenUnit
        }
        StopSignals.beginFinishing()
        // Bring the scene to the final time for the tree; render it (without presenting) only
        // when a screenshot will read it.
        driver.frame(at: pump.now())
        if outputs.screenshotPath != nil { canvas.renderer.draw(driver.drawList, background: driver.scene.background) }
        try output.finish()
        return 0
    }

    /// When to wake if no input comes first: the next frame's time while a frame is needed, the
    /// next scripted action, and once a script has played, a frame from now (to see whether the
    /// run has ended). Infinity sleeps until input.
    private func wakeTime(player: ScriptPlayer, pacing: FramePacing, frameInterval: Double, now: Double) -> Double {
        var deadline = needsFrame(at: now) ? pacing.nextFrameTime(interval: frameInterval) : .infinity
        if let nextTime = player.nextTime { deadline = min(deadline, nextTime) }
        if let wake = driver.scene.wakeTime { deadline = min(deadline, wake) }
        if let poll = live?.nextPoll { deadline = min(deadline, poll) }
        if player.hasScript && player.isFinished { deadline = min(deadline, now + frameInterval) }
        return deadline
    }

    /// Whether a frame is needed: the scene moves or had input, or an image landed or fades in.
    private func needsFrame(at time: Double) -> Bool {
        driver.needsFrame || images?.needsFrame(at: time) == true
    }

    /// Hands the window's events on: input to the scene through the driver, a new size or lost
    /// pixels to the renderer and the scene (each needs a frame). Returns whether the window was closed.
    private func handle(_ events: [PlatformEvent]) -> Bool {
        var closed = false
        for event in events {
            switch event {
            case let .input(input):
                driver.deliver(input)
                probe?.inputDelivered(at: input.time)
            case .resized:
                driver.resize(to: canvas.windowResized())
            case .redraw:
                canvas.renderer.invalidate()
                driver.requestFrame()
            case .quit:
                closed = true
            case .ignored:
                break
            }
        }
        return closed
    }
}
