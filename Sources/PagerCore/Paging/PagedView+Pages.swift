/// Pages as content: a data source the pages are made from when first needed, an offscreen
/// limit beyond which they are let go of, and their appearance callbacks.
extension PagedView {
    /// A pager over `dataSource`'s pages (as many as its ``PageDataSource/pageCount``; none
    /// makes an empty pager), holding those within `offscreenPageLimit` of the pages in view (``offscreenPageLimit``).
    public convenience init(dataSource: any PageDataSource, initialPage: Int = 0, offscreenPageLimit: Int = 1,
                            configuration: Configuration = Configuration()) {
        self.init(pageCount: dataSource.pageCount, initialPage: initialPage, configuration: configuration)
        pageCache.reset(source: dataSource)
        pageCache.limit = max(0, offscreenPageLimit)
    }

    /// Where the pages come from; nil for a pager whose owner draws its pages itself. Setting
    /// it lets go of the pages made from the old one (without callbacks); the pages of the new
    /// one appear at the next update. Its count should be ``pageCount``.
    public var dataSource: (any PageDataSource)? {
        get { pageCache.source }
        set { pageCache.reset(source: newValue) }
    }

    /// How many pages each side of the pages in view (and of those in a move: its target, the
    /// page it leaves) the pager keeps once made: ViewPager2's `offscreenPageLimit`, 1 by
    /// default. Pages further away are let go of (the pager drops its reference, and tells
    /// ``PageDataSource/didRelease(_:at:)``) at the end of the call that moved them out of
    /// range; a looping pager measures the distance round the loop. Pages are made lazily, when
    /// first needed, never ahead of time: one within the limit that is not made yet is told
    /// through ``PageDataSource/prefetchPage(at:in:priority:context:)`` instead, so its
    /// picture can decode before it slides in.
    public var offscreenPageLimit: Int {
        get { pageCache.limit }
        set { pageCache.limit = max(0, newValue) }
    }

    /// Told of every appearance callback (``PageLifecycle``'s contract), after the page itself,
    /// also for a pager without a data source (then only this hears them). The first page
    /// appears at the first update after this or the data source is set: the pager's next
    /// ``advance(to:)`` or input.
    public var onAppearance: ((PageAppearanceEvent) -> Void)? {
        get { pageCache.observer }
        set { pageCache.observer = newValue }
    }

    /// Where page `index` is in its appearance cycle.
    public func appearance(ofPage index: Int) -> PageAppearance { pageCache.lifecycle.appearance(of: index) }

    /// The page at `index` from the data source, made now if the pager does not hold it; nil
    /// without a data source or for an index outside the pages.
    public func page(at index: Int) -> (any Page)? {
        guard index >= 0, index < pageCount else { return nil }
        return pageCache.page(at: index)
    }

    /// The indices of the pages the pager holds, ascending.
    public var loadedPageIndices: [Int] { pageCache.pages.keys.sorted() }

    /// Draws the data source's pages on screen as ``drawShownPages(into:gap:transition:background:content:)``
    /// does, each through its ``Page/drawBackground(in:into:context:)`` and ``Page/draw(in:into:context:)``,
    /// then lets the pages within the offscreen limit prefetch (``Page/prefetch(in:priority:context:)``
    /// for those it holds, ``PageDataSource/prefetchPage(at:in:priority:context:)`` for the
    /// others, their distance from the current page as the priority).
    public func drawShownPages(into list: inout DrawList, gap: Color? = nil, transition: PageTransition = .slide,
                               context: PageContext) {
        var context = context
        context.isRightToLeft = configuration.isRightToLeft
        context.axis = configuration.axis
        drawShownPages(into: &list, gap: gap, transition: transition,
                       background: { index, frame, list in page(at: index)?.drawBackground(in: frame, into: &list, context: context) },
                       content: { index, frame, list in page(at: index)?.draw(in: frame, into: &list, context: context) })
        prefetchNearbyPages(context: context)
    }

    /// Moves the own motion of the data source's pages in view on to `time`
    /// (``Page/advance(to:)``).
    func advanceShownPages(to time: Double) {
        guard pageCache.isActive else { return }
        forEachVisiblePage { index, _ in page(at: index)?.advance(to: time) }
    }

    /// Tells the data source's pages in view that the pointer hovers at `point` (window
    /// points), or is gone or held by a gesture (nil): ``Page/pointerHovered(at:)``, their
    /// buttons' hover state.
    public func shownPagesHover(at point: Point?) {
        guard pageCache.isActive else { return }
        forEachVisiblePage { index, _ in page(at: index)?.pointerHovered(at: point) }
    }

    /// Whether a data source's page in view needs frames for its own motion.
    var shownPagesAreAnimating: Bool {
        guard pageCache.isActive else { return false }
        var animating = false
        forEachVisiblePage { index, _ in animating = animating || page(at: index)?.isAnimating == true }
        return animating
    }

    /// The data source's current page, if it is made: the one that hears keys first
    /// (``Page/handle(_:)``) and shows the focus ring.
    public var currentPageContent: (any Page)? { page(at: currentPage) }

    /// The elements of the data source's pages on screen (role `page`, clipped to the frame,
    /// the current page selected).
    public func shownPageNodes() -> [ElementNode] {
        var nodes: [ElementNode] = []
        forEachVisiblePage { index, frame in
            if let page = page(at: index) {
                nodes.append(page.elementNode(frame: frame.intersection(self.frame), selected: index == currentPage))
            }
        }
        return nodes
    }

    /// Brings the pages' appearance up to date with where they are now, makes the pages in view,
    /// lets go of those beyond the limit, then delivers the callbacks owed (``PagerCallbacks``).
    /// Called at the end of every call that moves or edits the pages; within a batch, at its end.
    func updatePages() {
        guard batchDepth == 0 else { return }
        let cache = pageCache
        if cache.isActive {
            // A page made during the update may edit the pager: the update then runs again.
            guard !cache.isUpdating else { return cache.needsUpdate = true }
            cache.isUpdating = true
            repeat {
                cache.needsUpdate = false
                refreshPages()
            } while cache.needsUpdate
            cache.isUpdating = false
        }
        deliverCallbacks()
    }

    /// The callbacks owed, in order, unless they are being delivered already: then those a
    /// callback caused are delivered after it, by the same loop.
    private func deliverCallbacks() {
        let cache = pageCache
        guard !cache.isDelivering, !cache.callbacks.isEmpty else { return }
        cache.isDelivering = true
        defer { cache.isDelivering = false }
        while let callback = cache.callbacks.popFirst() {
            switch callback {
            case let .moved(index, time):
                delegate?.didMoveToPage(index: index, at: time)
            case let .completion(completion, finished):
                completion(finished)
            case let .appearance(event, page, _):
                page?.deliver(event.kind, at: event.time)
                cache.observer?(event)
            case let .released(page, index, source, _):
                source.didRelease(page, at: index)
            }
        }
    }

    /// ``updatePages()``'s work on the pages, abandoned when making a page edits the pager.
    private func refreshPages() {
        let cache = pageCache
        let changes = stateChanges
        let fading = crossFade?.page
        let generation = cache.generation, limit = cache.limit
        // The appearance cycle is a fixed point of its inputs, and the pages held follow from
        // them and from the pages held before: an update with the inputs of the last one finds
        // nothing to do. While the pages move every frame changes the state, but most leave
        // the pages in the move and those in view as they were.
        let last = cache.lastUpdate
        if let last, last.changes == changes, last.fading == fading, last.generation == generation,
           last.limit == limit { return }
        let state = pagingState
        let placement = PageLifecycle.Placement(state: state, isSettled: isSettled, fading: fading)
        if let last, last.placement == placement, last.count == state.pageCount, last.fading == fading,
           last.generation == generation, last.limit == limit,
           cache.source == nil || keepsTheSamePages(cache) {
            cache.lastUpdate?.changes = changes
            return
        }
        cache.lastUpdate = nil
        cache.updates &+= 1
        let update = cache.updates
        let events = cache.updateLifecycle(to: state, isSettled: isSettled, fading: fading, at: now)
        if !events.isEmpty, cache.deliver(events) { return }
        var inputs = PageUpdateInputs(changes: changes, placement: placement, count: state.pageCount, fading: fading,
                                      limit: cache.limit, generation: cache.generation)
        guard cache.source != nil else { return finishUpdate(update, inputs) }
        // Taken out while filled, so the buffer has one owner and is reused, not copied.
        var kept = cache.kept
        cache.kept = []
        collectKept(into: &kept)
        cache.kept = kept
        for index in kept where cache.pages[index] == nil {
            _ = cache.page(at: index)
            if cache.needsUpdate { return }
        }
        cache.trim(count: pageCount, wraps: wraps)
        inputs.generation = cache.generation
        finishUpdate(update, inputs)
    }

    /// The pages an update keeps, in order: the current page, the target, the pages not hidden
    /// in the appearance cycle and the pages in view.
    private func collectKept(into kept: inout [Int]) {
        kept.removeAll(keepingCapacity: true)
        guard pageCount > 0 else { return }
        kept.append(currentPage)
        kept.append(targetPage)
        for entry in pageCache.lifecycle.states { kept.append(entry.page) }
        forEachVisiblePage { index, _ in kept.append(index) }
    }

    /// Whether an update now would keep the pages the last one kept (``collectKept(into:)``
    /// with the appearance cycle as it is), checked in a buffer kept for it.
    private func keepsTheSamePages(_ cache: PageCache) -> Bool {
        var check = cache.keptCheck
        cache.keptCheck = []
        collectKept(into: &check)
        let same = check == cache.kept
        cache.keptCheck = check
        return same
    }

    /// Remembers the inputs of an update that ran to its end, unless a callback it delivered
    /// started another update or moved the pages meanwhile (then the next update runs in full).
    private func finishUpdate(_ update: Int, _ inputs: PageUpdateInputs) {
        pageCache.lastUpdate = pageCache.updates == update && stateChanges == inputs.changes ? inputs : nil
    }
}
