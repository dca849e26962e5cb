/// Recognises pointer gestures and routes each to the participant that owns it.
///
/// Written once for every pager, strip, list and bar, so that no screen decides by hand who gets
/// a drag. The chain under the press (innermost first, from a ``GestureContainer``) is fixed for
/// the gesture's life:
/// - the press goes to all of them, so whatever moves under the pointer stops;
/// - when the drag starts (past the slop, its axis locked), the owner is: the innermost that
///   caught a motion and does not decline the axis; else the innermost that can move that way
///   (``DragClaim/claim``); else the innermost at its edge (it rubber-bands). The rest are
///   released, so a nested pager at its last page hands a drag outward to its parent;
/// - a tap goes to the participants in turn until one uses it, unless the press caught a motion
///   (a touch that stops a moving page is not a tap on it).
public struct GestureRouter {
    /// Turns pointer events into press, tap and axis-locked drags.
    public var recognizer: GestureRecognizer
    private var chain: [any GestureParticipant] = []
    private var caught: [Bool] = []
    private var owner: (any GestureParticipant)?

    /// Creates a router with the given slop (points before a press becomes a drag).
    public init(slop: Double = GestureRecognizer.defaultSlop) {
        recognizer = GestureRecognizer(slop: slop)
    }

    /// Whether a gesture is under way (the button is down).
    public var isActive: Bool { recognizer.isActive }

    /// The participant that owns the current drag, if one does.
    public var dragOwner: (any GestureParticipant)? { owner }

    /// Feeds one pointer event; `container` says who is under a press. Other events are ignored.
    public mutating func handle(_ event: InputEvent, in container: any GestureContainer) {
        for gesture in recognizer.handle(event) { route(gesture, at: event.time, in: container) }
    }

    private mutating func route(_ gesture: Gesture, at time: Double, in container: any GestureContainer) {
        switch gesture {
        case let .press(point):
            chain.removeAll(keepingCapacity: true)
            container.collectGestureParticipants(at: point, into: &chain)
            caught = chain.map { $0.pressGesture(at: point, time: time) }
            owner = nil
        case let .dragBegan(axis, _, dx, dy):
            owner = pickOwner(axis: axis, delta: axis == .horizontal ? dx : dy)
            for participant in chain where participant !== owner { participant.releaseGesture(time: time) }
            owner?.beginDragGesture(axis: axis, time: time)
            owner?.dragGesture(dx: dx, dy: dy, time: time)
        case let .dragChanged(dx, dy, _):
            owner?.dragGesture(dx: dx, dy: dy, time: time)
        case let .dragEnded(velocityX, velocityY, _):
            owner?.endDragGesture(velocityX: velocityX, velocityY: velocityY, time: time)
            finish()
        case let .tap(point):
            var used = caught.contains(true)
            for participant in chain {
                if !used && participant.tapGesture(at: point, time: time) {
                    used = true
                } else {
                    participant.releaseGesture(time: time)
                }
            }
            finish()
        case .cancelled:
            // Once a drag has an owner, the others were released when it began.
            if let owner {
                owner.releaseGesture(time: time)
            } else {
                for participant in chain { participant.releaseGesture(time: time) }
            }
            finish()
        }
    }

    private func pickOwner(axis: Axis, delta: Double) -> (any GestureParticipant)? {
        let claims = chain.map { $0.dragClaim(axis: axis, delta: delta) }
        if let index = claims.indices.first(where: { caught[$0] && claims[$0] != .decline }) { return chain[index] }
        if let index = claims.firstIndex(of: .claim) { return chain[index] }
        if let index = claims.firstIndex(of: .atEdge) { return chain[index] }
        return nil
    }

    private mutating func finish() {
        chain.removeAll(keepingCapacity: true)
        caught.removeAll(keepingCapacity: true)
        owner = nil
    }
}
