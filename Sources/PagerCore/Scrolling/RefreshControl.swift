import ScrollPhysics

/// Pull to refresh for the lists a ``NestedScrollCoordinator`` moves (set it as the
/// coordinator's ``NestedScrollCoordinator/refreshControl``).
///
/// The pull is the list's overscroll at its top, which the coordinator only ever makes at the
/// true top: the list at offset 0 and the header fully expanded (a pull first expands the
/// header, in every ``HeaderScrollMode``). Its resistance is the coordinator's rubber band,
/// UIScrollView's `b = (1 - 1 / (x * c / d + 1)) * d` with c = 0.55 (ScrollPhysics' `RubberBand`), so the
/// indicator follows the content's displacement `b`, not the pointer's travel `x`.
///
/// The phases: a drag past the top starts ``Phase/pulling``; once the displacement reaches
/// ``Configuration/threshold`` the control is ``Phase/armed`` (and disarms if pulled back
/// under it); releasing the drag while armed starts ``Phase/refreshing(since:)`` and calls
/// ``onRefresh``; released under the threshold, the indicator follows the content as it springs
/// back and goes away with it. Only a drag arms: a fling that bounces off the top shows no
/// indicator and never refreshes, and a cancelled press (the window lost focus, a sideways
/// swipe took the gesture) does not refresh either. While refreshing, the indicator spins at a
/// fixed place (``Configuration/restingDistance`` below the list's top) until the app calls
/// ``endRefreshing(at:)``, or anyone calls ``cancelRefreshing(at:)`` (which tells ``onCancel``);
/// then it shrinks away over ``Configuration/endDuration``. Under ``reducesMotion`` the spinner
/// stands still and the end is immediate.
///
/// Time arrives as arguments; nothing reads a clock.
public final class RefreshControl {
    /// Tuning; the defaults are Android's SwipeRefreshLayout's, named on each. The threshold is
    /// kept within 1...1e6 points, the distances within 0...1e6, the revolution within
    /// 0.001...3600 seconds and the end within 0...3600; a value outside counts as the nearer
    /// end, NaN as the default.
    public struct Configuration: Sendable {
        /// The displacement past the top, in points, from which a release refreshes:
        /// SwipeRefreshLayout's `DEFAULT_CIRCLE_TARGET`, 64 dp.
        public var threshold = 64.0 {
            didSet { threshold = threshold.clamped(to: 1...1e6, nan: 64) }
        }
        /// Where the spinner's centre rests below the list's top while refreshing, in points:
        /// half the threshold, so it sits in the middle of the gap a pull to the threshold opens.
        public var restingDistance = 32.0 {
            didSet { restingDistance = restingDistance.clamped(to: 0...1e6, nan: 32) }
        }
        /// The indicator's diameter in points: SwipeRefreshLayout's `CIRCLE_DIAMETER`, 40 dp.
        public var diameter = 40.0 {
            didSet { diameter = diameter.clamped(to: 0...1e6, nan: 40) }
        }
        /// Seconds for one turn of the spinner: the Material indeterminate spinner's 1332 ms
        /// cycle (`CircularProgressDrawable.ANIMATION_DURATION`).
        public var revolution = 1.332 {
            didSet { revolution = revolution.clamped(to: 0.001...3600, nan: 1.332) }
        }
        /// Seconds the indicator takes to shrink away after a refresh ends:
        /// SwipeRefreshLayout's `SCALE_DOWN_DURATION`, 150 ms.
        public var endDuration = 0.15 {
            didSet { endDuration = endDuration.clamped(to: 0...3600, nan: 0.15) }
        }
        /// The default configuration.
        public init() {}
    }

    /// What the control is doing.
    public enum Phase: Sendable, Equatable {
        /// Nothing shows.
        case idle
        /// The list is pulled past its top (or springing back from a pull) by less than the
        /// threshold; a release now does not refresh.
        case pulling
        /// A drag holds the list past the threshold; releasing it refreshes.
        case armed
        /// The app is working; `since` is when the release started it, in seconds.
        case refreshing(since: Double)
        /// The refresh ended at `since`; the indicator shrinks away.
        case ending(since: Double)
    }

    /// Tuning.
    public var configuration: Configuration
    /// Reduced motion: the spinner does not turn and the indicator goes at once when a refresh
    /// ends.
    public var reducesMotion = false
    /// Called once when a release starts a refresh: the app starts its work and calls
    /// ``endRefreshing(at:)`` when it is done.
    public var onRefresh: (() -> Void)?
    /// Called when ``cancelRefreshing(at:)`` stops a refresh that was running: the app stops
    /// its work.
    public var onCancel: (() -> Void)?
    /// The phase.
    public private(set) var phase: Phase = .idle
    /// The content's displacement past the list's top, in points, as last reported (0 when the
    /// list is not pulled).
    public private(set) var pullDistance = 0.0
    /// The latest time seen, in seconds: the time of its ``clock``.
    public var now: Double { clock.time }
    /// The clock the control reads its time from: its own, or its coordinator's (the scene's).
    public var clock = SceneClock() {
        didSet { if clock !== oldValue { clock = oldValue.handOver(to: clock) } }
    }
    /// When the latest refresh started (the spinner keeps turning from there while it shrinks).
    private var refreshStart = 0.0

    /// Creates a control.
    public init(configuration: Configuration = Configuration()) {
        self.configuration = configuration
    }

    /// Whether the app's work is running (the trace's `refreshing`).
    public var isRefreshing: Bool {
        if case .refreshing = phase { return true }
        return false
    }

    /// Whether the control needs frames by itself: the spinner turns, or the indicator shrinks.
    public var isAnimating: Bool {
        switch phase {
        case .refreshing: return !reducesMotion
        case .ending: return true
        case .idle, .pulling, .armed: return false
        }
    }

    /// Whether nothing shows and nothing runs.
    public var isIdle: Bool { phase == .idle }

    // MARK: - Driven by the coordinator

    /// The list's top displacement is `distance` points at `time`; `dragging` when a drag holds
    /// it (only a drag starts a pull or arms).
    func follow(distance: Double, dragging: Bool, at time: Double) {
        clock.advance(to: time)
        pullDistance = distance.isFinite ? max(0, distance) : 0
        switch phase {
        case .idle:
            if dragging, pullDistance > 0 { phase = pullDistance >= configuration.threshold ? .armed : .pulling }
        case .pulling, .armed:
            if dragging {
                phase = pullDistance >= configuration.threshold ? .armed : .pulling
            } else if pullDistance == 0 {
                phase = .idle
            } else {
                phase = .pulling
            }
        case .refreshing:
            break
        case let .ending(since):
            if reducesMotion || now - since >= configuration.endDuration { phase = .idle }
        }
    }

    /// The drag holding the list was released at `time`: an armed pull starts the refresh.
    func releaseDrag(at time: Double) {
        clock.advance(to: time)
        guard phase == .armed else { return }
        phase = .refreshing(since: now)
        refreshStart = now
        onRefresh?()
    }

    /// The press was cancelled at `time` (not released by the user): a pull never refreshes.
    func cancelPull(at time: Double) {
        clock.advance(to: time)
        if phase == .armed { phase = .pulling }
    }

    /// Moves the end animation to `time`.
    func advance(to time: Double) {
        clock.advance(to: time)
        if case let .ending(since) = phase, reducesMotion || now - since >= configuration.endDuration {
            phase = pullDistance > 0 ? .pulling : .idle
        }
    }

    // MARK: - Called by the app

    /// The app's work is done: the indicator shrinks away (at once under reduced motion).
    /// Does nothing unless a refresh is running.
    public func endRefreshing(at time: Double) {
        clock.advance(to: time)
        guard isRefreshing else { return }
        phase = reducesMotion ? .idle : .ending(since: now)
    }

    /// Stops a running refresh as ``endRefreshing(at:)`` does, and tells ``onCancel`` so the
    /// work stops too (the user pressed Escape, the page went away).
    public func cancelRefreshing(at time: Double) {
        guard isRefreshing else { return }
        endRefreshing(at: time)
        onCancel?()
    }

    // MARK: - Geometry

    /// How the indicator shows at the latest time: nil when it does not.
    public struct Indicator: Sendable, Equatable {
        /// Distance of its centre below the list's top, in points.
        public var centreDistance: Double
        /// Its size as a fraction of ``Configuration/diameter`` (1 but while it shrinks away).
        public var scale: Double
        /// How far the pull has come to the threshold, 0...1 (1 once armed or refreshing).
        public var progress: Double
        /// The spinner's arc: where it starts, in turns clockwise from the top.
        public var rotation: Double
        /// The arc's length in turns.
        public var sweep: Double
    }

    /// The indicator at the latest time.
    ///
    /// Pulling: centre at `b / 2` below the list's top (the middle of the gap the pull opens),
    /// progress `min(b / threshold, 1)`, an arc of `0.8 × progress` turns starting at
    /// `progress / 2`. Refreshing: centre at the resting distance, a 0.75-turn arc starting at
    /// `(t - since) / revolution` turns (0 under reduced motion). Ending: as refreshing (still
    /// turning from the refresh's start), scaled by `1 - (t - since) / endDuration`.
    public var indicator: Indicator? {
        let c = configuration
        switch phase {
        case .idle:
            return nil
        case .pulling, .armed:
            guard pullDistance > 0 else { return nil }
            let progress = c.threshold > 0 ? min(pullDistance / c.threshold, 1) : 1
            return Indicator(centreDistance: pullDistance / 2, scale: 1, progress: progress,
                             rotation: progress / 2, sweep: 0.8 * progress)
        case let .refreshing(since):
            return Indicator(centreDistance: c.restingDistance, scale: 1, progress: 1,
                             rotation: spin(since: since), sweep: 0.75)
        case let .ending(since):
            let scale = c.endDuration > 0 ? max(0, 1 - (now - since) / c.endDuration) : 0
            return Indicator(centreDistance: c.restingDistance, scale: scale, progress: 1,
                             rotation: spin(since: refreshStart), sweep: 0.75)
        }
    }

    /// Turns of the spinner `now - since` seconds into a refresh (the fraction of one turn).
    private func spin(since: Double) -> Double {
        guard !reducesMotion, configuration.revolution > 0 else { return 0 }
        let turns = (now - since) / configuration.revolution
        return turns - turns.rounded(.down)
    }
}
