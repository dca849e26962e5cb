/// Telling the pages held off screen that they will be wanted soon.
extension PagedView {
    /// Calls ``Page/prefetch(in:priority:context:)`` on each page the pager holds (made, within its
    /// offscreen limit) that is not in view, nearest first (at equal distance the earlier page
    /// first), each with its distance in pages from the current page (round the loop for a
    /// looping pager) and the pager's frame. Pages beyond the limit
    /// are not held, so they are never asked. Makes no page and changes nothing in the pager.
    func prefetchHeldPages(context: PageContext) {
        let held = pageCache.pages
        guard held.count > 0, pageCount > 0 else { return }
        let count = pageCount, wraps = self.wraps, current = currentPage
        var farthest = 0
        for index in held.keys {
            farthest = max(farthest, PageCache.distance(index, current, count: count, wraps: wraps))
        }
        guard farthest > 0 else { return }
        let frame = self.frame
        func ask(_ index: Int, distance: Int) {
            guard let page = held[index], !isShown(index) else { return }
            page.prefetch(in: frame, priority: distance, context: context)
        }
        for distance in 1...farthest {
            let before = current - distance, after = current + distance
            ask(wraps ? (before % count + count) % count : before, distance: distance)
            let wrappedAfter = wraps ? after % count : after
            // Round a short loop both sides may be one page.
            if wrappedAfter != (wraps ? (before % count + count) % count : before) {
                ask(wrappedAfter, distance: distance)
            }
        }
    }

    /// Whether page `index` is among the pages in view.
    private func isShown(_ index: Int) -> Bool {
        var shown = false
        forEachVisiblePage { visible, _ in if visible == index { shown = true } }
        return shown
    }
}
