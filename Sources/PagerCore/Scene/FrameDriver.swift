import ScrollPhysics

/// Feeds a ``Scene`` for one run loop, so that every loop (a window's, a headless one's, the
/// fuzzer's, a library user's own) feeds it the same way: it owns the loop's notion of time.
///
/// It owns the loop's ``GestureRouter``: pointer, touch and touchpad-pan events go to the
/// participants the scene lists under a press, and only what no gesture takes (keys, wheel
/// notches) reaches ``Scene/handle(_:)``. The router's time moves with the scene's, so a
/// touchpad pan ends (and flings or settles) when its fingers lift, and a frame is needed while
/// it waits for that.
///
/// Two rules it keeps, so that no loop has to:
/// - Before an input is handled, the scene is advanced to the input's time. Whatever the input
///   starts (a key's page spring, a tab tap's move) then starts from where things are at that
///   moment. Without it the scene's "now" is the last frame's time, and after a second of idling
///   a spring would be over before its first frame: the page jumps. A move of the pointer or a
///   finger while a gesture is under way is the exception: it reaches only the participants the
///   gesture holds, which move themselves to its time, so the rest of the scene is advanced once
///   a frame, not once a move (a 125 Hz mouse sends two or three moves a 60 Hz frame).
/// - Time never goes back. An input stamped before the last time (a window's events arrive while
///   a frame is built, stamped with when they happened) advances nothing. It is handed on with its
///   own time all the same: the gesture recognizer measures velocity from when the pointer really
///   moved, and moves re-stamped to one frame time would look like a jump in no time at all.
///
/// It reads no system clock and does no I/O: the loop says what time it is, and draws the list
/// itself.
///
/// A class, because the loop, its outputs and whoever writes them on the way out share one
/// driver; a copy would have a time and a draw list of its own.
public final class FrameDriver<S: Scene> {
    /// The scene driven.
    public let scene: S
    /// The latest time the scene has been told, in seconds: the time of the scene's one clock,
    /// which the driver owns and a ``ClockedScene``'s parts read (``ClockedScene/adopt(clock:)``).
    public var time: Double { clock.time }
    /// The scene's one clock, handed to the scene when the driver is made; the driver moves it.
    public let clock: SceneClock
    private var router: GestureRouter
    /// The scene as a ``ClockedScene``, if it is one (looked up once).
    private let clocked: (any ClockedScene)?
    /// The size the scene was last given, in points.
    public private(set) var size = Size(width: 0, height: 0)
    /// The draw list of the last ``frame(at:)``, emptied and refilled by each frame, so its
    /// storage is allocated once rather than every frame.
    public private(set) var drawList = DrawList()
    /// Whether something changed since the last frame that the scene's animation does not
    /// account for: input, a resize, a frame asked for, or no frame yet.
    private var changedSinceFrame = true

    /// Drives `scene` from `time` seconds (the time of the loop's first frame or input); `slop`
    /// is how far a press moves, in points, before it becomes a drag.
    public init(scene: S, time: Double = 0, slop: Double = GestureRecognizer.defaultSlop) {
        self.scene = scene
        self.clock = SceneClock(time)
        self.sceneTime = time
        self.router = GestureRouter(slop: slop)
        clocked = scene as? any ClockedScene
        clocked?.adopt(clock: clock)
    }

    /// Whether the loop should draw a frame: something moves on its own, a touchpad pan waits
    /// for its fingers to lift, or input (or a resize, or ``requestFrame()``) came since the
    /// last frame. An idle loop can sleep while this is false.
    public var needsFrame: Bool { changedSinceFrame || scene.isAnimating || router.needsTime }

    /// Whether a gesture is under way: the button or a finger is down, or a touchpad pan has
    /// not ended yet.
    public var isGestureActive: Bool { router.isActive }

    /// Whether nothing moves and no gesture holds anything.
    public var isSettled: Bool { !router.isActive && !scene.isAnimating }

    /// Advances the scene (and the router) to the event's time, or keeps them where they are
    /// for a late event, then routes the event: to the gesture participants under the pointer
    /// if it is a pointer, touch or touchpad-pan event, else to ``Scene/handle(_:)``. A move
    /// during a gesture advances only the router: the participants it reaches take its time.
    public func deliver(_ event: InputEvent) {
        if router.isActive, event.kind.isMove {
            router.advance(to: clock.advance(to: event.time), in: scene)
        } else {
            advance(to: event.time)
        }
        if !router.handle(event, in: scene) { scene.handle(event) }
        changedSinceFrame = true
    }

    /// Gives the scene a new size, at the latest time (the scene brought up to it first if moves
    /// left it behind); the next frame shows it.
    public func resize(to size: Size) {
        if sceneTime < time { advance(to: time) }
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
        clocked?.willDrawFrame(at: self.time)
        drawList.removeAll()
        scene.draw(into: &drawList)
        changedSinceFrame = false
    }

    /// Advances the router and the scene to `time` (or keeps them where they are, if it is
    /// earlier) without building a frame.
    public func advance(to newTime: Double) {
        let time = clock.advance(to: newTime)
        router.advance(to: time, in: scene)
        scene.advance(to: time)
        sceneTime = time
        advances += 1
    }

    /// The time the scene was last advanced to: behind ``time`` after the moves of a gesture.
    private var sceneTime: Double

    /// How many times the scene has been advanced: once a frame, and once for each input but
    /// the moves of a gesture under way (for tests and the benchmark of what input costs).
    public var sceneAdvances: Int { advances }
    private var advances = 0
}
