import PagerCore

/// Seed 004's screen (docs/seeds.md): a collapsing header, a tab strip that sticks to the top once
/// the header is collapsed, and a list on every page, all moved by one gesture (no "scroll twice").
///
/// Page switching rule (see NestedScrollCoordinator.setCurrentList): the header is shared and
/// stays as it is; every list keeps its own offset, clamped to its own range. The pages are
/// ``ListPage``s from ``FeedPages``.
final class FeedScreen: PagedScreen, ViewPagerDelegate {
    let title: String
    private(set) var pages: PageList { didSet { hasBadges = pages.hasBadges } }
    /// Whether a page has a badge: the strip asks for every tab it draws, and most screens have none.
    private var hasBadges: Bool
    let theme: Theme
    let measurer: any TextMeasuring
    let header: CollapsingHeader
    let coordinator: NestedScrollCoordinator
    private(set) var viewPager: ViewPager!
    /// The pages: lists made when their page is first needed and let go of beyond the pager's
    /// offscreen limit, so 100,000 pages cost what three do.
    private let feedPages: FeedPages
    /// What the pages draw with (its time and reduced motion set as each frame draws).
    private var context: PageContext
    private let showsGaps: Bool
    /// Pages whose colour a reload changed, fading from their old one.
    private var fade = ContentFade()
    /// Pull to refresh, when the screen has `"refresh": true`.
    let refresh: FeedRefresh?
    /// How the pages draw as they move (`"transition"`).
    private var transition: PageTransition
    /// Receives "row selected" lines.
    var onLog: ((String) -> Void)?
    var frame: Rect = .zero { didSet { if frame != oldValue { layout() } } }

    init(screen: DemoConfig.Screen, theme: Theme, measurer: any TextMeasuring) {
        title = screen.title
        pages = screen.pages
        hasBadges = screen.pages.hasBadges
        self.theme = theme
        self.measurer = measurer
        showsGaps = screen.options.showsGaps
        refresh = screen.options.refreshes ? FeedRefresh() : nil
        transition = screen.options.transition.pageTransition
        header = CollapsingHeader(title: screen.header.title, expandedHeight: screen.header.expandedHeight,
                                  collapsedHeight: screen.header.collapsedHeight)
        header.backgroundGradient = screen.header.gradient
        header.backgroundImage = screen.header.backgroundImage
        var configuration = NestedScrollCoordinator.Configuration()
        configuration.snapsHeader = screen.header.snaps
        configuration.scrollMode = screen.header.scrollMode
        let initial = screen.initialPage
        let feedPages = FeedPages(pages: screen.pages)
        self.feedPages = feedPages
        context = PageContext(theme: theme, measurer: measurer)
        viewPager = screen.makeViewPager(pages: feedPages, theme: theme, measurer: measurer) { index in
            TitleTabItem(title: feedPages.pages[index].title)
        }
        // The coordinator needs a list from the start; it is the initial page's.
        let firstList = (viewPager.pagedView.page(at: initial) as! ListPage).list
        coordinator = NestedScrollCoordinator(header: header, list: firstList, configuration: configuration)
        viewPager.tabbedView.badge = { [unowned self] index in self.hasBadges ? self.pages.badge(at: index) : nil }
        feedPages.configure = { [unowned self] list, page in self.configure(list, page: page) }
        configure(firstList, page: initial)
        viewPager.delegate = self
        if let refresh {
            coordinator.refreshControl = refresh.control
            refresh.control.onRefresh = { [unowned self] in self.refresh?.start(page: self.viewPager.pagedView.currentPage) }
            refresh.control.onCancel = { [unowned self] in self.refresh?.cancel() }
            refresh.addRow = { [unowned self] page in
                let list = self.list(for: page)
                list.setRowCount(list.rowCount + 1, heights: FeedRefresh.prepending(to: list.heights))
            }
        }
        // A re-tap on the selected tab scrolls the feed back up: the current list and the header.
        viewPager.topScrollable = { [unowned self] _ in self.coordinator }
    }

    /// The pages came to rest on `page`: its list is the one the vertical gesture moves now.
    func didMoveToPage(index page: Int, at time: Double) {
        coordinator.setCurrentList(list(for: page), at: coordinator.now)
    }

    private func configure(_ list: ListView, page: Int) {
        list.clock = coordinator.clock
        list.onSelectRow = { [unowned self] row in
            let item = self.row(row, page: page)
            self.onLog?("selected \(self.pages[page].title) row \(row + 1): \(item.title)")
        }
        guard let refresh else { return }
        let rows = pages[page].rows
        // Rows added by refreshes come first; the page's own follow.
        list.rowProvider = { [unowned list] index in
            refresh.row(index, page: page, height: list.heights.height(at: index), base: rows.row(at:))
        }
    }

    /// Row `index` of `page`'s list as shown.
    private func row(_ index: Int, page: Int) -> ListRow {
        if let refresh {
            return refresh.row(index, page: page, height: list(for: page).heights.height(at: index),
                               base: pages[page].rows.row(at:))
        }
        let row = pages[page].rows.row(at: index)
        return ListRow(title: row.title, subtitle: row.subtitle)
    }

    /// Page `page`'s list (made if the pager holds no page for it).
    private func list(for page: Int) -> ListView {
        (viewPager.pagedView.page(at: page) as? ListPage)?.list ?? coordinator.list
    }

    /// The pages the pager holds now, by index.
    private var heldPages: [(index: Int, page: ListPage)] {
        viewPager.pagedView.loadedPageIndices.compactMap { index in
            (viewPager.pagedView.page(at: index) as? ListPage).map { (index, $0) }
        }
    }

    // MARK: - Live content and saved state

    func applyPages(_ newPages: PageList, time: Double) {
        guard newPages != pages else { return }
        let (diff, changed) = diff(to: newPages)
        fade.begin(oldContent(of: changed, diff: diff), at: time)
        let old = pages
        var newIndex: [Int: Int] = [:]
        for (index, kept) in diff.keptOldIndex.enumerated() { if let kept { newIndex[kept] = index } }
        // A refresh under way follows its page (and ends if the page is gone).
        refresh?.follow(newIndex: { newIndex[$0] }, keepsRows: { page in
            newIndex[page].map { old[page].rows == newPages[$0].rows } ?? false
        }, at: time)
        pages = newPages
        feedPages.apply(newPages, replacing: old)
        // The pager renumbers the pages it holds as the diff inserts and removes; a kept page
        // takes its new title and colour, and a new list (at the old one's offset) if its rows changed.
        viewPager.apply(diff, changed: changed)
        for (index, page) in heldPages {
            let new = newPages[index]
            page.title = new.title
            page.background = new.color
            if let oldIndex = diff.keptOldIndex[index], old[oldIndex].rows != new.rows {
                let list = FeedPages.makeList(rows: new.rows)
                list.scroll(to: page.list.position.offset)
                page.list = list
            }
            configure(page.list, page: index)
        }
        coordinator.setCurrentList(list(for: viewPager.pagedView.currentPage), at: time)
        layout()
    }

    func applyOptions(_ options: DemoConfig.PagerOptions) {
        transition = options.transition.pageTransition
        viewPager.pagedView.swipeDirections = options.swipeDirections
        viewPager.moveAnimation = options.animation
    }

    /// The page, the header's collapse and each list's offset within its range (a pull past the
    /// top or a rubber band past the bottom is motion, not state). A refresh under way is not
    /// saved either: a restored feed starts idle, without the rows refreshes added.
    var navigationState: NavigationState.Pager? {
        var offsets = feedPages.savedOffsets
        for (index, page) in heldPages { offsets[pages[index].id] = page.list.position.offset }
        return NavigationState.Pager(page: pageReference, headerCollapse: header.collapse, listOffsets: offsets)
    }

    func restore(_ state: NavigationState.Pager, time: Double) {
        restorePage(state.page, time: time)
        if let collapse = state.headerCollapse, collapse.isFinite { header.setCollapse(collapse) }
        var offsets = state.listOffsets
        for (index, page) in heldPages {
            if let offset = offsets.removeValue(forKey: pages[index].id) { page.list.scroll(to: offset) }
        }
        feedPages.restore(offsets)
        coordinator.setCurrentList(list(for: viewPager.pagedView.currentPage), at: time)
        layout()
    }

    // MARK: - Focus

    /// The keyboard's row cursor, as last moved (it may lie past the end of a shorter list).
    private var rowCursor = 0
    /// The row cursor in the current list.
    private var cursorRow: Int { min(rowCursor, max(0, coordinator.list.rowCount - 1)) }

    var focusTargets: [FocusTarget] { [.tabs, .list] }

    func focusedKey(_ key: Key, modifiers: Modifiers, target: FocusTarget, at time: Double) -> Bool {
        switch (target, key) {
        case (.tabs, .left), (.tabs, .right), (.tabs, .home), (.tabs, .end):
            return viewPager.handleKey(key, at: time)
        case (.tabs, .enter), (.tabs, .space): viewPager.selectTab(at: viewPager.selectedIndex, at: time)
        case (.list, .up): moveCursor(to: cursorRow - 1, at: time)
        case (.list, .down): moveCursor(to: cursorRow + 1, at: time)
        case (.list, .home): moveCursor(to: 0, at: time)
        case (.list, .end): moveCursor(to: coordinator.list.rowCount - 1, at: time)
        case (.list, .enter), (.list, .space): coordinator.list.activateRow(cursorRow, at: time)
        default: return false
        }
        layout()
        return true
    }

    /// Moves the row cursor and scrolls, through the same chain as a wheel (header first), just
    /// enough to bring the row into view.
    private func moveCursor(to row: Int, at time: Double) {
        let list = coordinator.list
        rowCursor = min(max(row, 0), max(0, list.rowCount - 1))
        layout()
        let rowFrame = list.rowFrame(at: rowCursor)
        let visible = list.frame
        var delta = 0.0
        if rowFrame.maxY > visible.maxY { delta = rowFrame.maxY - visible.maxY }
        if rowFrame.y < visible.y { delta = rowFrame.y - visible.y }
        if delta != 0 {
            let perNotch = coordinator.configuration.wheelPointsPerNotch
            coordinator.scroll(notches: -delta / perNotch, at: time)
            layout()
        }
    }

    func focusFrame(_ target: FocusTarget) -> Rect? {
        switch target {
        case .tabs:
            return selectedTabFrame
        case .list:
            let list = coordinator.list
            guard list.rowCount > 0 else { return list.frame }
            return list.rowFrame(at: cursorRow).intersection(list.frame)
        case .page:
            return nil
        }
    }

    var motion: (position: Double, velocity: Double, target: Int?, unit: String) {
        if coordinator.isMoving || coordinator.isInteracting {
            // Vertical motion: header plus list travel, in points.
            return (coordinator.listOffset - coordinator.headerHeight, -coordinator.velocity, nil, "pt")
        }
        let pager = viewPager.pagedView
        return (pager.position, pager.velocity, pager.springTarget, "pages")
    }

    // MARK: - Layout

    private func layout() {
        header.origin = Point(x: frame.x, y: frame.y)
        header.width = frame.width
        let top = min(header.frame.maxY, frame.maxY)
        let pagerFrame = Rect(x: frame.x, y: top, width: frame.width, height: max(0, frame.maxY - top))
        if viewPager.frame != pagerFrame { viewPager.frame = pagerFrame }
        viewPager.pagedView.forEachVisiblePage { index, pageFrame in
            coordinator.layout(list(for: index), visibleFrame: pageFrame)
        }
    }

    // MARK: - Input

    /// The tab strip and the pages take horizontal drags, the header-and-list chain vertical
    /// ones, wherever on the screen they start (a sideways drag on the header swipes the pages).
    func collectGestureParticipants(at point: Point, into chain: inout [any GestureParticipant]) {
        viewPager.collectGestureParticipants(at: point, into: &chain)
        chain.append(coordinator)
    }

    func key(_ key: Key, modifiers: Modifiers, at time: Double) -> Bool {
        switch key {
        case .up: coordinator.scroll(notches: 1, at: time)
        case .down: coordinator.scroll(notches: -1, at: time)
        case .b: pages.bumpBadge(at: viewPager.pagedView.targetPage)
        case .escape:
            guard let refresh, refresh.control.isRefreshing else { return false }
            refresh.control.cancelRefreshing(at: time)
        default: return viewPager.handleKey(key, at: time)
        }
        layout()
        return true
    }

    func wheel(dx: Double, dy: Double, at point: Point, modifiers: Modifiers, at time: Double) -> Bool {
        if !WheelNotches.isNegligible(dy) && !modifiers.contains(.shift) {
            coordinator.scroll(notches: dy, at: time)
            layout()
            return true
        }
        return viewPager.handleWheel(dx: dx, dy: dy, modifiers: modifiers, at: time)
    }

    // MARK: - Time

    /// The pages, the header-and-list chain (with its refresh) and every list read `clock`.
    func adopt(clock: SceneClock) {
        viewPager.clock = clock
        coordinator.clock = clock
        for (_, page) in heldPages { page.list.clock = clock }
    }

    func advance(to time: Double) {
        viewPager.advance(to: time)
        coordinator.advance(to: time)
        refresh?.advance(to: time)
        viewPager.pagedView.forEachVisiblePage { index, _ in list(for: index).advance(to: time) }
        fade.advance(to: time)
        layout()
    }

    var isAnimating: Bool { viewPager.isAnimating || coordinator.isAnimating || fade.isActive }
    var isSettled: Bool {
        viewPager.isSettled && !coordinator.isMoving && !coordinator.isInteracting && refresh?.control.isIdle != false
            && !fade.isActive
    }
    var wakeTime: Double? {
        [viewPager.wakeTime, refresh?.wakeTime].compactMap { $0 }.min()
    }

    func setReducesMotion(_ reduces: Bool) {
        viewPager.pagedView.reducesMotion = reduces
        refresh?.control.reducesMotion = reduces
    }

    /// The page whose list the refresh indicator shows over: the one refreshing, else the
    /// current one (a pull).
    private var refreshPage: Int { refresh?.work?.page ?? viewPager.pagedView.currentPage }

    // MARK: - Drawing

    func setImages(_ images: any ImageProviding) { context.images = images }

    func draw(into list: inout DrawList) {
        let pager = viewPager.pagedView
        context.time = viewPager.clock.time
        context.reducesMotion = pager.reducesMotion
        let context = self.context
        let fade = self.fade
        // Each page's background and content are drawn one after the other: look it up once.
        var drawn: (index: Int, page: any Page)?
        pager.drawShownPages(into: &list, gap: showsGaps ? theme.background : nil, transition: transition,
                             background: { index, frame, list in
                                 let page = drawn?.index == index ? drawn?.page : pager.page(at: index)
                                 if let page { drawn = (index, page) }
                                 page?.drawBackground(in: frame, into: &list, context: context)
                                 if let old = fade.old(index) {
                                     list.withOpacity(old.opacity) { $0.fill(frame, old.page.color ?? theme.rowBackground) }
                                 }
                             },
                             content: { index, frame, list in
                                 let page = drawn?.index == index ? drawn?.page : pager.page(at: index)
                                 if let page { drawn = (index, page) }
                                 page?.draw(in: frame, into: &list, context: context)
                             })
        if let refresh {
            let page = refreshPage
            pager.forEachVisiblePage { index, _ in
                if index == page { refresh.control.draw(into: &list, listFrame: self.list(for: index).frame, theme: theme) }
            }
        }
        viewPager.indicator?.draw(into: &list)
        viewPager.tabbedView.draw(into: &list)
        header.draw(into: &list, measurer: measurer, theme: theme, images: context.images)
    }

    func elementNodes() -> [ElementNode] {
        var pageNodes: [ElementNode] = []
        let pager = viewPager.pagedView
        pager.forEachVisiblePage { index, frame in
            guard let page = pager.page(at: index) else { return }
            var node = page.elementNode(frame: frame.intersection(pager.frame), selected: index == pager.currentPage)
            if index == refreshPage, let indicator = refresh?.control.elementNode(listFrame: list(for: index).frame) {
                node.children.append(indicator)
            }
            pageNodes.append(node)
        }
        return [header.elementNode(), viewPager.tabbedView.elementNode(),
                ElementNode(role: "pager", frame: pager.frame, children: pageNodes)]
            + (viewPager.indicator.map { [$0.elementNode()] } ?? [])
    }

    var traceValues: ScreenTrace {
        ScreenTrace(page: viewPager.pagedView.currentPage, offset: viewPager.pagedView.position,
                    tab: viewPager.tabbedView.selectedIndex, header: coordinator.headerHeight, list: coordinator.listOffset,
                    refreshing: refresh?.control.isRefreshing == true)
    }

    var scrollBounds: (header: ClosedRange<Double>, list: ClosedRange<Double>, band: Double)? {
        let range = coordinator.list.scrollRange
        // A rubber band never shows more than the viewport's length past an end.
        let band = max(coordinator.list.frame.height, 0) + header.maximumCollapse
        return ((header.expandedHeight - header.maximumCollapse)...header.expandedHeight, range, band)
    }
}
