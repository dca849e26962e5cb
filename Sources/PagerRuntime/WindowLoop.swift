import PagerCore
import PagerDemoKit
import PagerSDL

/// Runs the scene in a real window, event-driven: it sleeps in `SDL_WaitEvent` while nothing
/// moves, and while something animates draws at most one frame per display refresh. Vsync paces
/// the frames where the driver honours it; a deadline at the refresh rate paces them where it
/// does not (Xvfb presents without waiting, and an unthrottled loop would burn a core).
/// A script replays in real time, so a person can watch it.
public struct WindowLoop {
    let app: DemoApp
    let canvas: WindowCanvas
    let script: Script?
    let outputs: RunOutputs

    func run() throws -> Int32 {
        let frameInterval = 1 / canvas.refreshRate
        let pump = EventPump(pointsPerUnit: canvas.pointsPerScreenUnit)
        let size = canvas.pointSize
        let actions = script?.actions(frameInterval: frameInterval, initialPointer: Point(x: size.width / 2, y: size.height / 2)) ?? []
        let endTime = script?.endTime ?? 0
        let output = FrameOutput(outputs: outputs, canvas: canvas)
        var list = DrawList()
        var next = 0
        var frame = 0
        var lastFrameTime = -Double.infinity
        var needsDraw = true
        var title = ""
        app.resize(to: canvas.pointSize)

        func now() -> Double { pump.now() }

        func drawFrame(at time: Double, present: Bool) {
            app.advance(to: time)
            list.removeAll()
            app.draw(into: &list)
            canvas.renderer.draw(list, background: app.background)
            if present { canvas.present() }
        }

        while true {
            // Sleep until input, the next frame deadline, or the next scripted event.
            var deadline = Double.infinity
            if app.isAnimating || needsDraw { deadline = lastFrameTime + frameInterval }
            if next < actions.count { deadline = min(deadline, actions[next].time) }
            if script != nil && next >= actions.count { deadline = min(deadline, now() + frameInterval) }
            var quit = false
            for event in pump.wait(until: deadline == .infinity ? nil : deadline) {
                switch event {
                case let .input(input):
                    app.handle(input)
                    needsDraw = true
                case .resized:
                    canvas.updateScale()
                    app.resize(to: canvas.pointSize)
                    needsDraw = true
                case .redraw:
                    needsDraw = true
                case .quit:
                    quit = true
                case .ignored:
                    break
                }
            }
            let time = now()
            var screenshots: [String] = []
            while next < actions.count, actions[next].time <= time {
                let action = actions[next]
                switch action.action {
                case let .input(kind, modifiers):
                    app.handle(InputEvent(kind, at: action.time, modifiers: modifiers))
                case let .resize(newSize):
                    canvas.resize(to: newSize)
                    app.resize(to: canvas.pointSize)
                case let .screenshot(path):
                    screenshots.append(path)
                }
                needsDraw = true
                next += 1
            }
            if quit || app.wantsToQuit { break }
            if (needsDraw || app.isAnimating) && time - lastFrameTime >= frameInterval * 0.9 || !screenshots.isEmpty {
                drawFrame(at: time, present: false)
                for path in screenshots { try canvas.savePNG(to: path) }
                output.record(frame: frame, time: time, state: app.traceState)
            for line in app.takeLogLines() { print(line) }
                canvas.present()
                frame += 1
                lastFrameTime = time
                needsDraw = false
                if app.windowTitle != title {
                    title = app.windowTitle
                    canvas.setTitle(title)
                }
            }
            if script != nil, next >= actions.count, time >= endTime, !app.isAnimating, !needsDraw { break }
            if script != nil, time > endTime + HeadlessLoop.settleCapSeconds { break }
            pump.translator.pointsPerUnit = canvas.pointsPerScreenUnit
        }
        // Draw the final state once more without presenting, so the screenshot reads it.
        drawFrame(at: now(), present: false)
        try output.finish(app: app)
        return 0
    }
}
