/// Telling the pages near the current one that they will be wanted soon.
extension PagedView {
    /// Within ``offscreenPageLimit`` pages of the current page (round the loop for a looping
    /// pager), nearest first and at equal distance the earlier page first, each page not in view
    /// is told it will be wanted, with its distance in pages as the priority and the pager's
    /// frame: a page the pager holds through ``Page/prefetch(in:priority:context:)``, one it has
    /// not made through its data source's ``PageDataSource/prefetchPage(at:in:priority:context:)``.
    /// Pages beyond the limit are never asked. Makes no page and changes nothing in the pager.
    ///
    /// ``drawShownPages(into:gap:transition:context:)`` calls it; a program that draws its
    /// pages through ``drawShownPages(into:gap:transition:background:content:)`` calls it after.
    public func prefetchNearbyPages(context: PageContext) {
        let count = pageCount, limit = offscreenPageLimit
        guard count > 1, limit > 0, let source = pageCache.source else { return }
        let held = pageCache.pages
        let wraps = self.wraps, current = currentPage, frame = self.frame
        let reach = min(limit, wraps ? count / 2 : count - 1)
        guard reach > 0 else { return }
        func ask(_ index: Int, distance: Int) {
            guard index >= 0, index < count, !isShown(index) else { return }
            if let page = held[index] {
                page.prefetch(in: frame, priority: distance, context: context)
            } else {
                source.prefetchPage(at: index, in: frame, priority: distance, context: context)
            }
        }
        for distance in 1...reach {
            let before = wraps ? ((current - distance) % count + count) % count : current - distance
            let after = wraps ? (current + distance) % count : current + distance
            ask(before, distance: distance)
            // Round a short loop both sides may be one page.
            if after != before { ask(after, distance: distance) }
        }
    }

    /// Whether page `index` is among the pages in view (a few; no collection is made, so a
    /// frame's prefetch allocates nothing).
    private func isShown(_ index: Int) -> Bool {
        var shown = false
        forEachVisiblePage { visible, _ in if visible == index { shown = true } }
        return shown
    }
}
