/// Input: one entry for every kind of event a header-and-list screen alone takes.
extension NestedScrollCoordinator {
    /// One input event of any kind, at its own time; returns whether the chain used it.
    ///
    /// - A vertical drag, a finger's swipe or a touchpad's vertical pan moves the header and the
    ///   list 1:1 (header first), then flings across the hand-off or bounces at a true end; a
    ///   tap on a row selects it (``ListView/onSelectRow``), unless the press stopped a moving
    ///   list. A touchpad pan is released once its fingers have been still for
    ///   ``TouchpadPan/silenceSeconds``: keep calling ``advance(to:)`` while ``isAnimating``.
    ///   They go through the chain's own ``GestureRouter``; horizontal drags are declined.
    /// - A mouse wheel's vertical notches scroll ``Configuration/wheelPointsPerNotch`` each,
    ///   through the same chain, stopping at the ends. Horizontal notches (and vertical ones with
    ///   shift held, which mean sideways) are not used (returns `false`): a pager around the
    ///   list takes them.
    /// - Keys: Up / Down scroll a notch, Page Up / Page Down the list's visible height, Home
    ///   scrolls list and header back to the top (``scrollToTop(at:)``), End to the end.
    ///
    /// On a screen whose router routes the gestures (a ``FrameDriver``'s), the screen lists the
    /// coordinator as a participant and passes only keys and notches here.
    @discardableResult
    public func handle(_ event: InputEvent) -> Bool {
        switch event.kind {
        case let .key(key, _):
            return handleKey(key, at: event.time)
        case let .wheel(_, dy, _):
            if routeGesture(event) { return true }
            guard !event.modifiers.contains(.shift), !WheelNotches.isNegligible(dy) else { return false }
            scroll(notches: dy, at: event.time)
            return true
        default:
            return routeGesture(event)
        }
    }

    private func handleKey(_ key: Key, at time: Double) -> Bool {
        let perNotch = configuration.wheelPointsPerNotch
        guard perNotch > 0 else { return false }
        switch key {
        case .up: scroll(notches: 1, at: time)
        case .down: scroll(notches: -1, at: time)
        case .pageUp: scroll(notches: list.position.viewportLength / perNotch, at: time)
        case .pageDown: scroll(notches: -list.position.viewportLength / perNotch, at: time)
        case .home: scrollToTop(at: time)
        case .end:
            // All the header and the list have left to go, and a point more: a wheel stops at
            // the end.
            let left = (header.scrollRange.upperBound - header.scrollOffset)
                + (list.scrollRange.upperBound - list.scrollOffset) + 1
            scroll(notches: -left / perNotch, at: time)
        default: return false
        }
        return true
    }
}

/// A header-and-list screen used alone is its own gesture chain, and routes what
/// ``NestedScrollCoordinator/handle(_:)`` gets through its own router.
extension NestedScrollCoordinator: GestureContainer {
    public func collectGestureParticipants(at point: Point, into chain: inout [any GestureParticipant]) {
        chain.append(self)
    }
}

extension NestedScrollCoordinator: OwnsGestureRouter {
    var routerNeedsTime: Bool { router.needsTime }
}
