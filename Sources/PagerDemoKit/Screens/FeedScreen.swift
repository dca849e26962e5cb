import PagerCore

/// Seed 004's screen (docs/seeds.md): a collapsing header, a tab strip that sticks to the top once
/// the header is collapsed, and a list on every page, all moved by one gesture (no "scroll twice").
///
/// Page switching rule (see NestedScrollCoordinator.setCurrentList): the header is shared and
/// stays as it is; every list keeps its own offset, clamped to its own range.
final class FeedScreen: PagedScreen, ViewPagerDelegate {
    let title: String
    private(set) var pages: PageList
    let theme: Theme
    let measurer: any TextMeasuring
    let header: CollapsingHeader
    let coordinator: NestedScrollCoordinator
    private(set) var viewPager: ViewPager!
    /// Lists are made when their page first shows, so 100,000 pages cost what three do.
    private var lists: [Int: ListView] = [:]
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
        self.theme = theme
        self.measurer = measurer
        showsGaps = screen.options.showsGaps
        refresh = screen.options.refreshes ? FeedRefresh() : nil
        transition = screen.options.transition.pageTransition
        header = CollapsingHeader(title: screen.header.title, expandedHeight: screen.header.expandedHeight,
                                  collapsedHeight: screen.header.collapsedHeight)
        header.backgroundGradient = screen.header.gradient
        var configuration = NestedScrollCoordinator.Configuration()
        configuration.snapsHeader = screen.header.snaps
        configuration.scrollMode = screen.header.scrollMode
        let pageCount = screen.pages.count
        let initial = screen.initialPage
        let pagedView = PagedView(pageCount: pageCount, initialPage: initial,
                                  configuration: screen.options.pagedViewConfiguration)
        pagedView.swipeDirections = screen.options.swipeDirections
        // The coordinator needs a list from the start; it is the initial page's.
        let firstList = Self.makeList(for: screen.pages[initial])
        coordinator = NestedScrollCoordinator(header: header, list: firstList, configuration: configuration)
        let tabbedView = TabbedView(sizeConfiguration: screen.tabs, tabCount: pageCount, selectedIndex: initial,
                                    theme: theme, measurer: measurer) { [unowned self] index in
            TitleTabItem(title: self.pages[index].title)
        }
        viewPager = ViewPager(tabs: tabbedView, pagedView: pagedView, tabsPosition: screen.options.tabsPosition)
        viewPager.indicator = screen.options.makeIndicator(theme: theme)
        viewPager.autoAdvance = screen.options.autoAdvanceTimer
        viewPager.moveAnimation = screen.options.animation
        tabbedView.isRightToLeft = screen.options.isRightToLeft
        tabbedView.contentInsets = screen.tabInsets
        tabbedView.badge = { [unowned self] index in self.pages[index].badge }
        lists[initial] = firstList
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

    private static func makeList(for page: DemoConfig.Page) -> ListView {
        let rows = page.rows
        return ListView(heights: rows.heights) { index in
            let row = rows.row(at: index)
            return ListRow(title: row.title, subtitle: row.subtitle)
        }
    }

    private func configure(_ list: ListView, page: Int) {
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

    private func list(for page: Int) -> ListView {
        if let list = lists[page] { return list }
        let list = Self.makeList(for: pages[page])
        list.clock = coordinator.clock
        configure(list, page: page)
        if let offset = savedOffsets.removeValue(forKey: pages[page].id) { list.scroll(to: offset) }
        lists[page] = list
        return list
    }

    /// List offsets restored for pages whose lists are not made yet, by page id.
    private var savedOffsets: [String: Double] = [:]

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
        // Lists follow their pages by id; a page whose rows changed gets a new list at the
        // offset the old one had.
        var moved: [Int: ListView] = [:]
        for (index, list) in lists {
            guard let newIndex = newIndex[index] else { continue }
            if old[index].rows == newPages[newIndex].rows {
                moved[newIndex] = list
            } else {
                savedOffsets[old[index].id] = list.position.offset
            }
        }
        pages = newPages
        lists = moved
        for (index, list) in lists { configure(list, page: index) }
        viewPager.apply(diff, changed: changed)
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
        var offsets = savedOffsets
        for (index, list) in lists { offsets[pages[index].id] = list.position.offset }
        return NavigationState.Pager(page: pageReference, headerCollapse: header.collapse, listOffsets: offsets)
    }

    func restore(_ state: NavigationState.Pager, time: Double) {
        restorePage(state.page, time: time)
        if let collapse = state.headerCollapse, collapse.isFinite { header.setCollapse(collapse) }
        savedOffsets = state.listOffsets
        for (index, list) in lists {
            if let offset = savedOffsets.removeValue(forKey: pages[index].id) { list.scroll(to: offset) }
        }
        coordinator.setCurrentList(list(for: viewPager.pagedView.currentPage), at: time)
        layout()
    }

    // MARK: - Focus

    /// The keyboard's row cursor, as last moved (it may lie past the end of a shorter list).
    private var rowCursor = 0
    /// The row cursor in the current list.
    private var cursorRow: Int { min(rowCursor, max(0, coordinator.list.rowCount - 1)) }

    var focusTargets: [FocusTarget] { [.tabs, .list] }

    func focusedKey(_ key: Key, target: FocusTarget, at time: Double) -> Bool {
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
        for list in lists.values { list.clock = clock }
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

    func draw(into list: inout DrawList) {
        let pager = viewPager.pagedView
        pager.drawShownPages(into: &list, gap: showsGaps ? theme.background : nil, transition: transition,
                             background: { index, frame, list in
                                 list.fill(frame, pages[index].color ?? theme.rowBackground)
                                 if let old = fade.old(index) {
                                     list.withOpacity(old.opacity) { $0.fill(frame, old.page.color ?? theme.rowBackground) }
                                 }
                             },
                             content: { index, _, list in lists[index]?.draw(into: &list, measurer: measurer, theme: theme) })
        // The lists shown were made and placed by the layout; drawing makes none.
        if let refresh, let shown = lists[refreshPage] {
            let page = refreshPage
            pager.forEachVisiblePage { index, _ in
                if index == page { refresh.control.draw(into: &list, listFrame: shown.frame, theme: theme) }
            }
        }
        viewPager.indicator?.draw(into: &list)
        viewPager.tabbedView.draw(into: &list)
        header.draw(into: &list, measurer: measurer, theme: theme)
    }

    func elementNodes() -> [ElementNode] {
        var pageNodes: [ElementNode] = []
        let pager = viewPager.pagedView
        // Like drawing, describing reads the lists the layout made and makes none.
        pager.forEachVisiblePage { index, frame in
            var children: [ElementNode] = []
            if let list = lists[index] {
                children.append(list.elementNode())
                if index == refreshPage, let indicator = refresh?.control.elementNode(listFrame: list.frame) {
                    children.append(indicator)
                }
            }
            pageNodes.append(ElementNode(role: "page", title: pages[index].title, frame: frame.intersection(pager.frame),
                                         selected: index == pager.currentPage, children: children))
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
