/// Keys and wheels: each moves the pages, and the selector follows from them.
extension TabbedPager {
    /// Keyboard paging at `time`: Left / Right, PageUp / PageDown, Home / End, and digits 1-9
    /// (0 = tenth); Up / Down too for stacked pages. Returns whether the key was used. Repeated
    /// presses stack from the page being moved to.
    @discardableResult
    public func handleKey(_ key: Key, time: Double) -> Bool {
        let vertical = pagedView.configuration.axis == .vertical
        // Left and Right go to the page on that side: the previous one for right-to-left pages.
        let rightIsForward = !pagedView.configuration.isRightToLeft || vertical
        let animation = moveAnimation
        switch key {
        case .pageDown: pagedView.moveByOnePage(forward: true, animation: animation, time: time)
        case .pageUp: pagedView.moveByOnePage(forward: false, animation: animation, time: time)
        case .right: pagedView.moveByOnePage(forward: rightIsForward, animation: animation, time: time)
        case .left: pagedView.moveByOnePage(forward: !rightIsForward, animation: animation, time: time)
        case .down where vertical: pagedView.moveByOnePage(forward: true, animation: animation, time: time)
        case .up where vertical: pagedView.moveByOnePage(forward: false, animation: animation, time: time)
        case .home: pagedView.moveToPage(at: 0, animation: animation, time: time)
        case .end: pagedView.moveToPage(at: pagedView.pageCount - 1, animation: animation, time: time)
        default:
            guard let digit = key.digit else { return false }
            pagedView.moveToPage(at: digit == 0 ? 9 : digit - 1, animation: animation, time: time)
        }
        return true
    }

    /// A wheel event: horizontal notches (or shift + vertical) page one page a notch; stacked
    /// pages take vertical notches (a notch up is the page before).
    /// Returns whether it was used (not for a negligible delta, ``WheelNotches/smallest``).
    @discardableResult
    public func handleWheel(dx: Double, dy: Double, modifiers: Modifiers, at time: Double) -> Bool {
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
