/// Tells a second tap from a first: two taps within ``seconds`` and ``radius`` of each other.
///
/// The first tap is delivered as a tap at once; the second is offered as a double tap first
/// (``GestureParticipant/doubleTapGesture(at:at:)``), so a double tap costs a single tap nothing
/// (no wait to see whether a second follows, as a recognizer that delays taps would).
public struct DoubleTap: Sendable, Equatable {
    /// Longest time between the two taps, seconds: SDL2's default double-click time, 500 ms
    /// (`SDL_HINT_MOUSE_DOUBLE_CLICK_TIME` unset), which is what SDL's `clicks` count reports.
    public static let seconds = 0.5
    /// Farthest apart the two taps may be, points: SDL2's default double-click radius, 32
    /// (`SDL_HINT_MOUSE_DOUBLE_CLICK_RADIUS` unset), chosen there for touchscreens.
    public static let radius = 32.0

    private var last: (point: Point, time: Double)?

    /// A detector that has seen no tap.
    public init() {}

    public static func == (a: DoubleTap, b: DoubleTap) -> Bool {
        a.last?.point == b.last?.point && a.last?.time == b.last?.time
    }

    /// A tap at `point` at `time`: whether it is the second of a pair (the pair is then used up,
    /// so a third tap starts a new one).
    public mutating func tap(at point: Point, at time: Double) -> Bool {
        if let last, time >= last.time, time - last.time <= Self.seconds,
           (point.x - last.point.x).magnitudeSquared + (point.y - last.point.y).magnitudeSquared <= Self.radius * Self.radius {
            self.last = nil
            return true
        }
        last = (point, time)
        return false
    }

    /// Forgets the last tap (a drag or a press that stopped motion came between).
    public mutating func reset() { last = nil }
}

private extension Double {
    var magnitudeSquared: Double { self * self }
}
