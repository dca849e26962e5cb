import ScrollPhysics

/// The tab strip's horizontal scroll offset: following the pager, or scrolled by the user.
///
/// Following is `follow + correction`, where `follow` comes from the pager's fractional page and
/// `correction` (the gap from wherever the strip was) springs to zero. So when the user has
/// flicked the strip away and then the page changes, the strip glides back instead of jumping.
/// Free scrolling is a 1:1 drag, then one `BouncingSimulation`: a 0.998-per-ms fling that
/// hands over to a spring at an end it reaches, or a spring back from past an end.
struct StripOffset {
    private enum Motion {
        case following(correction: AnchoredSimulation<SpringSimulation>?)
        case dragging(raw: Double)
        /// A fling, or a spring back from past an end.
        case flinging(AnchoredSimulation<BouncingSimulation>)
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
        case .flinging: return true
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
        case .resting, .flinging:
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
            : SpringSimulation(spring: .pageSnap, startPosition: gap, target: 0, velocity: velocity(at: time), tolerance: .points)
        motion = .following(correction: correction.map { AnchoredSimulation($0, startingAt: time) })
    }

    private func velocity(at time: Double) -> Double {
        switch motion {
        case let .flinging(fling): return fling.velocity(at: time)
        case let .following(correction?): return correction.velocity(at: time)
        default: return 0
        }
    }

    /// A press on the strip catches it where it is.
    mutating func press(at time: Double, range: ClosedRange<Double>) {
        evaluate(at: time, range: range)
        switch motion {
        case .flinging: motion = .resting
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
        // Content let go past an end springs back from rest: the pointer's speed was the band's.
        let fling = BouncingSimulation(startPosition: value, velocity: range.contains(value) ? -velocityX : 0,
                                       range: range, frictionTolerance: .points, spring: .pageSnap,
                                       springTolerance: .points)
        motion = .flinging(AnchoredSimulation(fling, startingAt: time))
        evaluate(at: time, range: range)
    }

    /// Moves to `time`.
    mutating func evaluate(at time: Double, range: ClosedRange<Double>) {
        switch motion {
        case let .following(correction):
            value = follow + (correction?.position(at: time) ?? 0)
            if correction?.isDone(at: time) == true { motion = .following(correction: nil) }
        case .dragging, .resting:
            break
        case let .flinging(fling):
            value = fling.position(at: time)
            if fling.isDone(at: time) { motion = .resting }
        }
    }
}
