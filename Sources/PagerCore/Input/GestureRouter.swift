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
///
/// Three inputs make these gestures: the mouse (through the ``recognizer``), one finger on a
/// touchscreen (``TouchPointer`` lets it act as the pointer) and a touchpad's two-finger scroll
/// (``TouchpadPan``, which begins its drag at once, with no slop: the fingers meant it).
public struct GestureRouter {
    /// Turns pointer events into press, tap and axis-locked drags.
    public var recognizer: GestureRecognizer
    private var touch = TouchPointer()
    private var pan = TouchpadPan()
    private var chain: [any GestureParticipant] = []
    private var caught: [Bool] = []
    private var owner: (any GestureParticipant)?
    /// Where the pointer or the finger was last seen (nil after a cancel or a lifted finger).
    public private(set) var pointer: Point?

    /// Creates a router with the given slop (points before a press becomes a drag).
    public init(slop: Double = GestureRecognizer.defaultSlop) {
        recognizer = GestureRecognizer(slop: slop)
    }

    /// Whether a gesture is under way (the button or a finger is down, or a touchpad pan has not
    /// ended yet).
    public var isActive: Bool { recognizer.isActive || pan.isActive }

    /// Whether a touchpad pan waits for its end: time must keep coming (``advance(to:in:)``),
    /// so the loop should keep drawing frames.
    public var needsTime: Bool { pan.isActive }

    /// The participant that owns the current drag, if one does.
    public var dragOwner: (any GestureParticipant)? { owner }

    /// Feeds one event; `container` says who is under a press. Returns whether the event was a
    /// gesture's: pointer and touch events are (fingers after the first are swallowed), a wheel
    /// is when it is part of a touchpad pan, keys never are. A wheel that is not (whole notches)
    /// is the caller's to page or scroll by notches.
    @discardableResult
    public mutating func handle(_ event: InputEvent, in container: any GestureContainer) -> Bool {
        switch event.kind {
        case .key, .wheel: break
        default: pointer = event.kind.pointerLocation
        }
        defer { container.gestureStateChanged(pointer: pointer, isHeld: isActive) }
        return route(event, in: container)
    }

    private mutating func route(_ event: InputEvent, in container: any GestureContainer) -> Bool {
        switch event.kind {
        case .key:
            return false
        case let .wheel(dx, dy, point):
            guard pan.isPan(dx: dx, dy: dy) else { return false }
            // A pan while the button or a finger holds a gesture moves nothing.
            guard !recognizer.isActive else { return true }
            for gesture in pan.scroll(dx: dx, dy: dy, at: point, at: event.time) {
                route(gesture, at: event.time, in: container)
            }
            return true
        default:
            guard let kind = touch.pointerKind(for: event.kind, pointerHeld: recognizer.isActive && touch.finger == nil)
            else { return true }
            // A press or a finger takes over from a pan that has not seen its silence yet; a
            // cancel ends it without a fling.
            if pan.isActive {
                if case .pointerDown = kind { route(pan.end(), at: event.time, in: container) }
                if case .pointerCancel = kind {
                    _ = pan.end()
                    route(.cancelled, at: event.time, in: container)
                }
            }
            let pointer = InputEvent(kind, at: event.time, modifiers: event.modifiers)
            for gesture in recognizer.handle(pointer) { route(gesture, at: event.time, in: container) }
            return true
        }
    }

    /// Moves the router's time to `time`: a touchpad pan silent for long enough ends here, with
    /// the velocity its fingers had (call it before advancing the participants).
    public mutating func advance(to time: Double, in container: any GestureContainer) {
        let wasActive = isActive
        for gesture in pan.advance(to: time) { route(gesture, at: time, in: container) }
        if isActive != wasActive { container.gestureStateChanged(pointer: pointer, isHeld: isActive) }
    }

    private mutating func route(_ gesture: Gesture, at time: Double, in container: any GestureContainer) {
        switch gesture {
        case let .press(point):
            chain.removeAll(keepingCapacity: true)
            container.collectGestureParticipants(at: point, into: &chain)
            caught = chain.map { $0.pressGesture(at: point, at: time) }
            owner = nil
        case let .dragBegan(axis, _, dx, dy):
            owner = pickOwner(axis: axis, delta: axis == .horizontal ? dx : dy)
            for participant in chain where participant !== owner { participant.releaseGesture(at: time) }
            owner?.beginDragGesture(axis: axis, at: time)
            owner?.dragGesture(dx: dx, dy: dy, at: time)
        case let .dragChanged(dx, dy, _):
            owner?.dragGesture(dx: dx, dy: dy, at: time)
        case let .dragEnded(velocityX, velocityY, _):
            owner?.endDragGesture(velocityX: velocityX, velocityY: velocityY, at: time)
            finish()
        case let .tap(point):
            var used = caught.contains(true)
            for participant in chain {
                if !used && participant.tapGesture(at: point, at: time) {
                    used = true
                } else {
                    participant.releaseGesture(at: time)
                }
            }
            finish()
        case .cancelled:
            // Once a drag has an owner, the others were released when it began.
            if let owner {
                owner.releaseGesture(at: time)
            } else {
                for participant in chain { participant.releaseGesture(at: time) }
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

private extension InputEvent.Kind {
    /// Where a pointer event leaves the pointer: nil once a gesture is cancelled (the window
    /// lost focus, so the pointer may be anywhere) and when a finger lifts.
    var pointerLocation: Point? {
        switch self {
        case let .pointerDown(point), let .pointerMove(point), let .pointerUp(point): return point
        case let .touchDown(_, point), let .touchMove(_, point): return point
        default: return nil
        }
    }
}
