/// The bottom bar is the selector of the screens' pager (seed 001, docs/seeds.md): below the
/// screens, its colours following them. It has no scrolling of its own.
extension BottomTabBar: PagerTabs {
    public var preferredHeight: Double { placement == .header ? Self.headerHeight : Self.height }

    /// From ``wideFrom`` on, a row in a header above the pages; below it, the bar at the bottom.
    public func adapt(toWidth width: Double) -> BottomBarPager.TabsPosition? {
        guard let wideFrom else { return nil }
        placement = width >= wideFrom ? .header : .bar
        return placement == .header ? .top : .bottom
    }

    public func follow(position: Double, anchors: [Int], selectedIndex: Int) {
        select(selectedIndex)
        follow(position: position)
    }

    public func attachToPager(looping: Bool) {}

    public func tabTapped(at point: Point, time: Double) -> Int? {
        guard let index = itemIndex(at: point) else { return nil }
        select(index)
        return index
    }

    public func advance(to time: Double) {}
    public var isAnimating: Bool { false }
    public var isSettled: Bool { true }
}

/// A bar used alone takes taps (telling its delegate) and no drags.
extension BottomTabBar: GestureParticipant {
    public func pressGesture(at point: Point, time: Double) -> Bool { false }
    public func dragClaim(axis: Axis, delta: Double) -> DragClaim { .decline }
    public func beginDragGesture(axis: Axis, time: Double) {}
    public func dragGesture(dx: Double, dy: Double, time: Double) {}
    public func endDragGesture(velocityX: Double, velocityY: Double, time: Double) {}
    public func tapGesture(at point: Point, time: Double) -> Bool { tap(at: point) }
    public func releaseGesture(time: Double) {}
}
