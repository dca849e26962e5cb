import PagerCore
import PagerDemoKit
import PagerSDL
import SystemIO

/// A run's outputs: the trace streamed to its file as frames happen, the last screenshot and the
/// tree written at the end.
///
/// The trace is an ``OutputFile`` opened when the run starts. Lines are buffered and written
/// every 64 KiB, so memory stays the same however long the run (holding the whole trace took a
/// byte of memory per byte of trace: 10 GB for a day at `--fps 1000`). ``finish()`` renames
/// it into place; a failed or interrupted run leaves no trace file behind.
final class FrameOutput<S: TracedScene> {
    /// Bytes of trace lines gathered before one write.
    static var flushBytes: Int { 64 * 1024 }

    let outputs: RunOutputs
    let canvas: any Canvas
    /// The run's scene, whose trace values and tree are written.
    let driver: FrameDriver<S>
    private var trace: OutputFile?
    private var buffer: [UInt8] = []
    /// The trace's first failure (it could not be opened, a write failed). ``record(frame:at:)``
    /// cannot throw, so the run loop checks this and ``finish()`` throws it.
    private(set) var failure: SystemError?
    private var finished = false

    init(outputs: RunOutputs, canvas: any Canvas, driver: FrameDriver<S>) {
        self.outputs = outputs
        self.canvas = canvas
        self.driver = driver
        guard let path = outputs.tracePath else { return }
        do throws(SystemError) {
            trace = try OutputFile(path)
            buffer.reserveCapacity(Self.flushBytes + 1024)
        } catch {
            failure = error
        }
    }

    /// Records one frame's trace values (call after drawing, before presenting).
    func record(frame: Int, at time: Double) {
        guard let trace, failure == nil else { return }
        buffer.append(contentsOf: driver.scene.traceState.jsonLine(frame: frame, milliseconds: time * 1000).utf8)
        buffer.append(UInt8(ascii: "\n"))
        if buffer.count >= Self.flushBytes { flush(trace) }
    }

    /// Writes the outputs of the last frame and puts the trace in place; the last frame must
    /// still be in the renderer. A second call does nothing.
    func finish() throws {
        guard !finished else { return }
        finished = true
        if let failure { throw failure }
        if let path = outputs.screenshotPath { try canvas.savePNG(to: path) }
        if let path = outputs.treePath {
            try OutputFile.write(JSONText.tree(driver.scene.elementTree()) + "\n", to: path)
        }
        if let trace {
            flush(trace)
            if let failure { throw failure }
            try trace.commit()
        }
    }

    private func flush(_ trace: OutputFile) {
        do throws(SystemError) { try trace.write(buffer) } catch { failure = error }
        buffer.removeAll(keepingCapacity: true)
    }
}
