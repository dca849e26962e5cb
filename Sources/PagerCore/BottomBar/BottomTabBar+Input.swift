/// Input: one entry for every kind of event a bar used alone takes.
extension BottomTabBar {
    /// One input event of any kind, at its own time; returns whether the bar used it.
    ///
    /// - A tap (a press and a release with no drag, by the pointer or a finger) on an item
    ///   selects it and tells the ``delegate``. Pointer, touch and touchpad-pan events go through
    ///   the bar's own ``GestureRouter`` and are used, though the bar takes no drags.
    /// - Keys select an item as a tap would: Left / Right the neighbour on that side (mirrored
    ///   for right-to-left bars), Home / End the first / last item.
    /// - Wheel notches are not used (returns `false`).
    ///
    /// Under a ``BottomBarPager`` the pager takes the input instead (``TabbedPager/handle(_:)``).
    @discardableResult
    public func handle(_ event: InputEvent) -> Bool {
        guard case let .key(key, _) = event.kind else { return routeGesture(event) }
        guard let target = key.selectionTarget(from: selectedIndex, count: items.count, isRightToLeft: isRightToLeft) else {
            return false
        }
        selectAsTap(target, at: event.time)
        return true
    }
}

/// A bar used alone is its own gesture chain, and routes what ``BottomTabBar/handle(_:)`` gets
/// through its own router.
extension BottomTabBar: GestureContainer {
    public func collectGestureParticipants(at point: Point, into chain: inout [any GestureParticipant]) {
        chain.append(self)
    }
}

extension BottomTabBar: OwnsGestureRouter {}
