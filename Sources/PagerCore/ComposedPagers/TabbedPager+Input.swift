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
            if route(event) { return true }
            return handleWheel(dx: dx, dy: dy, modifiers: event.modifiers, at: event.time)
        default:
            return route(event)
        }
    }

    /// Routes through a copy of the router, so a delegate that reads the pager while a gesture
    /// is routed (``isSettled``) reads the state from before the event.
    private func route(_ event: InputEvent) -> Bool {
        var copy = router
        defer { router = copy }
        return copy.handle(event, in: self)
    }

    /// Keyboard paging at `time`: Left / Right, PageUp / PageDown, Home / End, and digits 1-9
    /// (0 = tenth); Up / Down too for stacked pages. Returns whether the key was used. Repeated
    /// presses stack from the page being moved to.
    @discardableResult
    package func handleKey(_ key: Key, at time: Double) -> Bool {
        let vertical = pagedView.configuration.axis == .vertical
        // Left and Right go to the page on that side: the previous one for right-to-left pages.
        let rightIsForward = !pagedView.configuration.isRightToLeft || vertical
        let animation = moveAnimation
        switch key {
        case .pageDown: pagedView.moveByOnePage(forward: true, animation: animation, at: time)
        case .pageUp: pagedView.moveByOnePage(forward: false, animation: animation, at: time)
        case .right: pagedView.moveByOnePage(forward: rightIsForward, animation: animation, at: time)
        case .left: pagedView.moveByOnePage(forward: !rightIsForward, animation: animation, at: time)
        case .down where vertical: pagedView.moveByOnePage(forward: true, animation: animation, at: time)
        case .up where vertical: pagedView.moveByOnePage(forward: false, animation: animation, at: time)
        case .home: pagedView.moveToPage(at: 0, animation: animation, at: time)
        case .end: pagedView.moveToPage(at: pagedView.pageCount - 1, animation: animation, at: time)
        default:
            guard let digit = key.digit else { return false }
            pagedView.moveToPage(at: digit == 0 ? 9 : digit - 1, animation: animation, at: time)
        }
        return true
    }

    /// A wheel event: horizontal notches (or shift + vertical) page one page a notch; stacked
    /// pages take vertical notches (a notch up is the page before).
    /// Returns whether it was used (not for a negligible delta, ``WheelNotches/smallest``).
    @discardableResult
    package func handleWheel(dx: Double, dy: Double, modifiers: Modifiers, at time: Double) -> Bool {
        let vertical = pagedView.configuration.axis == .vertical
        // A notch to the right shows what is to the right: the page before, right to left.
        let rightward = pagedView.configuration.isRightToLeft ? -dx : dx
        let notches = vertical || modifiers.contains(.shift) ? -dy : rightward
        guard !WheelNotches.isNegligible(notches) else { return false }
        pagedView.scroll(notches: notches, at: time)
        return true
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
        chain.append(pagedView)
    }
}
