import PagerCore

/// The demo's scene: a ``Scene`` whose every frame can be written as a line of a trace (the
/// demo's `--trace`), so that one run can be compared with another, at another frame rate or on
/// another machine, and whose window, tree, log and frame cost the demo's loops show.
///
/// A refinement of ``Scene``, not requirements with defaults: a default record would have to
/// invent values and a format for a scene that traces nothing, and its trace would look like a
/// working one. The record is an associated type, not a string, so that a loop or a test can
/// read the values it holds (the fuzzer checks its invariants on them) while the format stays
/// with the record's type.
package protocol TracedScene: ClockedScene {
    /// What one frame records.
    associatedtype Trace: TraceRecord
    /// This frame's values (read after the frame's `draw`).
    var traceState: Trace { get }
    /// Whether everything is at rest: nothing animates and no gesture holds anything.
    var isSettled: Bool { get }
    /// Whether the scene asked to quit (Ctrl+Q, Ctrl+W).
    var wantsToQuit: Bool { get }
    /// The colour behind everything.
    var background: Color { get }
    /// A title for the window (it shows the page, so keyboard users know where they are).
    var windowTitle: String { get }
    /// The visible elements, for `--dump-tree` and tests.
    func elementTree() -> ElementNode
    /// How much CPU time the last frame took, in seconds, as the front end measured it (the core
    /// reads no clock), for a scene that shows it (the motion inspector).
    func reportFrameCost(_ seconds: Double)
    /// Takes the lines the scene logged since the last call (a row selected), for the front end
    /// to print: the core does no I/O.
    func takeLogLines() -> [String]
}
