import PagerCore

/// What the two paged screens (the ViewPager screen and the feed) share: a ViewPager over a
/// list of pages, a window-title line, and the nested-pager hand-off rule.
protocol PagedScreen: DemoScreen {
    var viewPager: ViewPager! { get }
    var pages: PageList { get }
}

extension PagedScreen {
    var pageCount: Int { pages.count }

    var pageTitle: String {
        let page = viewPager.pagedView.currentPage
        return "\(pages[page].title) (\(page + 1)/\(pages.count))"
    }

    /// Whether a horizontal drag starting with `dx` belongs to the outer pager: this screen's
    /// pages are at their first or last page and the drag goes outward. Decided once, when the
    /// drag begins; a looping pager is never at an edge.
    func handsOff(dragStartingWith dx: Double) -> Bool {
        let pager = viewPager.pagedView
        return handsOffAtEdges && !pager.isAnimating && pager.isAtEdge(forward: dx < 0)
    }

    /// The tab strip's frame around its selected tab (the focus ring on the tabs).
    var selectedTabFrame: Rect {
        let tabs = viewPager.tabbedView
        return tabs.tabFrame(at: tabs.selectedIndex).intersection(tabs.frame)
    }
}
