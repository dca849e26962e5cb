/// The part of a drag passed outward mid-gesture: the owner of the drag (a zoomed picture) left
/// some of a move unused, and the participant after it that takes that axis (the pages) moves
/// by it instead, in the same gesture.
///
/// It keeps count of what the outer participant holds, so a drag that turns back gives the
/// outer participant its share back first (the pages return to where they were) before the
/// owner moves again: the finger stays on the same spot of the content both ways.
struct DragHandOff {
    /// The participant that takes the rest.
    let outer: any GestureParticipant
    /// The axis it takes.
    let axis: Axis
    /// Points the outer participant has been moved by, along ``axis`` (pointer direction).
    private(set) var held = 0.0

    init(outer: any GestureParticipant, axis: Axis) {
        self.outer = outer
        self.axis = axis
    }

    /// Of a move of `delta` along the axis, what goes back to the outer participant first
    /// (moving it back toward where it began, never past), which the outer is moved by here;
    /// returns what is left for the owner.
    mutating func takeBack(_ delta: Double, at time: Double) -> Double {
        guard held != 0, delta * held < 0 else { return delta }
        let back = abs(delta) >= abs(held) ? -held : delta
        move(by: back, at: time)
        return delta - back
    }

    /// Moves the outer participant by `delta` along the axis.
    mutating func move(by delta: Double, at time: Double) {
        guard delta != 0 else { return }
        held += delta
        if abs(held) < 1e-9 { held = 0 }
        outer.dragGesture(dx: axis == .horizontal ? delta : 0, dy: axis == .vertical ? delta : 0, at: time)
    }
}
