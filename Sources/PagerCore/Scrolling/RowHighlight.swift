/// The press highlight of a row: full while the finger is down, and after the release (or a tap
/// that came with no press seen, or Enter) full for a moment more, then fading, like a table
/// view cell deselected with animation. A press that turns into a scroll fades at once.
///
/// A pure function of the press and release times, so it needs no timer. The timings are ours.
struct RowHighlight: Sendable, Equatable {
    /// How long the highlight stays at full strength after the press began, at least, so a
    /// quick tap is seen.
    static let holdSeconds = 0.1
    /// How long it then takes to fade out, in seconds.
    static let fadeSeconds = 0.3

    /// The highlighted row.
    var row: Int
    /// When the press began, in seconds.
    var pressTime: Double
    /// When the fade may begin: nil while pressed.
    var fadeStart: Double?

    /// A row pressed at `time` and still held.
    static func pressed(_ row: Int, at time: Double) -> RowHighlight {
        RowHighlight(row: row, pressTime: time, fadeStart: nil)
    }

    /// A row tapped at `time` with no press seen before: as a press released at once.
    static func tapped(_ row: Int, at time: Double) -> RowHighlight {
        pressed(row, at: time).released(at: time)
    }

    /// This highlight released at `time` (a tap): it holds out ``holdSeconds`` from the press.
    func released(at time: Double) -> RowHighlight {
        guard fadeStart == nil else { return self }
        return RowHighlight(row: row, pressTime: pressTime, fadeStart: max(time, pressTime + Self.holdSeconds))
    }

    /// This highlight given up at `time` (the press became a scroll or was taken away): it
    /// fades from now, with no hold.
    func abandoned(at time: Double) -> RowHighlight {
        guard fadeStart == nil else { return self }
        return RowHighlight(row: row, pressTime: pressTime, fadeStart: time)
    }

    /// Whether the finger is still down on the row.
    var isPressed: Bool { fadeStart == nil }

    /// Strength from 0 to 1 at `now`.
    func opacity(at now: Double) -> Double {
        guard let fadeStart, now > fadeStart else { return 1 }
        return max(0, 1 - (now - fadeStart) / Self.fadeSeconds)
    }

    /// Whether it changes with time at `now` (frames are needed).
    func isFading(at now: Double) -> Bool { !isPressed && opacity(at: now) > 0 }
}
