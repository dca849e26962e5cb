/// The pages a pager made from its data source and still holds, by index, with what it needs
/// to tell them and their observer when they appear and disappear. A class the pager holds in
/// a constant, so reaching it is no access to the pager's state.
final class PageCache {
    private(set) var source: (any PageDataSource)?
    private(set) var pages: [Int: any Page] = [:]
    private(set) var lifecycle = PageLifecycle()
    var limit = 1
    var observer: ((PageAppearanceEvent) -> Void)?
    /// The pages the last update kept pages around (reused, so a frame allocates nothing for it).
    var kept: [Int] = []
    /// The buffer ``PagedView/updatePages()`` checks ``kept`` against (reused like it).
    var keptCheck: [Int] = []

    /// Counts the changes to ``pages`` and ``lifecycle`` other than an update's own (``pageUpdate``).
    private(set) var generation = 0
    /// The inputs of the last complete update, after which an update with the same inputs
    /// changes nothing: no callback, no page made or let go of.
    var lastUpdate: PageUpdateInputs?
    /// How many updates have run (a callback an update delivers may start another).
    var updates = 0
    /// The callbacks owed, delivered once the pager's state is whole (``PagedView/updatePages()``).
    var callbacks = PagerCallbacks()
    /// Whether the owed callbacks are being delivered (those a callback causes wait their turn).
    var isDelivering = false
    /// Whether an update is under way, and whether something changed the pages during it (a
    /// page made that edited the pager), so it runs again.
    var isUpdating = false, needsUpdate = false
    /// The indices of the pages being made (``page(at:)``), renumbered by edits a page's making
    /// causes; nil once removed.
    private var making: [Int?] = []

    /// Whether anyone listens: without a data source or an observer the pager skips the work.
    var isActive: Bool { source != nil || observer != nil }

    /// Lets go of every page (without callbacks) and of the appearance cycle, for pages made
    /// from `source` from now on.
    func reset(source: (any PageDataSource)?) {
        let old = pages
        callbacks.pagesReplaced { old[$0] }
        for position in making.indices { making[position] = nil }
        pages = [:]
        lifecycle = PageLifecycle()
        self.source = source
        generation &+= 1
    }

    /// Brings the appearance cycle to `state` (``PageLifecycle/update(to:isSettled:fading:at:)``).
    func updateLifecycle(to state: PagingState, isSettled: Bool, fading: Int?,
                                  at time: Double) -> [PageAppearanceEvent] {
        lifecycle.update(to: state, isSettled: isSettled, fading: fading, at: time)
    }

    /// The page at `index`, made now if it is not held. A page whose making moved it (the data
    /// source edited the pager) is held at its new index; one whose index was removed meanwhile
    /// is let go of at once.
    func page(at index: Int) -> (any Page)? {
        // Pages are held only while there is a source.
        if let page = pages[index] { return page }
        guard let source else { return nil }
        making.append(index)
        let page = source.makePage(at: index)
        guard let at = making.removeLast(), pages[at] == nil else {
            callbacks.append(.released(page, index: index, source: source, removed: true))
            return page
        }
        pages[at] = page
        generation &+= 1
        return page
    }

    /// Owes the pages (made now if needed) and the observer `events`, in order. Returns whether
    /// making a page changed the pager (then the update runs again).
    func deliver(_ events: [PageAppearanceEvent]) -> Bool {
        let first = callbacks.positions.upperBound
        for event in events { callbacks.append(.appearance(event, page: nil, removed: false)) }
        guard source != nil else { return false }
        // By position: a page's making may edit the pager, which renumbers the waiting callbacks.
        var position = first
        while position < callbacks.positions.upperBound {
            if case let .appearance(event, nil, false) = callbacks[position] {
                let page = page(at: event.page)
                if case let .appearance(event, nil, removed) = callbacks[position] {
                    callbacks[position] = .appearance(event, page: page, removed: removed)
                }
                if needsUpdate { return true }
            }
            position += 1
        }
        return false
    }

    /// Lets go of every page further than ``limit`` from all of ``kept`` (`count` pages,
    /// measured round the loop when `wraps`).
    func trim(count: Int, wraps: Bool) {
        guard let source, !pages.isEmpty else { return }
        let limit = max(0, self.limit)
        let kept = self.kept
        let isFar = { (index: Int) in !kept.contains { PageCache.distance(index, $0, count: count, wraps: wraps) <= limit } }
        // One at a time, lowest index first (an order that does not hang on the dictionary's
        // hashing), so no iteration holds the storage while it changes.
        while true {
            var lowest: Int?
            let held = pages
            for index in held.keys where isFar(index) && index < (lowest ?? .max) { lowest = index }
            guard let index = lowest, let page = pages.removeValue(forKey: index) else { return }
            generation &+= 1
            callbacks.append(.released(page, index: index, source: source, removed: false))
        }
    }

    static func distance(_ a: Int, _ b: Int, count: Int, wraps: Bool) -> Int {
        let d = abs(a - b)
        return wraps ? min(d, count - d) : d
    }

    /// A page was inserted before `index`: the held pages from there on move up one.
    func insert(at index: Int) {
        generation &+= 1
        lifecycle.insert(at: index)
        callbacks.pageInserted(at: index)
        for position in making.indices {
            if let at = making[position], at >= index { making[position] = at + 1 }
        }
        let held = pages
        guard held.keys.contains(where: { $0 >= index }) else { return }
        pages = Dictionary(uniqueKeysWithValues: held.map { ($0.key >= index ? $0.key + 1 : $0.key, $0.value) })
    }

    /// Page `index` was removed at `time`: it is owed its disappearance, is let go of, and the
    /// held pages after it move down one.
    func remove(at index: Int, time: Double) {
        generation &+= 1
        let events = lifecycle.remove(at: index, time: time)
        let removed = pages.removeValue(forKey: index)
        callbacks.pageRemoved(at: index, page: removed)
        for position in making.indices {
            if let at = making[position] { making[position] = at == index ? nil : (at > index ? at - 1 : at) }
        }
        for event in events { callbacks.append(.appearance(event, page: removed, removed: true)) }
        if let removed, let source { callbacks.append(.released(removed, index: index, source: source, removed: true)) }
        let held = pages
        guard held.keys.contains(where: { $0 > index }) else { return }
        pages = Dictionary(uniqueKeysWithValues: held.map { ($0.key > index ? $0.key - 1 : $0.key, $0.value) })
    }
}

/// What a pager's page update depends on (``PagedView/updatePages()``): the pager's state
/// (as ``PagedView/stateChanges`` counts its changes) and what of it the appearance cycle reads,
/// the number of pages, the page fading out, the limit and the pages held.
struct PageUpdateInputs: Equatable {
    var changes: Int
    var placement: PageLifecycle.Placement
    var count: Int
    var fading: Int?
    var limit: Int
    var generation: Int
}
