import PagerCore
import PagerDemoKit
import PagerSDL

/// Runs the scene in simulated time: frame k happens at exactly k / fps seconds and each
/// scripted event at its own time, as fast as the machine goes. The same script gives the same
/// trace byte for byte, at any speed of machine.
public struct HeadlessLoop {
    /// After the script ends, give animations at most this long to settle.
    static let settleCapSeconds = 30.0

    let app: DemoApp
    let canvas: OffscreenCanvas
    let script: Script?
    let fps: Double
    let outputs: RunOutputs
    var probe: (any RunProbe)? = nil

    func run() throws -> Int32 {
        let interval = 1 / fps
        let size = canvas.pointSize
        var player = ScriptPlayer(script: script, frameInterval: interval, windowSize: size)
        let output = FrameOutput(outputs: outputs, canvas: canvas)
        var list = DrawList()
        var frame = 0
        app.resize(to: size)
        try outputs.record?.removeStaleFrames()
        probe?.runStarted(canvas: canvas)
        while true {
            probe?.frameBegan()
            let timer = CPUTimer()
            let time = Double(frame) * interval
            let screenshots = try player.play(until: time, app: app) { newSize in
                try canvas.resize(to: newSize)
                app.resize(to: canvas.pointSize)
            }
            app.advance(to: time)
            list.removeAll()
            app.draw(into: &list)
            probe?.coreEnded()
            canvas.renderer.draw(list, background: app.background)
            for path in screenshots { try canvas.savePNG(to: path) }
            if let record = outputs.record { try canvas.savePNG(to: record.path(frame: frame)) }
            app.reportFrameCost(timer.elapsed)
            output.record(frame: frame, time: time, state: app.traceState)
            if let failure = output.failure { throw failure }
            for line in app.takeLogLines() { print(line) }
            canvas.present()
            probe?.frameEnded(frame)
            // Where a window would sleep (nothing moves, no input for a while), load the glyphs
            // of new fonts, as WindowLoop does; it is time between frames, not part of one.
            if !app.isAnimating && (player.nextTime.map { $0 - time > 0.05 } ?? true) {
                canvas.renderer.text.warmUp()
            }
            let scriptDone = player.isFinished && time >= player.endTime
            // A pointer still held at the end of a script moves nothing, so it does not keep the run going.
            if script == nil || (scriptDone && !app.isAnimating) || app.wantsToQuit
                || time > player.endTime + Self.settleCapSeconds || probe?.wantsStop == true {
                break
            }
            frame += 1
        }
        try output.finish(app: app)
        return 0
    }
}
