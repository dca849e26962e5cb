import ScrollPhysics

/// Feeds a ``Scene`` for one run loop, so that every loop (a window's, a headless one's, the
/// fuzzer's, a library user's own) feeds it the same way: it owns the loop's notion of time.
///
/// Two rules that every loop once had to remember for itself:
/// - Before an input is handled, the scene is advanced to the input's time. Whatever the input
///   starts (a key's page spring, a tab tap's move) then starts from where things are at that
///   moment. Without it the scene's "now" is the last frame's time, and after a second of idling
///   a spring would be over before its first frame: the page jumps.
/// - Time never goes back. An input stamped before the last time (a window's events arrive while
///   a frame is built, stamped with when they happened) advances nothing. It is handed on with its
///   own time all the same: the gesture recognizer measures velocity from when the pointer really
///   moved, and moves re-stamped to one frame time would look like a jump in no time at all.
///
/// It reads no clock and does no I/O: the loop says what time it is, and draws the list itself.
/// A class, because the loop, its outputs and whoever writes them on the way out share one
/// driver; a copy would have a time and a draw list of its own.
public final class FrameDriver<S: Scene> {
    /// The scene driven.
    public let scene: S
    /// The latest time the scene has been advanced to, in seconds.
    public var time: Double { clock.value }
    private var clock: LatestTime
    /// The size the scene was last given, in points.
    public private(set) var size = Size(width: 0, height: 0)
    /// The draw list of the last ``frame(at:)``, emptied and refilled by each frame, so its
    /// storage is allocated once rather than every frame.
    public private(set) var drawList = DrawList()
    /// Whether something changed since the last frame that the scene's animation does not
    /// account for: input, a resize, a frame asked for, or no frame yet.
    private var changedSinceFrame = true

    /// Drives `scene` from `time` seconds (the time of the loop's first frame or input).
    public init(scene: S, time: Double = 0) {
        self.scene = scene
        self.clock = LatestTime(time)
    }

    /// Whether the loop should draw a frame: something moves on its own, or input (or a resize,
    /// or ``requestFrame()``) came since the last frame. An idle loop can sleep while this is false.
    public var needsFrame: Bool { changedSinceFrame || scene.isAnimating }

    /// Advances the scene to the event's time (or keeps it where it is, for a late event), then
    /// hands it the event.
    public func deliver(_ event: InputEvent) {
        advance(to: event.time)
        scene.handle(event)
        changedSinceFrame = true
    }

    /// Gives the scene a new size; the next frame shows it.
    public func resize(to size: Size) {
        self.size = size
        scene.resize(to: size)
        changedSinceFrame = true
    }

    /// Asks for a frame for a reason the scene does not know of (the window's pixels were lost,
    /// a script is playing).
    public func requestFrame() { changedSinceFrame = true }

    /// Advances the scene to `time` and builds its draw list into ``drawList``.
    public func frame(at time: Double) {
        advance(to: time)
        drawList.removeAll()
        scene.draw(into: &drawList)
        changedSinceFrame = false
    }

    private func advance(to newTime: Double) {
        scene.advance(to: clock.advance(to: newTime))
    }
}
