import PagerCore

/// Seed 000's example (docs/seeds.md: a "ViewPager" header bar, a tab strip, coloured pages) and
/// seed 003's looping pager under a scrolling menu of custom items. Pages can be added (+) and
/// removed (-) at any moment, mid-swipe included. The pages are ``ConfigPage``s (a colour, or a
/// picture) made from the screen's page list as they are needed.
final class ViewPagerScreen: PagedScreen {
    let title: String
    let headerTitle: String
    let headerHeight: Double
    private(set) var pages: PageList { didSet { hasBadges = pages.hasBadges } }
    /// Whether a page has a badge: the strip asks for every tab it draws, and most screens have none.
    private var hasBadges: Bool
    let theme: Theme
    private(set) var viewPager: ViewPager!
    /// What the pages draw with (its time and reduced motion set as each frame draws).
    private var context: PageContext
    /// How the pages draw as they move (`"transition"`).
    private var transition: PageTransition
    private var insertedCount = 0
    private let showsGaps: Bool
    /// Pages whose colour, title or badge a reload changed, fading from their old look.
    private var fade = ContentFade()
    var frame: Rect = .zero { didSet { if frame != oldValue { layout() } } }
    /// Switches the window to a screen, as a page's button with `"action": "screen N"` asks
    /// (N as the config lists the screens); set by the app.
    var onSelectScreen: ((_ listed: Int) -> Void)?
    /// Reports a line for standard output (a button with `"action": "print"`); set by the app.
    var onLog: ((String) -> Void)?

    init(screen: DemoConfig.Screen, theme: Theme, measurer: any TextMeasuring) {
        self.title = screen.title
        self.headerTitle = screen.header.title
        self.headerHeight = screen.header.expandedHeight
        self.pages = screen.pages
        hasBadges = screen.pages.hasBadges
        self.theme = theme
        context = PageContext(theme: theme, measurer: measurer)
        transition = screen.options.transition.pageTransition
        self.showsGaps = screen.options.showsGaps
        let style = screen.tabStyle
        let pages = PageBuilder(count: screen.pages.count, make: { [unowned self] index in
            ConfigPage(self.pages[index], theme: theme) { [unowned self] action, title in self.perform(action, title: title) }
        }, prefetch: { [unowned self] index, frame, priority, context in
            // A neighbour's pictures decode before the page is made, so it slides in whole.
            guard self.pages.indices.contains(index) else { return }
            ConfigPage.prefetch(self.pages[index], in: frame, priority: priority, context: context)
        })
        viewPager = screen.makeViewPager(pages: pages, theme: theme, measurer: measurer, item: { [unowned self] index in
            let title = self.pages[index].title
            return style == .pill ? PillMenuItem(title: title) : TitleTabItem(title: title)
        })
        viewPager.tabbedView.badge = { [unowned self] index in self.hasBadges ? self.pages.badge(at: index) : nil }
        if style == .pill {
            viewPager.tabbedView.selectionStyle = .pill
            viewPager.tabbedView.pillColor = { [unowned self] index in
                self.pages[index].color.map(theme.pageColor) ?? theme.tabSelected
            }
        }
    }

    /// Runs the action of a page's button titled `title`.
    private func perform(_ action: DemoConfig.ButtonAction, title: String) {
        let pager = viewPager.pagedView
        let time = pager.clock.time
        switch action {
        case .next, .previous:
            pager.moveByOnePage(forward: action == .next, animation: viewPager.moveAnimation, at: time)
        case let .screen(listed): onSelectScreen?(listed)
        case .print: onLog?("button \(title)")
        }
    }

    // MARK: - Focus

    /// The page the keys reach first: the current one, with its controls and scrolling.
    private var currentPage: (any Page)? { viewPager.pagedView.currentPageContent }

    /// Whether the current page used a key or wheel event (its buttons' focus, its scrolling).
    private func currentPageHandles(_ kind: InputEvent.Kind, modifiers: Modifiers, at time: Double) -> Bool {
        currentPage?.handle(InputEvent(kind, at: time, modifiers: modifiers)) == true
    }

    /// The strip, when there is one (keys page a pager without one all the same), then the
    /// current page's buttons, when it has any.
    var focusTargets: [FocusTarget] {
        let strip: [FocusTarget] = viewPager.tabsPosition == .hidden ? [] : [.tabs]
        guard let page = currentPage as? ConfigPage, page.hasControls else { return strip }
        return strip + [.page]
    }

    func focusedKey(_ key: Key, modifiers: Modifiers, target: FocusTarget, at time: Double) -> Bool {
        if target == .page { return currentPageHandles(.key(key, modifiers), modifiers: modifiers, at: time) }
        switch key {
        case .left, .right, .home, .end: return viewPager.handleKey(key, at: time)
        case .enter, .space:
            viewPager.selectTab(at: viewPager.selectedIndex, at: time)
            return true
        default: return false
        }
    }

    func focusFrame(_ target: FocusTarget) -> Rect? {
        // A page's buttons draw their own ring.
        target == .page ? nil : selectedTabFrame
    }

    /// The pages in view hear where the pointer hovers (their buttons' hover state).
    func pointerHovered(at point: Point?) { viewPager.pagedView.shownPagesHover(at: point) }

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
        if currentPageHandles(.key(key, modifiers), modifiers: modifiers, at: time) { return true }
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
        // The pager keeps the page objects of kept pages; they take the new look.
        for index in viewPager.pagedView.loadedPageIndices {
            guard let page = viewPager.pagedView.page(at: index) as? ConfigPage else { continue }
            page.show(newPages[index])
        }
    }

    func applyOptions(_ options: DemoConfig.PagerOptions) {
        transition = options.transition.pageTransition
        viewPager.pagedView.swipeDirections = options.swipeDirections
        viewPager.moveAnimation = options.animation
    }

    var navigationState: NavigationState.Pager? { NavigationState.Pager(page: pageReference) }

    func restore(_ state: NavigationState.Pager, time: Double) { restorePage(state.page, time: time) }

    func wheel(dx: Double, dy: Double, at point: Point, modifiers: Modifiers, at time: Double) -> Bool {
        if currentPageHandles(.wheel(dx: dx, dy: dy, at: point), modifiers: modifiers, at: time) { return true }
        return viewPager.handleWheel(dx: dx, dy: dy, modifiers: modifiers, at: time)
    }

    // MARK: - Time

    func advance(to time: Double) {
        viewPager.advance(to: time)
        fade.advance(to: time)
    }
    var isAnimating: Bool { viewPager.isAnimating || fade.isActive }
    var isSettled: Bool { viewPager.isSettled && !fade.isActive }

    // MARK: - Drawing

    func setImages(_ images: any ImageProviding) { context.images = images }

    func draw(into list: inout DrawList) {
        let pager = viewPager.pagedView
        context.time = viewPager.clock.time
        context.reducesMotion = pager.reducesMotion
        context.axis = pager.configuration.axis
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
                                     let page = ConfigPage(old.page, theme: theme)
                                     list.withOpacity(old.opacity) { page.drawBackground(in: frame, into: &$0, context: context) }
                                 }
                             },
                             content: { index, frame, list in
                                 let page = drawn?.index == index ? drawn?.page : pager.page(at: index)
                                 if let page { drawn = (index, page) }
                                 guard let page else { return }
                                 guard let old = fade.old(index) else { return page.draw(in: frame, into: &list, context: context) }
                                 let before = ConfigPage(old.page, theme: theme)
                                 list.withOpacity(1 - old.opacity) { page.draw(in: frame, into: &$0, context: context) }
                                 list.withOpacity(old.opacity) { before.draw(in: frame, into: &$0, context: context) }
                             })
        pager.prefetchNearbyPages(context: context)
        viewPager.indicator?.draw(into: &list)
        viewPager.tabbedView.draw(into: &list)
        let header = headerFrame
        guard header.height > 0 else { return }
        list.fill(header, theme.headerBackground)
        drawCentered(headerTitle, in: header, style: TextStyle(size: theme.headerTitleSize, bold: true),
                     color: theme.headerText, into: &list)
    }

    /// Draws `text` centred in `rect`, elided to fit with padding on both sides.
    private func drawCentered(_ text: String, in rect: Rect, style: TextStyle, color: Color, into list: inout DrawList) {
        let (fitted, size) = context.measurer.fitted(text, style: style, toFit: max(0, rect.width - 2 * theme.padding))
        let origin = Point(x: rect.midX - size.width / 2, y: rect.midY - size.height / 2)
        list.clipped(to: rect) { $0.text(fitted, at: origin, style: style, color: color) }
    }

    func elementNodes() -> [ElementNode] {
        let pager = viewPager.pagedView
        let strip = viewPager.tabsPosition == .hidden ? [] : [viewPager.tabbedView.elementNode()]
        return [ElementNode(role: "header", title: headerTitle, frame: headerFrame)] + strip + [
            ElementNode(role: "pager", frame: pager.frame, children: pager.shownPageNodes()),
        ] + (viewPager.indicator.map { [$0.elementNode()] } ?? [])
    }

    var traceValues: ScreenTrace {
        ScreenTrace(page: viewPager.pagedView.currentPage, offset: viewPager.pagedView.position,
                    tab: viewPager.tabbedView.selectedIndex, header: headerFrame.height, list: 0,
                    zoom: currentPage?.zoom?.scale ?? 1)
    }
}
