/// The whole navigation state of a paged interface as one value, for session restore and deep
/// links: the screen, each screen's page, its header's collapse and every list's offset, and the
/// keyboard focus. Pages and screens are named by ``PageReference`` (by id, with neighbours and
/// an index to fall back on), lists by their page's id. A plain value: the app saves it in any
/// form it likes; nothing here touches files.
public struct NavigationState: Sendable, Equatable {
    /// Where one screen's pager was.
    public struct Pager: Sendable, Equatable {
        /// The page it was on.
        public var page: PageReference
        /// How far its collapsing header was collapsed, in points, if it has one.
        public var headerCollapse: Double?
        /// The scroll offset of each page's list, in points, by the page's id.
        public var listOffsets: [String: Double]

        /// A pager's state.
        public init(page: PageReference, headerCollapse: Double? = nil, listOffsets: [String: Double] = [:]) {
            self.page = page
            self.headerCollapse = headerCollapse
            self.listOffsets = listOffsets
        }
    }

    /// The screen shown.
    public var screen: PageReference
    /// Each screen's pager, by the screen's id.
    public var pagers: [String: Pager]
    /// The element with the keyboard focus, by a name the app gives its elements; nil for none.
    public var focus: String?

    /// A state.
    public init(screen: PageReference, pagers: [String: Pager] = [:], focus: String? = nil) {
        self.screen = screen
        self.pagers = pagers
        self.focus = focus
    }
}

extension TabbedPager {
    /// The page the pages are on or heading for, as a reference by the ids `id` gives.
    public func pageReference(id: (Int) -> String) -> PageReference {
        PageReference(index: selectedIndex, count: pagedView.pageCount, looping: pagedView.isLooping, id: id)
    }

    /// Puts the pages at once on the page `reference` names (``PageReference/resolved(count:index:)``),
    /// at `time`, as a move without animation: the delegate hears of it if the page changes.
    public func restore(_ reference: PageReference, at time: Double, index: (String) -> Int?) {
        moveToPage(at: reference.resolved(count: pagedView.pageCount, index: index), animated: false, at: time)
    }
}
