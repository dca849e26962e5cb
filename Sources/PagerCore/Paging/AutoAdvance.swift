/// A carousel's timer: the pages move on by one after every `interval` seconds at rest, and
/// hold while something pauses them (the pointer down on them or hovering over them).
///
/// It reads no clock: the pager steps it with each frame's time, and the move starts at the
/// moment it was due, not at the frame that noticed, so it looks the same at any frame rate.
/// ``dueTime(canMove:)`` tells a loop that sleeps while nothing moves when to wake.
public struct AutoAdvance: Sendable, Equatable {
    /// The shortest interval: a timer faster than a page move would never let one finish.
    public static let minimumInterval = 0.5

    /// Seconds at rest before the next move.
    public let interval: Double
    /// Whether something holds the pages where they are; the count starts again when it ends.
    public var isPaused = false {
        didSet { if isPaused { restingSince = nil } }
    }
    /// When the pages came to rest unpaused, if they are at rest.
    public private(set) var restingSince: Double?

    /// A timer of `interval` seconds (at least ``minimumInterval``).
    public init(interval: Double) {
        self.interval = max(interval.isFinite ? interval : Self.minimumInterval, Self.minimumInterval)
    }

    /// When the next move is due, if one will come without input: not while paused, moving, or
    /// when the pages cannot move on (`canMove` false: the last page of a pager that does not loop).
    public func dueTime(canMove: Bool) -> Double? {
        guard canMove, !isPaused, let since = restingSince else { return nil }
        return since + interval
    }

    /// Steps the timer to `time`; `resting` is whether the pages are at rest. Returns the time a
    /// move fell due at if one is due by `time` (the caller moves the pages then).
    public mutating func step(to time: Double, resting: Bool, canMove: Bool) -> Double? {
        guard resting, !isPaused, canMove else {
            restingSince = nil
            return nil
        }
        guard let since = restingSince else {
            restingSince = time
            return nil
        }
        let due = since + interval
        guard time >= due else { return nil }
        restingSince = nil
        return due
    }
}
