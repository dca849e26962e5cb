import ScrollPhysics

/// The motion of a pager settling on a slot: its spring, or a timed curve (``PageAnimation``).
struct PageSettle: Simulation {
    enum Motion: Sendable {
        case spring(SpringSimulation)
        case timed(TimedSimulation)
    }

    let motion: Motion

    /// The slot it ends on.
    var target: Double {
        switch motion {
        case let .spring(spring): return spring.target
        case let .timed(timed): return timed.target
        }
    }

    var restingPosition: Double { target }

    func position(at time: Double) -> Double {
        switch motion {
        case let .spring(spring): return spring.position(at: time)
        case let .timed(timed): return timed.position(at: time)
        }
    }

    func velocity(at time: Double) -> Double {
        switch motion {
        case let .spring(spring): return spring.velocity(at: time)
        case let .timed(timed): return timed.velocity(at: time)
        }
    }

    /// Whether it has come to rest: a spring once within its tolerance, or once it has run for
    /// `SpringSimulation.settleLimit` (a spring so heavy or so lightly damped that it would
    /// swing for minutes snaps to its slot then); a timed move at the end of its duration.
    func isDone(at time: Double) -> Bool {
        switch motion {
        case let .spring(spring): return spring.isDone(at: time) || time >= SpringSimulation.settleLimit
        case let .timed(timed): return timed.isDone(at: time)
        }
    }
}

extension AnchoredSimulation where Base == PageSettle {
    /// The same motion, `slots` further on (the strip was renumbered) from `now`: a spring goes
    /// on from its position and speed; a timed move keeps its clock.
    func shifted(by slots: Double, at now: Double) -> Self {
        switch base.motion {
        case let .spring(spring):
            let moved = SpringSimulation(spring: spring.spring, startPosition: position(at: now) + slots,
                                         target: spring.target + slots, velocity: velocity(at: now),
                                         tolerance: spring.tolerance)
            return AnchoredSimulation(PageSettle(motion: .spring(moved)), startingAt: now)
        case let .timed(timed):
            let moved = TimedSimulation(curve: timed.curve, startPosition: timed.startPosition + slots, target: timed.target + slots,
                                        duration: timed.duration)
            return AnchoredSimulation(PageSettle(motion: .timed(moved)), startingAt: startTime)
        }
    }

    /// The same motion judged at rest by `tolerance` from `now` (a timed move has none).
    func retolerated(_ tolerance: Tolerance, at now: Double) -> Self {
        guard case let .spring(spring) = base.motion else { return self }
        let rebuilt = SpringSimulation(spring: spring.spring, startPosition: position(at: now), target: spring.target,
                                       velocity: velocity(at: now), tolerance: tolerance)
        return AnchoredSimulation(PageSettle(motion: .spring(rebuilt)), startingAt: now)
    }
}
