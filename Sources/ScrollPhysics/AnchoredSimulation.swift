/// A simulation started at an absolute time, read at absolute times, and exactly at its end
/// once it is done.
///
/// Components keep time as "seconds since some origin" (the input's and the frame's), while a
/// simulation's clock reads zero when it starts. Converting between the two and snapping to the
/// rest position once within tolerance was written out by every component that animates; this
/// is that arithmetic once. Reading before the start evaluates the start.
///
/// Its members are inlinable: a component reading an anchored motion every frame gets code
/// specialised for its simulation, not a generic call that sets up the type's metadata at run
/// time the first time it runs (some 180,000 instructions, in the middle of a frame).
public struct AnchoredSimulation<Base: Simulation>: Sendable {
    /// The motion.
    public let base: Base
    /// The absolute time, in seconds, at which the motion's clock reads zero (the simulations'
    /// own `startPosition` is a position).
    public let startTime: Double

    /// Anchors `base` so that its clock reads zero at `startTime` seconds.
    @inlinable public init(_ base: Base, startingAt startTime: Double) {
        self.base = base
        self.startTime = startTime
    }

    @inlinable func elapsed(at time: Double) -> Double { max(0, time - startTime) }

    /// Whether the motion is at rest by `time`.
    @inlinable public func isDone(at time: Double) -> Bool { base.isDone(at: elapsed(at: time)) }

    /// The position at `time`: the rest position itself once done.
    @inlinable public func position(at time: Double) -> Double {
        isDone(at: time) ? base.restingPosition : base.position(at: elapsed(at: time))
    }

    /// The velocity at `time`: zero once done.
    @inlinable public func velocity(at time: Double) -> Double {
        isDone(at: time) ? 0 : base.velocity(at: elapsed(at: time))
    }
}
