import PagerCore

/// One screen of the demo (a bottom-bar item): it receives gestures already recognised by the
/// root and routes them to its own components by where they started.
protocol DemoScreen: AnyObject {
    /// Where the screen sits in the window.
    var frame: Rect { get set }
    /// The screen's name, for the window title.
    var title: String { get }
    /// The current page's title, for the window title.
    var pageTitle: String { get }
    /// Whether a drag outward from the first or last page goes to an outer pager.
    var handsOffAtEdges: Bool { get set }
    /// A press at `point`: catch whatever moves under it.
    func press(at point: Point, time: Double)
    /// A drag began on `axis` from `start`, first moving by `dx`. Return false to leave a
    /// horizontal drag to an outer pager (an inner pager at its edge, dragged outward).
    func beginDrag(axis: Axis, start: Point, dx: Double, time: Double) -> Bool
    /// The drag moved.
    func drag(dx: Double, dy: Double, time: Double)
    /// The drag ended with the pointer's velocity in points per second.
    func endDrag(velocityX: Double, velocityY: Double, time: Double)
    /// A press ended without a drag.
    func tap(at point: Point, time: Double)
    /// A press or drag was taken away.
    func cancel(time: Double)
    /// A key; returns whether it was used.
    func key(_ key: Key, modifiers: Modifiers, time: Double) -> Bool
    /// A wheel event; returns whether it was used.
    func wheel(dx: Double, dy: Double, at point: Point, modifiers: Modifiers, time: Double) -> Bool
    /// Moves animations to `time`.
    func advance(to time: Double)
    /// Whether anything moves on its own.
    var isAnimating: Bool { get }
    /// Whether everything rests.
    var isSettled: Bool { get }
    /// Draws the screen.
    func draw(into list: inout DrawList)
    /// The screen's visible elements.
    func elementNodes() -> [ElementNode]
    /// This screen's part of a trace record.
    var traceValues: ScreenTrace { get }
    /// Elements the keyboard focus visits, in Tab order.
    var focusTargets: [FocusTarget] { get }
    /// A key for the focused `target`; returns whether it was used (else ``key`` gets it).
    func focusedKey(_ key: Key, target: FocusTarget, time: Double) -> Bool
    /// Where the focus ring goes for `target`.
    func focusFrame(_ target: FocusTarget) -> Rect?
    /// Position (pages), velocity (pages per second) and spring target of the screen's pager,
    /// for the motion inspector.
    var motion: (position: Double, velocity: Double, target: Int?, unit: String) { get }
    /// How many pages the screen has now (for invariant checks).
    var pageCount: Int { get }
    /// For invariant checks: the header's height range, the current list's offset range, and
    /// how far past it a rubber band may show (one viewport); nil for screens without them.
    var scrollBounds: (header: ClosedRange<Double>, list: ClosedRange<Double>, band: Double)? { get }
}

extension DemoScreen {
    var scrollBounds: (header: ClosedRange<Double>, list: ClosedRange<Double>, band: Double)? { nil }
}

/// Elements of a screen the keyboard focus can visit.
enum FocusTarget: Equatable {
    /// The tab strip: arrows change the tab.
    case tabs
    /// The list: arrows move a row cursor, Enter selects the row.
    case list
}

/// The per-screen fields of a trace line.
struct ScreenTrace {
    var page: Int
    var offset: Double
    var tab: Int
    var header: Double
    var list: Double
}
