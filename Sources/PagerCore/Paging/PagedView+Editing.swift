/// Inserting and removing pages at any moment: the page on screen stays where it is, a move under
/// way keeps its target, and a drag keeps its hold.
extension PagedView {
    /// Inserts a page before `index` (0...pageCount; an index outside is clamped). The page on
    /// screen stays on screen and stays current, its index shifting if needed, even mid-drag or
    /// mid-animation. The first page inserted into an empty pager becomes its current page.
    public func insertPage(at index: Int) {
        defer { updatePages() }
        fade = nil
        let at = min(max(index, 0), pageCount)
        pageCache.insert(at: at)
        guard pageCount > 0 else {
            storedPageCount = 1
            return rest(onlyOn: 0)
        }
        pinShownPages()
        let oldCount = pageCount, oldRange = slotRange
        storedPageCount += 1
        if currentPage >= at { storedCurrentPage += 1 }
        remap(from: oldRange) { logical in self.shifted(logical, count: oldCount) { $0 >= at ? $0 + 1 : $0 } }
    }

    /// Applies `updates` (inserts and removals) as one edit: the pager asks its data source for
    /// pages and makes every callback only when they are all done, so the data may already be the
    /// final list while the steps pass through counts it never had, none among them (UIKit's
    /// batch updates). Pages removed on the way hear their disappearance at the end, first.
    public func performBatchUpdates(_ updates: () -> Void) {
        batchDepth += 1
        updates()
        batchDepth -= 1
        updatePages()
    }

    /// Removes page `index` (an index outside the pages removes nothing). The page on screen
    /// stays current; if it is the one removed, its successor (or, for the last page, its
    /// predecessor) takes its place. Removing the only page leaves an empty pager; a move
    /// under way then ends, unfinished.
    public func removePage(at index: Int) {
        guard index >= 0, index < pageCount else { return }
        defer { updatePages() }
        fade = nil
        pageCache.remove(at: index, time: now)
        guard pageCount > 1 else {
            storedPageCount = 0
            rest(onlyOn: 0)
            return endMove(finished: false)
        }
        let oldCount = pageCount, oldRange = slotRange
        storedPageCount -= 1
        let last = pageCount - 1
        if currentPage > index || currentPage > last { storedCurrentPage -= 1 }
        remap(from: oldRange) { logical in
            self.shifted(logical, count: oldCount) { $0 > index ? $0 - 1 : ($0 == index ? min(index, last) : $0) }
        }
    }

    /// Puts the pages at rest on `page`, current, with no move under way and nothing held: a
    /// pager whose only page came or went.
    private func rest(onlyOn page: Int) {
        storedCurrentPage = page
        strip = PageStrip(anchoredAt: page)
        visual = 0
        motion = .idle
    }

    /// Makes both pages on screen anchors of the strip, so a page inserted between them cannot
    /// take the place of the one coming into view (a lone anchor's neighbours are only implied).
    /// A page added before the first anchor renumbers the slots by one; the position, the drag
    /// and the spring move with them.
    private func pinShownPages() {
        let lowSlot = visual.rounded(.down)
        guard visual != lowSlot, visual.isFinite else { return }
        let low = Int(lowSlot), lastSlot = strip.anchors.count - 1
        let page: Int
        if low == -1 {
            page = strip.page(atSlot: -1)
        } else if low == lastSlot {
            page = strip.page(atSlot: lastSlot + 1)
        } else {
            return  // both are anchors already, or the screen is far past them
        }
        guard wraps || (page >= 0 && page < pageCount) else { return }
        strip = PageStrip(pages: strip.anchors + [page])
        guard low == -1 else { return }
        visual += 1
        switch motion {
        case let .dragging(raw, origin):
            motion = .dragging(raw: raw + 1, originSlot: origin + 1)
        case let .settling(spring):
            motion = .settling(spring.shifted(by: 1, at: now))
        case .idle, .held:
            break
        }
    }

    /// Renames a logical page after an index change, keeping a looping pager's turn count (none
    /// once a single page is left, which does not wrap).
    private func shifted(_ logical: Int, count: Int, _ transform: (Int) -> Int) -> Int {
        guard isLooping else { return transform(logical) }
        let turn = Int((Double(logical) / Double(count)).rounded(.down))
        return (wraps ? turn * pageCount : 0) + transform(logical - turn * count)
    }

    /// Renames the strip's pages by `transform` after an insert or remove; `oldRange` is
    /// ``slotRange`` as it was before the page count changed.
    private func remap(from oldRange: ClosedRange<Double>, _ transform: (Int) -> Int) {
        if let remapped = strip.remapped(transform) {
            strip = remapped
            keepOvershoot(past: oldRange)
            // Slots keep their meaning, so springs and drags carry on untouched, unless the
            // slot a spring was heading for now lies past the last page.
            if case let .settling(spring) = motion, !slotRange.contains(spring.base.target) {
                resettle(toSlot: nearestSlot(spring.base.target), carrying: velocity)
            }
        } else {
            // Two anchors merged (a jump whose end page was removed): keep the page nearest the
            // middle of the screen where it is and carry on from there. Past the first or last
            // page that is the end page, not a slot beyond it, which holds no page: anchored
            // there, the strip sprang to a page that does not exist and then jumped a page.
            let anchorSlot = Int(min(max(visual, oldRange.lowerBound), oldRange.upperBound).rounded())
            let page = transform(strip.page(atSlot: anchorSlot))
            let offset = visual - Double(anchorSlot)
            let currentVelocity = velocity
            strip = PageStrip(anchoredAt: page)
            visual = offset
            switch motion {
            case .settling: resettle(toSlot: 0, carrying: currentVelocity)
            case .dragging: beginDrag(at: now)
            case .idle, .held: break
            }
        }
        if case .idle = motion { finish() }
    }

    /// After a remap: slots outside the anchors show implied pages, so removing one of those
    /// moves the first or last page's slot (the band's edge) while the position stays, which
    /// left it up to two pages past the end, beyond anything the band can show. Where the
    /// position is now past an end, it is put back as far past it as it was past that end
    /// before (not past at all if it was inside, so a removed page's successor takes its
    /// place); a drag's unbanded position and a spring move with it.
    private func keepOvershoot(past oldRange: ClosedRange<Double>) {
        let range = slotRange
        let kept: Double
        if visual < range.lowerBound {
            kept = range.lowerBound + min(0, visual - oldRange.lowerBound)
        } else if visual > range.upperBound {
            kept = range.upperBound + max(0, visual - oldRange.upperBound)
        } else {
            return
        }
        let shift = kept - visual
        let currentVelocity = velocity
        visual = kept
        switch motion {
        case let .dragging(raw, origin):
            motion = .dragging(raw: raw + shift, originSlot: origin)
        case let .settling(spring):
            resettle(toSlot: nearestSlot(spring.base.target), carrying: currentVelocity)
        case .idle, .held:
            break
        }
    }
}
