import PagerCore
import PagerDemoKit
import PagerSDL
import SystemIO

/// One frame of a run, from the scene to the screen and the outputs, the same in a window and
/// headless: the loops differ in when a frame happens and what time it is, not in what a frame
/// is. Keeping the frame here keeps its order the same in both (the trace line is written after
/// drawing, the log lines printed before presenting).
struct FramePresenter<S: TracedScene> {
    let output: FrameOutput<S>
    let probe: (any RunProbe)?
    /// The pictures the scene shows, begun each frame; nil for none.
    var images: ImageStore? = nil
    /// Whether a frame waits for the images it wants (headless: the same pixels in the same
    /// frame on every run) instead of showing each when it lands (a window).
    var waitsForImages = false

    var driver: FrameDriver<S> { output.driver }

    /// Builds the frame numbered `number` at `time`, draws it, writes the screenshots due and
    /// the frame's outputs, prints the scene's log lines and presents it. `timer` started when
    /// the frame's input began to be handled: the scene is told what the frame cost.
    func present(frame number: Int, at time: Double, screenshots: [String], timer: CPUTimer) throws {
        images?.beginFrame(at: time)
        if let images, waitsForImages {
            images.drawComplete(at: time) { driver.frame(at: time) }
        } else {
            driver.frame(at: time)
        }
        probe?.coreEnded()
        let canvas = output.canvas
        canvas.renderer.draw(driver.drawList, background: driver.scene.background)
        for path in screenshots { try canvas.savePNG(to: path) }
        if let record = output.outputs.record { try record.save(frame: number) { file in try canvas.savePNG(into: file) } }
        driver.scene.reportFrameCost(timer.elapsed)
        output.record(frame: number, at: time)
        if let failure = output.failure { throw failure }
        for line in driver.scene.takeLogLines() { print(line) }
        canvas.present()
        probe?.frameEnded(number)
    }
}
