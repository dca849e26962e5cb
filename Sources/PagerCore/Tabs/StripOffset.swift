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
        case following(correction: AnchoredSimulation<SpringSimulation>?)
        case dragging(raw: Double)
        case flinging(AnchoredSimulation<FrictionSimulation>)
        case springing(AnchoredSimulation<SpringSimulation>)
        case resting
    }

    private var motion: Motion = .following(correction: nil)
    /// The current offset in points.
    private(set) var value: Double = 0
    private var follow: Double = 0
    private var followedPosition: Double = 0

    /// The offset at `time` while following the offset `target` the pages ask for now: the
    /// value last worked out while that is still the target, else the target plus the
    /// correction at `time`; when not following, the strip's own offset.
    func offset(following target: Double, at time: Double) -> Double {
        guard case let .following(correction) = motion, target != follow else { return value }
        return target + (correction?.position(at: time) ?? 0)
    }

    /// Whether it moves on its own.
    var isAnimating: Bool {
        switch motion {
        case let .following(correction): return correction != nil
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
        motion = .following(correction: correction.map { AnchoredSimulation($0, startingAt: time) })
    }

    private func velocity(at time: Double) -> Double {
        switch motion {
        case let .flinging(friction): return friction.velocity(at: time)
        case let .springing(spring): return spring.velocity(at: time)
        case let .following(correction?): return correction.velocity(at: time)
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
        motion = .dragging(raw: RubberBand.unclamp(value, from: range, dimension: dimension))
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
            let spring = SpringSimulation(spring: .pageSnap, start: value, target: bound, velocity: 0, tolerance: .points)
            motion = .springing(AnchoredSimulation(spring, startingAt: time))
        } else {
            let friction = FrictionSimulation(start: value, velocity: velocity, tolerance: .points)
            motion = .flinging(AnchoredSimulation(friction, startingAt: time))
        }
        evaluate(at: time, range: range)
    }

    /// Moves to `time`, handing a fling that hits an end over to a spring with its velocity.
    mutating func evaluate(at time: Double, range: ClosedRange<Double>) {
        switch motion {
        case let .following(correction):
            value = follow + (correction?.position(at: time) ?? 0)
            if correction?.isDone(at: time) == true { motion = .following(correction: nil) }
        case .dragging, .resting:
            break
        case let .flinging(friction):
            let position = friction.position(at: time)
            if position < range.lowerBound || position > range.upperBound {
                let bound = position < range.lowerBound ? range.lowerBound : range.upperBound
                let hit = friction.base.time(atPosition: bound) ?? (time - friction.startTime)
                let spring = SpringSimulation(spring: .pageSnap, start: bound, target: bound,
                                              velocity: friction.base.velocity(at: hit), tolerance: .points)
                motion = .springing(AnchoredSimulation(spring, startingAt: friction.startTime + hit))
                evaluate(at: time, range: range)
            } else {
                value = position
                if friction.isDone(at: time) { motion = .resting }
            }
        case let .springing(spring):
            value = spring.position(at: time)
            if spring.isDone(at: time) { motion = .resting }
        }
    }
}
