import PagerCore

/// A screen's pages: listed in the config, or generated on demand (`--pages 100000`), so a
/// hundred thousand pages cost no memory and no start-up time until something changes them.
package struct PageList: RandomAccessCollection, Sendable, Equatable {
    private enum Storage: Sendable {
        case listed([DemoConfig.Page])
        case synthetic(count: Int, rows: DemoConfig.Rows)
        /// A list inserted into or removed from: its pages (generated ones as runs, each with
        /// `rows`) in a tree.
        case edited(PageRope, rows: DemoConfig.Rows)
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

    /// Generated page `number` (0-based) with `rows`.
    private static func generated(_ number: Int, rows: DemoConfig.Rows) -> DemoConfig.Page {
        DemoConfig.Page(title: "Page \(number + 1)", color: Color.named[palette[number % palette.count]], rows: rows)
    }

    package var startIndex: Int { 0 }
    package var endIndex: Int {
        switch storage {
        case let .listed(pages): return pages.count
        case let .synthetic(count, _): return count
        case let .edited(rope, _): return rope.count
        }
    }

    package subscript(index: Int) -> DemoConfig.Page {
        get {
            switch storage {
            case let .listed(pages): return pages[index]
            case let .synthetic(_, rows): return Self.generated(index, rows: rows)
            case let .edited(rope, rows):
                switch rope.run(at: index) {
                case let (.generated(first, _), offset): return Self.generated(first + offset, rows: rows)
                case let (.page(page), _): return page
                }
            }
        }
        set {
            if case var .listed(pages) = storage {
                storage = .listed([])
                pages[index] = newValue
                storage = .listed(pages)
                return
            }
            remove(at: index)
            insert(newValue, at: index)
        }
    }

    /// Equal pages in the same order.
    package static func == (a: PageList, b: PageList) -> Bool {
        switch (a.storage, b.storage) {
        case let (.listed(x), .listed(y)): return x == y
        case let (.synthetic(x, rowsX), .synthetic(y, rowsY)): return x == y && rowsX == rowsY
        default: return a.count == b.count && a.elementsEqual(b)
        }
    }

    /// Whether any page has a badge (generated pages have none).
    package var hasBadges: Bool {
        switch storage {
        case let .listed(pages): return pages.contains { $0.badge != nil }
        case .synthetic: return false
        case let .edited(rope, _): return rope.badgeCount > 0
        }
    }

    /// Page `index`'s badge, read without making the page (a generated page has none).
    package func badge(at index: Int) -> String? {
        switch storage {
        case let .listed(pages): return pages[index].badge
        case .synthetic: return nil
        case let .edited(rope, _):
            guard case let .page(page) = rope.run(at: index).run else { return nil }
            return page.badge
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
        case .edited: return firstIndex { $0.id == id }
        }
    }

    /// Inserts a page, into generated pages without making them: O(log e) after e edits,
    /// whatever the count (a listed list becomes a tree of its pages, once).
    package mutating func insert(_ page: DemoConfig.Page, at index: Int) {
        switch storage {
        case let .listed(pages):
            var rope = PageRope(pages: pages)
            rope.insert(page, at: index)
            storage = .edited(rope, rows: .listed([]))
        case let .synthetic(count, rows):
            var rope = PageRope(generated: count)
            rope.insert(page, at: index)
            storage = .edited(rope, rows: rows)
        case .edited(var rope, let rows):
            storage = .listed([])
            rope.insert(page, at: index)
            storage = .edited(rope, rows: rows)
        }
    }

    /// Removes a page (as cheap as ``insert(_:at:)``).
    @discardableResult
    package mutating func remove(at index: Int) -> DemoConfig.Page {
        switch storage {
        case let .listed(pages):
            var rope = PageRope(pages: pages)
            _ = rope.remove(at: index)
            storage = .edited(rope, rows: .listed([]))
            return pages[index]
        case let .synthetic(count, rows):
            var rope = PageRope(generated: count)
            _ = rope.remove(at: index)
            storage = .edited(rope, rows: rows)
            return Self.generated(index, rows: rows)
        case .edited(var rope, let rows):
            storage = .listed([])
            let run = rope.remove(at: index)
            storage = .edited(rope, rows: rows)
            switch run {
            case let .generated(first, _): return Self.generated(first, rows: rows)
            case let .page(page): return page
            }
        }
    }

    /// How many tree nodes the edits made so far (their cost, counted; none for a list never
    /// inserted into or removed from).
    package var editNodesMade: Int {
        if case let .edited(rope, _) = storage { return rope.nodesMade }
        return 0
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
        case let .edited(rope, old):
            storage = .edited(rope.mappingPages { page in
                var page = page
                page.rows = rows(page)
                return page
            }, rows: rows(DemoConfig.Page(title: "Page", color: nil, rows: old)))
        }
    }
}
