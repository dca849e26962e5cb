/// Keys and wheels: each moves the pages, and the selector follows from them.
extension TabbedPager {
    /// Keyboard paging at `time`: Left / Right, PageUp / PageDown, Home / End, and digits 1-9
    /// (0 = tenth). Returns whether the key was used. Repeated presses stack from the page being
    /// moved to.
    @discardableResult
    public func handleKey(_ key: Key, time: Double) -> Bool {
        switch key {
        case .right, .pageDown: pagedView.moveByOnePage(forward: true, time: time)
        case .left, .pageUp: pagedView.moveByOnePage(forward: false, time: time)
        case .home: pagedView.moveToPage(at: 0, time: time)
        case .end: pagedView.moveToPage(at: pagedView.pageCount - 1, time: time)
        default:
            guard let digit = key.digit else { return false }
            pagedView.moveToPage(at: digit == 0 ? 9 : digit - 1, time: time)
        }
        followPages()
        return true
    }

    /// A wheel event: horizontal notches (or shift + vertical) page one page a notch.
    /// Returns whether it was used (not for a negligible delta, ``WheelNotches/smallest``).
    @discardableResult
    public func handleWheel(dx: Double, dy: Double, modifiers: Modifiers, at time: Double) -> Bool {
        let notches = modifiers.contains(.shift) ? -dy : dx
        guard !WheelNotches.isNegligible(notches) else { return false }
        pagedView.scroll(notches: notches, at: time)
        followPages()
        return true
    }
}

/// Gesture routing: a press on the selector reaches the selector first (a tap picks a tab; an
/// overflowing strip scrolls), then the pages, so a drag on a strip that cannot scroll swipes
/// the pages. Whoever embeds the pager puts its pages' content before it in the chain. Both take
/// part through the pager, which tells the selector after every step, so the selection is the
/// pages' target between frames too.
extension TabbedPager: GestureContainer {
    public func collectGestureParticipants(at point: Point, into chain: inout [any GestureParticipant]) {
        if tabs.frame.contains(point) { chain.append(SelectorParticipant(pager: self)) }
        chain.append(PagesParticipant(pager: self))
    }

    /// The selector as it takes part for its pager: its taps move the pages.
    private final class SelectorParticipant: GestureParticipant {
        unowned let pager: TabbedPager
        init(pager: TabbedPager) { self.pager = pager }

        func pressGesture(at point: Point, time: Double) -> Bool { pager.tabs.press(at: time) }
        func dragClaim(axis: Axis, delta: Double) -> DragClaim {
            axis == .horizontal && pager.tabs.isScrollable ? .claim : .decline
        }
        func beginDragGesture(axis: Axis, time: Double) { pager.tabs.beginDrag(at: time) }
        func dragGesture(dx: Double, dy: Double, time: Double) { pager.tabs.drag(by: dx, at: time) }
        func endDragGesture(velocityX: Double, velocityY: Double, time: Double) {
            pager.tabs.endDrag(velocityX: velocityX, at: time)
        }
        func tapGesture(at point: Point, time: Double) -> Bool { pager.tapTab(at: point, time: time) }
        func releaseGesture(time: Double) { pager.tabs.endDrag(velocityX: 0, at: time) }
    }

    /// The pages as they take part for their pager: as a lone ``PagedView`` does, and then the
    /// selector hears where they are.
    private final class PagesParticipant: GestureParticipant {
        unowned let pager: TabbedPager
        init(pager: TabbedPager) { self.pager = pager }
        private var pages: PagedView { pager.pagedView }

        func pressGesture(at point: Point, time: Double) -> Bool {
            defer { pager.followPages() }
            return pages.pressGesture(at: point, time: time)
        }
        func dragClaim(axis: Axis, delta: Double) -> DragClaim { pages.dragClaim(axis: axis, delta: delta) }
        func beginDragGesture(axis: Axis, time: Double) {
            pages.beginDragGesture(axis: axis, time: time)
            pager.followPages()
        }
        func dragGesture(dx: Double, dy: Double, time: Double) {
            pages.dragGesture(dx: dx, dy: dy, time: time)
            pager.followPages()
        }
        func endDragGesture(velocityX: Double, velocityY: Double, time: Double) {
            pages.endDragGesture(velocityX: velocityX, velocityY: velocityY, time: time)
            pager.followPages()
        }
        func tapGesture(at point: Point, time: Double) -> Bool { false }
        func releaseGesture(time: Double) {
            pages.releaseGesture(time: time)
            pager.followPages()
        }
    }
}
