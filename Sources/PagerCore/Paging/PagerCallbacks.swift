/// The callbacks a pager owes the app, held until its state is whole: every change to the
/// pages (a move, an edit, a page made or let go of) first runs to its end, and only then does
/// the pager call out (``PagedView/updatePages()``). A callback may move or edit the pager; what
/// that owes is queued behind what is still waiting, and each waiting callback's page index
/// follows the edit, so it names the page it was meant for.
///
/// Appearance callbacks whose page was removed keep the index it had and go to the page object
/// taken when it was removed (or to the observer alone, if the pager never made it).
struct PagerCallbacks {
    /// One callback owed.
    enum Callback {
        /// ``PagedViewDelegate/didMoveToPage(index:at:)``.
        case moved(index: Int, time: Double)
        /// A move's completion, with whether it finished.
        case completion(MoveCompletion, finished: Bool)
        /// An appearance callback to `page` (nil until the pager has the page, and for a page
        /// never made) and the observer; `removed` once the page is gone and its index stays.
        case appearance(PageAppearanceEvent, page: (any Page)?, removed: Bool)
        /// `source`'s ``PageDataSource/didRelease(_:at:)``; `removed` once the index stays.
        case released(any Page, index: Int, source: any PageDataSource, removed: Bool)
    }

    private var waiting: [Callback] = []
    private var next = 0

    /// Whether nothing is owed.
    var isEmpty: Bool { next == waiting.count }

    /// The positions of the callbacks waiting, first to last.
    var positions: Range<Int> { next..<waiting.count }

    /// The callback waiting at `position` (one of ``positions``).
    subscript(position: Int) -> Callback {
        get { waiting[position] }
        set { waiting[position] = newValue }
    }

    /// Queues `callback` behind those waiting.
    mutating func append(_ callback: Callback) { waiting.append(callback) }

    /// The first callback waiting, taken off the queue (whose storage is kept once it empties).
    mutating func popFirst() -> Callback? {
        guard next < waiting.count else { return nil }
        let callback = waiting[next]
        next += 1
        if next == waiting.count {
            waiting.removeAll(keepingCapacity: true)
            next = 0
        }
        return callback
    }

    /// A page was inserted before `index`: the waiting callbacks' pages from there on move up one.
    mutating func pageInserted(at index: Int) {
        for position in positions {
            switch waiting[position] {
            case let .moved(page, time) where page >= index:
                waiting[position] = .moved(index: page + 1, time: time)
            case .appearance(var event, let page, false) where event.page >= index:
                event.page += 1
                waiting[position] = .appearance(event, page: page, removed: false)
            case let .released(page, at, source, false) where at >= index:
                waiting[position] = .released(page, index: at + 1, source: source, removed: false)
            default:
                break
            }
        }
    }

    /// Page `index` (whose object was `page`, if made) was removed: the waiting callbacks for it
    /// keep its index and go to `page`, and the pages after it move down one.
    mutating func pageRemoved(at index: Int, page removedPage: (any Page)?) {
        for position in positions {
            switch waiting[position] {
            case let .moved(page, time) where page > index:
                waiting[position] = .moved(index: page - 1, time: time)
            case .appearance(var event, let page, false) where event.page >= index:
                if event.page == index {
                    waiting[position] = .appearance(event, page: page ?? removedPage, removed: true)
                } else {
                    event.page -= 1
                    waiting[position] = .appearance(event, page: page, removed: false)
                }
            case let .released(page, at, source, false) where at >= index:
                waiting[position] = .released(page, index: at == index ? at : at - 1, source: source,
                                              removed: at == index)
            default:
                break
            }
        }
    }

    /// The pages were all let go of for another data source: the waiting callbacks keep their
    /// indices, and appearance callbacks go to the old pages (`page(index)`, if made).
    mutating func pagesReplaced(_ page: (Int) -> (any Page)?) {
        for position in positions {
            switch waiting[position] {
            case let .appearance(event, held, false):
                waiting[position] = .appearance(event, page: held ?? page(event.page), removed: true)
            case let .released(released, at, source, false):
                waiting[position] = .released(released, index: at, source: source, removed: true)
            default:
                break
            }
        }
    }
}
