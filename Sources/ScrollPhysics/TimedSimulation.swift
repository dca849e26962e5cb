/// A move from a start to a target over a fixed duration along a ``TimingCurve`` (CSS's and
/// UIKit's timed animations): it ignores any velocity it starts with and is done exactly at
/// the end of its duration.
public struct TimedSimulation: Simulation {
    /// Where it starts.
    public let startPosition: Double
    /// Where it ends.
    public let target: Double
    /// How long it takes, in seconds (above zero).
    public let duration: Double
    /// Progress over time.
    public let curve: TimingCurve

    /// A move from `startPosition` to `target` over `duration` seconds (at least a microsecond) along `curve`.
    /// The positions are kept within ±1e15 (a NaN target counts as 0, a NaN start as the target).
    public init(curve: TimingCurve, startPosition: Double, target: Double, duration: Double) {
        let target = target.clampedCoordinate()
        self.curve = curve
        self.startPosition = startPosition.clampedCoordinate(nan: target)
        self.target = target
        self.duration = duration.isFinite ? max(duration, 1e-6) : 1e-6
    }

    public var restingPosition: Double { target }

    public func position(at time: Double) -> Double {
        guard time < duration else { return target }
        return startPosition + (target - startPosition) * curve.value(at: time / duration)
    }

    public func velocity(at time: Double) -> Double {
        guard time < duration else { return 0 }
        return (target - startPosition) * curve.slope(at: time / duration) / duration
    }

    public func isDone(at time: Double) -> Bool { time >= duration }
}
