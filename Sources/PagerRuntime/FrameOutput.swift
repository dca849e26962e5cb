import PagerCore
import PagerDemoKit
import PagerSDL

/// Collects a run's trace and writes it, the last screenshot and the tree at the end, each
/// through a temporary file renamed into place.
final class FrameOutput {
    let outputs: RunOutputs
    let canvas: any Canvas
    private var trace = ""

    init(outputs: RunOutputs, canvas: any Canvas) {
        self.outputs = outputs
        self.canvas = canvas
        if outputs.tracePath != nil { trace.reserveCapacity(1 << 16) }
    }

    /// Records one frame (call after drawing, before presenting).
    func record(frame: Int, time: Double, state: TraceState) {
        guard outputs.tracePath != nil else { return }
        trace += state.jsonLine(frame: frame, milliseconds: time * 1000)
        trace += "\n"
    }

    /// Writes the outputs of the last frame; the last frame must still be in the renderer.
    func finish(app: DemoApp) throws {
        if let path = outputs.screenshotPath { try canvas.savePNG(to: path) }
        if let path = outputs.treePath { try AtomicFile.write(JSONText.tree(app.elementTree()) + "\n", to: path) }
        if let path = outputs.tracePath { try AtomicFile.write(trace, to: path) }
    }
}
