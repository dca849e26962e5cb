/// Input: one entry for every kind of event a strip used alone takes.
extension TabbedView {
    /// One input event of any kind, at its own time; returns whether the strip used it.
    ///
    /// - A tap (a press and a release with no drag, by the pointer or a finger) on a tab selects
    ///   it and tells the ``delegate``; a drag, a finger's swipe or a touchpad's horizontal pan
    ///   scrolls a strip whose tabs overflow it, and flings on release (a pan is released once
    ///   its fingers have been still for ``TouchpadPan/silenceSeconds``: keep calling
    ///   ``advance(to:)`` while ``isAnimating``). They go through the strip's own
    ///   ``GestureRouter``.
    /// - Keys select a tab as a tap would: Left / Right the neighbour on that side (mirrored for
    ///   right-to-left strips), Home / End the first / last tab.
    /// - Wheel notches are not used (returns `false`): the pages the strip names, or whatever
    ///   lies around it, take them.
    ///
    /// Under a ``TabbedPager`` the pager takes the input instead (``TabbedPager/handle(_:)``).
    @discardableResult
    public func handle(_ event: InputEvent) -> Bool {
        switch event.kind {
        case let .key(key, _):
            return handleKey(key, at: event.time)
        default:
            return routeGesture(event)
        }
    }

    private func handleKey(_ key: Key, at time: Double) -> Bool {
        guard let target = key.selectionTarget(from: selectedIndex, count: tabCount, isRightToLeft: isRightToLeft) else {
            return false
        }
        selectAsTap(target, at: time)
        return true
    }
}

/// A strip used alone is its own gesture chain, and routes what ``TabbedView/handle(_:)`` gets
/// through its own router.
extension TabbedView: GestureContainer {
    public func collectGestureParticipants(at point: Point, into chain: inout [any GestureParticipant]) {
        chain.append(self)
    }
}

extension TabbedView: OwnsGestureRouter {}
