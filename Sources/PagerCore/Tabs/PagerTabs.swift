/// The selector a ``TabbedPager`` keeps in step with its pages: a ``TabbedView`` above them
/// (seed 000's ViewPager in docs/seeds.md) or a ``BottomTabBar`` below (seed 001's screens).
///
/// The pager alone decides the selection: it hands the selector the page it is on or heading
/// for with every ``follow(position:anchors:selectedIndex:)``, and the selector only shows it.
/// In gesture routing the pager lets the selector answer for itself (its own scrolling), except
/// that a tap moves the pages rather than only the selector.
public protocol PagerTabs: GestureParticipant {
    /// Where the selector sits, in window points.
    var frame: Rect { get set }
    /// The height it takes in a tabbed pager.
    var preferredHeight: Double { get }
    /// The tab shown as selected.
    var selectedIndex: Int { get }
    /// The pages' fractional position, the pages on screen during a long jump (as tab indices;
    /// empty at rest), and the page the pager is on or heading for.
    func follow(position: Double, anchors: [Int], selectedIndex: Int)
    /// Prepares the selector to be driven by a pager (`looping`: whether its pages wrap).
    func attachToPager(looping: Bool)
    /// The user tapped at `point`: returns the tab under it, if any, after the selector's own
    /// response (a strip scrolled away by hand glides back).
    func tabTapped(at point: Point, time: Double) -> Int?
    /// Moves the selector's own animations to `time`.
    func advance(to time: Double)
    /// Whether something in it moves on its own.
    var isAnimating: Bool { get }
    /// Whether it is at rest and not held.
    var isSettled: Bool { get }
    /// Appends its drawing.
    func draw(into list: inout DrawList)
    /// Its elements, for `--dump-tree`.
    func elementNode() -> ElementNode
    /// Called by the pager before each layout with its width: the selector may change its look
    /// for that width and return where it wants to sit there (``BottomTabBar/wideFrom``), or
    /// return nil to sit where the pager was told. By default nil.
    func adapt(toWidth width: Double) -> TabbedPager<Self>.TabsPosition?
}

extension PagerTabs {
    public func adapt(toWidth width: Double) -> TabbedPager<Self>.TabsPosition? { nil }
}
