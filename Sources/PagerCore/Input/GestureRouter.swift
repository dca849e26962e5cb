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
/// A drag's owner may leave part of a move unused (``GestureParticipant/consumeDragGesture(dx:dy:at:)``):
/// the rest goes to the next participant out that takes its axis, in the same gesture, and back
/// again when the drag turns. A second finger on a touchscreen starts a pinch
/// for the innermost participant that takes one (``GestureParticipant/pinchClaim(at:)``): the
/// one-finger drag under way ends without turning anything, and when one of the two fingers
/// lifts, the other drags on for the pinch's participant from where it is. A second tap close
/// to the first is offered as a double tap (``DoubleTap``) before it is a tap.
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
    private var handOff: DragHandOff?
    private var pinch: (tracker: PinchTracker, participant: any GestureParticipant)?
    private var doubleTap = DoubleTap()
    /// Where the pointer finger was last seen, while one is down.
    private var fingerPoint: Point?
    /// Where the pointer or the finger was last seen (nil after a cancel or a lifted finger).
    public private(set) var pointer: Point?

    /// Creates a router with the given slop (points before a press becomes a drag).
    public init(slop: Double = GestureRecognizer.defaultSlop) {
        recognizer = GestureRecognizer(slop: slop)
    }

    /// Whether a gesture is under way (the button or a finger is down, or a touchpad pan has not
    /// ended yet).
    public var isActive: Bool { recognizer.isActive || pan.isActive || pinch != nil }

    /// Whether a touchpad pan waits for its end: time must keep coming (``advance(to:in:)``),
    /// so the loop should keep drawing frames.
    public var needsTime: Bool { pan.isActive }

    /// The participant that owns the current drag, if one does.
    public var dragOwner: (any GestureParticipant)? { owner }

    /// The participant the current drag's rest has been handed to, if any.
    public var handOffOwner: (any GestureParticipant)? { handOff?.outer }

    /// The participant a pinch under way belongs to, if one does.
    public var pinchOwner: (any GestureParticipant)? { pinch?.participant }

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
            // Control with a wheel or a touchpad zooms: the scene's (a page's) to take.
            guard !event.modifiers.contains(.control) || pan.isActive, pan.isPan(dx: dx, dy: dy) else { return false }
            // A pan while the button or a finger holds a gesture moves nothing.
            guard !recognizer.isActive else { return true }
            for gesture in pan.scroll(dx: dx, dy: dy, at: point, at: event.time) {
                route(gesture, at: event.time, in: container)
            }
            return true
        default:
            if routePinch(event, in: container) { return true }
            guard let kind = touch.pointerKind(for: event.kind, pointerHeld: recognizer.isActive && touch.finger == nil)
            else { return true }
            switch event.kind {
            case let .touchDown(_, point), let .touchMove(_, point): fingerPoint = point
            case .touchUp, .pointerCancel: fingerPoint = nil
            default: break
            }
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
            drag(dx: dx, dy: dy, at: time)
            doubleTap.reset()
        case let .dragChanged(dx, dy, _):
            drag(dx: dx, dy: dy, at: time)
        case let .dragEnded(velocityX, velocityY, _):
            endDrag(velocityX: velocityX, velocityY: velocityY, at: time)
            finish()
        case let .tap(point):
            if caught.contains(true) {
                doubleTap.reset()
            } else if doubleTap.tap(at: point, at: time),
                      let index = chain.firstIndex(where: { $0.doubleTapGesture(at: point, at: time) }) {
                for (other, participant) in chain.enumerated() where other != index { participant.releaseGesture(at: time) }
                finish()
                return
            }
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
                handOff?.outer.releaseGesture(at: time)
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
        handOff = nil
    }

    // MARK: - Hand-off

    /// A move of the drag: what the outer participant holds comes back first when the drag
    /// turns; the owner takes what it can; the rest goes out.
    private mutating func drag(dx: Double, dy: Double, at time: Double) {
        guard let owner else { return }
        var dx = dx, dy = dy
        if var handOff {
            if handOff.axis == .horizontal { dx = handOff.takeBack(dx, at: time) } else { dy = handOff.takeBack(dy, at: time) }
            self.handOff = handOff
        }
        guard dx != 0 || dy != 0 else { return }
        let rest = owner.consumeDragGesture(dx: dx, dy: dy, at: time)
        for axis in [Axis.horizontal, .vertical] {
            let delta = rest.along(axis)
            guard delta != 0, delta.isFinite else { continue }
            if handOff == nil, let outer = outerParticipant(axis: axis, delta: delta) {
                outer.beginDragGesture(axis: axis, at: time)
                handOff = DragHandOff(outer: outer, axis: axis)
            }
            guard handOff?.axis == axis else { continue }
            handOff?.move(by: delta, at: time)
        }
    }

    /// The first participant after the owner in the chain that takes a drag on `axis` moving
    /// by `delta` (one at its edge too: it rubber-bands, as it would have alone).
    private func outerParticipant(axis: Axis, delta: Double) -> (any GestureParticipant)? {
        guard let owner, let index = chain.firstIndex(where: { $0 === owner }) else { return nil }
        return chain[(index + 1)...].first { $0.dragClaim(axis: axis, delta: delta) != .decline }
    }

    /// The release: an outer participant holding part of the drag flings with the velocity
    /// along its axis (the owner keeps the rest); one handed nothing back settles where it is.
    private func endDrag(velocityX: Double, velocityY: Double, at time: Double) {
        guard let handOff else {
            owner?.endDragGesture(velocityX: velocityX, velocityY: velocityY, at: time)
            return
        }
        if handOff.held == 0 {
            handOff.outer.releaseGesture(at: time)
            owner?.endDragGesture(velocityX: velocityX, velocityY: velocityY, at: time)
        } else {
            let horizontal = handOff.axis == .horizontal
            handOff.outer.endDragGesture(velocityX: horizontal ? velocityX : 0, velocityY: horizontal ? 0 : velocityY, at: time)
            owner?.endDragGesture(velocityX: horizontal ? 0 : velocityX, velocityY: horizontal ? velocityY : 0, at: time)
        }
    }

    // MARK: - Pinch

    /// Touch events that start, move or end a pinch; returns whether the event was one.
    private mutating func routePinch(_ event: InputEvent, in container: any GestureContainer) -> Bool {
        switch event.kind {
        case let .touchDown(finger, point):
            // A third finger is ignored; a second one pinches if something under the first takes it.
            if pinch != nil { return true }
            guard let first = touch.finger, first != finger, let firstPoint = lastFingerPoint else { return false }
            let tracker = PinchTracker(first: first, at: firstPoint, second: finger, at: point)
            guard let participant = chain.first(where: { $0.pinchClaim(at: tracker.centre) }) else { return false }
            beginPinch(tracker, participant, at: event.time)
            return true
        case let .touchMove(finger, point):
            guard var pinch, pinch.tracker.holds(finger) else { return pinch != nil }
            pinch.tracker.move(finger, to: point)
            self.pinch = pinch
            pinch.participant.pinchGesture(centre: pinch.tracker.centre, scale: pinch.tracker.scale, at: event.time)
            return true
        case let .touchUp(finger, _):
            guard let pinch, pinch.tracker.holds(finger) else { return pinch != nil }
            self.pinch = nil
            pinch.participant.endPinchGesture(at: event.time)
            // The other finger drags on for the pinch's participant, from where it is.
            let (other, point) = pinch.tracker.other(than: finger)
            touch.adopt(other)
            fingerPoint = point
            recognizer.resumeDrag(axis: .horizontal, at: point, at: event.time)
            owner = pinch.participant
            handOff = nil
            pinch.participant.beginDragGesture(axis: .horizontal, at: event.time)
            return true
        case .pointerCancel:
            guard let pinch else { return false }
            self.pinch = nil
            pinch.participant.endPinchGesture(at: event.time)
            pinch.participant.releaseGesture(at: event.time)
            _ = touch.pointerKind(for: .pointerCancel, pointerHeld: false)
            finish()
            return true
        default:
            return pinch != nil
        }
    }

    /// Where the pointer finger was last seen, while one is down.
    private var lastFingerPoint: Point? { touch.finger == nil ? nil : fingerPoint }

    /// The one-finger gesture under way ends without moving anything on (a page dragged
    /// half-way goes back), and the pinch begins.
    private mutating func beginPinch(_ tracker: PinchTracker, _ participant: any GestureParticipant, at time: Double) {
        if let owner {
            if owner !== participant { owner.cancelDragGesture(at: time) }
            if let outer = handOff?.outer, outer !== participant { outer.cancelDragGesture(at: time) }
        } else {
            for other in chain where other !== participant { other.releaseGesture(at: time) }
        }
        recognizer.abandon()
        owner = nil
        handOff = nil
        doubleTap.reset()
        pinch = (tracker, participant)
        participant.beginPinchGesture(at: tracker.centre, at: time)
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
