import ScrollPhysics

/// Owns the vertical gesture of one screen: a ``CollapsingHeader`` over the current page's
/// ``ListView``, moved as one chain so a single drag first collapses the header and then scrolls
/// the list, and a fling carries its momentum across that hand-off in both directions.
///
/// Every movement is offered to the parts in order and each returns what it did not use
/// (``NestedScrollable/consume(_:)``): forward (pointer moving up) the header first, then the
/// list; backward the list first, then the header (Android's `exitUntilCollapsed`), or in
/// ``HeaderScrollMode/enterAlways`` the header first again, or in
/// ``HeaderScrollMode/enterAlwaysCollapsed`` the header's compact bar, then the list, then the
/// rest of the header (on the way back the header then takes part twice: its bar, and the rest
/// of it). What is left
/// after both is overscroll, so the rubber band only ever appears at the true ends: the list's
/// top with the header fully expanded, and the list's bottom.
///
/// A fling is a chain of closed-form phases, each a `BouncingSimulation`: friction over one part
/// until it reaches its bound, at the exact time the simulation gives, then a new friction over the
/// next part starting with the velocity at that instant, and finally, at a true end, the spring
/// past it that the last phase carries.
/// Android's `AppBarLayout` drops that velocity at the hand-off; here it carries on. Because each
/// phase starts at a computed time rather than at whichever frame noticed, any frame rate lands on
/// the same curve. Nothing reads a clock: time arrives as arguments.
///
/// Page switches (``setCurrentList(_:at:)``) follow one rule: the header is shared and stays as
/// it is; each list keeps its own offset, clamped to its own range.
public final class NestedScrollCoordinator {
    /// Tuning; each default names its source.
    public struct Configuration: Sendable {
        /// Whether a header released part-way springs to fully expanded or fully collapsed.
        public var snapsHeader = true
        /// When the header comes back on a backward scroll: the order in which a movement visits
        /// the header and the list.
        public var scrollMode = HeaderScrollMode.exitUntilCollapsed
        /// The header's snap spring: libadwaita's critically damped carousel spring. One that
        /// would never come to rest (`SpringDescription.comesToRest` is false) counts as it.
        public var snapSpring = SpringDescription.pageSnap {
            didSet { if !snapSpring.comesToRest { snapSpring = .pageSnap } }
        }
        /// Release speed in points per second from which the header snaps the way it was moving
        /// (the pages' fling threshold, `PageSnapping.defaultMinimumFlingSpeed`): zero or more
        /// (a negative speed counts as 0, NaN as the default).
        public var snapFlingSpeed = PageSnapping.defaultMinimumFlingSpeed {
            didSet { snapFlingSpeed = snapFlingSpeed.clamped(to: 0...Double.infinity, nan: PageSnapping.defaultMinimumFlingSpeed) }
        }
        /// Whether the true ends rubber-band and fling into a bounce.
        public var bounces = true
        /// The spring that brings an overscrolled list back: Flutter's `ScrollPhysics` default,
        /// `SpringDescription.withDampingRatio(mass: 0.5, stiffness: 100, ratio: 1.1)`. One that
        /// would never come to rest (`SpringDescription.comesToRest` is false) counts as it.
        public var bounceSpring = Configuration.defaultBounceSpring {
            didSet { if !bounceSpring.comesToRest { bounceSpring = Configuration.defaultBounceSpring } }
        }
        /// Flutter's bounce spring, ``bounceSpring``'s default.
        public static let defaultBounceSpring = SpringDescription(dampingRatio: 1.1, mass: 0.5, stiffness: 100)
        /// Fastest fling handed to the bounce spring, in points per second (Flutter's
        /// `BouncingScrollSimulation.maxSpringTransferVelocity`): zero or more (a negative speed
        /// counts as 0, NaN as the default).
        public var maximumBounceSpeed = 5000.0 {
            didSet { maximumBounceSpeed = maximumBounceSpeed.clamped(to: 0...Double.infinity, nan: 5000) }
        }
        /// UIScrollView's rubber-band coefficient; `d` is the list's viewport length. Within
        /// `RubberBand.coefficientRange` (NaN counts as `RubberBand.coefficient`).
        public var rubberBandCoefficient = RubberBand.coefficient {
            didSet { rubberBandCoefficient = RubberBand.sanitised(coefficient: rubberBandCoefficient) }
        }
        /// Velocity kept per millisecond by a fling (UIScrollView `.normal`, 0.998), within
        /// `FrictionSimulation.rateRange` (NaN counts as the default).
        public var decelerationPerMillisecond = FrictionSimulation.normalDecelerationPerMillisecond {
            didSet {
                decelerationPerMillisecond = decelerationPerMillisecond.clamped(
                    to: FrictionSimulation.rateRange, nan: FrictionSimulation.normalDecelerationPerMillisecond)
            }
        }
        /// When a fling counts as stopped: Flutter's scroll tolerance at one pixel per point,
        /// `1 / (0.050 * devicePixelRatio)` points per second (one pixel per 50 ms).
        public var flingTolerance = Tolerance(distance: 1, velocity: 20)
        /// When a spring counts as at rest (then it is placed exactly on its target).
        public var springTolerance = Tolerance.points
        /// Points one wheel notch scrolls, applied at once (not animated): three 33 pt lines,
        /// the usual desktop default (Chromium: 100 px per notch). Zero to 1e6 points (a value
        /// outside counts as the nearer end, NaN as the default).
        public var wheelPointsPerNotch = 100.0 {
            didSet { wheelPointsPerNotch = wheelPointsPerNotch.clamped(to: 0...1e6, nan: 100) }
        }
        /// The default configuration.
        public init() {}
    }

    /// The scrollables in the chain: the header (all of its collapse), its compact bar's stretch
    /// alone (``CollapsingHeaderBar``, only in ``HeaderScrollMode/enterAlwaysCollapsed``), and
    /// the list.
    enum Part: Sendable, Equatable {
        case header, bar, list
    }

    /// The true ends, where overscroll happens.
    enum Edge: Sendable, Equatable {
        /// The list's top with the header fully expanded.
        case top
        /// The list's bottom (with the header collapsed as far as it goes).
        case bottom
    }

    /// What the screen is doing. Each motion is anchored at the absolute time, in seconds, at
    /// which its clock reads 0.
    enum Motion {
        /// At rest.
        case idle
        /// A press holds the content; `caughtMotion` when it stopped something that was moving
        /// (then its release is not a tap on a row).
        case held(caughtMotion: Bool)
        /// Following the pointer; `pull` is the pointer travel past a true end (negative above
        /// the top), before the rubber band.
        case dragging(pull: Double)
        /// Friction over one part (its scroll offset) up to its bound, where it hands on to the
        /// next part or, at a true end, to the bounce its simulation carries.
        case flinging(Part, AnchoredSimulation<BouncingSimulation>)
        /// The header springing to expanded or collapsed (its collapse in points).
        case snapping(AnchoredSimulation<SettlingSpring>)
        /// The list's overscroll springing back to 0 at an edge.
        case bouncing(Edge, AnchoredSimulation<SettlingSpring>)
        /// The list and the header springing back to the top together (``scrollToTop(at:)``):
        /// the spring runs over the sum of their distances, `list` and `header` where they began.
        case scrollingToTop(AnchoredSimulation<SettlingSpring>, list: Double, header: Double)
    }

    /// The shared header.
    public let header: CollapsingHeader
    /// The current page's list: the one the gesture moves.
    public private(set) var list: ListView {
        didSet { list.clock = clock }
    }
    /// Tuning. Its scroll mode also tells the header whether its bar scrolls away.
    public var configuration: Configuration {
        didSet { header.hidesCollapsedBar = configuration.scrollMode.hidesCollapsedBar }
    }
    /// The header's compact bar as a link of its own.
    let bar: CollapsingHeaderBar
    /// Pull to refresh on the lists, if the app wants it (it needs ``Configuration/bounces``:
    /// the pull is the overscroll at the top).
    public var refreshControl: RefreshControl? {
        didSet {
            refreshControl?.clock = clock
            syncRefresh()
        }
    }
    /// The state machine (internal so tests can check phases and their velocities).
    var motion: Motion = .idle
    /// The latest time seen, in seconds (set by ``advance(to:)`` and the input methods): the
    /// time of its ``clock``.
    public var now: Double { clock.time }
    /// The clock the coordinator reads its time from, and hands to the lists it lays out or
    /// scrolls and to its refresh control: its own, or the scene's that a container handed it.
    public var clock = SceneClock() {
        didSet {
            if clock !== oldValue { clock = oldValue.handOver(to: clock) }
            list.clock = clock
            refreshControl?.clock = clock
        }
    }
    /// Routes the pointer, touch and pan events ``handle(_:)`` gets (on a screen whose router
    /// routes them, this one stays idle).
    var router = GestureRouter()

    /// Creates a coordinator for a header and the first page's list.
    public init(header: CollapsingHeader, list: ListView, configuration: Configuration = Configuration()) {
        self.header = header
        self.list = list
        self.configuration = configuration
        bar = CollapsingHeaderBar(header: header)
        header.hidesCollapsedBar = configuration.scrollMode.hidesCollapsedBar
        list.clock = clock
    }

    // MARK: - Reading the state

    /// The header's height in points (the trace's `header`).
    public var headerHeight: Double { header.height }

    /// The current list's offset in points as drawn, overscroll included (the trace's `list`).
    public var listOffset: Double { list.offset }

    /// Speed of whatever is moving on its own, in points per second (positive forward).
    public var velocity: Double {
        switch motion {
        case let .flinging(_, fling): return fling.velocity(at: now)
        case let .snapping(spring), let .bouncing(_, spring), let .scrollingToTop(spring, _, _):
            return spring.velocity(at: now)
        case .idle, .held, .dragging: return 0
        }
    }

    /// Whether a fling, snap or bounce is running.
    public var isMoving: Bool {
        switch motion {
        case .flinging, .snapping, .bouncing, .scrollingToTop: return true
        case .idle, .held, .dragging: return false
        }
    }

    /// Whether frames are needed: something moves, the list's indicator or highlight fades, or
    /// the refresh spinner turns.
    /// Also while a touchpad pan given to ``handle(_:)`` waits for its fingers to lift.
    public var isAnimating: Bool {
        isMoving || list.isAnimating || refreshControl?.isAnimating == true || router.needsTime
    }

    /// Whether a press or drag holds the content.
    public var isInteracting: Bool {
        switch motion {
        case .held, .dragging: return true
        case .idle, .flinging, .snapping, .bouncing, .scrollingToTop: return false
        }
    }

    /// Nothing moves, nothing fades, nothing holds the content (no gesture given to
    /// ``handle(_:)`` is under way) and no refresh shows.
    public var isSettled: Bool {
        if case .idle = motion { return !list.isAnimating && refreshControl?.isIdle != false && !router.isActive }
        return false
    }

    // MARK: - Layout

    /// Places `list` (the current one or a neighbour shown during a page swipe) in
    /// `visibleFrame`, the part of the page below the header and tab strip.
    ///
    /// The list scrolls against the height it has once the header is fully collapsed (its
    /// visible height plus what the header can still give up), as CoordinatorLayout measures a
    /// scrolling child: that length stays constant while the header collapses, so a collapse
    /// never changes the list's range, and the list's last rows come into view exactly when the
    /// header is out of the way. The list reads the coordinator's clock from then on.
    public func layout(_ list: ListView, visibleFrame: Rect) {
        list.clock = clock
        list.setFrame(visibleFrame, viewportLength: visibleFrame.height + header.remainingCollapse)
    }

    // MARK: - Input

    /// The pointer went down on the screen: whatever moves stops exactly where it is (a press on
    /// a moving list catches it, as on iOS).
    package func press(at time: Double) {
        advance(to: time)
        switch motion {
        case .held, .dragging:
            break
        case .idle:
            motion = .held(caughtMotion: false)
        case .flinging, .snapping, .bouncing, .scrollingToTop:
            motion = .held(caughtMotion: true)
        }
    }

    /// A press was released without dragging at `point`. If the press stopped a moving list, that
    /// is all it did; otherwise the row under it is highlighted and reported
    /// (``ListView/onSelectRow``). Either way a header left part-way settles.
    /// - Returns: the selected row, if any.
    @discardableResult
    package func tap(at point: Point, at time: Double) -> Int? {
        advance(to: time)
        guard case let .held(caughtMotion) = motion else {
            release(at: time)
            return nil
        }
        release(at: time)
        return caughtMotion ? nil : list.tap(at: point, at: now)
    }

    /// The press or drag ended without a fling (cancelled, or taken by a horizontal swipe):
    /// settle from here with no velocity.
    package func release(at time: Double) {
        advance(to: time)
        switch motion {
        case .held, .dragging:
            list.setIndicatorHeld(false, at: now)
            refreshControl?.cancelPull(at: now)
            settle(velocity: 0, at: now)
        case .idle, .flinging, .snapping, .bouncing, .scrollingToTop:
            break
        }
        syncRefresh()
    }

    /// The pointer passed the slop vertically: from now on the content follows it.
    package func beginDrag(at time: Double) {
        if case .dragging = motion { return }
        if !isInteracting { press(at: time) }
        clock.advance(to: time)
        let pull = RubberBand.overshoot(forOffset: list.position.overscroll,
                                        dimension: list.position.viewportLength,
                                        coefficient: configuration.rubberBandCoefficient)
        motion = .dragging(pull: pull)
        list.setIndicatorHeld(true, at: now)
    }

    /// The pointer moved `dy` points vertically (positive downwards) during a drag.
    ///
    /// Upwards, the movement unwinds any overscroll at the top, then collapses the header, then
    /// scrolls the list, then pulls past the bottom; downwards the reverse: unwinds the bottom,
    /// scrolls the list back to its top, expands the header, then pulls past the top. The sum of
    /// what the parts moved is exactly the pointer's travel.
    package func drag(by dy: Double, at time: Double) {
        clock.advance(to: time)
        list.advance(to: now)
        guard case var .dragging(pull) = motion, dy.isFinite else { return }
        let before = list.offset
        var delta = -dy
        if pull < 0, delta > 0 {
            let used = min(delta, -pull)
            pull += used
            delta -= used
        } else if pull > 0, delta < 0 {
            let used = max(delta, -pull)
            pull += used
            delta -= used
        }
        if pull == 0, delta != 0 { delta = distribute(delta) }
        if delta != 0, configuration.bounces { pull += delta }
        motion = .dragging(pull: pull)
        list.setOverscroll(banded(pull))
        if list.offset != before { list.noteScrolled(at: now) }
        syncRefresh()
    }

    /// The pointer came up during a drag, moving at `velocityY` points per second (positive
    /// downwards): fling from here, or spring back if the list was pulled past an end.
    package func endDrag(velocityY: Double, at time: Double) {
        clock.advance(to: time)
        guard case let .dragging(pull) = motion else { return release(at: time) }
        list.setIndicatorHeld(false, at: now)
        refreshControl?.releaseDrag(at: now)
        defer { syncRefresh() }
        let velocity = velocityY.isFinite ? -velocityY : 0
        if pull != 0 {
            // Banded content moves slower than the pointer: carry the content's own speed.
            let slope = RubberBand.slope(atOvershoot: pull, dimension: list.position.viewportLength,
                                         coefficient: configuration.rubberBandCoefficient)
            startBounce(edge: pull < 0 ? .top : .bottom, velocity: velocity * slope, at: now)
        } else {
            launch(velocity: velocity, at: now)
        }
    }

    /// A vertical wheel turned by `notches` (positive away from the user: back towards the top).
    ///
    /// Each notch scrolls ``Configuration/wheelPointsPerNotch`` points at once through the same
    /// chain as a drag, so the header collapses first and expands last. A wheel never rubber-bands
    /// (it stops at the ends); running motion stops where it is first. A header left part-way
    /// snaps on in the wheel's direction, so a notch that collapses most of it collapses it all.
    /// A negligible delta (``WheelNotches/smallest``) does nothing, not even stop a fling.
    package func scroll(notches: Double, at time: Double) {
        guard notches.isFinite, !WheelNotches.isNegligible(notches), configuration.wheelPointsPerNotch > 0 else { return }
        advance(to: time)
        let delta = -notches * configuration.wheelPointsPerNotch
        let before = list.offset
        switch motion {
        case .held, .dragging:
            if list.position.overscroll == 0 { distribute(delta) }
        case .idle, .flinging, .snapping, .bouncing, .scrollingToTop:
            var rest = delta
            let overscroll = list.position.overscroll
            if overscroll != 0, (overscroll < 0) == (rest > 0) {
                let used = overscroll < 0 ? min(rest, -overscroll) : max(rest, -overscroll)
                list.setOverscroll(overscroll + used)
                rest -= used
            }
            if list.position.overscroll == 0, rest != 0 { distribute(rest) }
            let remaining = list.position.overscroll
            if remaining != 0 {
                startBounce(edge: remaining < 0 ? .top : .bottom, velocity: 0, at: now)
            } else if configuration.snapsHeader, !header.isAtSnapPoint {
                let stretch = header.snapStretch(containing: header.collapse)
                startSnap(to: delta > 0 ? stretch.upperBound : stretch.lowerBound, velocity: 0, at: now)
            } else {
                motion = .idle
            }
        }
        if list.offset != before { list.noteScrolled(at: now) }
        syncRefresh()
    }

    /// Makes `newList` the one the gesture moves (the pager settled on another page).
    ///
    /// The rule: the header is shared and stays as it is; every list keeps its own offset,
    /// clamped to its own range (so a short list sits at its top right below the header and tab
    /// strip, never under them). Motion that belongs to the old list (a fling, a bounce, a pull
    /// past an end) stops where it is, the pull dropping to the edge; a header fling becomes a
    /// snap with the velocity it had, so momentum never lands on a list the user is not looking
    /// at. A held or dragging pointer keeps its gesture, now on the new list.
    public func setCurrentList(_ newList: ListView, at time: Double) {
        advance(to: time)
        guard newList !== list else { return }
        list.setOverscroll(0)
        list.setIndicatorHeld(false, at: now)
        list = newList
        switch motion {
        case let .flinging(.header, fling), let .flinging(.bar, fling):
            let friction = fling.base.friction
            motion = .idle
            if configuration.snapsHeader, !header.isAtSnapPoint {
                startSnap(projected: friction.finalPosition, velocity: friction.velocity(at: now - fling.startTime),
                          at: now)
            }
        case .flinging(.list, _), .bouncing, .scrollingToTop:
            settle(velocity: 0, at: now)
        case .dragging:
            motion = .dragging(pull: 0)
            list.setIndicatorHeld(true, at: now)
        case .idle, .held, .snapping:
            break
        }
        syncRefresh()
    }

    // MARK: - Chain

    /// The parts in the order a movement toward `delta`'s sign visits them: forward the header
    /// collapses first; backward the list scrolls first (``HeaderScrollMode/exitUntilCollapsed``)
    /// or the header expands first (``HeaderScrollMode/enterAlways``), or the bar comes back,
    /// then the list, then the rest of the header (``HeaderScrollMode/enterAlwaysCollapsed``).
    func order(toward delta: Double) -> [Part] {
        if delta > 0 { return [.header, .list] }
        switch configuration.scrollMode {
        case .exitUntilCollapsed: return [.list, .header]
        case .enterAlways: return [.header, .list]
        case .enterAlwaysCollapsed: return [.bar, .list, .header]
        }
    }

    /// The scrollable playing `part`.
    func scrollable(_ part: Part) -> any NestedScrollable {
        switch part {
        case .header: return header
        case .bar: return bar
        case .list: return list
        }
    }

    /// Offers `delta` to each part in turn.
    /// - Returns: what none of them could use.
    @discardableResult
    func distribute(_ delta: Double) -> Double {
        var rest = delta
        for part in order(toward: delta) where rest != 0 {
            rest = scrollable(part).consume(rest)
        }
        return rest
    }

    /// Tells the refresh control how far the list is pulled past its top now, and whether a
    /// drag holds it.
    func syncRefresh() {
        guard let refreshControl else { return }
        var dragging = false
        if case .dragging = motion { dragging = true }
        refreshControl.follow(distance: -min(list.position.overscroll, 0), dragging: dragging, at: now)
    }

    /// The rubber-banded display of a pull past an end.
    func banded(_ pull: Double) -> Double {
        RubberBand.offset(forOvershoot: pull, dimension: list.position.viewportLength,
                          coefficient: configuration.rubberBandCoefficient)
    }
}
