import PagerCore

/// The feed's pages: a ``ListPage`` per page of the screen, made when the pager first needs it.
/// A page the pager lets go of (beyond its offscreen limit) leaves its list's saved state here
/// (scroll offset, rows, selection) under its page's id, and the page made again for it starts
/// from that state, so every list keeps its own position however far away the pages went, and
/// through live reloads that move its page.
final class FeedPages: PageDataSource {
    /// The screen's pages now; ``apply(_:replacing:)`` takes a reload's.
    private(set) var pages: PageList
    /// Sets up a new list (its row provider and selection handler) for page `index`.
    var configure: ((_ list: ListView, _ index: Int) -> Void)?
    /// The lists the pager let go of, by page id.
    private var saved: [String: ListView.SavedState] = [:]
    /// Offsets for lists not made yet (a restored state), by page id.
    private var offsets: [String: Double] = [:]
    /// The id of the page each held list page shows, so a release names the right page even
    /// after a reload renumbered or removed it.
    private var ids: [ObjectIdentifier: String] = [:]

    init(pages: PageList) { self.pages = pages }

    var pageCount: Int { pages.count }

    /// A list of `rows` (as the page first shows them).
    static func makeList(rows: DemoConfig.Rows) -> ListView {
        ListView(heights: rows.heights) { row in
            let row = rows.row(at: row)
            return ListRow(title: row.title, subtitle: row.subtitle)
        }
    }

    func makePage(at index: Int) -> any Page {
        let page = pages[index]
        let list = Self.makeList(rows: page.rows)
        configure?(list, index)
        if let state = saved.removeValue(forKey: page.id) { list.restore(state) }
        if let offset = offsets.removeValue(forKey: page.id) { list.scroll(to: offset) }
        let made = ListPage(title: page.title, list: list, background: page.color)
        ids[ObjectIdentifier(made)] = page.id
        return made
    }

    func didRelease(_ page: any Page, at index: Int) {
        guard let page = page as? ListPage, let id = ids.removeValue(forKey: ObjectIdentifier(page)) else { return }
        guard pages.index(ofID: id) != nil else { return }
        saved[id] = page.list.savedState
    }

    /// Takes a reload's pages (before the pager hears the diff): a released list whose page's
    /// rows changed keeps only its offset; pages that are gone are forgotten.
    func apply(_ newPages: PageList, replacing old: PageList) {
        pages = newPages
        for (id, state) in saved {
            guard let before = old.index(ofID: id).map({ old[$0] }), let after = newPages.index(ofID: id).map({ newPages[$0] }) else {
                saved[id] = nil
                continue
            }
            if before.rows != after.rows {
                saved[id] = nil
                offsets[id] = state.offset
            }
        }
    }

    /// Offsets (by page id) for lists made from now on, as a saved navigation state gives them.
    func restore(_ offsets: [String: Double]) {
        saved = [:]
        self.offsets = offsets
    }

    /// The offsets of the lists not held by the pager, by page id.
    var savedOffsets: [String: Double] {
        var all = offsets
        for (id, state) in saved { all[id] = state.offset }
        return all
    }
}
