/// The appearance cycle of a pager's pages (``PageAppearance``), derived from where the pages
/// are: a pure state machine that turns each new ``PagingState`` into the callbacks it implies.
/// ``PagedView`` runs one for its data source's pages and its ``PagedView/onAppearance``
/// observer; a custom pager can run its own.
///
/// The contract, for every way the pages move (drags, flings, taps on a tab, keys, the wheel,
/// long jumps, loops, code, insert and remove):
///
/// - At rest (the pager settled: nothing moves, fades or holds it) exactly one page is
///   ``PageAppearance/shown``: the page it rests on. Every other page is hidden.
/// - While the pages move, the pages *in the move* are the two the position lies between (the
///   one it is on when it passes exactly over a page), the page the move is heading for (a
///   settle's target, so a tapped tab's page appears when the move towards it starts, before
///   it is in view), and the page a reduced-motion move fades out. A page that joins the move
///   gets `willAppear`; the shown page gets `willDisappear` as soon as another page joins it (a
///   press that only holds the pages calls nothing). A page that drops out of the move before
///   the pages rest gets `willDisappear` then `didDisappear` if it was appearing, `didDisappear`
///   if it was disappearing.
/// - When the pages come to rest, the page they rest on gets `didAppear` (preceded by
///   `willAppear` if it was hidden or disappearing: a move that went back, a cancelled
///   transition) and every other page in the move gets `didDisappear` (preceded by
///   `willDisappear` if it was appearing).
/// - A long jump shows its target beside the page it leaves (``PagingState/splice``): the
///   pages between them are never drawn and get no callbacks. A drag or a fling that passes over
///   pages on screen gives each of them `willAppear` as it comes between the position's pages
///   and `willDisappear`, `didDisappear` as it leaves.
/// - Every page's callbacks alternate as the cycle allows (never `didAppear` without
///   `willAppear` before it, never two `willAppear` in a row); each transition calls each
///   callback at most once per page.
///
/// Within one update the callbacks come in four groups, each in ascending page order:
/// `willDisappear`, `willAppear`, `didDisappear`, `didAppear` (UIKit's order for a transition:
/// the page leaving hears first).
public struct PageLifecycle: Sendable, Equatable {
    /// The pages not hidden, by index.
    public private(set) var states: [Int: PageAppearance] = [:]

    /// A lifecycle in which every page is hidden.
    public init() {}

    /// The state of page `index`.
    public func appearance(of index: Int) -> PageAppearance { states[index] ?? .hidden }

    /// The callbacks that bring the pages from their last states to those `state` implies, at
    /// `time`, and the new states.
    /// - Parameters:
    ///   - state: where the pages are.
    ///   - isSettled: whether the pager rests (``PagedView/isSettled``).
    ///   - fading: the page a reduced-motion move fades out, while it fades.
    ///   - time: the time the callbacks carry.
    public mutating func update(to state: PagingState, isSettled: Bool, fading: Int? = nil,
                                at time: Double) -> [PageAppearanceEvent] {
        let count = state.pageCount
        var resting: Int?
        var inMove = PageQuartet()
        if isSettled, case let .resting(page) = state.phase {
            resting = page
        } else {
            switch state.phase {
            case let .resting(page): inMove.insert(page, below: count)
            case let .moving(from, to, _): inMove.insert(from, below: count); inMove.insert(to, below: count)
            }
            inMove.insert(state.selectedIndex, below: count)
            if let fading { inMove.insert(fading, below: count) }
        }
        func target(of page: Int) -> PageAppearance {
            if let resting { return page == resting ? .shown : .hidden }
            guard inMove.contains(page) else { return .hidden }
            let now = appearance(of: page)
            switch now {
            case .hidden: return .appearing
            case .shown: return inMove.count > 1 ? .disappearing : .shown
            case .appearing, .disappearing: return now
            }
        }
        // Most frames change nothing: find that out without allocating.
        var changes = states.contains { target(of: $0.key) != $0.value }
        if let resting, appearance(of: resting) != .shown { changes = true }
        for page in inMove.pages where target(of: page) != appearance(of: page) { changes = true }
        guard changes else { return [] }

        var willDisappear: [Int] = [], willAppear: [Int] = [], didDisappear: [Int] = [], didAppear: [Int] = []
        var next: [Int: PageAppearance] = [:]
        var pages = Set(states.keys).union(inMove.pages)
        if let resting { pages.insert(resting) }
        for page in pages {
            let now = appearance(of: page)
            let after = target(of: page)
            switch (now, after) {
            case (.hidden, .appearing), (.disappearing, .appearing): willAppear.append(page)
            case (.hidden, .shown), (.disappearing, .shown): willAppear.append(page); didAppear.append(page)
            case (.appearing, .shown): didAppear.append(page)
            case (.shown, .disappearing): willDisappear.append(page)
            case (.shown, .hidden), (.appearing, .hidden): willDisappear.append(page); didDisappear.append(page)
            case (.disappearing, .hidden): didDisappear.append(page)
            default: break
            }
            if after != .hidden { next[page] = after }
        }
        states = next
        var events: [PageAppearanceEvent] = []
        for (pages, kind) in [(willDisappear, PageAppearanceEvent.Kind.willDisappear), (willAppear, .willAppear),
                              (didDisappear, .didDisappear), (didAppear, .didAppear)] {
            events += pages.sorted().map { PageAppearanceEvent(page: $0, kind: kind, time: time) }
        }
        return events
    }

    /// Page `index` was removed: its callbacks to hidden at `time` (`willDisappear` if it was
    /// shown or appearing, then `didDisappear`), and the pages after it renumbered.
    public mutating func remove(at index: Int, time: Double) -> [PageAppearanceEvent] {
        let was = appearance(of: index)
        var events: [PageAppearanceEvent] = []
        if was == .shown || was == .appearing { events.append(PageAppearanceEvent(page: index, kind: .willDisappear, time: time)) }
        if was != .hidden { events.append(PageAppearanceEvent(page: index, kind: .didDisappear, time: time)) }
        states[index] = nil
        states = Dictionary(uniqueKeysWithValues: states.map { ($0.key > index ? $0.key - 1 : $0.key, $0.value) })
        return events
    }

    /// A page was inserted before `index`: the pages from `index` on are renumbered.
    public mutating func insert(at index: Int) {
        states = Dictionary(uniqueKeysWithValues: states.map { ($0.key >= index ? $0.key + 1 : $0.key, $0.value) })
    }
}

/// Up to four distinct page indices held inline (the pages of a move are at most the two the
/// position lies between, the target and a fading page), so a frame's update allocates nothing.
struct PageQuartet {
    private var slots: (Int, Int, Int, Int) = (-1, -1, -1, -1)
    private(set) var count = 0

    /// Adds `page` if it is one of `0 ..< limit` and not in yet.
    mutating func insert(_ page: Int, below limit: Int) {
        guard page >= 0, page < limit, !contains(page), count < 4 else { return }
        switch count {
        case 0: slots.0 = page
        case 1: slots.1 = page
        case 2: slots.2 = page
        default: slots.3 = page
        }
        count += 1
    }

    func contains(_ page: Int) -> Bool {
        (count > 0 && slots.0 == page) || (count > 1 && slots.1 == page) || (count > 2 && slots.2 == page)
            || (count > 3 && slots.3 == page)
    }

    /// The pages, in the order they came.
    var pages: PageQuartetPages { PageQuartetPages(quartet: self) }

    func page(at index: Int) -> Int {
        switch index {
        case 0: slots.0
        case 1: slots.1
        case 2: slots.2
        default: slots.3
        }
    }
}

/// The pages of a ``PageQuartet``, as a collection that allocates nothing.
struct PageQuartetPages: RandomAccessCollection {
    let quartet: PageQuartet
    var startIndex: Int { 0 }
    var endIndex: Int { quartet.count }
    subscript(position: Int) -> Int { quartet.page(at: position) }
}
