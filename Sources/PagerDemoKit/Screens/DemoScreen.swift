import PagerCore

/// One screen of the demo (a bottom-bar item). Pointer gestures reach its components through
/// the root's gesture router: the screen only says which of them lie under a point.
protocol DemoScreen: AnyObject, GestureContainer {
    /// Where the screen sits in the window.
    var frame: Rect { get set }
    /// The screen's name, for the window title.
    var title: String { get }
    /// The current page's title, for the window title.
    var pageTitle: String { get }
    /// Reduced motion: the screen's page moves cross-fade instead of sliding.
    func setReducesMotion(_ reduces: Bool)
    /// From now on the screen's pictures take their sizes and load states from `images`.
    func setImages(_ images: any ImageProviding)
    /// A key; returns whether it was used.
    func key(_ key: Key, modifiers: Modifiers, at time: Double) -> Bool
    /// A wheel event; returns whether it was used.
    func wheel(dx: Double, dy: Double, at point: Point, modifiers: Modifiers, at time: Double) -> Bool
    /// From now on the screen's parts read their time from `clock`, the scene's.
    func adopt(clock: SceneClock)
    /// Moves animations to `time`.
    func advance(to time: Double)
    /// Whether anything moves on its own.
    var isAnimating: Bool { get }
    /// Whether everything rests (nothing moves, nothing is held).
    var isSettled: Bool { get }
    /// Draws the screen.
    func draw(into list: inout DrawList)
    /// The screen's visible elements.
    func elementNodes() -> [ElementNode]
    /// This screen's part of a trace record.
    var traceValues: ScreenTrace { get }
    /// Elements the keyboard focus visits, in Tab order.
    var focusTargets: [FocusTarget] { get }
    /// A key for the focused `target`; returns whether it was used (else ``key`` gets it). For
    /// ``FocusTarget/page`` Tab too: it moves the focus among the page's controls, false once
    /// it moves past them.
    func focusedKey(_ key: Key, modifiers: Modifiers, target: FocusTarget, at time: Double) -> Bool
    /// Where the focus ring goes for `target` (nil when the target draws its own, as a
    /// page's buttons do).
    func focusFrame(_ target: FocusTarget) -> Rect?
    /// The pointer hovers at `point`, or left the window or is held by a gesture (nil).
    func pointerHovered(at point: Point?)
    /// Position (pages), velocity (pages per second) and spring target of the screen's pager,
    /// for the motion inspector.
    var motion: (position: Double, velocity: Double, target: Int?, unit: String) { get }
    /// Holds or frees the screen's auto-advance: `held` while a press is down or the screen is
    /// out of view; `pointer` is where the pointer hovers, if over the window.
    func pauseAutoAdvance(held: Bool, pointer: Point?)
    /// When the screen's auto-advance will next move its pages, if it will.
    var wakeTime: Double? { get }
    /// Shows `pages` instead of the current pages, as a keyed diff by their ids, at `time`.
    func applyPages(_ pages: PageList, time: Double)
    /// Takes the options a running screen changes in place (those ``DemoConfig/PagerOptions/withoutLiveOptions`` leaves out):
    /// how its pages draw as they move (`transition`), whether they follow drags (`swipe`) and
    /// how taps, keys and bar items move them (`animation`), from the next frame, the next
    /// drag movement and the next move on.
    func applyOptions(_ options: DemoConfig.PagerOptions)
    /// The screen's part of the navigation state; nil for a screen without pages.
    var navigationState: NavigationState.Pager? { get }
    /// Puts the screen's part of a saved navigation state back, at once.
    func restore(_ state: NavigationState.Pager, time: Double)
    /// How many pages the screen has now (for invariant checks).
    var pageCount: Int { get }
    /// For invariant checks: the header's height range, the current list's offset range, and
    /// how far past it a rubber band may show (one viewport); nil for screens without them.
    var scrollBounds: (header: ClosedRange<Double>, list: ClosedRange<Double>, band: Double)? { get }
}

extension DemoScreen {
    func pointerHovered(at point: Point?) {}
    var scrollBounds: (header: ClosedRange<Double>, list: ClosedRange<Double>, band: Double)? { nil }
}

/// Elements of a screen the keyboard focus can visit.
enum FocusTarget: Equatable {
    /// The tab strip: arrows change the tab.
    case tabs
    /// The list: arrows move a row cursor, Enter selects the row.
    case list
    /// The current page's controls: Tab moves among its buttons, Return and Space press one.
    case page
}

/// The per-screen fields of a trace line.
struct ScreenTrace {
    var page: Int
    var offset: Double
    var tab: Int
    var header: Double
    var list: Double
    /// Whether a pull to refresh is running.
    var refreshing = false
    /// The current page's zoom scale (1 when it does not zoom).
    var zoom = 1.0
}
