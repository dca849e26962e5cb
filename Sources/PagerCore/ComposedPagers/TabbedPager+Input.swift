/// Input: one entry for every kind of event, each moving the pages; the selector reads them.
extension TabbedPager {
    /// One input event of any kind, at its own time: a key pages; a wheel's whole notch turns a
    /// page; a touchpad's pan, a pointer's drag or a finger's swipe moves the pages 1:1 and then
    /// flings or springs back, and a tap on a tab goes there. Pointer gestures reach the tabs or
    /// the pages through the pager's own ``GestureRouter``, whose time moves on in
    /// ``advance(to:)``. Returns whether the event was used.
    ///
    /// A ``FrameDriver`` routes pointer, touch and pan events itself (to the participants its
    /// scene lists, the pager's among them) and hands a scene only the rest; a scene then passes
    /// those here. Either way, every kind of input arrives through this one call.
    @discardableResult
    public func handle(_ event: InputEvent) -> Bool {
        switch event.kind {
        case let .key(key, _):
            return handleKey(key, at: event.time)
        case let .wheel(dx, dy, _):
            if routeGesture(event) { return true }
            return handleWheel(dx: dx, dy: dy, modifiers: event.modifiers, at: event.time)
        default:
            return routeGesture(event)
        }
    }

    /// Keyboard paging at `time`, with ``moveAnimation``: as ``PagedView/handle(_:)`` pages for
    /// keys. Returns whether the key was used.
    @discardableResult
    package func handleKey(_ key: Key, at time: Double) -> Bool {
        pagedView.handleKey(key, animation: moveAnimation, at: time)
    }

    /// A wheel's notches at `time`, as ``PagedView/handle(_:)`` pages for them. Returns whether
    /// they were used.
    @discardableResult
    package func handleWheel(dx: Double, dy: Double, modifiers: Modifiers, at time: Double) -> Bool {
        pagedView.handleWheel(dx: dx, dy: dy, modifiers: modifiers, at: time)
    }
}

/// Gesture routing: a press on the selector reaches the selector first (a tap picks a tab and
/// moves the pages there; an overflowing strip scrolls), then the pages, so a drag on a strip
/// that cannot scroll swipes the pages. A press on the page indicator reaches it first: a tap on
/// a mark moves there, a drag swipes the pages under it. Whoever embeds the pager puts its
/// pages' content before it in the chain. Each part takes part as itself: the selector and the
/// indicator read the pages' state, so there is nothing to pass on between steps.
extension TabbedPager: GestureContainer {
    public func collectGestureParticipants(at point: Point, into chain: inout [any GestureParticipant]) {
        if tabs.frame.contains(point) { chain.append(tabs) }
        if let indicator, indicator.frame.contains(point) { chain.append(indicator) }
        pagedView.collectPageParticipants(at: point, into: &chain)
        chain.append(pagedView)
    }
}

/// The pager routes the gestures given to ``TabbedPager/handle(_:)`` through its own router.
extension TabbedPager: OwnsGestureRouter {
    var routerNeedsTime: Bool { router.needsTime }
}
