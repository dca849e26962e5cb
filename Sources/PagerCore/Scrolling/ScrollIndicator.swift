/// The thin bar at a list's right edge that shows where it is scrolled: shown while the list
/// moves or is held by a drag, then faded out.
///
/// Opacity is a pure function of the time of the last movement, so it needs no timer and reads
/// the same at any frame rate. UIKit does not document its indicator timings; these are ours:
/// long enough to read where you are, short enough to get out of the way.
public struct ScrollIndicator: Sendable, Equatable {
    /// Bar thickness in points (UIKit's indicator is about this wide).
    public static let thicknessPoints = 3.0
    /// Gap between the bar and the list's right, top and bottom edges, in points.
    public static let insetPoints = 3.0
    /// Shortest bar in points, so a million-row list still has something to see.
    public static let minimumLengthPoints = 36.0
    /// How long the bar stays fully visible after the last movement, in seconds.
    public static let lingerSeconds = 0.5
    /// How long it then takes to fade out, in seconds.
    public static let fadeSeconds = 0.3

    /// When the list last moved, in seconds.
    public private(set) var lastActivity = -Double.infinity
    /// Since when a drag holds the list, or nil. While held, a bar that has shown since the hold
    /// began stays up even when the pointer pauses, as on iOS.
    public private(set) var heldSince: Double?

    /// A hidden indicator.
    public init() {}

    /// The list moved at `time`: show the bar and restart the fade-out countdown.
    public mutating func noteActivity(at time: Double) {
        lastActivity = max(lastActivity, time)
    }

    /// A drag took hold of the list at `time` (true) or let go of it (false).
    public mutating func setHeld(_ held: Bool, at time: Double) {
        if held {
            if heldSince == nil { heldSince = time }
        } else if let since = heldSince {
            if lastActivity >= since { noteActivity(at: time) }
            heldSince = nil
        }
    }

    /// Opacity from 0 (hidden) to 1 at `time`.
    public func opacity(at time: Double) -> Double {
        if let since = heldSince, lastActivity >= since { return 1 }
        let elapsed = time - lastActivity
        guard elapsed.isFinite, elapsed >= 0 else { return elapsed.isFinite ? 1 : 0 }
        if elapsed < Self.lingerSeconds { return 1 }
        return max(0, 1 - (elapsed - Self.lingerSeconds) / Self.fadeSeconds)
    }

    /// Whether the bar is visible and will change on its own (frames are needed).
    public func isAnimating(at time: Double) -> Bool {
        if let since = heldSince, lastActivity >= since { return false }
        return opacity(at: time) > 0
    }

    /// The bar's rectangle in `bounds` (the list's visible frame), or nil when the content fits
    /// and there is nothing to indicate.
    ///
    /// The length is the visible share of the content (at least ``minimumLengthPoints``) and
    /// shrinks by the overscroll while rubber banding, as UIKit's does; the position is the
    /// offset's share of the scroll range.
    public static func frame(in bounds: Rect, position: ScrollPosition) -> Rect? {
        guard position.maxOffset > 0, position.contentLength > 0 else { return nil }
        let track = bounds.insetBy(dx: 0, dy: insetPoints)
        guard track.height > 0 else { return nil }
        let share = min(1, bounds.height / position.contentLength)
        var length = min(track.height, max(minimumLengthPoints, track.height * share))
        length = max(thicknessPoints, length - abs(position.overscroll))
        let fraction = min(max(position.offset / position.maxOffset, 0), 1)
        let y = track.y + fraction * (track.height - length)
        return Rect(x: bounds.maxX - insetPoints - thicknessPoints, y: y,
                    width: thicknessPoints, height: length)
    }
}
