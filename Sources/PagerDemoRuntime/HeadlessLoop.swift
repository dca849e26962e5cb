import PagerCore
import PagerDemoKit
import PagerSDL

/// Runs the scene in simulated time: frame k happens at exactly k / fps seconds and each
/// scripted event at its own time, as fast as the machine goes. The same script gives the same
/// trace byte for byte, at any speed of machine.
package struct HeadlessLoop<S: TracedScene> {
    /// Feeds the scene; the loop says what time it is.
    let driver: FrameDriver<S>
    let canvas: OffscreenCanvas
    let script: Script?
    let fps: Double
    let outputs: RunOutputs
    var probe: (any RunProbe)? = nil
    /// The script's `config` lines.
    var live: LiveConfig? = nil
    /// The pictures the scene shows; each frame waits for those it wants.
    var images: ImageStore? = nil
    /// Looks at each frame once it is drawn (the accessibility audit), with the frame's number.
    var frameCheck: ((Int, FrameDriver<S>) -> Void)? = nil

    func run() throws -> Int32 {
        let interval = 1 / fps
        var player = ScriptPlayer(script: script, frameInterval: interval, windowSize: canvas.pointSize)
        let output = FrameOutput(outputs: outputs, canvas: canvas, driver: driver)
        let presenter = FramePresenter(output: output, probe: probe, images: images, waitsForImages: true)
        var frame = 0
        driver.resize(to: canvas.pointSize)
        try outputs.record?.removeStaleFrames()
        probe?.runStarted(canvas: canvas)
        while true {
            probe?.frameBegan()
            let timer = CPUTimer()
            let time = Double(frame) * interval
            let screenshots = try player.play(until: time, driver: driver, configure: { live?.play($0, at: $1) }) { newSize in
                try canvas.resize(to: newSize)
                driver.resize(to: canvas.pointSize)
            }
            try presenter.present(frame: frame, at: time, screenshots: screenshots, timer: timer)
            frameCheck?(frame, driver)
            // Where a window would sleep (nothing moves, no input for a while), load the glyphs
            // of new fonts, as WindowLoop does; it is time between frames, not part of one.
            if !driver.needsFrame && (player.nextTime.map { $0 - time > 0.05 } ?? true) {
                while canvas.renderer.text.warmUp() {}
            }
            if !player.hasScript || player.endsRun(at: time, idle: !driver.needsFrame && images?.needsFrame(at: time) != true)
                || driver.scene.wantsToQuit || probe?.wantsStop == true {
                break
            }
            frame += 1
        }
        try output.finish()
        return 0
    }
}
