extension StackPage {
    public func collectGestureParticipants(at point: Point, in frame: Rect, into chain: inout [any GestureParticipant]) {
        if layout != nil { placeButtons(in: frame) }
        if let button = buttons.first(where: { $0.frame.contains(point) }) { chain.append(button) }
        if isScrollable { chain.append(scroller) }
    }

    public func pointerHovered(at point: Point?) {
        for button in buttons { button.hover(at: point) }
    }

    /// Tab and Shift+Tab move the focus through the buttons (past the last, or before the first,
    /// the focus leaves the page: false); Return and Space press the focused button; Escape
    /// clears the focus; Up, Down, Page Up, Page Down, Home and End scroll content taller than
    /// the page, and a mouse wheel over it scrolls it.
    public func handle(_ event: InputEvent) -> Bool {
        switch event.kind {
        case let .key(key, modifiers):
            switch key {
            case .tab:
                return moveFocus(forward: !modifiers.contains(.shift))
            case .enter, .space:
                guard let focusedButton else { return false }
                return buttons[focusedButton].press()
            case .escape:
                guard focusedButton != nil else { return false }
                focusedButton = nil
                return true
            case .up, .down, .pageUp, .pageDown, .home, .end:
                return isScrollable && scroller.handle(event)
            default:
                return false
            }
        case let .wheel(_, _, point):
            guard isScrollable, frame.contains(point) else { return false }
            return scroller.handle(event)
        default:
            return false
        }
    }

    public func advance(to time: Double) { scroller.advance(to: time) }

    public var isAnimating: Bool { scroller.isAnimating }

    public var focusFrame: Rect? { focusedButton.map { buttons[$0].frame } }

    /// The page left the screen: its focus and any press on it go.
    public func didDisappear(at time: Double) {
        focusedButton = nil
        for button in buttons { button.releaseGesture(at: time) }
    }

    /// Moves the focus to the next (or previous) button; false when it runs off the end.
    @discardableResult
    public func moveFocus(forward: Bool) -> Bool {
        guard !buttons.isEmpty else { return false }
        let next: Int
        if let focusedButton { next = focusedButton + (forward ? 1 : -1) } else { next = forward ? 0 : buttons.count - 1 }
        guard buttons.indices.contains(next) else {
            focusedButton = nil
            return false
        }
        focusedButton = next
        return true
    }

    /// Places the buttons for `frame` with the layout already made (hit-testing happens between
    /// draws, with the page where the pager has it now).
    private func placeButtons(in frame: Rect) {
        guard let layout, let measurer else { return }
        place(in: frame, isRightToLeft: layout.isRightToLeft, measurer: measurer)
    }
}
