/// Tapping the selected tab: as on phones (Android's `onTabReselected`, iOS's tab bars), the
/// delegate hears of it and, unless the app turns it off, the page's content scrolls to its top.
extension TabbedPager {
    /// Selects tab `index` at `time` as a tap on it would, telling the delegate (a tap, a key
    /// on the focused tab and an app's own "select this tab" all come here): on the page the
    /// pages rest on, a reselect (``ViewPagerDelegate/didReselectTab(at:at:)``, then the
    /// page's ``topScrollable`` scrolls to its top if ``scrollsToTopOnReselect``); otherwise a
    /// move to that page with ``moveAnimation`` (``ViewPagerDelegate/didSelectTab(at:at:)``). A tab tapped while the
    /// pages still move to it is a move: the page is not the one in view yet.
    public func selectTab(at index: Int, at time: Double) {
        guard index == pagedView.currentPage, pagedView.isSettled else {
            moveToPage(at: index, animation: moveAnimation, at: time)
            delegate?.didSelectTab(at: index, at: time)
            return
        }
        delegate?.didReselectTab(at: index, at: time)
        if scrollsToTopOnReselect { topScrollable?(index)?.scrollToTop(at: time) }
    }
}
