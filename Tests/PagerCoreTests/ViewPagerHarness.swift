import PagerCore

/// Drives a ViewPager (tabs over pages) through the real gesture router at a chosen frame rate:
/// a press on the strip goes to the tabs (a tap selects, a drag scrolls an overflowing strip or
/// else swipes the pages), a press below goes to the pages.
final class ViewPagerHarness: ViewPagerDelegate {
    let viewPager: ViewPager
    var router = GestureRouter()
    let frameInterval: Double
    private(set) var time = 0.0
    /// Completed page moves, as the delegate hears of them.
    private(set) var moves: [Int] = []
    /// Called after every frame's `advance`, for per-frame checks.
    var onFrame: (() -> Void)?
    /// The titles behind the tabs (kept in step by insert and remove).
    private(set) var titles: [String]


    static let stripHeight = 48.0
    static let pagesHeight = 300.0

    init(titles: [String], tabs: TabStripLayout.SizeConfiguration? = nil, width: Double = 480, fps: Double = 60,
         initialPage: Int = 0, looping: Bool = false, measurer: any TextMeasuring = FixedWidthTextMeasurer(),
         configuration base: PagedView.Configuration = .init(), tabsPosition: ViewPager.TabsPosition = .top) {
        self.titles = titles
        var configuration = base
        configuration.isLooping = configuration.isLooping || looping
        let pagedView = PagedView(pageCount: titles.count, initialPage: initialPage, configuration: configuration)
        let box = TitleBox()
        box.titles = titles
        let tabbedView = TabbedView(sizeConfiguration: tabs ?? .fillEqually(height: Self.stripHeight),
                                    tabCount: titles.count, selectedIndex: initialPage, measurer: measurer) { index in
            TitleTabItem(title: box.titles[index])
        }
        viewPager = ViewPager(tabs: tabbedView, pagedView: pagedView, tabsPosition: tabsPosition)
        viewPager.frame = Rect(x: 0, y: 0, width: width, height: Self.stripHeight + Self.pagesHeight)
        frameInterval = 1 / fps
        self.box = box
        viewPager.delegate = self
    }

    /// Lets the item factory see the current titles after inserts and removals.
    private final class TitleBox { var titles: [String] = [] }
    private let box: TitleBox

    var tabs: TabbedView { viewPager.tabbedView }
    var pager: PagedView { viewPager.pagedView }

    /// The title of the page in view.
    var currentTitle: String { titles[pager.currentPage] }

    /// The vertical middle of the pages, for drags on them.
    static let pagesY = stripHeight + pagesHeight / 2
    /// The vertical middle of the strip, for taps and strip drags.
    static let stripY = stripHeight / 2

    // MARK: - Input

    func send(_ kind: InputEvent.Kind, at t: Double) {
        router.handle(InputEvent(kind, at: t), in: viewPager)
    }

    /// A key at time `t` (after the frames up to it).
    func key(_ key: Key, at t: Double) {
        run(until: t)
        viewPager.handleKey(key, at: t)
    }

    /// Down and up on tab `index`'s centre (clamped into the visible strip) at time `t`.
    func tap(tab index: Int, at t: Double) {
        run(until: t)
        let frame = tabs.tabFrame(at: index).intersection(tabs.frame)
        let point = Point(x: frame.midX, y: tabs.frame.midY)
        send(.pointerDown(point), at: t)
        send(.pointerUp(point), at: t)
    }

    /// A drag from x0 to x1 at height `y` over `duration` seconds from `start`, one move per
    /// frame, like the script's `drag`.
    func drag(from x0: Double, to x1: Double, y: Double = pagesY, start: Double, duration: Double,
              release: Bool = true) {
        run(until: start)
        send(.pointerDown(Point(x: x0, y: y)), at: start)
        var k = 1
        while start + Double(k) * frameInterval < start + duration {
            let t = start + Double(k) * frameInterval
            run(until: t)
            send(.pointerMove(Point(x: x0 + (x1 - x0) * (t - start) / duration, y: y)), at: t)
            k += 1
        }
        run(until: start + duration)
        send(.pointerMove(Point(x: x1, y: y)), at: start + duration)
        if release { send(.pointerUp(Point(x: x1, y: y)), at: start + duration) }
    }

    func didMoveToPage(index: Int, at time: Double) { moves.append(index) }

    // MARK: - Pages

    /// Inserts a page titled `title` before `index`, in the data and in the ViewPager.
    func insertPage(_ title: String, at index: Int) {
        titles.insert(title, at: index)
        box.titles = titles
        viewPager.insertPage(at: index)
    }

    /// Removes page `index` from the data and the ViewPager.
    func removePage(at index: Int) {
        guard titles.count > 1 else { return }
        titles.remove(at: index)
        box.titles = titles
        viewPager.removePage(at: index)
    }

    /// Replaces the titles with `newTitles` as a keyed diff by title (``TabbedPager/apply(_:changed:)``).
    func apply(_ newTitles: [String]) {
        let diff = PageListDiff(from: titles, to: newTitles, current: pager.currentPage)
        titles = newTitles
        box.titles = titles
        viewPager.apply(diff)
    }

    // MARK: - Time

    /// Frames from the current time up to and including `t`.
    func run(until t: Double) {
        while time + frameInterval <= t + 1e-12 {
            step()
        }
    }

    /// One frame.
    func step() {
        time += frameInterval
        viewPager.advance(to: time)
        onFrame?()
    }

    /// Runs frames until everything rests; returns the time.
    @discardableResult
    func settle(limit: Double = 20) -> Double {
        let end = time + limit
        while !viewPager.isSettled && time < end { step() }
        return time
    }
}
