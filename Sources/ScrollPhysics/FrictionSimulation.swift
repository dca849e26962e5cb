/// Exponential deceleration: a fling that slows by a constant factor every millisecond.
///
/// With t in seconds and r the velocity kept per millisecond: `v(t) = v0 r^(1000 t)` and
/// `x(t) = x0 + v0 (r^(1000 t) - 1) / (1000 ln r)`. With r = 0.998 per ms this is
/// UIScrollView's `.normal` deceleration rate (also Flutter's `FrictionSimulation` and the
/// WWDC18 "Designing Fluid Interfaces" projection).
public struct FrictionSimulation: Simulation {
    /// UIScrollView.DecelerationRate.normal: the velocity kept per millisecond.
    public static let normalDecelerationPerMillisecond = 0.998

    /// Starting position.
    public let startPosition: Double
    /// Starting velocity, units per second.
    public let initialVelocity: Double
    /// The rates a friction may keep per millisecond: from almost none to almost all.
    public static let rateRange = 1e-6...0.999_999
    /// Velocity kept per millisecond, within ``rateRange``.
    public let ratePerMillisecond: Double
    /// When it counts as stopped.
    public let tolerance: Tolerance
    private let lnRatePerSecond: Double

    /// Creates a decelerating motion. The position and velocity are kept within ±1e15 (NaN
    /// counts as 0), the rate within ``rateRange`` (NaN counts as the normal rate).
    public init(startPosition: Double, velocity: Double,
                ratePerMillisecond: Double = FrictionSimulation.normalDecelerationPerMillisecond,
                tolerance: Tolerance) {
        let rate = ratePerMillisecond.clamped(to: Self.rateRange, nan: Self.normalDecelerationPerMillisecond)
        self.startPosition = startPosition.clampedCoordinate()
        self.initialVelocity = velocity.clampedCoordinate()
        self.ratePerMillisecond = rate
        self.tolerance = tolerance
        self.lnRatePerSecond = 1000 * Math.log(rate)
    }

    public func position(at t: Double) -> Double {
        startPosition + initialVelocity * (Math.exp(lnRatePerSecond * t) - 1) / lnRatePerSecond
    }

    public func velocity(at t: Double) -> Double {
        initialVelocity * Math.exp(lnRatePerSecond * t)
    }

    /// Where the motion comes to rest: `x0 - v0 / ln(r)` per second.
    public var finalPosition: Double { startPosition - initialVelocity / lnRatePerSecond }

    /// Where it is when its speed falls below the tolerance (it counts as done from then on).
    public var restingPosition: Double { position(at: time(atSpeed: tolerance.velocity)) }

    public func isDone(at t: Double) -> Bool {
        abs(velocity(at: t)) < tolerance.velocity
    }

    /// The time at which the speed falls to `speed` (0 if it starts below it).
    public func time(atSpeed speed: Double) -> Double {
        let v0 = abs(initialVelocity)
        guard v0 > speed, speed > 0 else { return 0 }
        return Math.log(speed / v0) / lnRatePerSecond
    }

    /// The time at which the motion reaches `position`, or nil if it never gets there.
    public func time(atPosition position: Double) -> Double? {
        guard initialVelocity != 0 else { return position == startPosition ? 0 : nil }
        let fraction = 1 + (position - startPosition) * lnRatePerSecond / initialVelocity
        guard fraction > 0, fraction <= 1 else { return nil }
        return Math.log(fraction) / lnRatePerSecond
    }
}
