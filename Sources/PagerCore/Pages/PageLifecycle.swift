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
        let resting: Int?
        var inMove: [Int] = []
        if isSettled, case let .resting(page) = state.phase {
            resting = page
            inMove = [page]
        } else {
            resting = nil
            switch state.phase {
            case let .resting(page): inMove.append(page)
            case let .moving(from, to, _): inMove += [from, to]
            }
            inMove.append(state.selectedIndex)
            if let fading { inMove.append(fading) }
            inMove = inMove.filter { $0 >= 0 && $0 < count }
        }
        // Fast path: resting where it rested.
        if let resting, states.count == 1, states[resting] == .shown { return [] }

        var willDisappear: [Int] = [], willAppear: [Int] = [], didDisappear: [Int] = [], didAppear: [Int] = []
        var next: [Int: PageAppearance] = [:]
        let joined = Set(inMove)
        for page in Set(states.keys).union(joined) {
            let now = appearance(of: page)
            let target: PageAppearance
            if let resting {
                target = page == resting ? .shown : .hidden
            } else if joined.contains(page) {
                switch now {
                case .hidden: target = .appearing
                case .shown: target = joined.count > 1 ? .disappearing : .shown
                case .appearing, .disappearing: target = now
                }
            } else {
                target = .hidden
            }
            switch (now, target) {
            case (.hidden, .appearing), (.disappearing, .appearing): willAppear.append(page)
            case (.hidden, .shown), (.disappearing, .shown): willAppear.append(page); didAppear.append(page)
            case (.appearing, .shown): didAppear.append(page)
            case (.shown, .disappearing): willDisappear.append(page)
            case (.shown, .hidden), (.appearing, .hidden): willDisappear.append(page); didDisappear.append(page)
            case (.disappearing, .hidden): didDisappear.append(page)
            default: break
            }
            if target != .hidden { next[page] = target }
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
