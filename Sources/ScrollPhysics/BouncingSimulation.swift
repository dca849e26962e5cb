/// A fling that may run into an end of its range: friction until it would pass the boundary,
/// then a spring that carries the speed it had there out past the boundary and back to it.
///
/// The hand-off is Flutter's `BouncingScrollSimulation`
/// (flutter/packages/flutter/lib/src/widgets/scroll_simulation.dart). With the friction
/// `x(t) = x0 + v0 (r^(1000 t) - 1) / (1000 ln r)` of ``FrictionSimulation``, the boundary `b`
/// is reached at `t_b = ln(1 + (b - x0) 1000 ln r / v0) / (1000 ln r)` with velocity
/// `v(t_b) = v0 r^(1000 t_b)`; from then on the position is `b + s(t - t_b)`, where `s` is a
/// ``SpringSimulation`` of the overshoot past `b` that starts at 0 with `v(t_b)` (held to
/// `maximumTransferSpeed` either way, Flutter's `maxSpringTransferVelocity`) and rests at 0. So
/// position and velocity are continuous at `t_b`. A fling that stops (its speed falls below the
/// friction tolerance) before it gets to the boundary is friction alone. A start outside the range
/// springs back at once from where it is, with the velocity it has.
///
/// Without a spring the motion ends at the boundary, at `t_b`: what comes next (another part of a
/// nested scroll taking the velocity on) is the caller's. Times are seconds since the start.
public struct BouncingSimulation: Simulation {
    /// The friction phase.
    public let friction: FrictionSimulation
    /// The range the fling stays in unless it bounces.
    public let range: ClosedRange<Double>
    /// The end of the range the motion reaches, if it does (nil: it stops inside).
    public let boundary: Double?
    /// When the friction reaches ``boundary``: 0 for a start outside the range, infinity if never.
    public let boundaryTime: Double
    /// When the friction's speed falls below its tolerance, if it stops inside the range; at most
    /// ``SpringSimulation/settleLimit`` (a tolerance of almost no speed would let a fling creep
    /// on for minutes).
    public let stopTime: Double
    /// The overshoot past ``boundary`` from ``boundaryTime`` on, if it bounces.
    public let spring: SettlingSpring?

    /// Creates a fling from `startPosition` with `velocity` (units per second) in `range`.
    /// - Parameters:
    ///   - startPosition: where it starts (outside `range`, it springs back at once).
    ///   - velocity: its velocity at the start, units per second.
    ///   - range: where it may go without bouncing.
    ///   - ratePerMillisecond: the friction's velocity kept per millisecond.
    ///   - frictionTolerance: when the friction counts as stopped.
    ///   - spring: the bounce past the boundary; nil to end there.
    ///   - springTolerance: when the bounce counts as at rest.
    ///   - maximumTransferSpeed: the fastest the spring starts with (a negative speed counts as
    ///     0, NaN as no limit).
    public init(startPosition: Double, velocity: Double, range: ClosedRange<Double>,
                ratePerMillisecond: Double = FrictionSimulation.normalDecelerationPerMillisecond,
                frictionTolerance: Tolerance, spring: SpringDescription?, springTolerance: Tolerance,
                maximumTransferSpeed: Double = .infinity) {
        let maximumTransferSpeed = maximumTransferSpeed.clamped(to: 0...Double.infinity, nan: .infinity)
        let startPosition = startPosition.clampedCoordinate(), velocity = velocity.clampedCoordinate()
        self.range = range
        friction = FrictionSimulation(startPosition: startPosition, velocity: velocity,
                                      ratePerMillisecond: ratePerMillisecond, tolerance: frictionTolerance)
        stopTime = min(friction.time(atSpeed: frictionTolerance.velocity), SpringSimulation.settleLimit)
        func bounce(overshoot: Double, velocity: Double) -> SettlingSpring? {
            guard let spring else { return nil }
            let speed = min(max(velocity, -maximumTransferSpeed), maximumTransferSpeed)
            return SettlingSpring(SpringSimulation(spring: spring, startPosition: overshoot, target: 0,
                                                   velocity: speed, tolerance: springTolerance))
        }
        if !range.contains(startPosition) {
            let bound = startPosition < range.lowerBound ? range.lowerBound : range.upperBound
            boundary = bound
            boundaryTime = 0
            self.spring = bounce(overshoot: startPosition - bound, velocity: velocity)
            return
        }
        let bound = velocity > 0 ? range.upperBound : range.lowerBound
        if velocity != 0, let hit = friction.time(atPosition: bound), hit <= stopTime {
            boundary = bound
            boundaryTime = hit
            self.spring = bounce(overshoot: 0, velocity: friction.velocity(at: hit))
        } else {
            boundary = nil
            boundaryTime = .infinity
            self.spring = nil
        }
    }

    /// The velocity with which the friction reaches the boundary (zero if it does not).
    public var boundaryVelocity: Double {
        boundaryTime.isFinite ? friction.velocity(at: boundaryTime) : 0
    }

    /// How far past ``boundary`` the motion is at `time` (zero before the bounce).
    public func overshoot(at time: Double) -> Double {
        guard time >= boundaryTime, let spring else { return 0 }
        return spring.position(at: time - boundaryTime)
    }

    public func position(at time: Double) -> Double {
        guard let boundary, time >= boundaryTime else { return friction.position(at: time) }
        return boundary + overshoot(at: time)
    }

    public func velocity(at time: Double) -> Double {
        guard time >= boundaryTime else { return friction.velocity(at: time) }
        return spring?.velocity(at: time - boundaryTime) ?? 0
    }

    public func isDone(at time: Double) -> Bool { time >= settleTime }

    /// When the motion comes to rest: the friction's stop, the arrival at the boundary without a
    /// spring, or the spring's settle time after it.
    public var settleTime: Double {
        guard boundary != nil else { return stopTime }
        return boundaryTime + (spring?.settleTime ?? 0)
    }

    public var restingPosition: Double { boundary ?? friction.position(at: stopTime) }
}
