import PagerCore

/// Seed 000's example (docs/seeds.md: a "ViewPager" header bar, a tab strip, coloured pages) and
/// seed 003's looping pager under a scrolling menu of custom items. Pages can be added (+) and
/// removed (-) at any moment, mid-swipe included.
final class ViewPagerScreen: PagedScreen {
    let title: String
    let headerTitle: String
    let headerHeight: Double
    private(set) var pages: PageList
    let theme: Theme
    private(set) var viewPager: ViewPager!
    private let content: PageContent
    /// How the pages draw as they move (`"transition"`).
    private var transition: PageTransition
    private var insertedCount = 0
    private let showsGaps: Bool
    /// Pages whose colour, title or badge a reload changed, fading from their old look.
    private var fade = ContentFade()
    var frame: Rect = .zero { didSet { if frame != oldValue { layout() } } }

    init(screen: DemoConfig.Screen, theme: Theme, measurer: any TextMeasuring) {
        self.title = screen.title
        self.headerTitle = screen.header.title
        self.headerHeight = screen.header.expandedHeight
        self.pages = screen.pages
        self.theme = theme
        self.content = PageContent(theme: theme, measurer: measurer)
        transition = screen.options.transition.pageTransition
        self.showsGaps = screen.options.showsGaps
        let style = screen.tabStyle
        let tabbedView = TabbedView(sizeConfiguration: screen.tabs, tabCount: pages.count, selectedIndex: screen.initialPage,
                                    theme: theme, measurer: measurer) { [unowned self] index in
            let title = self.pages[index].title
            return style == .pill ? PillMenuItem(title: title) : TitleTabItem(title: title)
        }
        if style == .pill {
            tabbedView.selectionStyle = .pill
            tabbedView.pillColor = { [unowned self] index in self.pages[index].color.map(theme.pageColor) ?? theme.tabSelected }
        }
        let pagedView = PagedView(pageCount: pages.count, initialPage: screen.initialPage,
                                  configuration: screen.options.pagedViewConfiguration)
        pagedView.swipeDirections = screen.options.swipeDirections
        viewPager = ViewPager(tabs: tabbedView, pagedView: pagedView, tabsPosition: screen.options.tabsPosition)
        tabbedView.contentInsets = screen.tabInsets
        viewPager.indicator = screen.options.makeIndicator(theme: theme)
        viewPager.autoAdvance = screen.options.autoAdvanceTimer
        viewPager.moveAnimation = screen.options.animation
        tabbedView.isRightToLeft = screen.options.isRightToLeft
        tabbedView.badge = { [unowned self] index in self.pages[index].badge }
    }

    // MARK: - Focus

    /// The strip, when there is one (keys page a pager without one all the same).
    var focusTargets: [FocusTarget] { viewPager.tabsPosition == .hidden ? [] : [.tabs] }

    func focusedKey(_ key: Key, target: FocusTarget, at time: Double) -> Bool {
        switch key {
        case .left, .right, .home, .end: return viewPager.handleKey(key, at: time)
        case .enter, .space:
            viewPager.selectTab(at: viewPager.selectedIndex, at: time)
            return true
        default: return false
        }
    }

    func focusFrame(_ target: FocusTarget) -> Rect? {
        selectedTabFrame
    }

    var motion: (position: Double, velocity: Double, target: Int?, unit: String) {
        let pager = viewPager.pagedView
        return (pager.position, pager.velocity, pager.springTarget, "pages")
    }

    private var headerFrame: Rect {
        Rect(x: frame.x, y: frame.y, width: frame.width, height: min(headerHeight, frame.height))
    }

    private func layout() {
        let header = headerFrame
        viewPager.frame = Rect(x: frame.x, y: header.maxY, width: frame.width, height: max(0, frame.height - header.height))
    }

    // MARK: - Input

    func collectGestureParticipants(at point: Point, into chain: inout [any GestureParticipant]) {
        viewPager.collectGestureParticipants(at: point, into: &chain)
    }

    func key(_ key: Key, modifiers: Modifiers, at time: Double) -> Bool {
        switch key {
        case .plus: insertPage()
        case .minus: removePage()
        case .b: pages.bumpBadge(at: viewPager.pagedView.targetPage)
        default: return viewPager.handleKey(key, at: time)
        }
        return true
    }

    /// Adds a page after the one in view (Pageboy's insertPage, safe at any moment).
    func insertPage() {
        fade = ContentFade()
        insertedCount += 1
        let palette = ["teal", "purple", "green", "pink", "indigo", "brown", "mint", "yellow"]
        let index = viewPager.pagedView.targetPage + 1
        let page = DemoConfig.Page(title: "New \(insertedCount)", color: Color.named[palette[insertedCount % palette.count]]!,
                                   rows: pages[0].rows)
        pages.insert(page, at: index)
        viewPager.insertPage(at: index)
    }

    /// Removes the page in view (Pageboy's deletePage); the last page stays.
    func removePage() {
        guard pages.count > 1 else { return }
        fade = ContentFade()
        let index = viewPager.pagedView.targetPage
        pages.remove(at: index)
        viewPager.removePage(at: index)
    }

    func applyPages(_ newPages: PageList, time: Double) {
        guard newPages != pages else { return }
        let (diff, changed) = diff(to: newPages)
        fade.begin(oldContent(of: changed, diff: diff), at: time)
        pages = newPages
        viewPager.apply(diff, changed: changed)
    }

    func applyOptions(_ options: DemoConfig.PagerOptions) {
        transition = options.transition.pageTransition
        viewPager.pagedView.swipeDirections = options.swipeDirections
        viewPager.moveAnimation = options.animation
    }

    var navigationState: NavigationState.Pager? { NavigationState.Pager(page: pageReference) }

    func restore(_ state: NavigationState.Pager, time: Double) { restorePage(state.page, time: time) }

    func wheel(dx: Double, dy: Double, at point: Point, modifiers: Modifiers, at time: Double) -> Bool {
        viewPager.handleWheel(dx: dx, dy: dy, modifiers: modifiers, at: time)
    }

    // MARK: - Time

    func advance(to time: Double) {
        viewPager.advance(to: time)
        fade.advance(to: time)
    }
    var isAnimating: Bool { viewPager.isAnimating || fade.isActive }
    var isSettled: Bool { viewPager.isSettled && !fade.isActive }

    // MARK: - Drawing

    func draw(into list: inout DrawList) {
        let pager = viewPager.pagedView
        pager.drawShownPages(into: &list, gap: showsGaps ? theme.background : nil, transition: transition,
                             background: { index, frame, list in
                                 content.drawBackground(pages[index], in: frame, into: &list)
                                 if let old = fade.old(index) {
                                     list.withOpacity(old.opacity) { content.drawBackground(old.page, in: frame, into: &$0) }
                                 }
                             },
                             content: { index, frame, list in
                                 guard let old = fade.old(index) else { return content.drawTitle(pages[index], in: frame, into: &list) }
                                 list.withOpacity(1 - old.opacity) { content.drawTitle(pages[index], in: frame, into: &$0) }
                                 list.withOpacity(old.opacity) { content.drawTitle(old.page, in: frame, into: &$0) }
                             })
        viewPager.indicator?.draw(into: &list)
        viewPager.tabbedView.draw(into: &list)
        let header = headerFrame
        guard header.height > 0 else { return }
        list.fill(header, theme.headerBackground)
        content.drawCentered(headerTitle, in: header, style: TextStyle(size: theme.headerTitleSize, bold: true),
                             color: theme.headerText, into: &list)
    }

    func elementNodes() -> [ElementNode] {
        var pageNodes: [ElementNode] = []
        let pager = viewPager.pagedView
        pager.forEachVisiblePage { index, frame in
            pageNodes.append(ElementNode(role: "page", title: pages[index].title, frame: frame.intersection(pager.frame),
                                         selected: index == pager.currentPage))
        }
        let strip = viewPager.tabsPosition == .hidden ? [] : [viewPager.tabbedView.elementNode()]
        return [ElementNode(role: "header", title: headerTitle, frame: headerFrame)] + strip + [
            ElementNode(role: "pager", frame: pager.frame, children: pageNodes),
        ] + (viewPager.indicator.map { [$0.elementNode()] } ?? [])
    }

    var traceValues: ScreenTrace {
        ScreenTrace(page: viewPager.pagedView.currentPage, offset: viewPager.pagedView.position,
                    tab: viewPager.tabbedView.selectedIndex, header: headerFrame.height, list: 0)
    }
}
