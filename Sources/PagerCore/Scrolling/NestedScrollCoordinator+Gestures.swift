/// The header-and-list chain takes vertical drags. It claims one when the header or the list can
/// still move that way, and is at its edge otherwise (pulling past the top or the bottom, where
/// it rubber-bands). A press on the header or the list stops a fling, a snap or a bounce there; a
/// press elsewhere on the screen (its tab strip) catches nothing, so the tab can still be tapped.
extension NestedScrollCoordinator: GestureParticipant {
    public func pressGesture(at point: Point, at time: Double) -> Bool {
        let onList = point.y >= list.frame.y && point.y < list.frame.maxY
        guard header.frame.contains(point) || onList else { return false }
        let wasMoving = isMoving
        press(at: time)
        // The row under a press that did not stop the list shows it is pressed until the press
        // ends (a tap selects it; a drag or a cancel gives it up).
        if onList && !wasMoving { list.setPressedRow(at: point, at: time) }
        return wasMoving
    }

    public func dragClaim(axis: Axis, delta: Double) -> DragClaim {
        guard axis == .vertical else { return .decline }
        // A pointer moving up scrolls forward.
        let scroll = -delta
        return header.canScroll(toward: scroll) || list.canScroll(toward: scroll) ? .claim : .atEdge
    }

    public func beginDragGesture(axis: Axis, at time: Double) {
        list.setPressedRow(at: nil, at: time)
        beginDrag(at: time)
    }
    public func dragGesture(dx: Double, dy: Double, at time: Double) { drag(by: dy, at: time) }
    public func endDragGesture(velocityX: Double, velocityY: Double, at time: Double) { endDrag(velocityY: velocityY, at: time) }
    public func tapGesture(at point: Point, at time: Double) -> Bool { tap(at: point, at: time) != nil }
    public func releaseGesture(at time: Double) {
        list.setPressedRow(at: nil, at: time)
        release(at: time)
    }
}
