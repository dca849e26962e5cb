/// The root of what a window shows: takes input and time, produces a draw list.
///
/// A ``FrameDriver`` feeds it for any loop: it routes pointer, touch and touchpad events to the
/// scene's gesture participants (``GestureContainer/collectGestureParticipants(at:into:)``,
/// innermost first) through its own ``GestureRouter``, hands the rest (keys, wheel notches) to
/// ``handle(_:)``, advances the router and the scene to each input's time and each frame's, and
/// asks for frames only while something moves, so an idle program sleeps.
public protocol Scene: GestureContainer {
    /// The window's size in points changed (also called once before the first frame).
    func resize(to size: Size)
    /// One input no gesture took, in time order: a key, or a wheel's whole notches. (Pointer,
    /// touch and touchpad-pan events reach the participants the scene lists, through the
    /// driver's router; a scene driven some other way gets them here too.)
    func handle(_ event: InputEvent)
    /// Moves animations to `time` seconds.
    func advance(to time: Double)
    /// Whether anything is moving on its own, so another frame is needed soon.
    var isAnimating: Bool { get }
    /// When the scene will change on its own although nothing animates now (a carousel's next
    /// move), so a loop sleeping until input wakes then; nil for never.
    var wakeTime: Double? { get }
    /// Appends this frame's drawing to `list`. Drawing changes nothing: drawing twice, or not at
    /// all, leaves the scene as it was.
    func draw(into list: inout DrawList)
}

/// A scene that waits on no timer need not say so, and one without gestures lists no participants.
extension Scene {
    public var wakeTime: Double? { nil }
    public func collectGestureParticipants(at point: Point, into chain: inout [any GestureParticipant]) {}
}
