import PagerCore
import PagerDemoKit
import PagerSDL

/// Runs the scene in a real window, event-driven: it sleeps in `SDL_WaitEvent` while nothing
/// moves, and while something animates draws at most one frame per display refresh. Vsync paces
/// the frames where the driver honours it; a deadline at the refresh rate paces them where it
/// does not (Xvfb presents without waiting, and an unthrottled loop would burn a core).
/// A script replays in real time, so a person can watch it.
///
/// Before each input the scene is advanced to the input's time: a key or a tab tap starts its
/// spring at the pager's idea of "now", which otherwise is the last frame's time, and after a
/// second of idling the spring would be over before its first frame (the page jumped).
public struct WindowLoop {
    let app: DemoApp
    let canvas: WindowCanvas
    /// The window's fonts, for drawing the last screenshot offscreen if the display is lost.
    let fonts: FontLibrary
    let script: Script?
    let outputs: RunOutputs
    var probe: (any RunProbe)? = nil

    func run() throws -> Int32 {
        let frameInterval = 1 / canvas.refreshRate
        let pump = EventPump(pointsPerUnit: canvas.pointsPerScreenUnit)
        let size = canvas.pointSize
        var player = ScriptPlayer(script: script, frameInterval: frameInterval, windowSize: size)
        let outputCanvas = WindowOutputCanvas(window: canvas)
        let output = FrameOutput(outputs: outputs, canvas: outputCanvas)
        // A trace that cannot be written (a FIFO nobody reads) ends the run now, not when the
        // window is closed, as headless runs do.
        if let failure = output.failure { throw failure }
        DisplayLoss.onLoss { finishAfterDisplayLoss(output: output, outputCanvas: outputCanvas) }
        defer { DisplayLoss.onLoss(nil) }
        var list = DrawList()
        var frame = 0
        var lastFrameTime = -Double.infinity
        var needsDraw = true
        var title = ""
        var titlePage = -1, titleScreen = -1
        app.resize(to: canvas.pointSize)
        probe?.runStarted(canvas: canvas)

        func now() -> Double { pump.now() }

        func buildFrame(at time: Double) {
            app.advance(to: time)
            list.removeAll()
            app.draw(into: &list)
        }

        while true {
            // Sleep until input, the next frame deadline, or the next scripted event.
            var deadline = Double.infinity
            if app.isAnimating || needsDraw { deadline = lastFrameTime + frameInterval }
            if let nextTime = player.nextTime { deadline = min(deadline, nextTime) }
            if script != nil && player.isFinished { deadline = min(deadline, now() + frameInterval) }
            // About to sleep for a while: load the glyphs of fonts opened since the last time.
            if !app.isAnimating && !needsDraw && deadline - now() > 0.05 { canvas.renderer.text.warmUp() }
            var quit = false
            let events = pump.wait(until: deadline == .infinity ? nil : deadline)
            probe?.frameBegan()
            let timer = CPUTimer()
            for event in events {
                switch event {
                case let .input(input):
                    app.advance(to: input.time)
                    app.handle(input)
                    needsDraw = true
                case .resized:
                    canvas.renderer.invalidate()
                    canvas.updateScale()
                    app.resize(to: canvas.pointSize)
                    needsDraw = true
                case .redraw:
                    canvas.renderer.invalidate()
                    needsDraw = true
                case .quit:
                    quit = true
                case .ignored:
                    break
                }
            }
            let time = now()
            let wasFinished = player.isFinished
            let screenshots = player.play(until: time, app: app) { newSize in
                canvas.resize(to: newSize)
                app.resize(to: canvas.pointSize)
            }
            if !wasFinished { needsDraw = true }
            if quit || app.wantsToQuit { break }
            if (needsDraw || app.isAnimating) && time - lastFrameTime >= frameInterval * 0.9 || !screenshots.isEmpty {
                buildFrame(at: time)
                probe?.coreEnded()
                canvas.renderer.draw(list, background: app.background)
                for path in screenshots { try canvas.savePNG(to: path) }
                app.reportFrameCost(timer.elapsed)
                let state = app.traceState
                output.record(frame: frame, time: time, state: state)
                if let failure = output.failure { throw failure }
                for line in app.takeLogLines() { print(line) }
                canvas.present()
                probe?.frameEnded(frame)
                frame += 1
                lastFrameTime = time
                needsDraw = false
                // The title names the screen and the page, so it is rebuilt only when they change.
                if state.page != titlePage || state.screen != titleScreen {
                    titlePage = state.page
                    titleScreen = state.screen
                    let newTitle = app.windowTitle
                    if newTitle != title {
                        title = newTitle
                        canvas.setTitle(title)
                    }
                }
            }
            if script != nil, player.isFinished, time >= player.endTime, !app.isAnimating, !needsDraw { break }
            if script != nil, time > player.endTime + HeadlessLoop.settleCapSeconds { break }
            if probe?.wantsStop == true { break }
            pump.translator.pointsPerUnit = canvas.pointsPerScreenUnit
        }
        // Bring the scene to the final time for the tree; render it (without presenting) only
        // when a screenshot will read it.
        buildFrame(at: now())
        if outputs.screenshotPath != nil { canvas.renderer.draw(list, background: app.background) }
        try output.finish(app: app)
        return 0
    }
}
