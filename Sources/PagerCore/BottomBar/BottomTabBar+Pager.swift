/// The bottom bar is the selector of the screens' pager: below the
/// screens, its colours following them. It has no scrolling or motion of its own.
extension BottomTabBar: PagerTabs {
    public var preferredHeight: Double { placement == .header ? Self.headerHeight : Self.height }

    /// From ``wideFrom`` on, a row in a header above the pages; below it, the bar at the bottom.
    /// Without a ``wideFrom`` (or once it is set to nil), the bar at the pager's own position.
    public func adapt(toWidth width: Double) -> BottomBarPager.TabsPosition? {
        guard let wideFrom else {
            placement = .bar
            return nil
        }
        placement = width >= wideFrom ? .header : .bar
        return placement == .header ? .top : .bottom
    }

    public func attach(to pages: any PagingSource, select: @escaping (_ index: Int, _ time: Double) -> Void) {
        selectUnderPager = select
        self.pages = pages
    }

    /// The bar has no motion of its own: this only releases a touchpad pan given to
    /// ``handle(_:)`` whose fingers have lifted by `time`.
    public func advance(to time: Double) { advanceGestures(to: time) }
    /// Whether a touchpad pan given to ``handle(_:)`` waits for its fingers to lift.
    public var isAnimating: Bool { router.needsTime }
    /// Whether no gesture given to ``handle(_:)`` is under way.
    public var isSettled: Bool { !router.isActive }
}

/// A bar takes taps (under a pager, they move the pages; alone, it tells its delegate) and no drags.
extension BottomTabBar: GestureParticipant {
    public func tapGesture(at point: Point, at time: Double) -> Bool { tap(at: point, at: time) }
}
