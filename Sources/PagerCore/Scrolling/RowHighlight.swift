/// The brief highlight of a tapped row: full for a moment, then fading, like a table view cell
/// deselected with animation right after the tap.
///
/// A pure function of the tap time, so it needs no timer. The timings are ours.
struct RowHighlight: Sendable, Equatable {
    /// How long the highlight stays at full strength, in seconds.
    static let holdSeconds = 0.1
    /// How long it then takes to fade out, in seconds.
    static let fadeSeconds = 0.3

    /// The highlighted row.
    var row: Int
    /// When it was tapped, in seconds.
    var time: Double

    /// Strength from 0 to 1 at `now`.
    func opacity(at now: Double) -> Double {
        let elapsed = now - time
        guard elapsed >= 0 else { return 1 }
        if elapsed < Self.holdSeconds { return 1 }
        return max(0, 1 - (elapsed - Self.holdSeconds) / Self.fadeSeconds)
    }
}
