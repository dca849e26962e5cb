/// The pager takes horizontal drags: it claims them unless it is at its first or last page and
/// the drag goes outward, where it only rubber-bands and an outer pager may take the drag
/// instead (a looping pager has no edge). A press outside its frame (on a tab strip above it)
/// catches nothing, so a tab can still be tapped while the pages settle.
extension PagedView: GestureParticipant {
    public func pressGesture(at point: Point, time: Double) -> Bool {
        guard frame.contains(point) else { return false }
        let wasMoving = isAnimating
        press(at: time)
        return wasMoving
    }

    public func dragClaim(axis: Axis, delta: Double) -> DragClaim {
        guard axis == .horizontal else { return .decline }
        // A pointer moving left brings later pages in.
        return isAtEdge(forward: delta < 0) ? .atEdge : .claim
    }

    public func beginDragGesture(axis: Axis, time: Double) { beginDrag(at: time) }
    public func dragGesture(dx: Double, dy: Double, time: Double) { drag(by: dx, at: time) }
    public func endDragGesture(velocityX: Double, velocityY: Double, time: Double) { endDrag(velocityX: velocityX, at: time) }
    public func tapGesture(at point: Point, time: Double) -> Bool { false }
    public func releaseGesture(time: Double) { release(at: time) }
}

/// A pager used alone is its own gesture chain: give it to a ``GestureRouter`` as the container.
extension PagedView: GestureContainer {
    public func collectGestureParticipants(at point: Point, into chain: inout [any GestureParticipant]) {
        chain.append(self)
    }
}
