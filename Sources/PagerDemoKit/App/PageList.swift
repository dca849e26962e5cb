import PagerCore

/// A screen's pages: listed in the config, or generated on demand (`--pages 100000`), so a
/// hundred thousand pages cost no memory and no start-up time until something changes them.
package struct PageList: RandomAccessCollection, Sendable, Equatable {
    private enum Storage: Sendable, Equatable {
        case listed([DemoConfig.Page])
        case synthetic(count: Int, rows: DemoConfig.Rows)
    }

    private var storage: Storage

    /// Pages from a list.
    package init(_ pages: [DemoConfig.Page]) { storage = .listed(pages) }

    /// `count` generated pages, "Page 1" and on, in a palette so neighbours differ, each with
    /// `rows`.
    package static func synthetic(count: Int, rows: DemoConfig.Rows) -> PageList {
        var list = PageList([])
        list.storage = .synthetic(count: Swift.max(1, count), rows: rows)
        return list
    }

    private static let palette = ["red", "blue", "orange", "green", "purple", "teal", "pink", "indigo", "brown", "mint"]

    package var startIndex: Int { 0 }
    package var endIndex: Int {
        switch storage {
        case let .listed(pages): return pages.count
        case let .synthetic(count, _): return count
        }
    }

    package subscript(index: Int) -> DemoConfig.Page {
        get {
            switch storage {
            case let .listed(pages): return pages[index]
            case let .synthetic(_, rows):
                return DemoConfig.Page(title: "Page \(index + 1)",
                                       color: Color.named[Self.palette[index % Self.palette.count]], rows: rows)
            }
        }
        set {
            var pages = materialized
            pages[index] = newValue
            storage = .listed(pages)
        }
    }

    /// Whether any page has a badge (generated pages have none).
    package var hasBadges: Bool {
        switch storage {
        case let .listed(pages): return pages.contains { $0.badge != nil }
        case .synthetic: return false
        }
    }

    /// Page `index`'s badge, read without making the page (a generated page has none).
    package func badge(at index: Int) -> String? {
        switch storage {
        case let .listed(pages): return pages[index].badge
        case .synthetic: return nil
        }
    }

    /// The pages' ids, in order.
    package var ids: [String] { map(\.id) }

    /// The index of the page with id `id`, if any: for generated pages ("Page N") computed, for
    /// listed ones a search.
    package func index(ofID id: String) -> Int? {
        switch storage {
        case let .listed(pages): return pages.firstIndex { $0.id == id }
        case let .synthetic(count, _):
            guard id.hasPrefix("Page "), let number = Int(id.dropFirst(5)), number >= 1, number <= count,
                  "Page \(number)" == id else { return nil }
            return number - 1
        }
    }

    /// Inserts a page (a generated list becomes a real one, once).
    package mutating func insert(_ page: DemoConfig.Page, at index: Int) {
        var pages = materialized
        pages.insert(page, at: index)
        storage = .listed(pages)
    }

    /// Removes a page.
    @discardableResult
    package mutating func remove(at index: Int) -> DemoConfig.Page {
        var pages = materialized
        let page = pages.remove(at: index)
        storage = .listed(pages)
        return page
    }

    /// Counts one more on page `index`'s badge (B in the demo, to show badges update live): a
    /// page without a badge gets 1, a count stops at ``DemoConfig/Page/badgeCounts``' top (so it
    /// never outgrows its capsule), and a text badge (`"new"`) is a label, not a count, and stays.
    package mutating func bumpBadge(at index: Int) {
        guard let badge = self[index].badge else {
            self[index].badge = "1"
            return
        }
        guard badge.utf8.allSatisfy({ (0x30...0x39).contains($0) }), let count = Int(badge) else { return }
        self[index].badge = String(Swift.min(count + 1, DemoConfig.Page.badgeCounts.upperBound))
    }

    /// Gives every page `rows`.
    package mutating func setRows(_ rows: (DemoConfig.Page) -> DemoConfig.Rows) {
        switch storage {
        case let .synthetic(count, old):
            storage = .synthetic(count: count, rows: rows(DemoConfig.Page(title: "Page", color: nil, rows: old)))
        case var .listed(pages):
            for index in pages.indices { pages[index].rows = rows(pages[index]) }
            storage = .listed(pages)
        }
    }

    private var materialized: [DemoConfig.Page] {
        switch storage {
        case let .listed(pages): return pages
        case .synthetic: return Array(self)
        }
    }
}
