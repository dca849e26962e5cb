/// A scene whose every frame can be written as a line of a trace (the demo's `--trace`), so that
/// one run can be compared with another, at another frame rate or on another machine.
///
/// A refinement, not a requirement of ``Scene`` with a default: a default record would have to
/// invent values and a format for a scene that traces nothing, and its trace would look like a
/// working one. A loop that writes traces asks for a `TracedScene`; a scene that traces nothing
/// runs in a loop of its own with ``FrameDriver``. The record is an associated type, not a
/// string, so that a loop or a test can read the values it holds (the demo's fuzzer checks its
/// invariants on them) while the format stays with the record's type.
public protocol TracedScene: Scene {
    /// What one frame records.
    associatedtype Trace: TraceRecord
    /// This frame's values (read after the frame's `draw`).
    var traceState: Trace { get }
}
