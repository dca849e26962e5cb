import PagerCore

extension DemoConfig.Screen {
    /// The ViewPager a paged screen of the demo is built on, the same for every kind: the
    /// screen's tab strip (tab `index` drawn by `item(index)`) over
    /// pages from `pages`, with the screen's paging options (orientation, looping, swipe
    /// directions, indicator, auto-advance, move animation, right-to-left, tab insets).
    func makeViewPager(pages: any PageDataSource, theme: Theme, measurer: any TextMeasuring,
                       item: @escaping (_ index: Int) -> any TabItem) -> ViewPager {
        let tabbedView = TabbedView(sizeConfiguration: tabs, tabCount: self.pages.count, selectedIndex: initialPage,
                                    theme: theme, measurer: measurer, makeItem: item)
        let pagedView = PagedView(dataSource: pages, initialPage: initialPage,
                                  configuration: options.pagedViewConfiguration)
        pagedView.swipeDirections = options.swipeDirections
        let viewPager = ViewPager(tabs: tabbedView, pagedView: pagedView, tabsPosition: options.tabsPosition)
        tabbedView.contentInsets = tabInsets
        let indicator = options.makeIndicator(theme: theme)
        indicator?.measurer = measurer
        viewPager.indicator = indicator
        viewPager.autoAdvance = options.autoAdvanceTimer
        viewPager.moveAnimation = options.animation
        tabbedView.isRightToLeft = options.isRightToLeft
        return viewPager
    }
}
