/// A tab strip is the selector of a ``ViewPager``: above the pages, its indicator following them.
extension TabbedView: PagerTabs {
    public var preferredHeight: Double { sizeConfiguration.height }

    public func attach(to pages: any PagingSource, select: @escaping (_ index: Int, _ time: Double) -> Void) {
        wraps = pages.pagingState.wraps
        selectUnderPager = select
        self.pages = pages
    }
}

/// A strip takes part in gesture routing itself: a tap selects a tab (under a pager, it moves the
/// pages there; alone, it tells the delegate), and an overflowing strip claims horizontal drags to
/// scroll. It claims them even at its ends, where it rubber-bands, as a scrolling strip does on
/// phones: a drag on the tabs never turns into a drag of something else.
extension TabbedView: GestureParticipant {
    public func pressGesture(at point: Point, at time: Double) -> Bool {
        guard frame.contains(point) else { return false }
        return press(at: time)
    }

    public func dragClaim(axis: Axis, delta: Double) -> DragClaim {
        axis == .horizontal && isScrollable ? .claim : .decline
    }

    public func beginDragGesture(axis: Axis, at time: Double) { beginDrag(at: time) }
    public func dragGesture(dx: Double, dy: Double, at time: Double) { drag(by: dx, at: time) }
    public func endDragGesture(velocityX: Double, velocityY: Double, at time: Double) { endDrag(velocityX: velocityX, at: time) }
    public func tapGesture(at point: Point, at time: Double) -> Bool { tap(at: point, at: time) }
    public func releaseGesture(at time: Double) { endDrag(velocityX: 0, at: time) }
}
