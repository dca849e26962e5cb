/// A spring that counts as done from its settle time on: the first moment from which it stays
/// within its tolerance, not a moment at which it merely passes through it.
///
/// The settle time is found once, in closed form (``SpringSimulation/settleTime(resolution:limit:)``),
/// so an anchored reading snaps to the target at the same time at any frame rate.
public struct SettlingSpring: Simulation {
    /// The motion.
    public let spring: SpringSimulation
    /// Seconds after the start from which the spring stays at rest.
    public let settleTime: Double

    /// Wraps `spring`, finding its settle time.
    public init(_ spring: SpringSimulation) {
        self.spring = spring
        self.settleTime = spring.settleTime()
    }

    /// Where the spring pulls towards.
    public var target: Double { spring.target }
    public var restingPosition: Double { spring.target }
    public func position(at time: Double) -> Double { spring.position(at: time) }
    public func velocity(at time: Double) -> Double { spring.velocity(at: time) }
    public func isDone(at time: Double) -> Bool { time >= settleTime }
}

extension AnchoredSimulation where Base == SettlingSpring {
    /// The absolute time, in seconds, from which the spring stays at rest.
    public var settledTime: Double { startTime + base.settleTime }
}
