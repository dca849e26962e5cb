import ScrollPhysics

extension NestedScrollCoordinator {
    /// Most phase changes one `advance` follows: a fling passes header, list and a bounce, or
    /// stops on the header and snaps; a few more for safety.
    private static let maximumPhasesPerAdvance = 8

    /// Moves running motion to `time` seconds; call once per frame.
    ///
    /// Phases end at the times their closed forms give (a bound reached, a fling slowed below
    /// the tolerance, a spring settled), and the next phase starts at that exact time, so a
    /// frame that lands late just evaluates further along the next phase. A touchpad pan given
    /// to ``handle(_:)`` whose fingers have lifted by then is released first.
    public func advance(to time: Double) {
        guard time.isFinite else { return }
        advanceGestures(to: time)
        clock.advance(to: time)
        var phases = 0
        advancing: while phases < Self.maximumPhasesPerAdvance {
            phases += 1
            switch motion {
            case let .flinging(part, fling):
                if !advanceFling(part, fling) { break advancing }
            case let .snapping(snap):
                header.setCollapse(snap.position(at: now))
                if snap.isDone(at: now) { motion = .idle }
                break advancing
            case let .bouncing(edge, bounce):
                let overscroll = bounce.position(at: now)
                // A strong inward release can carry the spring past the edge: it ends there.
                let crossed = edge == .top ? overscroll > 0 : overscroll < 0
                if bounce.isDone(at: now) || crossed {
                    list.setOverscroll(0)
                    list.noteScrolled(at: min(now, bounce.settledTime))
                    motion = .idle
                } else {
                    list.setOverscroll(overscroll)
                    list.noteScrolled(at: now)
                }
                break advancing
            case let .scrollingToTop(spring, listStart, headerStart):
                advanceScrollToTop(spring, list: listStart, header: headerStart)
                break advancing
            case .idle, .held, .dragging:
                break advancing
            }
        }
        list.advance(to: now)
        refreshControl?.advance(to: now)
        syncRefresh()
    }

    /// Advances a friction phase; true when it ended and another phase may need evaluating.
    ///
    /// At the part's bound the fling hands on at the exact time its simulation gives: to the
    /// bounce it carries (a true end), else to whatever ``launch(velocity:at:)`` picks next.
    private func advanceFling(_ part: Part, _ fling: AnchoredSimulation<BouncingSimulation>) -> Bool {
        let scrollable = scrollable(part)
        let chain = fling.base
        if let boundary = chain.boundary {
            let boundaryTime = fling.startTime + chain.boundaryTime
            if boundaryTime <= now {
                scrollable.setScrollOffset(boundary)
                if part == .list { list.noteScrolled(at: boundaryTime) }
                if let spring = chain.spring {
                    motion = .bouncing(chain.friction.initialVelocity > 0 ? .bottom : .top,
                                       AnchoredSimulation(spring, startingAt: boundaryTime))
                } else {
                    launch(velocity: chain.boundaryVelocity, at: boundaryTime)
                }
                return true
            }
        } else if fling.startTime + chain.stopTime <= now {
            let stopTime = fling.startTime + chain.stopTime
            scrollable.setScrollOffset(chain.restingPosition)
            if part == .list { list.noteScrolled(at: stopTime) }
            motion = .idle
            if part != .list {
                snapHeaderIfNeeded(velocity: chain.friction.velocity(at: chain.stopTime), at: stopTime)
                return true
            }
            return false
        }
        scrollable.setScrollOffset(chain.friction.position(at: now - fling.startTime))
        if part == .list { list.noteScrolled(at: now) }
        return false
    }

    /// Starts whatever motion follows a release (or a hand-off) at `time` with `velocity` points
    /// per second (positive forward).
    ///
    /// The velocity goes to the first part, in the chain order for its direction, that can still
    /// move that way, as friction. A header that snaps gets friction only if the fling would
    /// carry it past its end (then the rest goes on to the list); otherwise it springs to the
    /// end chosen by ``CollapsingHeader/snapTarget(projectedCollapse:velocity:minimumFlingSpeed:)``
    /// from the same velocity. When no part can move, the fling has reached a true end: bounce.
    func launch(velocity: Double, at time: Double) {
        motion = .idle
        guard velocity.isFinite, abs(velocity) >= configuration.flingTolerance.velocity else {
            snapHeaderIfNeeded(velocity: velocity.isFinite ? velocity : 0, at: time)
            return
        }
        for part in order(toward: velocity) {
            let scrollable = scrollable(part)
            guard scrollable.canScroll(toward: velocity) else { continue }
            let fling = makeFling(part, velocity: velocity)
            if part != .list, configuration.snapsHeader {
                let friction = fling.friction
                let bound = velocity > 0 ? scrollable.scrollRange.upperBound : scrollable.scrollRange.lowerBound
                let passes = velocity > 0 ? friction.finalPosition > bound : friction.finalPosition < bound
                if !passes {
                    startSnap(projected: friction.finalPosition, velocity: velocity, at: time)
                    return
                }
            }
            motion = .flinging(part, AnchoredSimulation(fling, startingAt: time))
            return
        }
        startBounce(edge: velocity > 0 ? .bottom : .top, velocity: velocity, at: time)
    }

    /// Settles from a standstill or a slow release: springs back from overscroll, snaps a
    /// part-way header, or flings with `velocity`.
    func settle(velocity: Double, at time: Double) {
        let overscroll = list.position.overscroll
        if overscroll != 0 {
            startBounce(edge: overscroll < 0 ? .top : .bottom, velocity: velocity, at: time)
        } else {
            launch(velocity: velocity, at: time)
        }
    }

    /// Snaps the header if snapping is on and it rests part-way; otherwise comes to rest.
    func snapHeaderIfNeeded(velocity: Double, at time: Double) {
        motion = .idle
        guard configuration.snapsHeader, !header.isAtSnapPoint else { return }
        let projected = makeFriction(startPosition: header.collapse, velocity: velocity).finalPosition
        startSnap(projected: projected, velocity: velocity, at: time)
    }

    /// Springs the header to the end its snap rule picks for a motion that would stop at
    /// `projected` collapse points.
    func startSnap(projected: Double, velocity: Double, at time: Double) {
        let target = header.snapTarget(projectedCollapse: projected, velocity: velocity,
                                       minimumFlingSpeed: configuration.snapFlingSpeed)
        startSnap(to: target, velocity: velocity, at: time)
    }

    /// Springs the header's collapse to `target` from its current value and `velocity`.
    func startSnap(to target: Double, velocity: Double, at time: Double) {
        guard header.collapse != target || velocity != 0 else {
            motion = .idle
            return
        }
        let spring = SpringSimulation(spring: configuration.snapSpring, startPosition: header.collapse,
                                      target: target, velocity: velocity,
                                      tolerance: configuration.springTolerance)
        motion = .snapping(AnchoredSimulation(SettlingSpring(spring), startingAt: time))
    }

    /// Springs the list's overscroll back to 0 at `edge`, starting with `velocity` (a fling that
    /// reached the end carries its speed out past it and back, capped).
    ///
    /// Capped twice: at ``Configuration/maximumBounceSpeed``, and at the speed that swings the
    /// spring one viewport past the end, the most the rubber band ever shows. The second only
    /// holds back viewports under about 122 pt. A list with no viewport (a header as tall as the
    /// pager) shows nothing past its end, so it does not bounce.
    func startBounce(edge: Edge, velocity: Double, at time: Double) {
        let viewport = list.position.viewportLength
        guard configuration.bounces, viewport > 0 else {
            list.setOverscroll(0)
            motion = .idle
            return
        }
        let speed = min(max(velocity, -bounceSpeedCap), bounceSpeedCap)
        let overscroll = list.position.overscroll
        let outward = edge == .top ? speed < 0 : speed > 0
        guard overscroll != 0 || outward else {
            motion = .idle
            return
        }
        let spring = SpringSimulation(spring: configuration.bounceSpring, startPosition: overscroll, target: 0,
                                      velocity: speed, tolerance: configuration.springTolerance)
        motion = .bouncing(edge, AnchoredSimulation(SettlingSpring(spring), startingAt: time))
    }

    /// The fastest a bounce starts: ``Configuration/maximumBounceSpeed``, and the speed that
    /// swings the spring one viewport past the end.
    private var bounceSpeedCap: Double {
        min(configuration.maximumBounceSpeed,
            configuration.bounceSpring.speed(swingingOut: list.position.viewportLength))
    }

    /// A fling of `part` from where it is with `velocity`. It carries the bounce past the part's
    /// bound when that bound is a true end (no other part can take the motion on) and the list
    /// bounces; otherwise it ends at the bound.
    private func makeFling(_ part: Part, velocity: Double) -> BouncingSimulation {
        let scrollable = scrollable(part)
        let handsOn = order(toward: velocity).contains { $0 != part && self.scrollable($0).canScroll(toward: velocity) }
        let bounces = !handsOn && configuration.bounces && list.position.viewportLength > 0
        return BouncingSimulation(startPosition: scrollable.scrollOffset, velocity: velocity,
                                  range: scrollable.scrollRange,
                                  ratePerMillisecond: configuration.decelerationPerMillisecond,
                                  frictionTolerance: configuration.flingTolerance,
                                  spring: bounces ? configuration.bounceSpring : nil,
                                  springTolerance: configuration.springTolerance,
                                  maximumTransferSpeed: bounces ? bounceSpeedCap : .infinity)
    }

    private func makeFriction(startPosition: Double, velocity: Double) -> FrictionSimulation {
        FrictionSimulation(startPosition: startPosition, velocity: velocity,
                           ratePerMillisecond: configuration.decelerationPerMillisecond,
                           tolerance: configuration.flingTolerance)
    }
}
