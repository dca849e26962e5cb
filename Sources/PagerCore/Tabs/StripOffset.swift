import ScrollPhysics

/// The tab strip's horizontal scroll offset: following the pager, or scrolled by the user.
///
/// Following is `follow + correction`, where `follow` comes from the pager's fractional page and
/// `correction` (the gap from wherever the strip was) springs to zero. So when the user has
/// flicked the strip away and then the page changes, the strip glides back instead of jumping.
/// Free scrolling is a 1:1 drag, a 0.998-per-ms fling, and a spring back from past the ends
/// (Flutter's `BouncingScrollSimulation` does the same hand-over from friction to spring).
struct StripOffset {
    private enum Motion {
        case following(correction: SpringSimulation?, start: Double)
        case dragging(raw: Double)
        case flinging(FrictionSimulation, start: Double)
        case springing(SpringSimulation, start: Double)
        case resting
    }

    private var motion: Motion = .following(correction: nil, start: 0)
    /// The current offset in points.
    private(set) var value: Double = 0
    private var follow: Double = 0
    private var followedPosition: Double = 0

    /// Whether it moves on its own.
    var isAnimating: Bool {
        switch motion {
        case let .following(correction, _): return correction != nil
        case .flinging, .springing: return true
        case .dragging, .resting: return false
        }
    }

    var isDragging: Bool {
        if case .dragging = motion { return true }
        return false
    }

    /// The offset the pager's position asks for changed to `offset`; `position` is the
    /// fractional tab that offset stands for. A new position counts as a change even when the
    /// offset stays the same (the first and last tabs of a strip share a clamped offset), so a
    /// strip scrolled away by hand always comes back when the page changes.
    mutating func setFollowTarget(_ offset: Double, position: Double, at time: Double, range: ClosedRange<Double>) {
        let changed = offset != follow || position != followedPosition
        follow = offset
        followedPosition = position
        switch motion {
        case .following:
            break
        case .resting, .flinging, .springing:
            guard changed else { return }
            // The page moved while the strip was scrolled by hand: glide back to following.
            startFollowing(at: time)
        case .dragging:
            return
        }
        evaluate(at: time, range: range)
    }

    /// Starts following with a correction that eases out the current gap.
    mutating func startFollowing(at time: Double) {
        let gap = value - follow
        let correction = abs(gap) < 0.5 ? nil
            : SpringSimulation(spring: .pageSnap, start: gap, target: 0, velocity: velocity(at: time), tolerance: .points)
        motion = .following(correction: correction, start: time)
    }

    private func velocity(at time: Double) -> Double {
        switch motion {
        case let .flinging(friction, start): return friction.velocity(at: time - start)
        case let .springing(spring, start): return spring.velocity(at: time - start)
        case let .following(correction?, start): return correction.velocity(at: time - start)
        default: return 0
        }
    }

    /// A press on the strip catches it where it is.
    mutating func press(at time: Double, range: ClosedRange<Double>) {
        evaluate(at: time, range: range)
        switch motion {
        case .flinging, .springing: motion = .resting
        default: break
        }
    }

    mutating func beginDrag(at time: Double, range: ClosedRange<Double>) {
        evaluate(at: time, range: range)
        var raw = value
        if value < range.lowerBound {
            raw = range.lowerBound + RubberBand.overshoot(forOffset: value - range.lowerBound, dimension: dimension)
        } else if value > range.upperBound {
            raw = range.upperBound + RubberBand.overshoot(forOffset: value - range.upperBound, dimension: dimension)
        }
        motion = .dragging(raw: raw)
    }

    /// Length used for the rubber band (the strip's visible width).
    var dimension: Double = 1

    mutating func drag(by dx: Double, range: ClosedRange<Double>) {
        guard case let .dragging(raw) = motion else { return }
        let next = raw - dx
        motion = .dragging(raw: next)
        value = RubberBand.clamp(next, to: range, dimension: max(dimension, 1))
    }

    mutating func endDrag(velocityX: Double, at time: Double, range: ClosedRange<Double>) {
        guard case .dragging = motion else { return }
        let velocity = -velocityX
        if value < range.lowerBound || value > range.upperBound {
            let bound = value < range.lowerBound ? range.lowerBound : range.upperBound
            motion = .springing(SpringSimulation(spring: .pageSnap, start: value, target: bound, velocity: 0,
                                                 tolerance: .points), start: time)
        } else {
            motion = .flinging(FrictionSimulation(start: value, velocity: velocity, tolerance: .points), start: time)
        }
        evaluate(at: time, range: range)
    }

    /// Moves to `time`, handing a fling that hits an end over to a spring with its velocity.
    mutating func evaluate(at time: Double, range: ClosedRange<Double>) {
        switch motion {
        case let .following(correction, start):
            if let correction {
                if correction.isDone(at: time - start) {
                    motion = .following(correction: nil, start: time)
                    value = follow
                } else {
                    value = follow + correction.position(at: time - start)
                }
            } else {
                value = follow
            }
        case .dragging, .resting:
            break
        case let .flinging(friction, start):
            let t = time - start
            let position = friction.position(at: t)
            if position < range.lowerBound || position > range.upperBound {
                let bound = position < range.lowerBound ? range.lowerBound : range.upperBound
                let hit = friction.time(atPosition: bound) ?? t
                let spring = SpringSimulation(spring: .pageSnap, start: bound, target: bound,
                                              velocity: friction.velocity(at: hit), tolerance: .points)
                motion = .springing(spring, start: start + hit)
                evaluate(at: time, range: range)
            } else if friction.isDone(at: t) {
                value = position
                motion = .resting
            } else {
                value = position
            }
        case let .springing(spring, start):
            if spring.isDone(at: time - start) {
                value = spring.target
                motion = .resting
            } else {
                value = spring.position(at: time - start)
            }
        }
    }
}
