/// Input: one entry for every kind of event a pager alone takes.
extension PagedView {
    /// One input event of any kind, at its own time; returns whether the pager used it.
    ///
    /// - A pointer's drag, a finger's swipe and a touchpad's two-finger pan move the pages 1:1
    ///   along their axis, then fling to a page or spring back when released (a pan is released
    ///   once its fingers have been still for ``TouchpadPan/silenceSeconds``: keep calling
    ///   ``advance(to:)`` while ``isAnimating``, and the pages come to rest on a page). They go
    ///   through the pager's own ``GestureRouter``; a press on a moving pager catches it.
    /// - A mouse wheel's whole notches turn one page a notch along the pages' axis, then ignore
    ///   further notches for ``Configuration/wheelLockoutSeconds``: horizontal notches (or
    ///   vertical ones with shift held) for side-by-side pages, vertical ones for stacked pages (a
    ///   notch up is the page before). A vertical notch on side-by-side pages is not used
    ///   (returns `false`), so the program can scroll whatever lies around the pager with it.
    /// - Keys: Left / Right go to the page on that side (the previous one on the right for
    ///   right-to-left pages), Page Up / Page Down to the previous / next page, Up / Down too for
    ///   stacked pages, Home / End to the first / last page, digits 1-9 to that page (0 to the
    ///   tenth). Repeated presses stack from the page being moved to.
    ///
    /// A ``FrameDriver`` routes pointer, touch and pan events itself (to the participants its
    /// scene lists) and hands a scene only keys and notches; a scene then passes those here.
    @discardableResult
    public func handle(_ event: InputEvent) -> Bool {
        // Once the router holds the event's outcome, the pages hear whether they appear.
        defer { updatePages() }
        switch event.kind {
        case let .key(key, _):
            return handleKey(key, animation: .default, at: event.time)
        case let .wheel(dx, dy, _):
            if routeGesture(event) { return true }
            return handleWheel(dx: dx, dy: dy, modifiers: event.modifiers, at: event.time)
        default:
            return routeGesture(event)
        }
    }

    /// Keyboard paging at `time` with `animation` (see ``handle(_:)``). Returns whether the key
    /// was used.
    @discardableResult
    package func handleKey(_ key: Key, animation: PageAnimation, at time: Double) -> Bool {
        let vertical = configuration.axis == .vertical
        // Left and Right go to the page on that side: the previous one for right-to-left pages.
        let rightIsForward = !configuration.isRightToLeft || vertical
        switch key {
        case .pageDown: moveByOnePage(forward: true, animation: animation, at: time)
        case .pageUp: moveByOnePage(forward: false, animation: animation, at: time)
        case .right: moveByOnePage(forward: rightIsForward, animation: animation, at: time)
        case .left: moveByOnePage(forward: !rightIsForward, animation: animation, at: time)
        case .down where vertical: moveByOnePage(forward: true, animation: animation, at: time)
        case .up where vertical: moveByOnePage(forward: false, animation: animation, at: time)
        case .home: moveToPage(at: 0, animation: animation, at: time)
        case .end: moveToPage(at: pageCount - 1, animation: animation, at: time)
        default:
            guard let digit = key.digit else { return false }
            moveToPage(at: digit == 0 ? 9 : digit - 1, animation: animation, at: time)
        }
        return true
    }

    /// A wheel's notches at `time` (see ``handle(_:)``). Returns whether they were used (not for
    /// a negligible delta, ``WheelNotches/smallest``, nor a vertical one on side-by-side pages).
    @discardableResult
    package func handleWheel(dx: Double, dy: Double, modifiers: Modifiers, at time: Double) -> Bool {
        let vertical = configuration.axis == .vertical
        // A notch to the right shows what is to the right: the page before, right to left.
        let rightward = configuration.isRightToLeft ? -dx : dx
        let notches = vertical || modifiers.contains(.shift) ? -dy : rightward
        guard !WheelNotches.isNegligible(notches) else { return false }
        scroll(notches: notches, at: time)
        return true
    }
}

/// The gestures given to ``PagedView/handle(_:)`` go through the pager's own router.
extension PagedView: OwnsGestureRouter {
    var routerNeedsTime: Bool { router.needsTime }
}
