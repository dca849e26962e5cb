import ScrollPhysics

/// A header that collapses from an expanded height to a collapsed one as the content under it
/// scrolls forward, and expands again once that content is back at its top
/// (Android's `AppBarLayout` with `exitUntilCollapsed`, iOS's large-title navigation bar).
///
/// Its one number is ``collapse``: how many points it has given up, `0...maximumCollapse`. As a
/// ``NestedScrollable`` that number is its scroll offset, so a ``NestedScrollCoordinator`` can
/// hand it the first part of an upward drag and the list the rest. The header itself never reads
/// input or time.
public final class CollapsingHeader: NestedScrollable {
    /// The expanded height a header has unless told otherwise, in points.
    public static let defaultExpandedHeight = 150.0
    /// A compact title bar's height in points (UINavigationBar's compact height).
    public static let defaultCollapsedHeight = 44.0

    /// The title, shown large when expanded and small in the compact bar when collapsed.
    public var title: String
    /// Height when fully expanded, in points.
    public let expandedHeight: Double
    /// Height when fully collapsed, in points: 0 to disappear, or a compact title bar.
    public let collapsedHeight: Double
    /// Top-left corner in window points, each coordinate within ±1e15 (NaN counts as 0).
    public var origin: Point = .zero {
        didSet { origin = Point(x: origin.x.clampedCoordinate(), y: origin.y.clampedCoordinate()) }
    }
    /// Width in points, within 0...1e15 (a value outside counts as the nearer end, NaN as 0).
    public var width: Double = 0 {
        didSet { width = width.clamped(to: 0...Double.largestCoordinate, nan: 0) }
    }
    /// Points collapsed so far, `0...maximumCollapse`: 0 is fully expanded, ``collapseRange`` is
    /// down to the compact bar, and past it (only with ``hidesCollapsedBar``) the bar is
    /// scrolling off the top.
    public private(set) var collapse: Double = 0
    /// Whether, once collapsed to its bar, the header goes on scrolling off the top until nothing
    /// is left (``HeaderScrollMode/enterAlwaysCollapsed``; its coordinator sets this from its
    /// scroll mode). The title's morph still ends at the bar: the bar then slides up whole.
    public var hidesCollapsedBar = false {
        didSet { setCollapse(collapse) }
    }
    /// The colour the header's background runs to at the bottom of the expanded header, or nil
    /// for a plain bar. The gradient scrolls up at half the collapse (a parallax layer behind
    /// the title) and fades out as the header collapses, so the compact bar is plain.
    public var backgroundGradient: Color?
    /// A picture filling the expanded header behind the title, or nil for none: placed by
    /// ``ImageContentMode/fill(focus:)`` over the expanded height, it moves up at
    /// ``parallaxFactor`` of the collapse and fades out as the compact bar takes over
    /// (opacity 1 - ``collapseFraction``), under a scrim that keeps the title at 4.5:1
    /// (``backgroundScrim(theme:)``). Drawn from the images given to
    /// ``draw(into:measurer:theme:images:)``.
    public var backgroundImage: ImageSource?

    /// Creates a fully expanded header.
    /// - Parameters:
    ///   - title: the title.
    ///   - expandedHeight: height when expanded (within 0...1e6; NaN counts as the default).
    ///   - collapsedHeight: height when collapsed (clamped to `0...expandedHeight`; NaN counts
    ///     as the default).
    public init(title: String, expandedHeight: Double = CollapsingHeader.defaultExpandedHeight,
                collapsedHeight: Double = CollapsingHeader.defaultCollapsedHeight) {
        let expanded = expandedHeight.clamped(to: 0...1e6, nan: Self.defaultExpandedHeight)
        self.title = title
        self.expandedHeight = expanded
        self.collapsedHeight = collapsedHeight.clamped(to: 0...expanded, nan: min(Self.defaultCollapsedHeight, expanded))
    }

    /// How far it can collapse down to its compact bar, in points: the title's morph.
    public var collapseRange: Double { expandedHeight - collapsedHeight }

    /// How far it can collapse at all: ``collapseRange``, or the whole expanded height when the
    /// bar scrolls away too (``hidesCollapsedBar``).
    public var maximumCollapse: Double { hidesCollapsedBar ? expandedHeight : collapseRange }

    /// How far it can still collapse, in points.
    public var remainingCollapse: Double { maximumCollapse - collapse }

    /// How much of the compact bar has scrolled off the top, in points (0 unless
    /// ``hidesCollapsedBar``).
    public var hiddenBarHeight: Double { max(0, collapse - collapseRange) }

    /// The current height in points (the trace's `header` value).
    public var height: Double { expandedHeight - collapse }

    /// 0 when expanded, 1 when collapsed to the bar (and while the bar scrolls away): for a
    /// renderer that moves, fades or scales the title.
    public var collapseFraction: Double {
        collapseRange > 0 ? min(collapse / collapseRange, 1) : 0
    }

    /// Where it is on screen, in window points.
    public var frame: Rect { Rect(x: origin.x, y: origin.y, width: width, height: height) }

    /// Whether it is fully expanded.
    public var isExpanded: Bool { collapse <= 0 }

    /// Whether it is collapsed to its compact bar (or further, the bar scrolling away).
    public var isCollapsed: Bool { collapse >= collapseRange }

    /// Whether it rests where a snap would leave it: expanded, at its bar, or (with
    /// ``hidesCollapsedBar``) gone.
    public var isAtSnapPoint: Bool { collapse <= 0 || collapse == collapseRange || collapse >= maximumCollapse }

    /// Sets how many points are collapsed (clamped).
    public func setCollapse(_ points: Double) {
        guard points.isFinite else { return }
        collapse = min(max(points, 0), maximumCollapse)
    }

    /// Sets the collapse as a fraction, 0 expanded to 1 collapsed (clamped).
    public func setCollapseFraction(_ fraction: Double) {
        setCollapse(fraction * collapseRange)
    }

    /// Where a released header should come to rest: an end of the stretch `projectedCollapse`
    /// falls in, fully expanded (0) or collapsed to the bar (``collapseRange``), or, for a bar
    /// that scrolls away, the bar or gone (``maximumCollapse``). Two stretches as Android's
    /// `AppBarLayout.Behavior.snapToChildIfNeeded` (Material Components for Android) snaps an
    /// enterAlwaysCollapsed child: "it actually has two states. We select the state and then snap
    /// within the state".
    ///
    /// A release faster than `minimumFlingSpeed` goes the way it was moving (Flutter's
    /// `PageScrollPhysics` does the same for pages); a slower one goes to the end nearer to where
    /// friction would have stopped it (the WWDC18 projection), which for a release at rest is
    /// simply the nearer end: 40% collapsed expands, 60% collapses.
    /// - Parameters:
    ///   - projectedCollapse: where the motion would stop, in collapse points.
    ///   - velocity: collapse velocity in points per second (positive collapses).
    ///   - minimumFlingSpeed: speed in points per second from which the direction decides.
    /// - Returns: 0, ``collapseRange`` or ``maximumCollapse``.
    public func snapTarget(projectedCollapse: Double, velocity: Double, minimumFlingSpeed: Double) -> Double {
        let stretch = snapStretch(containing: projectedCollapse)
        if abs(velocity) >= minimumFlingSpeed, velocity != 0 {
            return velocity > 0 ? stretch.upperBound : stretch.lowerBound
        }
        let middle = (stretch.lowerBound + stretch.upperBound) / 2
        return projectedCollapse >= middle ? stretch.upperBound : stretch.lowerBound
    }

    /// The stretch between two snap points that `collapse` lies in: `0...collapseRange`, or past
    /// it the bar's `collapseRange...maximumCollapse`.
    public func snapStretch(containing collapse: Double) -> ClosedRange<Double> {
        collapse > collapseRange ? collapseRange...maximumCollapse : 0...collapseRange
    }

    // MARK: - NestedScrollable

    public var scrollOffset: Double { collapse }
    public var scrollRange: ClosedRange<Double> { 0...maximumCollapse }
    public func setScrollOffset(_ offset: Double) { setCollapse(offset) }
}
