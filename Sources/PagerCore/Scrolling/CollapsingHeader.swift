/// A header that collapses from an expanded height to a collapsed one as the content under it
/// scrolls forward, and expands again once that content is back at its top
/// (Android's `AppBarLayout` with `exitUntilCollapsed`, iOS's large-title navigation bar).
///
/// Its one number is ``collapse``: how many points it has given up, `0...collapseRange`. As a
/// ``NestedScrollable`` that number is its scroll offset, so a ``NestedScrollCoordinator`` can
/// hand it the first part of an upward drag and the list the rest. The header itself never reads
/// input or time.
public final class CollapsingHeader: NestedScrollable {
    /// The seed's expanded height in points.
    public static let defaultExpandedHeight = 150.0
    /// A compact title bar's height in points (UINavigationBar's compact height).
    public static let defaultCollapsedHeight = 44.0

    /// The title, shown large when expanded and small in the compact bar when collapsed.
    public var title: String
    /// Height when fully expanded, in points.
    public let expandedHeight: Double
    /// Height when fully collapsed, in points: 0 to disappear, or a compact title bar.
    public let collapsedHeight: Double
    /// Top-left corner in window points.
    public var origin: Point = .zero
    /// Width in points.
    public var width: Double = 0
    /// Points collapsed so far, `0...collapseRange`: 0 is fully expanded.
    public private(set) var collapse: Double = 0
    /// The colour the header's background runs to at the bottom of the expanded header, or nil
    /// for a plain bar. The gradient scrolls up at half the collapse (a parallax layer behind
    /// the title) and fades out as the header collapses, so the compact bar is plain.
    public var backgroundGradient: Color?

    /// Creates a fully expanded header.
    /// - Parameters:
    ///   - title: the title.
    ///   - expandedHeight: height when expanded (at least 0).
    ///   - collapsedHeight: height when collapsed (clamped to `0...expandedHeight`).
    public init(title: String, expandedHeight: Double = CollapsingHeader.defaultExpandedHeight,
                collapsedHeight: Double = CollapsingHeader.defaultCollapsedHeight) {
        self.title = title
        self.expandedHeight = max(0, expandedHeight)
        self.collapsedHeight = min(max(0, collapsedHeight), max(0, expandedHeight))
    }

    /// How far it can collapse, in points.
    public var collapseRange: Double { expandedHeight - collapsedHeight }

    /// How far it can still collapse, in points.
    public var remainingCollapse: Double { collapseRange - collapse }

    /// The current height in points (the trace's `header` value).
    public var height: Double { expandedHeight - collapse }

    /// 0 when expanded, 1 when collapsed: for a renderer that moves, fades or scales the title.
    public var collapseFraction: Double {
        collapseRange > 0 ? collapse / collapseRange : 0
    }

    /// Where it is on screen, in window points.
    public var frame: Rect { Rect(x: origin.x, y: origin.y, width: width, height: height) }

    /// Whether it is fully expanded.
    public var isExpanded: Bool { collapse <= 0 }

    /// Whether it is fully collapsed.
    public var isCollapsed: Bool { collapse >= collapseRange }

    /// Sets how many points are collapsed (clamped).
    public func setCollapse(_ points: Double) {
        guard points.isFinite else { return }
        collapse = min(max(points, 0), collapseRange)
    }

    /// Sets the collapse as a fraction, 0 expanded to 1 collapsed (clamped).
    public func setCollapseFraction(_ fraction: Double) {
        setCollapse(fraction * collapseRange)
    }

    /// Where a released header should come to rest: fully expanded (0) or fully collapsed
    /// (``collapseRange``).
    ///
    /// A release faster than `minimumFlingSpeed` goes the way it was moving (Flutter's
    /// `PageScrollPhysics` does the same for pages); a slower one goes to the end nearer to where
    /// friction would have stopped it (the WWDC18 projection), which for a release at rest is
    /// simply the nearer end: 40% collapsed expands, 60% collapses.
    /// - Parameters:
    ///   - projectedCollapse: where the motion would stop, in collapse points.
    ///   - velocity: collapse velocity in points per second (positive collapses).
    ///   - minimumFlingSpeed: speed in points per second from which the direction decides.
    /// - Returns: 0 or ``collapseRange``.
    public func snapTarget(projectedCollapse: Double, velocity: Double, minimumFlingSpeed: Double) -> Double {
        if abs(velocity) >= minimumFlingSpeed, velocity != 0 {
            return velocity > 0 ? collapseRange : 0
        }
        return projectedCollapse >= collapseRange / 2 ? collapseRange : 0
    }

    // MARK: - NestedScrollable

    public var scrollOffset: Double { collapse }
    public var scrollRange: ClosedRange<Double> { 0...collapseRange }
    public func setScrollOffset(_ offset: Double) { setCollapse(offset) }
}
