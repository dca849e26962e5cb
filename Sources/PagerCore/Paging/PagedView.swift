import ScrollPhysics

/// Told once when a move asked for with a completion ends: `true` when the pages came to rest on
/// its target, `false` when something took over first.
public typealias MoveCompletion = (_ finished: Bool) -> Void

/// Told when the pager comes to rest on a different page than before.
public protocol PagedViewDelegate: AnyObject {
    /// The pager has settled on `index` at `time` (the pager's time when it came to rest);
    /// called exactly once per completed move.
    func didMoveToPage(index: Int, at time: Double)
}

/// Horizontal paging with iOS-quality motion: 1:1 drag, least-squares fling, a closed-form spring
/// that starts from the release velocity, rubber banding at the ends, and animations that a new
/// touch catches where they are. Optionally it loops, and pages can be inserted and removed at
/// any moment.
///
/// The pager is a state machine over one number, a fractional visual position; pixels are
/// derived from it on every layout, so a resize never loses the page, even mid-swipe. Time comes
/// in through events and ``advance(to:)``; nothing here reads a clock.
public final class PagedView: PagingSource {
    /// Tuning; each default names its source.
    public struct Configuration: Sendable {
        /// Fling threshold and pages per fling.
        public var snapping = PageSnapping()
        /// The settle spring (libadwaita's carousel spring by default). One that would never
        /// come to rest (`SpringDescription.comesToRest` is false: no stiffness or no damping)
        /// counts as `SpringDescription.pageSnap`.
        public var spring = SpringDescription.pageSnap {
            didSet { if !spring.comesToRest { spring = .pageSnap } }
        }
        /// UIScrollView's rubber-band coefficient, within `RubberBand.coefficientRange` (NaN
        /// counts as `RubberBand.coefficient`).
        public var rubberBandCoefficient = RubberBand.coefficient {
            didSet { rubberBandCoefficient = RubberBand.sanitised(coefficient: rubberBandCoefficient) }
        }
        /// After a wheel notch turns a page, further notches are ignored this long (libadwaita):
        /// zero or more seconds (a negative time counts as 0, NaN as the default 0.15).
        public var wheelLockoutSeconds = 0.150 {
            didSet { wheelLockoutSeconds = wheelLockoutSeconds.clamped(to: 0...Double.infinity, nan: 0.150) }
        }
        /// Whether the pages wrap around: past the last comes the first, both ways, for ever.
        public var isLooping = false
        /// The furthest, in pages, the settle after a release may swing past its target page.
        /// Half a page: any further and the spring would show more of the page beyond its
        /// target than of the target, so the settle would look like a move to another page, and
        /// past the first or last page it would leave the rubber band. It bounds the release
        /// speed in pages per second, which the pointer's points per second divided by a tiny
        /// page width can make any size (at 1 pt wide the tracker's 8000 pt/s cap is 8000
        /// pages/s, and the spring would swing 93 pages). From a page width of about 186 pt the
        /// tracker's own cap is the smaller one, so it changes nothing there. Zero to 1000 pages
        /// (a value outside counts as the nearer end, NaN as 0.5).
        public var maximumReleaseSwing = 0.5 {
            didSet { maximumReleaseSwing = maximumReleaseSwing.clamped(to: 0...1000, nan: 0.5) }
        }
        /// The axis the pages lie along: side by side, or stacked (`"orientation": "vertical"`).
        public var axis = Axis.horizontal
        /// Whether later pages lie to the left (right-to-left languages); horizontal only.
        public var isRightToLeft = false
        /// Points between two pages (Compose's `pageSpacing`): zero to 1e15 (a value outside
        /// counts as the nearer end, NaN as 0).
        public var pageSpacing = 0.0 {
            didSet { pageSpacing = pageSpacing.clamped(to: 0...Double.largestCoordinate, nan: 0) }
        }
        /// Points of each neighbour in view at the sides, the current page centred between
        /// (Compose's `contentPadding`, Flutter's `viewportFraction`); at most a quarter of the
        /// pager's length (a negative peek counts as 0, NaN as 0).
        public var peek = 0.0 {
            didSet { peek = peek.clamped(to: 0...Double.largestCoordinate, nan: 0) }
        }
        /// The default configuration.
        public init() {}

        /// The fastest a release may start the settle, in pages per second (see
        /// ``maximumReleaseSwing``): 43 for the default spring.
        public var maximumReleaseSpeed: Double { spring.speed(swingingOut: maximumReleaseSwing) }
    }

    enum Motion {
        case idle
        /// Caught by a press mid-animation; waits to see whether a drag follows.
        case held
        /// Following the pointer; `raw` is the unbanded position, `originSlot` where it started.
        case dragging(raw: Double, originSlot: Int)
        /// Springing (or moving along a timing curve) to an integer slot.
        case settling(AnchoredSimulation<PageSettle>)
    }

    /// Receives `didMoveToPage(index:at:)` (a ``ViewPager`` is the delegate of its pages).
    public weak var delegate: PagedViewDelegate?
    /// Tuning.
    public let configuration: Configuration
    /// Reduced motion (the desktop's accessibility setting): moves the program makes (keys, tab
    /// taps, wheel notches) change the page at once and cross-fade from the old one over
    /// ``crossFadeSeconds`` instead of sliding. Drags still follow the pointer and settle as
    /// usual: that motion is the user's own.
    public var reducesMotion = false
    /// How long the cross-fade of a reduced-motion move lasts.
    public static let crossFadeSeconds = 0.15
    /// Which ways the pages follow drags and touchpad pans (``SwipeDirections``); both by
    /// default. Off for a direction, a drag that way is declined (an outer pager takes it) and
    /// a drag the other way stops at the page it started from; off for both, a press does not
    /// catch a running move either, so taps, keys, the wheel and code are the only ways to move.
    public var swipeDirections = SwipeDirections.both
    /// The page faded out after a reduced-motion move, and since when.
    var fade: (page: Int, startTime: Double)? { didSet { stateChanges &+= 1 } }
    /// Where the pager sits in the window, in points. A new width mid-settle keeps the spring's
    /// position and speed in pages and re-expresses its rest tolerance for the new page width.
    /// Kept finite, within ±1e15, never negative in size.
    public var frame: Rect {
        get { layout.frame }
        set {
            let before = layout.stride
            layout.frame = newValue.sanitised
            if layout.stride != before { retolerateSpring() }
            stateChanges &+= 1
        }
    }
    /// The number of pages; none for an empty pager.
    public var pageCount: Int { storedPageCount }
    /// ``pageCount``, stored.
    var storedPageCount: Int { didSet { stateChanges &+= 1 } }
    /// The page the pager last came to rest on; changes only when a move completes (or when
    /// pages are inserted or removed before it, which shifts its index). 0 for an empty pager.
    public var currentPage: Int { storedCurrentPage }
    /// ``currentPage``, stored.
    var storedCurrentPage: Int { didSet { stateChanges &+= 1 } }

    /// Slot `i` shows logical page `strip.page(atSlot: i)`; logical pages are indices, except
    /// that a looping pager lets them run past both ends (the page shown is the index modulo
    /// the count).
    var strip: PageStrip { didSet { stateChanges &+= 1 } }
    /// Where the slots lie in the frame.
    private var layout: PageLayout
    var visual: Double = 0 { didSet { stateChanges &+= 1 } }
    var motion: Motion = .idle { didSet { stateChanges &+= 1 } }
    /// Counts the changes to what the pages' state and their page updates are derived from:
    /// the position, the motion, the strip, the pages, the frame, the fade and the router.
    private(set) var stateChanges = 0
    /// ``pagingState`` as of ``stateChanges``.
    private var stateMemo: (changes: Int, state: PagingState)?
    /// The clock the pages read their time from: their own, or the scene's that a container
    /// handed them (a selector attached to the pages reads it too).
    public var clock: SceneClock {
        get { sceneClock }
        set { if newValue !== sceneClock { sceneClock = sceneClock.handOver(to: newValue) } }
    }
    private var sceneClock = SceneClock()
    var now: Double { sceneClock.time }
    private var lastWheelPageTime = -Double.infinity
    /// Routes the pointer, touch and pan events ``handle(_:)`` gets (an outer router, a tabbed
    /// pager's or a driver's, routes them itself, and this one stays idle).
    var router = GestureRouter() { didSet { stateChanges &+= 1 } }
    /// Told once when the move under way ends or is interrupted (``moveToPage(at:animation:at:completion:)``).
    private var moveCompletion: MoveCompletion?
    private let maximumReleaseSpeed: Double
    /// The pages made from the data source, and their appearance (``PagedView+Pages``).
    let pageCache = PageCache()
    /// How many ``performBatchUpdates(_:)`` calls are under way (the pages wait for the last).
    var batchDepth = 0

    /// Creates a pager.
    /// - Parameters:
    ///   - pageCount: how many pages; none makes an empty pager (a feed whose content has not
    ///     come yet), which shows no page and grows as pages are inserted.
    ///   - initialPage: the page shown first.
    ///   - configuration: tuning.
    public init(pageCount: Int, initialPage: Int = 0, configuration: Configuration = Configuration()) {
        self.storedPageCount = max(0, pageCount)
        let page = min(max(initialPage, 0), max(1, pageCount) - 1)
        self.storedCurrentPage = page
        self.strip = PageStrip(anchoredAt: page)
        self.configuration = configuration
        self.maximumReleaseSpeed = configuration.maximumReleaseSpeed
        self.layout = PageLayout(axis: configuration.axis, isRightToLeft: configuration.isRightToLeft,
                                 requestedPeek: configuration.peek, spacing: configuration.pageSpacing)
    }

    // MARK: - Reading the state

    /// Whether the pages wrap around.
    public var isLooping: Bool { configuration.isLooping }

    /// Whether the pages actually wrap: a looping pager with two pages or more. A one-page loop
    /// has no other page to come round to, so it is laid out, drawn and dragged like a single
    /// page (once, springing back from a swipe), while its page stays page 0 on every lap.
    var wraps: Bool { isLooping && pageCount > 1 }

    /// Which way the pages move for a pointer moving right or down: -1 when that brings earlier
    /// pages in, +1 for right-to-left pages.
    var pointerSign: Double { layout.pointerSign }

    /// The continuous position in pages (1.5 is halfway between pages 1 and 2); a tab strip
    /// follows this. An exact integer at rest. A looping pager reports it modulo the page count,
    /// in `0 ..< pageCount`, so it drops by `pageCount` where it wraps (the only jump).
    public var position: Double {
        let count = pageCount
        return Self.position(logical: strip.logical(atVisual: visual), count: count,
                             wraps: configuration.isLooping && count > 1)
    }

    /// The position of logical page position `logical` among `count` pages (modulo the count
    /// when the pages `wraps`).
    private static func position(logical: Double, count: Int, wraps: Bool) -> Double {
        guard wraps else { return logical }
        let count = Double(count)
        let wrapped = logical - count * (logical / count).rounded(.down)
        return wrapped >= count ? 0 : wrapped
    }

    /// The logical pages the screen shows side by side, ascending: the current page at rest, and
    /// during a long jump the page it started from and its target (and a page it was redirected
    /// from), between which the pages are skipped. A looping pager's logical pages run on past
    /// its count (page n + 2 is index 2 one lap on).
    public var anchors: [Int] { strip.anchors }

    /// Where the pages are, for the selectors that show them (``PagingState``): the position,
    /// the target page, and during a long jump the pages on screen within one lap (a jump of a
    /// looping pager across its wrap has anchors on two laps and is left unspliced).
    public var pagingState: PagingState {
        let changes = stateChanges
        if let memo = stateMemo, memo.changes == changes { return memo.state }
        let state = currentPagingState
        stateMemo = (changes, state)
        return state
    }

    private var currentPagingState: PagingState {
        // The stored state read once: each read of a class's property may be a checked access.
        let strip = self.strip, visual = self.visual, count = pageCount
        let looping = configuration.isLooping
        let wraps = looping && count > 1
        let logical = targetLogicalPage(strip: strip, visual: visual, count: count, wraps: wraps)
        return PagingState(position: Self.position(logical: strip.logical(atVisual: visual), count: count, wraps: wraps),
                           selectedIndex: Self.index(ofLogical: logical, count: count, looping: looping),
                           pageCount: count, wraps: looping, splice: lapSplice(of: strip.anchors, count: count))
    }

    /// ``anchors`` within one lap, or none: kept from the last reading while the anchors are
    /// the same (every frame of a settle), so reading the state allocates nothing then.
    private func lapSplice(of anchors: [Int], count: Int) -> [Int] {
        guard anchors.count > 1 else { return [] }
        if anchors == spliceMemo.anchors && count == spliceMemo.count { return spliceMemo.splice }
        let lap = { (page: Int) in page >= 0 ? page / count : -((-page - 1) / count) - 1 }
        var splice: [Int] = []
        if anchors.allSatisfy({ lap($0) == lap(anchors[0]) }) {
            let shift = lap(anchors[0]) * count
            splice = shift == 0 ? anchors : anchors.map { $0 - shift }
        }
        spliceMemo = (anchors, count, splice)
        return splice
    }
    private var spliceMemo: (anchors: [Int], count: Int, splice: [Int]) = ([], 0, [])

    /// Speed of the content in page widths per second (positive towards later pages).
    public var velocity: Double {
        if case let .settling(spring) = motion { return spring.velocity(at: now) }
        return 0
    }

    /// The page the pager is heading for: the spring's target while settling, else the nearest.
    public var targetPage: Int {
        if let memo = stateMemo, memo.changes == stateChanges { return memo.state.selectedIndex }
        let strip = self.strip, count = pageCount
        let looping = configuration.isLooping
        return Self.index(ofLogical: targetLogicalPage(strip: strip, visual: visual, count: count, wraps: looping && count > 1),
                          count: count, looping: looping)
    }

    private var targetLogicalPage: Int {
        let count = pageCount
        return targetLogicalPage(strip: strip, visual: visual, count: count, wraps: configuration.isLooping && count > 1)
    }

    /// The logical page the pages head for, from the state given (read once by the caller).
    private func targetLogicalPage(strip: PageStrip, visual: Double, count: Int, wraps: Bool) -> Int {
        switch motion {
        case .idle: return strip.page(atSlot: Int(visual.rounded()))
        case let .settling(spring): return strip.page(atSlot: Int(spring.base.target.rounded()))
        case .held, .dragging:
            let range = Self.slotRange(strip: strip, count: count, wraps: wraps)
            return strip.page(atSlot: Int(min(max(visual.rounded(), range.lowerBound), range.upperBound).rounded()))
        }
    }

    /// Whether frames are needed: a spring or a cross-fade runs, or a touchpad pan given to
    /// ``handle(_:)`` waits for its fingers to lift.
    public var isAnimating: Bool {
        if case .settling = motion { return true }
        return fade != nil || router.needsTime || shownPagesAreAnimating
    }

    /// The page a reduced-motion move left, drawn over the new one at `opacity` (1 at the move,
    /// 0 at its end), while the cross-fade lasts.
    public var crossFade: (page: Int, opacity: Double)? {
        guard let fade else { return nil }
        let progress = (now - fade.startTime) / Self.crossFadeSeconds
        guard progress < 1 else { return nil }
        // Ease out: most of the change early, as a fade in a reduced-motion interface does.
        let remaining = 1 - max(0, progress)
        return (fade.page, remaining * remaining)
    }

    /// Whether a press that reached the pages in gesture routing has not ended yet (it holds a
    /// carousel's auto-advance, even at rest).
    public internal(set) var isPressed = false

    /// Whether the pointer is holding or dragging the pages.
    public var isInteracting: Bool {
        switch motion {
        case .held, .dragging: return true
        case .idle, .settling: return false
        }
    }

    /// At rest on a page: nothing moves, nothing fades and nothing holds it (no gesture given
    /// to ``handle(_:)`` is under way).
    public var isSettled: Bool {
        if case .idle = motion { return fade == nil && !router.isActive }
        return false
    }

    /// Where the spring is going, as a page, while one runs (for the motion inspector).
    public var springTarget: Int? {
        if case .settling = motion { return targetPage }
        return nil
    }

    /// Whether the pages are at their first (`forward == false`) or last page, so a drag further
    /// that way has nowhere to go. Never true for a looping pager.
    public func isAtEdge(forward: Bool) -> Bool {
        guard !isLooping else { return false }
        let position = strip.logical(atVisual: visual)
        return forward ? position >= Double(pageCount - 1) - 1e-9 : position <= 1e-9
    }

    // MARK: - Input

    /// A press landed on the pages: catch any running animation exactly where it is.
    package func press(at time: Double) {
        defer { updatePages() }
        clock.advance(to: time)
        if case let .settling(spring) = motion {
            visual = spring.position(at: now)
            motion = .held
            endMove(finished: false)
        }
    }

    /// A press ended without becoming a drag (or the gesture was cancelled): settle from here.
    package func release(at time: Double) {
        defer { updatePages() }
        clock.advance(to: time)
        switch motion {
        case .held, .dragging:
            settle(toSlot: nearestSlot(visual.rounded()), velocity: 0)
        case .idle, .settling:
            break
        }
    }

    /// The drag was taken away (a pinch began): settle back to the slot it began on.
    package func cancelDrag(at time: Double) {
        defer { updatePages() }
        clock.advance(to: time)
        guard case let .dragging(_, origin) = motion else { return release(at: time) }
        settle(toSlot: origin, velocity: 0)
    }

    /// The pointer passed the slop horizontally: the pages follow it from now on.
    package func beginDrag(at time: Double) {
        defer { updatePages() }
        press(at: time)
        let raw = RubberBand.unclamp(visual, from: slotRange, dimension: 1,
                                     coefficient: configuration.rubberBandCoefficient)
        motion = .dragging(raw: raw, originSlot: nearestSlot(visual.rounded()))
        endMove(finished: false)
    }

    /// The pointer moved `dx` points along the pages' axis during a drag (rightwards or
    /// downwards positive); the content moves 1:1 with it, with resistance past the first and
    /// last page.
    package func drag(by dx: Double, at time: Double) {
        defer { updatePages() }
        clock.advance(to: time)
        guard case let .dragging(raw, origin) = motion, layout.stride > 0, dx.isFinite else { return }
        // A pointer flung far outside the window cannot take the pages further than a few
        // screens; keeps every number finite whatever the input.
        let lowest = Double(origin) - (swipeDirections.allows(forward: false) ? 1e6 : 0)
        let highest = Double(origin) + (swipeDirections.allows(forward: true) ? 1e6 : 0)
        let newRaw = min(max(raw + layout.pointerSign * dx / layout.stride, lowest), highest)
        motion = .dragging(raw: newRaw, originSlot: origin)
        visual = RubberBand.clamp(newRaw, to: slotRange, dimension: 1,
                                  coefficient: configuration.rubberBandCoefficient)
    }

    /// The pointer was released during a drag with velocity `velocityX` along the pages' axis
    /// (points per second, pointer direction): pick the page and spring to it from this
    /// position and speed.
    package func endDrag(velocityX: Double, at time: Double) {
        defer { updatePages() }
        clock.advance(to: time)
        guard case let .dragging(raw, origin) = motion else { return release(at: time) }
        let width = max(layout.stride, 1)
        // The page is picked with the pointer's own speed (a flick is a flick at any width);
        // the spring starts no faster than the release cap, applied before the band's slope so
        // a release deep in the band, where the slope is small, cannot still carry a huge speed
        // in pages out past the band.
        var slotVelocity = velocityX.isFinite ? layout.pointerSign * velocityX / width : 0
        var springVelocity = clampedReleaseSpeed(slotVelocity)
        let range = slotRange
        // Banded content moves slower than the pointer; carry the content's own speed.
        if raw < range.lowerBound || raw > range.upperBound {
            let overshoot = raw < range.lowerBound ? raw - range.lowerBound : raw - range.upperBound
            let slope = RubberBand.slope(atOvershoot: overshoot, dimension: 1,
                                         coefficient: configuration.rubberBandCoefficient)
            slotVelocity *= slope
            springVelocity *= slope
        }
        // Snap among the slots around the origin that hold real pages.
        let reach = configuration.snapping.maximumPagesPerFling + 2
        let lowest = max(swipeDirections.allows(forward: false) ? origin - reach : origin,
                         Int(max(range.lowerBound, -1e9).rounded()))
        let highest = min(swipeDirections.allows(forward: true) ? origin + reach : origin,
                          Int(min(range.upperBound, 1e9).rounded()))
        let target = configuration.snapping.targetPage(
            position: visual - Double(lowest), velocity: slotVelocity, pageLength: width,
            originPage: origin - lowest, pageCount: highest - lowest + 1) + lowest
        settle(toSlot: target, velocity: springVelocity)
    }

    /// Moves to page `index` at `time`, animated with the spring from the current position and
    /// velocity, or at once. A jump over several pages shows the target as the current page's
    /// neighbour and moves one page width. The direction comes from the indices; a looping pager
    /// also takes `pageCount` (or -1) to mean "the first page, forwards" (or "the last,
    /// backwards"), and clamps a further index to those two. Other pagers clamp the index to
    /// their pages; in an empty pager a move ends at once, unfinished. A move asked for mid-move carries
    /// on from the position and its speed, but never so fast that the spring would take the pages
    /// past the first or last page.
    ///
    /// `time` is when the move is asked for (the tap's or the key's time): the spring starts
    /// then, so the first move after an idle spell animates from its first frame.
    public func moveToPage(at index: Int, animated: Bool = true, at time: Double) {
        moveToPage(at: index, animation: animated ? .default : .none, at: time)
    }

    /// Moves to page `index` as ``moveToPage(at:animated:at:)`` does, with `animation` (a
    /// spring, a timing curve or none) instead of the pager's spring, and tells `completion`
    /// once: `true` when the pages come to rest on the target, `false` when something takes
    /// over first (a press that catches the pages, a drag, another move). A move to the page
    /// the pages rest on completes at once. Under ``reducesMotion`` an animated move cross-fades
    /// as any does.
    public func moveToPage(at index: Int, animation: PageAnimation, at time: Double,
                           completion: MoveCompletion? = nil) {
        defer { updatePages() }
        clock.advance(to: time)
        beginMove(completion)
        let anchorSlot = Int(visual.rounded())
        let nearest = strip.page(atSlot: anchorSlot)
        let logicalTarget: Int
        if wraps {
            // Beyond -1 and pageCount (the last page backwards, the first forwards) is clamped.
            logicalTarget = nearest - self.index(ofLogical: nearest) + min(max(index, -1), pageCount)
        } else {
            logicalTarget = min(max(index, 0), pageCount - 1)
        }
        moveToLogicalPage(logicalTarget, animation: animation)
    }

    /// Moves one page forwards or backwards at `time` from where the pager is heading (keys,
    /// wheel), so repeated presses stack; a looping pager wraps.
    public func moveByOnePage(forward: Bool, at time: Double) {
        moveByOnePage(forward: forward, animation: .default, at: time)
    }

    /// Moves one page as ``moveByOnePage(forward:at:)`` does, with `animation`, telling
    /// `completion` as ``moveToPage(at:animation:at:completion:)`` does.
    public func moveByOnePage(forward: Bool, animation: PageAnimation, at time: Double,
                              completion: MoveCompletion? = nil) {
        defer { updatePages() }
        clock.advance(to: time)
        beginMove(completion)
        let target = targetLogicalPage + (forward ? 1 : -1)
        moveToLogicalPage(wraps ? target : min(max(target, 0), pageCount - 1), animation: animation)
    }

    private func moveToLogicalPage(_ page: Int, animation: PageAnimation) {
        // An empty pager has no page to go to: the move ends at once, unfinished.
        guard pageCount > 0 else { return endMove(finished: false) }
        let animated = animation.isAnimated
        if animated && reducesMotion && !isInteracting {
            let shown = index(ofLogical: strip.page(atSlot: Int(visual.rounded())))
            moveToLogicalPage(page, animation: .none)
            if index(ofLogical: page) != shown { fade = (shown, now) }
            return
        }
        // The new strip keeps the two pages on screen as anchors and adds the target, so the
        // logical position (which tabs follow) and its speed carry on. Beside the two, the
        // picture carries on too; between them (a redirect in the middle of a long jump) the
        // target takes the place of the one on its side of the position.
        let logical = strip.logical(atVisual: visual)
        let lowSlot = visual.rounded(.down)
        let low = strip.page(atSlot: Int(lowSlot))
        let high = visual == lowSlot ? low : strip.page(atSlot: Int(lowSlot) + 1)
        let slotVelocity = velocity
        let logicalVelocity = slotVelocity * Double(strip.pageSpan(atVisual: visual))
        // Past the first or last page (rubber band) the strip carries on one page a slot anyway.
        strip = PageStrip(pages: [low, high, page].filter { wraps || ($0 >= 0 && $0 < pageCount) })
        visual = strip.visual(forLogical: logical)
        let carried = logicalVelocity / Double(strip.pageSpan(atVisual: visual))
        let targetSlot = strip.slot(of: page) ?? 0
        if !animated {
            visual = Double(targetSlot)
            if case .dragging = motion {
                motion = .dragging(raw: visual, originSlot: targetSlot)
                endMove(finished: true)
            } else {
                finish()
            }
            return
        }
        settle(toSlot: targetSlot, velocity: redirectVelocity(carried, screenVelocity: slotVelocity, toSlot: targetSlot),
               animation: animation)
    }

    /// The speed in slots a move starts its spring with, from `carried` (the logical speed in the
    /// new strip's slots): on screen no faster than the pages moved before (`screenVelocity`) or
    /// than a release may start a settle, since a slot that spans fewer pages than before turns
    /// the same logical speed into more slots a second; and slow enough that the spring never
    /// takes the pages past the first or last page (nor further past it than they are), where
    /// the screen would show no page.
    private func redirectVelocity(_ carried: Double, screenVelocity: Double, toSlot slot: Int) -> Double {
        let cap = max(abs(screenVelocity), maximumReleaseSpeed)
        let capped = min(max(carried, -cap), cap)
        guard !wraps, capped != 0 else { return capped }
        let range = slotRange
        let allowed = min(range.lowerBound, visual) - 1e-9...max(range.upperBound, visual) + 1e-9
        func staysInside(_ velocity: Double) -> Bool {
            let reach = SpringSimulation(spring: configuration.spring, startPosition: visual, target: Double(slot),
                                         velocity: velocity, tolerance: restTolerance).reach
            return allowed.contains(reach.lowerBound) && allowed.contains(reach.upperBound)
        }
        guard !staysInside(capped) else { return capped }
        // The positions are affine in the speed, so the speeds whose swing stays inside form an
        // interval; it holds zero unless the spring overshoots from rest. Bisect towards zero.
        var inside = 0.0, outside = 1.0
        for _ in 0..<60 {
            let mid = (inside + outside) / 2
            if staysInside(mid * capped) { inside = mid } else { outside = mid }
        }
        return inside * capped
    }

    /// Re-aims a running settle at `slot` after the pages changed under it, carrying `velocity`
    /// no faster than a release may start a settle and slow enough to stay within the pages
    /// (``redirectVelocity(_:screenVelocity:toSlot:)``): a spring crossing thousands of slots of a
    /// loop has a speed that, aimed at the one page a removal left, would swing hundreds of pages
    /// past it.
    func resettle(toSlot slot: Int, carrying velocity: Double) {
        settle(toSlot: slot, velocity: redirectVelocity(velocity, screenVelocity: 0, toSlot: slot))
    }

    /// A wheel or touchpad scrolled horizontally by `notches`: one page per notch, then a short
    /// lock-out so one flick of a free-spinning wheel does not race through every page. A
    /// negligible delta (``WheelNotches/smallest``) is no turn.
    package func scroll(notches: Double, at time: Double) {
        defer { updatePages() }
        clock.advance(to: time)
        guard !WheelNotches.isNegligible(notches), notches.isFinite, now - lastWheelPageTime >= configuration.wheelLockoutSeconds else { return }
        lastWheelPageTime = now
        moveByOnePage(forward: notches > 0, at: now)
    }

    /// Advances running animations to `time` (seconds); call once per frame. A touchpad pan given
    /// to ``handle(_:)`` whose fingers have lifted by then is released first.
    public func advance(to time: Double) {
        defer { updatePages() }
        advanceGestures(to: time)
        clock.advance(to: time)
        advanceShownPages(to: now)
        if fade != nil && crossFade == nil { fade = nil }
        guard case let .settling(spring) = motion else { return }
        visual = spring.position(at: now)
        if spring.isDone(at: now) { finish() }
    }

    // MARK: - Layout

    /// Calls `body` for each page at least partly inside ``frame``, with the page's frame
    /// (smaller than the pager's when neighbours peek in), in slot order.
    public func forEachVisiblePage(_ body: (_ index: Int, _ frame: Rect) -> Void) {
        forEachVisiblePageWithOffset { index, frame, _ in body(index, frame) }
    }

    /// ``forEachVisiblePage(_:)`` with each page's offset from the viewport in pages (negative:
    /// before the one in view), continuous as the pages move.
    public func forEachVisiblePageWithOffset(_ body: (_ index: Int, _ frame: Rect, _ offset: Double) -> Void) {
        let changes = stateChanges
        if visibleMemo.changes != changes {
            // Taken out while filled, so the buffer has one owner and is reused, not copied.
            var pages = visibleMemo.pages
            visibleMemo.pages = []
            pages.removeAll(keepingCapacity: true)
            collectVisiblePages(into: &pages)
            visibleMemo = (changes, pages)
        }
        // A copy: `body` may read the pager (and so fill the memo again), never move it.
        let pages = visibleMemo.pages
        for page in pages { body(page.index, page.frame, page.offset) }
    }

    /// A page in view, as ``forEachVisiblePageWithOffset(_:)`` gives it.
    struct VisiblePage {
        var index: Int
        var frame: Rect
        var offset: Double
    }

    /// The pages in view as of ``stateChanges``, in slot order.
    private var visibleMemo: (changes: Int, pages: [VisiblePage]) = (-1, [])

    private func collectVisiblePages(into pages: inout [VisiblePage]) {
        // The stored state read once.
        let layout = self.layout, frame = layout.frame, visual = self.visual
        guard layout.pageLength > 0, frame.width > 0, frame.height > 0, visual.isFinite else { return }
        let strip = self.strip, count = pageCount, looping = configuration.isLooping
        let wraps = looping && count > 1
        let offsets = layout.visibleOffsets
        let first = Int((visual + offsets.lowerBound).rounded(.down))
        let last = Int((visual + offsets.upperBound).rounded(.up))
        for slot in first...max(first, last) {
            let logical = strip.page(atSlot: slot)
            guard wraps || (logical >= 0 && logical < count) else { continue }
            let pageFrame = layout.pageFrame(atOffset: Double(slot) - visual)
            if pageFrame.intersects(frame) {
                pages.append(VisiblePage(index: Self.index(ofLogical: logical, count: count, looping: looping),
                                         frame: pageFrame, offset: Double(slot) - visual))
            }
        }
    }

    // MARK: - Private

    /// Visual slots that hold real pages (outside them the rubber band applies); unbounded
    /// for a looping pager.
    var slotRange: ClosedRange<Double> {
        let count = pageCount
        return Self.slotRange(strip: strip, count: count, wraps: configuration.isLooping && count > 1)
    }

    private static func slotRange(strip: PageStrip, count: Int, wraps: Bool) -> ClosedRange<Double> {
        guard !wraps else { return -Double.infinity...Double.infinity }
        guard count > 0 else { return 0...0 }
        return strip.visual(forLogical: 0)...strip.visual(forLogical: Double(count - 1))
    }

    func nearestSlot(_ slot: Double) -> Int {
        let range = slotRange
        return Int(min(max(slot, range.lowerBound), range.upperBound).rounded())
    }

    /// The page index a logical page shows.
    private func index(ofLogical logical: Int) -> Int {
        Self.index(ofLogical: logical, count: pageCount, looping: configuration.isLooping)
    }

    private static func index(ofLogical logical: Int, count: Int, looping: Bool) -> Int {
        guard count > 0 else { return 0 }
        guard looping else { return min(max(logical, 0), count - 1) }
        let wrapped = logical % count
        return wrapped < 0 ? wrapped + count : wrapped
    }

    func settle(toSlot slot: Int, velocity: Double, animation: PageAnimation = .default) {
        let target = Double(slot)
        if visual == target && velocity == 0 {
            finish()
            return
        }
        let settle: PageSettle
        switch animation {
        case let .timing(curve, duration) where duration > 0:
            settle = PageSettle(motion: .timed(TimedSimulation(curve: curve, startPosition: visual, target: target,
                                                               duration: duration)))
        case let .spring(response, ratio):
            settle = PageSettle(motion: .spring(SpringSimulation(
                spring: SpringDescription(response: response, dampingRatio: ratio.isFinite ? max(ratio, 0.05) : 1),
                startPosition: visual, target: target, velocity: velocity, tolerance: restTolerance)))
        case .default, .timing, .none:
            settle = PageSettle(motion: .spring(SpringSimulation(spring: configuration.spring, startPosition: visual,
                                                                 target: target, velocity: velocity,
                                                                 tolerance: restTolerance)))
        }
        motion = .settling(AnchoredSimulation(settle, startingAt: now))
    }

    /// Half a point and 10 pt/s, in slots of the current stride.
    private var restTolerance: Tolerance { .points(per: max(layout.stride, 1)) }

    /// A release speed in pages per second within ``Configuration/maximumReleaseSpeed``.
    private func clampedReleaseSpeed(_ velocity: Double) -> Double {
        min(max(velocity, -maximumReleaseSpeed), maximumReleaseSpeed)
    }

    /// The running spring, from where it is now, judged at rest by the tolerance for the current
    /// width: a spring started at 1 pt wide would otherwise snap half a page at once after the
    /// window grew.
    private func retolerateSpring() {
        guard case let .settling(spring) = motion else { return }
        motion = .settling(spring.retolerated(restTolerance, at: now))
    }

    /// Comes to rest exactly on the page in the current slot and reports a completed move.
    func finish() {
        let page = index(ofLogical: strip.page(atSlot: Int(visual.rounded())))
        strip = PageStrip(anchoredAt: page)
        visual = 0
        motion = .idle
        if page != currentPage {
            storedCurrentPage = page
            pageCache.callbacks.append(.moved(index: page, time: now))
        }
        endMove(finished: true)
    }

    /// A new move begins: the one under way is interrupted, and `completion` waits for this one.
    private func beginMove(_ completion: MoveCompletion?) {
        endMove(finished: false)
        moveCompletion = completion
    }

    /// Owes the waiting completion its answer, once (told when the state is whole, it may start
    /// another move).
    func endMove(finished: Bool) {
        guard let completion = moveCompletion else { return }
        moveCompletion = nil
        pageCache.callbacks.append(.completion(completion, finished: finished))
    }
}
