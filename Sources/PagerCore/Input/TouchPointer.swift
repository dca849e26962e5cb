/// Lets one finger on a touchscreen act as the pointer: the first finger down drags, flings and
/// taps exactly as the mouse does, through the same recognizer and router.
///
/// Other fingers that touch while it is down are ignored, so a second finger neither makes the
/// content jump to it nor breaks the first one's gesture (two-finger gestures are not part of a
/// pager). When the first finger lifts, the gesture ends; fingers still down then are left
/// alone until a new one touches. Touch and mouse do not mix: while the mouse button holds a
/// gesture, fingers are ignored, and while a finger does, the mouse is.
public struct TouchPointer: Sendable {
    /// The finger acting as the pointer, if one is down.
    public private(set) var finger: Int?

    /// Creates a filter with no finger down.
    public init() {}

    /// Makes `finger` the pointer finger: the finger left down when a pinch ends drags on.
    public mutating func adopt(_ finger: Int) { self.finger = finger }

    /// The pointer event `kind` stands for: a touch of the pointer finger as a pointer event, a
    /// pointer event unchanged unless a finger holds the gesture; nil for what is ignored.
    /// `pointerHeld` says whether a mouse gesture is under way.
    public mutating func pointerKind(for kind: InputEvent.Kind, pointerHeld: Bool) -> InputEvent.Kind? {
        switch kind {
        case let .touchDown(id, point):
            guard finger == nil, !pointerHeld else { return nil }
            finger = id
            return .pointerDown(point)
        case let .touchMove(id, point):
            return id == finger ? .pointerMove(point) : nil
        case let .touchUp(id, point):
            guard id == finger else { return nil }
            finger = nil
            return .pointerUp(point)
        case .pointerCancel:
            finger = nil
            return kind
        case .pointerDown, .pointerMove, .pointerUp:
            return finger == nil ? kind : nil
        case .wheel, .key:
            return kind
        }
    }
}
