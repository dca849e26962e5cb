/// A component that can own a gesture: a pager, a tab strip, a header-and-list chain, a bar.
///
/// The ``GestureRouter`` offers each gesture to the participants under the press, innermost
/// first. Every one of them sees the press (to stop what moves under it); when the drag starts,
/// each says whether it wants it (``dragClaim(axis:delta:)``) and the router gives it to one for
/// its whole life; the others are released. This is how libadwaita's swipe trackers share a
/// drag: a child at its edge declines a drag outward, and its parent takes it, decided once when
/// the drag starts. Times are seconds, as everywhere in the core.
///
/// Every requirement has a default that declines or does nothing, so a participant implements
/// only what it uses: one that only takes taps implements ``tapGesture(at:at:)``.
public protocol GestureParticipant: AnyObject {
    /// A press at `point` began a gesture this participant may get. It stops motion under the
    /// point where it is; returns whether it caught something that was moving (that press is
    /// then not a tap, and its drag goes to this participant first).
    func pressGesture(at point: Point, at time: Double) -> Bool
    /// How much this participant wants a drag that began on `axis`, first moving by `delta`
    /// points along it (pointer direction: positive is right or down).
    func dragClaim(axis: Axis, delta: Double) -> DragClaim
    /// The drag is this participant's from now on.
    func beginDragGesture(axis: Axis, at time: Double)
    /// The drag moved by `dx`, `dy` points.
    func dragGesture(dx: Double, dy: Double, at time: Double)
    /// The drag ended with the pointer's velocity in points per second.
    func endDragGesture(velocityX: Double, velocityY: Double, at time: Double)
    /// A tap at `point` (the press ended without a drag). Returns whether this participant used
    /// it; the router stops offering it then.
    func tapGesture(at point: Point, at time: Double) -> Bool
    /// The gesture ended without this participant owning it (another took the drag or the tap,
    /// or it was cancelled): settle from wherever the press left things.
    func releaseGesture(at time: Double)
}

/// The defaults: catch nothing, decline every drag, use no tap, nothing to settle.
extension GestureParticipant {
    public func pressGesture(at point: Point, at time: Double) -> Bool { false }
    public func dragClaim(axis: Axis, delta: Double) -> DragClaim { .decline }
    public func beginDragGesture(axis: Axis, at time: Double) {}
    public func dragGesture(dx: Double, dy: Double, at time: Double) {}
    public func endDragGesture(velocityX: Double, velocityY: Double, at time: Double) {}
    public func tapGesture(at point: Point, at time: Double) -> Bool { false }
    public func releaseGesture(at time: Double) {}
}

/// A participant's answer when a drag begins.
public enum DragClaim: Sendable, Equatable, Comparable {
    /// Not this participant's axis.
    case decline
    /// Its axis, but it is at its end in that direction: it would only rubber-band, so an outer
    /// participant that can move takes precedence. With none, the innermost at its edge takes it.
    case atEdge
    /// It can move that way.
    case claim
}

/// Something that knows which participants lie under a point: a screen, a ViewPager, a scene.
public protocol GestureContainer: AnyObject {
    /// Appends the participants under `point`, innermost first.
    func collectGestureParticipants(at point: Point, into chain: inout [any GestureParticipant])
    /// The router that routes to this container handled an input or moved its time: `pointer`
    /// is where the pointer or the finger is (nil once a gesture is cancelled or a finger
    /// lifts), `isHeld` whether a gesture is under way. For a container that follows the
    /// pointer (a carousel that holds while hovered); nothing by default.
    func gestureStateChanged(pointer: Point?, isHeld: Bool)
}

extension GestureContainer {
    public func gestureStateChanged(pointer: Point?, isHeld: Bool) {}
}
