/// Where a pager's pages are, as every selector shows it: the one value a tab strip, a bottom
/// bar and a page indicator read when they lay out, draw or answer a tap. The pages produce it
/// (``PagedView/pagingState``); no selector keeps a copy of the selection or the position.
public struct PagingState: Sendable, Equatable {
    /// What the pages are doing, as a selector draws it.
    public enum Phase: Sendable, Equatable {
        /// On page `page` (at rest, or passing exactly over it).
        case resting(page: Int)
        /// Between page `from` and page `to`, `progress` (0 ..< 1) of the way. During a long
        /// jump the two are the jump's neighbouring pages on screen (``splice``), the pages
        /// between them skipped; across a loop's wrap `to` is page 0.
        case moving(from: Int, to: Int, progress: Double)
    }

    /// The fractional position in pages (1.5 is halfway between pages 1 and 2); a looping
    /// pager's runs in `0 ..< pageCount`.
    public var position: Double
    /// The page the pages are on or heading for: the selected tab.
    public var selectedIndex: Int
    /// How many pages there are.
    public var pageCount: Int
    /// Whether the position wraps from the last page to the first (a looping pager).
    public var wraps: Bool
    /// During a long jump, the pages on screen side by side as page indices within one lap,
    /// ascending, between which the pages are skipped; empty otherwise (and for a loop's jump
    /// across its wrap, whose selector sweeps instead).
    public var splice: [Int]

    /// Creates a state.
    public init(position: Double, selectedIndex: Int, pageCount: Int, wraps: Bool = false, splice: [Int] = []) {
        self.position = position
        self.selectedIndex = selectedIndex
        self.pageCount = pageCount
        self.wraps = wraps
        self.splice = splice
    }

    /// Resting on `page`.
    public static func resting(at page: Int, pageCount: Int, wraps: Bool = false) -> PagingState {
        PagingState(position: Double(page), selectedIndex: page, pageCount: pageCount, wraps: wraps)
    }

    /// The position as a phase: the page it is on, or the two it is between and how far along.
    public var phase: Phase {
        for (a, b) in zip(splice, splice.dropFirst()) where position > Double(a) && position < Double(b) {
            return .moving(from: a, to: b, progress: (position - Double(a)) / Double(b - a))
        }
        let from = Int(position.rounded(.down))
        let progress = position - Double(from)
        guard progress > 0 else { return .resting(page: from) }
        let to = from + 1 < pageCount ? from + 1 : (wraps ? 0 : from)
        return .moving(from: from, to: to, progress: progress)
    }
}

/// What a selector reads the paging state from: the pages of its pager.
public protocol PagingSource: AnyObject {
    /// Where the pages are now.
    var pagingState: PagingState { get }
    /// The clock the pages read their time from; a selector that animates reads it too, so
    /// pages and selector keep one time.
    var clock: SceneClock { get }
}
