import PagerCore

/// Seed 000's example: a "ViewPager" header bar, a tab strip, and coloured pages.
final class ViewPagerScreen: DemoScreen {
    /// Height of the header bar in points.
    static let headerBarHeight = 56.0

    let title: String
    let headerTitle: String
    let pages: [DemoConfig.Page]
    let theme: Theme
    let viewPager: ViewPager
    private let content: PageContent
    private enum Target { case none, tabs, pages }
    private var target = Target.none
    var frame: Rect = .zero { didSet { layout() } }

    init(title: String, headerTitle: String, pages: [DemoConfig.Page], tabs: TabStripLayout.SizeConfiguration,
         initialPage: Int, theme: Theme, measurer: any TextMeasuring) {
        self.title = title
        self.headerTitle = headerTitle
        self.pages = pages
        self.theme = theme
        self.content = PageContent(theme: theme, measurer: measurer)
        let tabbedView = TabbedView(sizeConfiguration: tabs, tabCount: pages.count, selectedIndex: initialPage,
                                    theme: theme, measurer: measurer) { TitleTabItem(title: pages[$0].title) }
        let pagedView = PagedView(pageCount: pages.count, initialPage: initialPage)
        viewPager = ViewPager(tabbedView: tabbedView, pagedView: pagedView)
    }

    private var headerFrame: Rect {
        Rect(x: frame.x, y: frame.y, width: frame.width, height: min(Self.headerBarHeight, frame.height))
    }

    private func layout() {
        let header = headerFrame
        viewPager.frame = Rect(x: frame.x, y: header.maxY, width: frame.width, height: max(0, frame.height - header.height))
    }

    // MARK: - Input

    func press(at point: Point, time: Double) {
        if viewPager.tabbedView.frame.contains(point) {
            target = .tabs
            viewPager.tabbedView.press(at: time)
        } else if viewPager.pagedView.frame.contains(point) {
            target = .pages
            viewPager.pagedView.press(at: time)
        } else {
            target = .none
        }
    }

    func beginDrag(axis: Axis, start: Point, dx: Double, time: Double) -> Bool {
        guard axis == .horizontal else { return false }
        switch target {
        case .tabs where viewPager.tabbedView.isScrollable:
            viewPager.tabbedView.beginDrag(at: time)
        case .tabs, .pages:
            // A drag on a strip that cannot scroll swipes the pages, like a drag on the pages.
            target = .pages
            let pager = viewPager.pagedView
            let atEdge = (dx < 0 && pager.position >= Double(pager.pageCount - 1))
                || (dx > 0 && pager.position <= 0)
            if atEdge && !pager.isAnimating && handsOffAtEdges {
                target = .none
                pager.release(at: time)
                return false
            }
            pager.beginDrag(at: time)
        case .none:
            return false
        }
        return true
    }

    /// Whether a drag outward from the first or last page goes to an outer pager.
    var handsOffAtEdges = false

    func drag(dx: Double, dy: Double, time: Double) {
        switch target {
        case .tabs: viewPager.tabbedView.drag(by: dx, at: time)
        case .pages: viewPager.pagedView.drag(by: dx, at: time)
        case .none: break
        }
    }

    func endDrag(velocityX: Double, velocityY: Double, time: Double) {
        switch target {
        case .tabs: viewPager.tabbedView.endDrag(velocityX: velocityX, at: time)
        case .pages: viewPager.pagedView.endDrag(velocityX: velocityX, at: time)
        case .none: break
        }
        target = .none
    }

    func tap(at point: Point, time: Double) {
        switch target {
        case .tabs: viewPager.tabbedView.tap(at: point, time: time)
        case .pages: viewPager.pagedView.release(at: time)
        case .none: break
        }
        target = .none
    }

    func cancel(time: Double) {
        switch target {
        case .tabs: viewPager.tabbedView.endDrag(velocityX: 0, at: time)
        case .pages: viewPager.pagedView.release(at: time)
        case .none: break
        }
        target = .none
    }

    func key(_ key: Key, modifiers: Modifiers, time: Double) -> Bool {
        viewPager.handleKey(key)
    }

    func wheel(dx: Double, dy: Double, at point: Point, modifiers: Modifiers, time: Double) -> Bool {
        viewPager.handleWheel(dx: dx, dy: dy, modifiers: modifiers, at: time)
    }

    // MARK: - Time

    func advance(to time: Double) { viewPager.advance(to: time) }
    var isAnimating: Bool { viewPager.isAnimating }
    var isSettled: Bool { viewPager.isSettled && target == .none }

    // MARK: - Drawing

    func draw(into list: inout DrawList) {
        list.clipped(to: viewPager.pagedView.frame) { list in
            viewPager.pagedView.forEachVisiblePage { index, frame in
                content.draw(pages[index], in: frame, into: &list)
            }
        }
        viewPager.tabbedView.draw(into: &list)
        let header = headerFrame
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
        return [
            ElementNode(role: "header", title: headerTitle, frame: headerFrame),
            viewPager.tabbedView.elementNode(),
            ElementNode(role: "pager", frame: pager.frame, children: pageNodes),
        ]
    }

    var traceValues: ScreenTrace {
        ScreenTrace(page: viewPager.pagedView.currentPage, offset: viewPager.pagedView.position,
                    tab: viewPager.tabbedView.selectedIndex, header: headerFrame.height, list: 0)
    }
}
