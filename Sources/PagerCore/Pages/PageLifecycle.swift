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
public struct PageLifecycle: Sendable {
    /// The pages not hidden and their states, ascending by page (a handful at most: the pages
    /// of one move), so every pass over them goes in one order.
    public private(set) var states: [(page: Int, appearance: PageAppearance)] = []

    /// A lifecycle in which every page is hidden.
    public init() {}

    /// The state of page `index`.
    public func appearance(of index: Int) -> PageAppearance {
        for entry in states where entry.page == index { return entry.appearance }
        return .hidden
    }

    /// The callbacks that bring the pages from their last states to those `state` implies, at
    /// `time`, and the new states.
    /// - Parameters:
    ///   - state: where the pages are.
    ///   - isSettled: whether the pager rests (``PagedView/isSettled``).
    ///   - fading: the page a reduced-motion move fades out, while it fades.
    ///   - time: the time the callbacks carry.
    public mutating func update(to state: PagingState, isSettled: Bool, fading: Int? = nil,
                                at time: Double) -> [PageAppearanceEvent] {
        let placement = Placement(state: state, isSettled: isSettled, fading: fading)
        let resting = placement.resting, inMove = placement.inMove
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
        var changes = states.contains { target(of: $0.page) != $0.appearance }
        if let resting, appearance(of: resting) != .shown { changes = true }
        for page in inMove.pages where target(of: page) != appearance(of: page) { changes = true }
        guard changes else { return [] }

        // The pages concerned, ascending: those not hidden before, those in the move, the
        // resting page (at most eight, held inline).
        var pages = PageOctet()
        for entry in states { pages.insert(entry.page) }
        for page in inMove.pages { pages.insert(page) }
        if let resting { pages.insert(resting) }
        pages.sort()
        var moves = PageOctet.Transitions()
        for (slot, page) in pages.pages.enumerated() {
            let now = appearance(of: page), after = target(of: page)
            moves.set(slot, from: now, to: after)
        }
        var events: [PageAppearanceEvent] = []
        events.reserveCapacity(moves.callbackCount)
        for kind in [PageAppearanceEvent.Kind.willDisappear, .willAppear, .didDisappear, .didAppear] {
            for (slot, page) in pages.pages.enumerated() where moves.calls(kind, slot: slot) {
                events.append(PageAppearanceEvent(page: page, kind: kind, time: time))
            }
        }
        states.removeAll(keepingCapacity: true)
        for (slot, page) in pages.pages.enumerated() where moves.target(slot: slot) != .hidden {
            states.append((page, moves.target(slot: slot)))
        }
        return events
    }

    /// All of ``update(to:isSettled:fading:at:)``'s inputs the new states depend on: the page
    /// the pages rest on, or the pages in the move (not how far along it is). An update whose
    /// placement is that of the last one finds nothing to change.
    struct Placement: Equatable {
        var resting: Int?
        var inMove = PageQuartet()

        init(state: PagingState, isSettled: Bool, fading: Int?) {
            let count = state.pageCount
            let phase = state.phase
            if isSettled, case let .resting(page) = phase {
                // No page of an empty pager is shown.
                if page >= 0 && page < count { resting = page }
                return
            }
            switch phase {
            case let .resting(page): inMove.insert(page, below: count)
            case let .moving(from, to, _): inMove.insert(from, below: count); inMove.insert(to, below: count)
            }
            inMove.insert(state.selectedIndex, below: count)
            if let fading { inMove.insert(fading, below: count) }
        }
    }

    /// Page `index` was removed: its callbacks to hidden at `time` (`willDisappear` if it was
    /// shown or appearing, then `didDisappear`), and the pages after it renumbered.
    public mutating func remove(at index: Int, time: Double) -> [PageAppearanceEvent] {
        let was = appearance(of: index)
        var events: [PageAppearanceEvent] = []
        if was == .shown || was == .appearing { events.append(PageAppearanceEvent(page: index, kind: .willDisappear, time: time)) }
        if was != .hidden { events.append(PageAppearanceEvent(page: index, kind: .didDisappear, time: time)) }
        states.removeAll { $0.page == index }
        for i in states.indices where states[i].page > index { states[i].page -= 1 }
        return events
    }

    /// A page was inserted before `index`: the pages from `index` on are renumbered.
    public mutating func insert(at index: Int) {
        for i in states.indices where states[i].page >= index { states[i].page += 1 }
    }
}

/// Up to four distinct page indices held inline (the pages of a move are at most the two the
/// position lies between, the target and a fading page), so a frame's update allocates nothing.
struct PageQuartet: Equatable {
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

    /// The same pages, in the same order.
    static func == (a: PageQuartet, b: PageQuartet) -> Bool {
        a.count == b.count && a.slots.0 == b.slots.0 && a.slots.1 == b.slots.1 && a.slots.2 == b.slots.2
            && a.slots.3 == b.slots.3
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

/// Up to eight distinct page indices held inline, with what happens to each in one update.
struct PageOctet {
    private var slots: (Int, Int, Int, Int, Int, Int, Int, Int) = (0, 0, 0, 0, 0, 0, 0, 0)
    private(set) var count = 0

    private func get(_ index: Int) -> Int {
        withUnsafeBytes(of: slots) { $0.load(fromByteOffset: index * MemoryLayout<Int>.stride, as: Int.self) }
    }

    private mutating func put(_ page: Int, at index: Int) {
        withUnsafeMutableBytes(of: &slots) { $0.storeBytes(of: page, toByteOffset: index * MemoryLayout<Int>.stride, as: Int.self) }
    }

    /// Adds `page` if it is not in yet (and there is room).
    mutating func insert(_ page: Int) {
        guard count < 8, !(0..<count).contains(where: { get($0) == page }) else { return }
        put(page, at: count)
        count += 1
    }

    /// Puts the pages in ascending order.
    mutating func sort() {
        guard count > 1 else { return }
        for i in 1..<count {
            var j = i
            let page = get(i)
            while j > 0 && get(j - 1) > page {
                put(get(j - 1), at: j)
                j -= 1
            }
            put(page, at: j)
        }
    }

    /// The pages, in order.
    var pages: LazyMapSequence<Range<Int>, Int> { (0..<count).lazy.map { get($0) } }

    /// Each slot's state after the update and the callbacks that take it there.
    struct Transitions {
        private var targets: (PageAppearance, PageAppearance, PageAppearance, PageAppearance,
                              PageAppearance, PageAppearance, PageAppearance, PageAppearance) =
            (.hidden, .hidden, .hidden, .hidden, .hidden, .hidden, .hidden, .hidden)
        /// Four bits a slot: willDisappear, willAppear, didDisappear, didAppear.
        private var calls: UInt32 = 0

        mutating func set(_ slot: Int, from now: PageAppearance, to after: PageAppearance) {
            withUnsafeMutableBytes(of: &targets) { raw in
                raw.baseAddress!.assumingMemoryBound(to: PageAppearance.self)[slot] = after
            }
            var bits: UInt32 = 0
            switch (now, after) {
            case (.hidden, .appearing), (.disappearing, .appearing): bits = 0b0010
            case (.hidden, .shown), (.disappearing, .shown): bits = 0b1010
            case (.appearing, .shown): bits = 0b1000
            case (.shown, .disappearing): bits = 0b0001
            case (.shown, .hidden), (.appearing, .hidden): bits = 0b0101
            case (.disappearing, .hidden): bits = 0b0100
            default: bits = 0
            }
            calls |= bits << (4 * UInt32(slot))
        }

        func target(slot: Int) -> PageAppearance {
            withUnsafeBytes(of: targets) { $0.baseAddress!.assumingMemoryBound(to: PageAppearance.self)[slot] }
        }

        func calls(_ kind: PageAppearanceEvent.Kind, slot: Int) -> Bool {
            let bit: UInt32
            switch kind {
            case .willDisappear: bit = 0b0001
            case .willAppear: bit = 0b0010
            case .didDisappear: bit = 0b0100
            case .didAppear: bit = 0b1000
            }
            return calls & (bit << (4 * UInt32(slot))) != 0
        }

        var callbackCount: Int { calls.nonzeroBitCount }
    }
}
