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

    // Hand-off, pinches and double taps: for a participant that pans inside a container that
    // moves too (a zoomed photo in a pager). The defaults keep a drag whole and take neither.

    /// The drag this participant owns moved by `dx`, `dy` points: it moves by what it can and
    /// returns the rest, which the router hands to the next participant out that takes the
    /// rest's axis, in the same gesture (a zoomed picture panned to its edge passes the rest of
    /// the drag to the pages). By default it calls ``dragGesture(dx:dy:at:)`` and keeps it all.
    func consumeDragGesture(dx: Double, dy: Double, at time: Double) -> DragRest
    /// Whether this participant takes a two-finger gesture whose fingers' centre is at `centre`.
    func pinchClaim(at centre: Point) -> Bool
    /// A pinch began with its fingers' centre at `centre` (it takes over any drag this
    /// participant owned).
    func beginPinchGesture(at centre: Point, at time: Double)
    /// The fingers' centre is at `centre`, their distance `scale` times what it was when the
    /// pinch began.
    func pinchGesture(centre: Point, scale: Double, at time: Double)
    /// A finger lifted: the pinch is over (the finger still down, if any, drags on:
    /// ``beginDragGesture(axis:at:)`` follows at once).
    func endPinchGesture(at time: Double)
    /// A second tap at `point` within ``DoubleTap/seconds`` and ``DoubleTap/radius`` of the one
    /// before (which was delivered as a tap at once: single taps are never delayed). Returns
    /// whether this participant used it; if none does, it is delivered as a tap.
    func doubleTapGesture(at point: Point, at time: Double) -> Bool
    /// The drag this participant owns was taken away by a second finger (a pinch): go back to
    /// where the drag began, as a pinch never turns a page. By default ``releaseGesture(at:)``.
    func cancelDragGesture(at time: Double)
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
    public func consumeDragGesture(dx: Double, dy: Double, at time: Double) -> DragRest {
        dragGesture(dx: dx, dy: dy, at: time)
        return DragRest()
    }
    public func pinchClaim(at centre: Point) -> Bool { false }
    public func beginPinchGesture(at centre: Point, at time: Double) {}
    public func pinchGesture(centre: Point, scale: Double, at time: Double) {}
    public func endPinchGesture(at time: Double) {}
    public func doubleTapGesture(at point: Point, at time: Double) -> Bool { false }
    public func cancelDragGesture(at time: Double) { releaseGesture(at: time) }
}

/// What a participant did not use of a drag's movement, in points (pointer direction).
public struct DragRest: Sendable, Equatable {
    /// Left over along x.
    public var dx: Double
    /// Left over along y.
    public var dy: Double

    /// A rest of `dx`, `dy` (none by default).
    public init(dx: Double = 0, dy: Double = 0) {
        self.dx = dx
        self.dy = dy
    }

    /// The rest along `axis`.
    public func along(_ axis: Axis) -> Double { axis == .horizontal ? dx : dy }
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
