/// Tapping the selected tab: as on phones (Android's `onTabReselected`, iOS's tab bars), the
/// delegate hears of it and, unless the app turns it off, the page's content scrolls to its top.
extension TabbedPager {
    /// What a tap on tab `index` does, for a tap or a keyboard activation at `time`: on the
    /// page the pages rest on, a reselect (``ViewPagerDelegate/didReselectTab(at:)``, then the
    /// page's ``topScrollable`` scrolls to its top if ``scrollsToTopOnReselect``); otherwise a
    /// move to that page (``ViewPagerDelegate/didSelectTab(at:)``). A tab tapped while the
    /// pages still move to it is a move: the page is not the one in view yet.
    public func activateTab(at index: Int, time: Double) {
        guard index == pagedView.currentPage, pagedView.isSettled else {
            moveToPage(at: index, animation: moveAnimation, time: time)
            delegate?.didSelectTab(at: index)
            return
        }
        delegate?.didReselectTab(at: index)
        if scrollsToTopOnReselect { topScrollable?(index)?.scrollToTop(at: time) }
    }
}
