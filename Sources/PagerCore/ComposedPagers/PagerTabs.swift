/// The selector a ``TabbedPager`` shows its pages with: a ``TabbedView`` above them (a
/// ``ViewPager``) or a ``BottomTabBar`` below (a ``BottomBarPager``).
///
/// The selector decides nothing about the selection: it reads the pages' ``PagingState`` when it
/// lays out, draws or answers, and hands a tap on a tab to the pager, which moves the pages. In
/// gesture routing it answers for itself (its own scrolling).
public protocol PagerTabs: GestureParticipant {
    /// Where the selector sits, in window points.
    var frame: Rect { get set }
    /// The height it takes in a tabbed pager.
    var preferredHeight: Double { get }
    /// Makes the selector show `pages` and hand each tab tapped to `select` (with the tap's time)
    /// instead of telling its own delegate.
    func attach(to pages: any PagingSource, select: @escaping (_ index: Int, _ time: Double) -> Void)
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
