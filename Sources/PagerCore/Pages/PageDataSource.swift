/// Where a pager's pages come from: how many there are, and the page at an index, made when
/// the pager first needs it (Flutter's `PageView.builder`, UIKit's page view data source).
///
/// The pager asks for a page when it is about to appear, or when it is drawn or described, and
/// keeps it while it is within ``PagedView/offscreenPageLimit`` pages of a page in view or in
/// a move; beyond that it lets go of it (``didRelease(_:at:)``) and asks again if it comes
/// back. So 100,000 pages cost what a handful do. After the pager's ``PagedView/insertPage(at:)``
/// or ``PagedView/removePage(at:)``, the data must already be with (or without) the page: the
/// pages it holds are renumbered with it, and an index is asked for only if it holds none.
public protocol PageDataSource: AnyObject {
    /// How many pages there are when the pager is made.
    var pageCount: Int { get }
    /// Makes the page at `index` (`0 ..< pageCount`, with the pager's inserts and removals).
    func makePage(at index: Int) -> any Page
    /// The pager let go of `page`, which was at `index` (beyond the offscreen limit, or
    /// removed): a place to save what should outlive it. Nothing by default.
    func didRelease(_ page: any Page, at index: Int)
    /// Page `index` is not made, but within ``PagedView/offscreenPageLimit`` of the current
    /// page, `priority` pages away, and may slide in soon: a place to start loading what it
    /// shows without making it (UIKit's `prefetchItemsAt`), as ``Page/prefetch(in:priority:context:)``
    /// does for a page that is made: ask `context.images` for its picture at the size of
    /// `frame`, the pager's frame. Called each time the pager draws its pages; nothing by
    /// default.
    func prefetchPage(at index: Int, in frame: Rect, priority: Int, context: PageContext)
}

extension PageDataSource {
    public func didRelease(_ page: any Page, at index: Int) {}
    public func prefetchPage(at index: Int, in frame: Rect, priority: Int, context: PageContext) {}
}

/// A data source from a count and a closure that makes the page at an index, and optionally
/// one that prefetches a page not made yet.
///
/// ```swift
/// let pages = PageBuilder(count: 100_000) { index in ColorPage(title: "Page \(index + 1)", color: .white) }
/// let photos = PageBuilder(count: sources.count, make: { ImagePage(image: sources[$0]) },
///                          prefetch: { index, frame, priority, context in
///                              _ = context.images.info(for: sources[index], box: frame.size, mode: .fit, priority: priority)
///                          })
/// ```
public final class PageBuilder: PageDataSource {
    /// What ``PageDataSource/prefetchPage(at:in:priority:context:)`` is given.
    public typealias Prefetch = (_ index: Int, _ frame: Rect, _ priority: Int, _ context: PageContext) -> Void

    /// The count given at creation (the pager keeps its own count through inserts and removals).
    public let pageCount: Int
    private let make: (Int) -> any Page
    private let prefetch: Prefetch?

    /// `count` pages, page `index` made by `make(index)`; `prefetch`, if given, is told of a page
    /// not made yet that may be wanted soon (``PageDataSource/prefetchPage(at:in:priority:context:)``).
    public init(count: Int, make: @escaping (_ index: Int) -> any Page, prefetch: Prefetch? = nil) {
        pageCount = max(0, count)
        self.make = make
        self.prefetch = prefetch
    }

    /// A data source over pages already made (they are kept by the array, so never released).
    /// The pages are fixed: a pager over them that is asked for an index they lack (a page
    /// inserted into the pager only) stops with a message naming the index.
    public convenience init(pages: [any Page]) {
        self.init(count: pages.count) { index in
            precondition(pages.indices.contains(index),
                         "PageBuilder(pages:).makePage(at: \(index)): index out of 0..<\(pages.count)")
            return pages[index]
        }
    }

    public func makePage(at index: Int) -> any Page { make(index) }

    public func prefetchPage(at index: Int, in frame: Rect, priority: Int, context: PageContext) {
        prefetch?(index, frame, priority, context)
    }
}
