import PagerCore

/// The values one frame of a trace records, and how they are written down.
///
/// The format belongs to the type that knows what the values mean (the demo's `TraceState`),
/// not to the core or the loop that writes the lines.
package protocol TraceRecord {
    /// The record as one JSON Lines record (no newline) for frame `frame` at `milliseconds`.
    /// The same values must give the same bytes, so that two runs compare byte for byte.
    func jsonLine(frame: Int, milliseconds: Double) -> String
}
