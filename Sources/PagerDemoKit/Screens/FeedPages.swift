import PagerCore

/// The feed's pages: a ``ListPage`` per page of the screen, made when the pager first needs it.
/// A page the pager lets go of (beyond its offscreen limit) leaves its list's saved state here
/// (scroll offset, rows, selection), and the page made again for it starts from that state, so
/// every list keeps its own position however far away the pages went.
final class FeedPages: PageDataSource {
    private let pages: PageList
    /// Sets up a new list (its row provider and selection handler) for page `index`.
    var configure: ((_ list: ListView, _ index: Int) -> Void)?
    private var saved: [Int: ListView.SavedState] = [:]

    init(pages: PageList) { self.pages = pages }

    var pageCount: Int { pages.count }

    func makePage(at index: Int) -> any Page {
        let page = pages[index]
        let rows = page.rows
        let list = ListView(heights: saved[index]?.heights ?? rows.heights) { row in
            let row = rows.row(at: row)
            return ListRow(title: row.title, subtitle: row.subtitle)
        }
        configure?(list, index)
        if let state = saved.removeValue(forKey: index) { list.restore(state) }
        return ListPage(title: page.title, list: list, background: page.color)
    }

    func didRelease(_ page: any Page, at index: Int) {
        guard let page = page as? ListPage else { return }
        saved[index] = page.list.savedState
    }
}
