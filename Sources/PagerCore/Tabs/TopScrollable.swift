/// Content that can scroll back to its top on request: what a re-tap on the selected tab
/// scrolls (``TabbedPager/topScrollable``).
public protocol TopScrollable: AnyObject {
    /// Scrolls to the top from `time`, with the content's own animation.
    func scrollToTop(at time: Double)
}

/// The feed's header and list: to the first row with the header expanded.
extension NestedScrollCoordinator: TopScrollable {}
