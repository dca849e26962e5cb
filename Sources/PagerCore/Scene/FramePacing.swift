import ScrollPhysics

/// When a window loop draws its next frame while something moves: at most one frame a display
/// refresh, the frames on a grid one refresh interval apart.
///
/// A loop that schedules each frame one interval after the last one drew falls behind by however
/// late it woke, every frame: with a millisecond clock and a 60 Hz display it draws every 17 ms,
/// not every 16.7, and a move that arrives just after a frame waits a refresh plus the slip.
/// Pacing keeps the grid instead: a frame drawn late does not move the next one, so frames come
/// on average exactly one interval apart and a move waits at most one interval plus the wake-up.
/// After a pause longer than an interval (nothing moved, or a frame took long), the grid starts
/// again at the next frame drawn, which is drawn at once; so does a frame drawn more than half
/// an interval after its grid time.
///
/// ```swift
/// var pacing = FramePacing()
/// while running {
///     let deadline = driver.needsFrame ? pacing.nextFrameTime(interval: 1 / refreshRate) : nil
///     // ... wait for input until the deadline, deliver it ...
///     let now = clock()
///     if driver.needsFrame && pacing.isDue(at: now, interval: 1 / refreshRate) {
///         driver.frame(at: now)
///         // ... render and present ...
///         pacing.framePresented(at: now, interval: 1 / refreshRate)
///     }
/// }
/// ```
///
/// Times are seconds on the loop's clock; the interval is passed on each call, so a window moved
/// to a display with another refresh rate paces by that one from its next frame. An interval is
/// taken within 0...1 second (a display reporting no refresh rate gives `1 / 0`, infinity, which
/// counts as a second; NaN or a negative one as 0, no pacing); a time that is not finite draws
/// and records nothing.
public struct FramePacing: Sendable, Equatable {
    /// The grid time of the last frame drawn (minus infinity before the first).
    public private(set) var lastFrameSlot: Double = -.infinity

    /// A frame that comes this share of an interval before its grid time is drawn then (a loop
    /// woken by input just before the deadline need not sleep again for the rest).
    public static let earlyShare = 0.1

    /// A frame drawn up to this share of an interval after its grid time keeps to the grid (a late
    /// wake-up, a clock that counts whole milliseconds); one drawn later starts the grid again, so
    /// two frames are never less than `1 - earlyShare - lateShare` of an interval apart.
    public static let lateShare = 0.5

    /// A pacing with no frame drawn yet: the first frame is due at once.
    public init() {}

    /// When the next frame is due, if one is needed: one interval after the last frame's grid
    /// time (in the past after a pause: the frame is due at once).
    public func nextFrameTime(interval: Double) -> Double {
        lastFrameSlot + Self.sanitised(interval: interval)
    }

    /// Whether a frame drawn at `time` keeps to at most one a refresh.
    public func isDue(at time: Double, interval: Double) -> Bool {
        time >= lastFrameSlot + Self.sanitised(interval: interval) * (1 - Self.earlyShare)
    }

    /// Records a frame drawn at `time`: it takes the next slot of the grid, or starts the grid
    /// again at `time` when it came more than ``lateShare`` of an interval after that slot.
    public mutating func framePresented(at time: Double, interval: Double) {
        guard time.isFinite else { return }
        let interval = Self.sanitised(interval: interval)
        let slot = lastFrameSlot + interval
        lastFrameSlot = time - slot < interval * Self.lateShare ? slot : time
    }

    /// `interval` within 0...1 second; NaN counts as 0.
    private static func sanitised(interval: Double) -> Double { interval.clamped(to: 0...1, nan: 0) }
}
