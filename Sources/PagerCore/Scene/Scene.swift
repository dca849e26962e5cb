/// The root of what a window shows: takes input and time, produces a draw list.
///
/// A front end (SDL here, anything else elsewhere) drives it: `resize`, `handle` each event,
/// `advance` once per frame, then `draw`. It asks for frames only while ``isAnimating`` is true,
/// so an idle program sleeps. ``FrameDriver`` does the feeding the same way for every loop.
public protocol Scene: AnyObject {
    /// The window's size in points changed (also called once before the first frame).
    func resize(to size: Size)
    /// One input event, in time order.
    func handle(_ event: InputEvent)
    /// Moves animations to `time` seconds.
    func advance(to time: Double)
    /// Whether anything is moving on its own, so another frame is needed soon.
    var isAnimating: Bool { get }
    /// Whether everything is at rest: nothing animates and no gesture holds anything.
    var isSettled: Bool { get }
    /// Whether the scene asked to quit (Escape, Ctrl+Q).
    var wantsToQuit: Bool { get }
    /// The colour behind everything.
    var background: Color { get }
    /// A title for the window (it shows the page, so keyboard users know where they are).
    var windowTitle: String { get }
    /// Appends this frame's drawing to `list`.
    func draw(into list: inout DrawList)
    /// The visible elements, for `--dump-tree` and tests.
    func elementTree() -> ElementNode
    /// How much CPU time the last frame took, in seconds, as the front end measured it (the core
    /// reads no clock), for a scene that shows it (the demo's motion inspector).
    func reportFrameCost(_ seconds: Double)
    /// Takes the lines the scene logged since the last call (a row selected), for the front end
    /// to print: the core does no I/O.
    func takeLogLines() -> [String]
}

/// A scene that shows no frame cost and logs nothing need not say so: a minimal scene is its
/// input, time, size and drawing.
extension Scene {
    public func reportFrameCost(_ seconds: Double) {}
    public func takeLogLines() -> [String] { [] }
}
