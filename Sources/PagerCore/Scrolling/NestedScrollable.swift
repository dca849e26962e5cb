/// Something that scrolls along the vertical axis and hands on the part of a movement it cannot
/// use, so scrollables can be chained without special cases.
///
/// This is Flutter's nested-scrolling contract (`applyClampedDragUpdate` "returns the amount of
/// delta that was not used") and Android's `NestedScrollingParent` pre-scroll/post-scroll pair in
/// one method: a drag or a fling offers its movement to each scrollable in turn, and whatever one
/// returns goes to the next. Deltas are in points; positive scrolls forward (the content moves
/// up, towards later rows, as when the pointer moves up).
public protocol NestedScrollable: AnyObject {
    /// The current position in points.
    var scrollOffset: Double { get }
    /// The positions it can take (overscroll is not part of it).
    var scrollRange: ClosedRange<Double> { get }
    /// Moves to `offset`, clamped to ``scrollRange``.
    func setScrollOffset(_ offset: Double)
}

extension NestedScrollable {
    /// Scrolls by as much of `delta` as the range allows.
    /// - Parameter delta: points, positive forward.
    /// - Returns: the part of `delta` not used: exactly 0 when it all fitted, so the next
    ///   scrollable in a chain does not move by rounding noise.
    @discardableResult
    public func consume(_ delta: Double) -> Double {
        let move = ClampedMove(from: scrollOffset, by: delta, within: scrollRange)
        setScrollOffset(move.offset)
        return move.unused
    }

    /// Whether a movement in the direction of `delta` would change the position.
    public func canScroll(toward delta: Double) -> Bool {
        if delta > 0 { return scrollOffset < scrollRange.upperBound }
        if delta < 0 { return scrollOffset > scrollRange.lowerBound }
        return false
    }
}

/// A movement by `delta` from `offset`, stopped at the edge of `range`; what was left over.
///
/// Written once so every scrollable splits a movement the same way: when the result is inside the
/// range the whole delta is used and `unused` is exactly zero; at an edge, `unused` is the delta
/// minus the distance to that edge.
struct ClampedMove: Sendable, Equatable {
    /// Where the movement ends.
    var offset: Double
    /// The part of the delta beyond the edge (same sign as the delta, or 0).
    var unused: Double

    init(from start: Double, by delta: Double, within range: ClosedRange<Double>) {
        guard delta.isFinite, delta != 0 else {
            offset = min(max(start, range.lowerBound), range.upperBound)
            unused = 0
            return
        }
        let target = start + delta
        if target > range.upperBound {
            offset = range.upperBound
            unused = delta - max(0, range.upperBound - start)
        } else if target < range.lowerBound {
            offset = range.lowerBound
            unused = delta - min(0, range.lowerBound - start)
        } else {
            offset = target
            unused = 0
        }
    }
}
