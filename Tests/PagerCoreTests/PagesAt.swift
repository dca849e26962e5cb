@testable import PagerCore

/// Stand-in pages a test puts wherever it likes, for a selector shown without a pager.
final class PagesAt: PagingSource {
    var pagingState: PagingState
    let clock = SceneClock()

    init(_ position: Double = 0, selectedIndex: Int = 0, pageCount: Int, wraps: Bool = false) {
        pagingState = PagingState(position: position, selectedIndex: selectedIndex, pageCount: pageCount, wraps: wraps)
    }
}

extension TabbedView {
    /// Shows stand-in pages at `position` (the selection stays), attaching them on first use.
    func showPages(at position: Double) {
        if pages == nil { pages = PagesAt(selectedIndex: selectedIndex, pageCount: tabCount, wraps: wraps) }
        (pages as? PagesAt)?.pagingState.position = position
    }
}

extension BottomTabBar {
    /// Shows stand-in screens at `position` (the selection stays), attaching them on first use.
    func showPages(at position: Double) {
        if pages == nil { pages = PagesAt(selectedIndex: selectedIndex, pageCount: items.count) }
        (pages as? PagesAt)?.pagingState.position = position
    }
}
