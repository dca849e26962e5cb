/// The pager takes drags along its axis (horizontal, or vertical for stacked pages): it claims
/// them unless it is at its first or last page and the drag goes outward, where it only
/// rubber-bands and an outer pager may take the drag instead (a looping pager has no edge). It
/// declines the other axis, so a vertical pager inside a horizontal one hands sideways drags out,
/// and any direction its ``PagedView/swipeDirections`` leave out. A press outside its frame (on a
/// tab strip above it), or on a pager that follows no drags, catches nothing, so a tab can still be tapped while the pages settle.
extension PagedView: GestureParticipant {
    public func pressGesture(at point: Point, at time: Double) -> Bool {
        isPressed = true
        guard frame.contains(point), swipeDirections != .none else { return false }
        let wasMoving = isAnimating
        press(at: time)
        return wasMoving
    }

    public func dragClaim(axis: Axis, delta: Double) -> DragClaim {
        // An empty pager has nothing to drag.
        guard axis == configuration.axis, pageCount > 0 else { return .decline }
        // A pointer moving left (up; right for right-to-left pages) brings later pages in.
        let forward = delta * pointerSign > 0
        guard swipeDirections.allows(forward: forward) else { return .decline }
        return isAtEdge(forward: forward) ? .atEdge : .claim
    }

    public func beginDragGesture(axis: Axis, at time: Double) { beginDrag(at: time) }
    public func dragGesture(dx: Double, dy: Double, at time: Double) {
        drag(by: configuration.axis == .horizontal ? dx : dy, at: time)
    }
    public func endDragGesture(velocityX: Double, velocityY: Double, at time: Double) {
        endDrag(velocityX: configuration.axis == .horizontal ? velocityX : velocityY, at: time)
        isPressed = false
    }
    public func releaseGesture(at time: Double) {
        release(at: time)
        isPressed = false
    }
    /// A second finger took the drag (a pinch): back to the page the drag began on, whatever
    /// the pages were dragged to, as a pinch never turns a page.
    public func cancelDragGesture(at time: Double) {
        cancelDrag(at: time)
        isPressed = false
    }
}

/// A pager used alone is its own gesture chain: ``PagedView/handle(_:)`` routes through its own
/// router with the pager as the container.
extension PagedView: GestureContainer {
    public func collectGestureParticipants(at point: Point, into chain: inout [any GestureParticipant]) {
        collectPageParticipants(at: point, into: &chain)
        chain.append(self)
    }
}

extension PagedView {
    /// Appends the participants of the data source's page under `point` (its controls and its
    /// scrolling, ``Page/collectGestureParticipants(at:in:into:)``): what comes before the pager
    /// in a chain, so a tap on a page's button presses it and a drag it declines swipes.
    public func collectPageParticipants(at point: Point, into chain: inout [any GestureParticipant]) {
        forEachVisiblePage { index, frame in
            guard frame.contains(point), let page = page(at: index) else { return }
            page.collectGestureParticipants(at: point, in: frame, into: &chain)
        }
    }
}
