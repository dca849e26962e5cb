import PagerCore

/// What must hold after every frame of a fuzz stream, whatever the input.
///
/// For the screen the trace reports: the offset is finite and less than a page past the first
/// and the last page (what the rubber band can show); the current page's zoom within its band
/// plus the rubber band; page, tab and screen indices are in range;
/// header and list stay within their bounds (the list within the widest band the stream has
/// shown); at rest the offset is an exact page and the tab is the page. For every pager in the
/// scene (each screen's and the screens' own): its position is within its pages plus the band
/// (a looping one's within `0 ..< count`); the selector selects the page the pages are heading
/// for, and has one item per page; a pager at rest rests on an integer page; and its frame is
/// covered by pages, but for the gaps its spacing leaves and the side beyond an end page.
struct FuzzInvariants {
    /// The widest rubber band a list has shown in the stream so far: a pull made in a tall
    /// window may still be springing back after a resize shrank the window.
    private var widestBand = 0.0

    /// Rounding allowed where page frames meet, in points.
    static let tolerance = 1e-6

    /// Checks `app` after a frame; returns what is broken, if anything.
    mutating func check(_ app: DemoApp) -> String? {
        for pager in app.pagersForChecks {
            if let problem = Self.check(pager.pages, selectedTab: pager.selectedTab, tabCount: pager.tabCount) {
                return "\(pager.name): \(problem)"
            }
        }
        let state = app.traceState
        guard state.offset.isFinite else { return "offset is \(state.offset)" }
        let pages = app.currentPageCount
        guard (0..<pages).contains(state.page) else { return "page \(state.page) not in 0..<\(pages)" }
        guard (0..<pages).contains(state.tab) else { return "tab \(state.tab) not in 0..<\(pages)" }
        guard (0..<app.screenCount).contains(state.screen) else { return "screen \(state.screen) out of range" }
        guard state.offset > -1, state.offset < Double(pages) else {
            return "offset \(state.offset) beyond the rubber band of \(pages) pages"
        }
        guard state.header.isFinite, state.list.isFinite else { return "header \(state.header) list \(state.list)" }
        if let bounds = app.currentScrollBounds {
            guard bounds.header.contains(state.header) else { return "header \(state.header) outside \(bounds.header)" }
            widestBand = max(widestBand, bounds.band)
            let allowed = (bounds.list.lowerBound - widestBand)...(bounds.list.upperBound + widestBand)
            guard allowed.contains(state.list) else { return "list \(state.list) outside \(allowed)" }
        }
        // A zoom within its band and the band's rubber band (a factor of 2 past either end). Not
        // checked at rest: `settled` does not wait for a zoom's spring back into the band.
        guard state.zoom.isFinite, state.zoom >= ZoomGeometry.minimumScale / 2 - Self.tolerance,
              state.zoom <= 2 * ZoomGeometry.defaultMaximumScale + Self.tolerance else {
            return "zoom \(state.zoom) beyond its band and rubber band"
        }
        if state.settled {
            guard state.offset == Double(state.page) else { return "settled at offset \(state.offset), page \(state.page)" }
            guard state.tab == state.page else { return "settled with tab \(state.tab) but page \(state.page)" }
        }
        return nil
    }

    /// The checks on one pager.
    static func check(_ pager: PagedView, selectedTab: Int, tabCount: Int) -> String? {
        let count = pager.pageCount
        let position = pager.position
        guard position.isFinite else { return "position is \(position)" }
        if pager.isLooping && count > 1 {
            guard position >= 0, position < Double(count) else {
                return "looping position \(position) not in 0..<\(count) (pages in view \(pager.anchors))"
            }
        } else {
            guard position > -1, position < Double(count) else {
                return "position \(position) beyond the rubber band of \(count) pages (pages in view \(pager.anchors))"
            }
        }
        guard tabCount == count else { return "\(tabCount) tabs for \(count) pages" }
        guard selectedTab == pager.targetPage else {
            return "tab \(selectedTab) selected while the pages head for \(pager.targetPage) (position \(position))"
        }
        if pager.isSettled, position != Double(pager.currentPage) {
            return "at rest at position \(position), page \(pager.currentPage)"
        }
        return coverage(pager)
    }

    /// Whether the pager's frame is covered by its pages: between two pages in view no more than
    /// the spacing, and at either side of the frame no more than the spacing uncovered, unless
    /// the page at that side is the first or the last (the rubber band shows past it, and a
    /// peek beside it shows nothing).
    static func coverage(_ pager: PagedView) -> String? {
        let frame = pager.frame
        guard frame.width > 0, frame.height > 0 else { return nil }
        let horizontal = pager.configuration.axis == .horizontal
        let start = horizontal ? frame.x : frame.y
        let end = horizontal ? frame.maxX : frame.maxY
        var spans: [(start: Double, end: Double, page: Int)] = []
        pager.forEachVisiblePage { index, page in
            let low = max(horizontal ? page.x : page.y, start)
            let high = min(horizontal ? page.maxX : page.maxY, end)
            if high - low > tolerance { spans.append((low, high, index)) }
        }
        let count = pager.pageCount
        let spacing = max(0, pager.configuration.pageSpacing)
        // Nothing in view is right in the band past an end page, or inside a gap wider than
        // the frame.
        let position = pager.position
        if spans.isEmpty, !(pager.isLooping && count > 1) && (position < 0 || position > Double(count - 1)) || spacing >= end - start {
            return nil
        }
        return gaps(spans, start: start, end: end, allowed: spacing + tolerance) { page in
            !(pager.isLooping && count > 1) && (page == 0 || page == count - 1)
        }.map { "\($0) at position \(position)" }
    }

    /// What is left uncovered of `start ... end` by `spans` (pages along the axis, clipped to
    /// it): more than `allowed` between two pages, or at either side unless the page there
    /// `isEnd`; nil when covered.
    static func gaps(_ spans: [(start: Double, end: Double, page: Int)], start: Double, end: Double, allowed: Double,
                     isEnd: (Int) -> Bool) -> String? {
        guard !spans.isEmpty else { return "no page in view" }
        let spans = spans.sorted { ($0.start, $0.end) < ($1.start, $1.end) }
        if spans[0].start - start > allowed, !isEnd(spans[0].page) {
            return "\(JSONText.number(spans[0].start - start)) pt uncovered before page \(spans[0].page)"
        }
        // How far the pages so far reach, and the page that reaches it.
        var reach = spans[0]
        for span in spans.dropFirst() {
            if span.start - reach.end > allowed {
                return "\(JSONText.number(span.start - reach.end)) pt between pages \(reach.page) and \(span.page)"
            }
            if span.end > reach.end { reach = span }
        }
        if end - reach.end > allowed, !isEnd(reach.page) {
            return "\(JSONText.number(end - reach.end)) pt uncovered after page \(reach.page)"
        }
        return nil
    }
}
