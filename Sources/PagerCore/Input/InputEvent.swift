/// One input event, already translated from the platform, in logical points.
///
/// Every event carries its own time in seconds (from any fixed origin), so the core never reads
/// a clock and a recorded stream replays identically.
public struct InputEvent: Sendable, Equatable {
    /// What happened.
    public enum Kind: Sendable, Equatable {
        /// The primary button went down at a point.
        case pointerDown(Point)
        /// The pointer moved (with or without the button held).
        case pointerMove(Point)
        /// The primary button was released at a point.
        case pointerUp(Point)
        /// The gesture was taken away (focus lost, pointer grabbed elsewhere): end it without a tap.
        case pointerCancel
        /// A wheel or touchpad scroll, in notches as SDL reports them (fractions allowed):
        /// `dy > 0` is the wheel turned away from the user (content moves back towards its
        /// start), `dx > 0` is to the right. Whole notches are a mouse wheel (components turn
        /// them into points or pages); a stream with fractions is a touchpad pan
        /// (``TouchpadPan``), which moves content as a drag does.
        case wheel(dx: Double, dy: Double, at: Point)
        /// A key was pressed.
        case key(Key, Modifiers)
        /// A finger touched the screen; `finger` tells fingers apart while they are down.
        case touchDown(finger: Int, Point)
        /// A finger moved.
        case touchMove(finger: Int, Point)
        /// A finger was lifted.
        case touchUp(finger: Int, Point)
    }

    /// What happened.
    public var kind: Kind
    /// When, in seconds.
    public var time: Double
    /// Modifiers held (also for wheel events: shift turns a vertical wheel horizontal).
    public var modifiers: Modifiers

    /// Creates an event.
    public init(_ kind: Kind, at time: Double, modifiers: Modifiers = []) {
        self.kind = kind
        self.time = time
        self.modifiers = modifiers
    }
}

extension InputEvent.Kind {
    /// Whether it is a move of the pointer or of a finger.
    public var isMove: Bool {
        switch self {
        case .pointerMove, .touchMove: return true
        default: return false
        }
    }
}
