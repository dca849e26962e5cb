import PagerCore

/// A page that knows its title and hears its appearance callbacks into its feed's journal.
final class FeedPage: Page {
    let title: String
    private unowned let feed: Feed

    init(title: String, feed: Feed) {
        self.title = title
        self.feed = feed
    }

    func draw(in frame: Rect, into list: inout DrawList, context: PageContext) {}
    func willAppear(at time: Double) { feed.heard(self, .willAppear) }
    func didAppear(at time: Double) { feed.heard(self, .didAppear) }
    func willDisappear(at time: Double) { feed.heard(self, .willDisappear) }
    func didDisappear(at time: Double) { feed.heard(self, .didDisappear) }
}

/// An app's feed: its data (page titles) and the pager's data source over it, checking that
/// the pager asks only for pages the data has, and that each page's callbacks alternate.
final class Feed: PageDataSource {
    var titles: [String]
    /// The indices asked for, in order.
    private(set) var made: [Int] = []
    /// Indices asked for outside the data.
    private(set) var askedOutside: [Int] = []
    /// The titles of the pages let go of, with the index given.
    private(set) var released: [String] = []
    /// Every page callback, "title kind".
    private(set) var heard: [String] = []
    /// Cycle violations: a callback its page's state does not allow.
    private(set) var violations: [String] = []
    /// Called from inside `makePage(at:)`, once, then cleared.
    var onMake: ((Int) -> Void)?
    /// Called from inside `didRelease(_:at:)`, once, then cleared.
    var onRelease: ((Int) -> Void)?
    /// Called from inside each page callback with the page's title and the callback, until it
    /// returns true (it acted).
    var onHeard: ((String, PageAppearanceEvent.Kind) -> Bool)?
    private var states: [ObjectIdentifier: PageAppearance] = [:]

    init(count: Int) { titles = (0..<count).map { "P\($0)" } }

    var pageCount: Int { titles.count }

    func makePage(at index: Int) -> any Page {
        made.append(index)
        guard titles.indices.contains(index) else {
            askedOutside.append(index)
            return FeedPage(title: "outside \(index)", feed: self)
        }
        let page = FeedPage(title: titles[index], feed: self)
        if let onMake {
            self.onMake = nil
            onMake(index)
        }
        return page
    }

    func didRelease(_ page: any Page, at index: Int) {
        released.append("\(page.title)@\(index)")
        if let onRelease {
            self.onRelease = nil
            onRelease(index)
        }
    }

    func heard(_ page: FeedPage, _ kind: PageAppearanceEvent.Kind) {
        heard.append("\(page.title) \(kind.rawValue)")
        let id = ObjectIdentifier(page)
        let now = states[id] ?? .hidden
        let allowed: [PageAppearance]
        let next: PageAppearance
        switch kind {
        case .willAppear: allowed = [.hidden, .disappearing]; next = .appearing
        case .didAppear: allowed = [.appearing]; next = .shown
        case .willDisappear: allowed = [.shown, .appearing]; next = .disappearing
        case .didDisappear: allowed = [.disappearing]; next = .hidden
        }
        if !allowed.contains(now) { violations.append("\(page.title) \(kind.rawValue) while \(now)") }
        states[id] = next
        if let onHeard {
            self.onHeard = nil
            if !onHeard(page.title, kind) && self.onHeard == nil { self.onHeard = onHeard }
        }
    }

    /// How the pager's pages disagree with the data: counts, pages held at an index whose data
    /// is another page, one page object held at two indices. Empty when they agree.
    func mismatches(in pager: PagedView) -> [String] {
        var found: [String] = []
        if pager.pageCount != titles.count { found.append("pager has \(pager.pageCount) pages, data \(titles.count)") }
        var seen: [ObjectIdentifier: Int] = [:]
        for index in pager.loadedPageIndices {
            guard let page = pager.page(at: index) else { continue }
            if !titles.indices.contains(index) || page.title != titles[index] {
                found.append("index \(index) holds \(page.title), data \(titles.indices.contains(index) ? titles[index] : "none")")
            }
            if let other = seen.updateValue(index, forKey: ObjectIdentifier(page)) {
                found.append("\(page.title) held at \(other) and \(index)")
            }
        }
        return found
    }

    /// The data edits an app makes together with the pager's.
    func insert(_ title: String, at index: Int, into pager: PagedView) {
        titles.insert(title, at: index)
        pager.insertPage(at: index)
    }

    func remove(at index: Int, from pager: PagedView) {
        titles.remove(at: index)
        pager.removePage(at: index)
    }
}

/// A pager over a feed, 400 x 300 points, driven by frames at 60 Hz.
final class FeedPager: PagedViewDelegate {
    let feed: Feed
    let pager: PagedView
    private(set) var time = 0.0
    private(set) var moves: [Int] = []
    /// Called from inside `didMoveToPage(index:at:)`, once, then cleared.
    var onMove: ((Int) -> Void)?

    init(pages: Int, initialPage: Int = 0, offscreenPageLimit: Int = 1, looping: Bool = false) {
        feed = Feed(count: pages)
        var configuration = PagedView.Configuration()
        configuration.isLooping = looping
        pager = PagedView(dataSource: feed, initialPage: initialPage, offscreenPageLimit: offscreenPageLimit,
                          configuration: configuration)
        pager.frame = Rect(x: 0, y: 0, width: 400, height: 300)
        pager.delegate = self
        pager.advance(to: 0)
    }

    func didMoveToPage(index: Int, at time: Double) {
        moves.append(index)
        if let onMove {
            self.onMove = nil
            onMove(index)
        }
    }

    /// Frames up to `t`.
    func run(until t: Double) {
        while time + 1.0 / 60 <= t + 1e-12 {
            time += 1.0 / 60
            pager.advance(to: time)
        }
    }

    /// Frames until the pager rests (at most ten seconds more).
    func settle() {
        let limit = time + 10
        while !pager.isSettled && time < limit {
            time += 1.0 / 60
            pager.advance(to: time)
        }
    }

    /// Moves to `page` and rests there.
    func visit(_ page: Int) {
        pager.moveToPage(at: page, at: time)
        settle()
    }
}
