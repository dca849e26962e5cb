/// A ready scene: a ``ViewPager`` whose pages come from a data source and draw themselves
/// (``Page``), with a tab per page. Gestures reach the tabs and the pages through the driver's
/// router; keys and wheel notches through ``handle(_:)``. The pages hear their appearance
/// callbacks (``PageLifecycle``) as the pager moves.
///
/// ```swift
/// let scene = PagerScene(pages: [ColorPage(title: "First", color: .white)], measurer: text)
/// let many = PagerScene(dataSource: PageBuilder(count: 100_000) { ColorPage(title: "Page \($0 + 1)", color: nil) },
///                       title: { "Page \($0 + 1)" }, measurer: text)
/// ```
public final class PagerScene: DescribedScene, ClockedScene {
    /// The tab strip over the pages.
    public let viewPager: ViewPager
    /// What the pages draw with. Its ``PageContext/time`` follows ``advance(to:)``; the
    /// program sets the rest: the images its pages show (`scene.context.images = store`, a
    /// PagerSDL `ImageStore`; ``NoImages`` until then, every picture a placeholder), the
    /// screen's ``PageContext/pixelScale`` and ``PageContext/reducesMotion``. The scene does
    /// not know when a picture is fading in: the image provider, which knows when each became
    /// ready (``ImageReveal/isRevealing(since:now:reducesMotion:)``), asks for those frames.
    public var context: PageContext

    /// A pager over `dataSource`'s pages, tab `index` titled `title(index)` (so the tabs do not
    /// make pages), tabs sized by `tabs`, in `theme`, measuring text with `measurer`, holding
    /// `offscreenPageLimit` pages each side of those in view.
    /// With `tabsPosition` ``TabbedPager/TabsPosition/hidden`` the pages take the whole
    /// frame (set ``TabbedPager/indicator`` for dots).
    public init(dataSource: any PageDataSource, title: @escaping (_ index: Int) -> String,
                tabs: TabbedView.SizeConfiguration = .fillEqually(height: 48, spacing: 0),
                tabsPosition: ViewPager.TabsPosition = .top, offscreenPageLimit: Int = 1,
                theme: Theme = Theme(), measurer: any TextMeasuring) {
        context = PageContext(theme: theme, measurer: measurer)
        let strip = TabbedView(sizeConfiguration: tabs, tabCount: dataSource.pageCount, theme: theme,
                               measurer: measurer) { TitleTabItem(title: title($0)) }
        viewPager = ViewPager(tabs: strip, pagedView: PagedView(dataSource: dataSource, offscreenPageLimit: offscreenPageLimit),
                              tabsPosition: tabsPosition)
    }

    /// A pager over `pages` (all kept, being held by the array), tabs sized by `tabs`, in
    /// `theme`, measuring text with `measurer`. The pages are fixed: a tab or page inserted
    /// into its pager has none, and stops the program with a message naming the index.
    public convenience init(pages: [any Page], tabs: TabbedView.SizeConfiguration = .fillEqually(height: 48, spacing: 0),
                            tabsPosition: ViewPager.TabsPosition = .top, theme: Theme = Theme(), measurer: any TextMeasuring) {
        let title = { (index: Int) -> String in
            precondition(pages.indices.contains(index),
                         "PagerScene(pages:): no page for index \(index) (pages 0..<\(pages.count))")
            return pages[index].title
        }
        self.init(dataSource: PageBuilder(pages: pages), title: title, tabs: tabs, tabsPosition: tabsPosition, theme: theme,
                  measurer: measurer)
    }

    public func resize(to size: Size) {
        viewPager.frame = Rect(x: 0, y: 0, width: max(0, size.width), height: max(0, size.height))
    }

    public func collectGestureParticipants(at point: Point, into chain: inout [any GestureParticipant]) {
        viewPager.collectGestureParticipants(at: point, into: &chain)
    }

    /// Keys and wheel notches reach the current page first (its buttons' focus, its
    /// scrolling, ``Page/handle(_:)``), then the pager.
    public func handle(_ event: InputEvent) {
        switch event.kind {
        case .key, .wheel:
            if viewPager.pagedView.currentPageContent?.handle(event) == true { return }
        default:
            break
        }
        viewPager.handle(event)
    }

    /// The pages in view hear where the pointer hovers (their buttons' hover state).
    public func gestureStateChanged(pointer: Point?, isHeld: Bool) {
        viewPager.pagedView.shownPagesHover(at: isHeld ? nil : pointer)
    }
    public func advance(to time: Double) {
        context.time = time
        viewPager.advance(to: time)
    }
    public func adopt(clock: SceneClock) { viewPager.clock = clock }
    public var isAnimating: Bool { viewPager.isAnimating }
    public var wakeTime: Double? { viewPager.wakeTime }

    public func draw(into list: inout DrawList) {
        viewPager.pagedView.drawShownPages(into: &list, context: context)
        viewPager.indicator?.draw(into: &list)
        if viewPager.tabsPosition != .hidden { viewPager.tabbedView.draw(into: &list) }
    }

    /// The visible elements: the tab strip, and the pager with the pages on screen.
    public func elementTree() -> ElementNode {
        let pager = viewPager.pagedView
        let pages = ElementNode(role: "pager", frame: pager.frame, children: pager.shownPageNodes())
        let tabs = viewPager.tabsPosition == .hidden ? [] : [viewPager.tabbedView.elementNode()]
        return ElementNode(role: "window", frame: viewPager.frame, children: tabs + [pages])
    }
}
