import PagerCore

/// What the two paged screens (the ViewPager screen and the feed) share: a ViewPager over a
/// list of pages and a window-title line.
protocol PagedScreen: DemoScreen {
    var viewPager: ViewPager! { get }
    var pages: PageList { get }
}

extension PagedScreen {
    var pageCount: Int { pages.count }

    func setReducesMotion(_ reduces: Bool) { viewPager.pagedView.reducesMotion = reduces }

    func adopt(clock: SceneClock) { viewPager.clock = clock }

    /// The carousel holds while the pointer is down or hovers over its pages. Under reduced
    /// motion it keeps moving on, each move a cross-fade instead of a slide, like every move
    /// the program makes there.
    func pauseAutoAdvance(held: Bool, pointer: Point?) {
        viewPager.autoAdvance?.isPaused = held || pointer.map { viewPager.pagedView.frame.contains($0) } == true
    }

    var wakeTime: Double? { viewPager.wakeTime }

    /// The diff from the current pages to `newPages` by id, and the new indices of kept pages
    /// whose content changed (title, colour, badge or rows).
    func diff(to newPages: PageList) -> (PageListDiff, Set<Int>) {
        let old = pages
        let diff = PageListDiff(from: old.ids, to: newPages.ids, current: viewPager.pagedView.currentPage)
        var changed: Set<Int> = []
        for (index, kept) in diff.keptOldIndex.enumerated() {
            if let kept, old[kept] != newPages[index] { changed.insert(index) }
        }
        return (diff, changed)
    }

    /// The old content of the kept pages in `changed` (new indices), for a ``ContentFade``.
    func oldContent(of changed: Set<Int>, diff: PageListDiff) -> [Int: DemoConfig.Page] {
        var old: [Int: DemoConfig.Page] = [:]
        for index in changed { if let kept = diff.keptOldIndex[index] { old[index] = pages[kept] } }
        return old
    }

    /// The page the pages are on or heading for, by id.
    var pageReference: PageReference { viewPager.pageReference { pages[$0].id } }

    /// Puts the pages on the page `reference` names.
    func restorePage(_ reference: PageReference, time: Double) {
        viewPager.restore(reference, at: time) { pages.index(ofID: $0) }
    }

    var pageTitle: String {
        let page = viewPager.pagedView.currentPage
        return "\(pages[page].title) (\(page + 1)/\(pages.count))"
    }

    /// The tab strip's frame around its selected tab (the focus ring on the tabs).
    var selectedTabFrame: Rect {
        let tabs = viewPager.tabbedView
        return tabs.tabFrame(at: tabs.selectedIndex).intersection(tabs.frame)
    }
}
