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
    /// A frame is about to be drawn at `time`, the scene already advanced to it: the one call
    /// per drawn frame, for what samples frames (a frame-rate display).
    func willDrawFrame(at time: Double)
    /// Appends this frame's drawing to `list`. Drawing changes nothing: drawing twice, or not at
    /// all, leaves the scene as it was.
    func draw(into list: inout DrawList)
    /// From now on the scene's parts read their time from `clock` (a ``FrameDriver``'s, handed
    /// over once when it starts driving the scene), so the scene keeps one time: the driver's.
    func adopt(clock: SceneClock)
}

/// A scene that waits on no timer need not say so, one that samples no frames ignores them, one
/// whose parts keep no time takes no clock, and one without gestures lists no participants.
extension Scene {
    public func adopt(clock: SceneClock) {}
    public var wakeTime: Double? { nil }
    public func willDrawFrame(at time: Double) {}
    public func collectGestureParticipants(at point: Point, into chain: inout [any GestureParticipant]) {}
}
