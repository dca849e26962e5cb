import PagerCore

/// The demo's root scene: a header bar over a pager, built from a ``DemoConfig``.
///
/// It owns the gesture recognizer and routes each gesture to the component the press landed on;
/// the components do the rest. Keyboard and wheel input reach the pager here too.
public final class DemoApp: Scene {
    /// Height of the header bar in points (a UINavigationBar's compact height plus a little).
    public static let headerBarHeight = 56.0

    public let config: DemoConfig
    public let theme: Theme
    let measurer: any TextMeasuring
    /// The pager (public so tests and the benchmark can inspect it).
    public let pager: PagedView
    private var size = Size(width: 0, height: 0)
    private var recognizer = GestureRecognizer()
    private var gestureOnPager = false
    private var now = 0.0
    public private(set) var wantsToQuit = false

    /// Creates the scene.
    public init(config: DemoConfig, theme: Theme = Theme(), measurer: any TextMeasuring) {
        self.config = config
        self.theme = theme
        self.measurer = measurer
        self.pager = PagedView(pageCount: config.pages.count, initialPage: config.initialPage)
    }

    // MARK: - Scene

    public func resize(to size: Size) {
        self.size = Size(width: max(0, size.width), height: max(0, size.height))
        layout()
    }

    private func layout() {
        let top = Self.headerBarHeight
        pager.frame = Rect(x: 0, y: top, width: size.width, height: max(0, size.height - top))
    }

    public func handle(_ event: InputEvent) {
        now = max(now, event.time)
        switch event.kind {
        case .pointerDown, .pointerMove, .pointerUp, .pointerCancel:
            for gesture in recognizer.handle(event) { route(gesture, at: event.time) }
        case let .wheel(dx, dy, _):
            let horizontal = event.modifiers.contains(.shift) ? -dy : dx
            if horizontal != 0 { pager.scroll(notches: horizontal, at: event.time) }
        case let .key(key, modifiers):
            handleKey(key, modifiers: modifiers)
        }
    }

    private func route(_ gesture: Gesture, at time: Double) {
        switch gesture {
        case let .press(point):
            gestureOnPager = pager.frame.contains(point)
            if gestureOnPager { pager.press(at: time) }
        case let .dragBegan(axis, _):
            if gestureOnPager && axis == .horizontal { pager.beginDrag(at: time) }
        case let .dragChanged(dx, _, _):
            if gestureOnPager { pager.drag(by: dx, at: time) }
        case let .dragEnded(velocityX, _, _):
            if gestureOnPager { pager.endDrag(velocityX: velocityX, at: time) }
            gestureOnPager = false
        case .tap, .cancelled:
            if gestureOnPager { pager.release(at: time) }
            gestureOnPager = false
        }
    }

    private func handleKey(_ key: Key, modifiers: Modifiers) {
        let last = pager.pageCount - 1
        switch key {
        case .right, .pageDown: pager.moveToPage(at: pager.targetPage + 1)
        case .left, .pageUp: pager.moveToPage(at: pager.targetPage - 1)
        case .home: pager.moveToPage(at: 0)
        case .end: pager.moveToPage(at: last)
        case .escape: wantsToQuit = true
        case .q where modifiers.contains(.control): wantsToQuit = true
        default:
            // Digit keys go to pages 1-9 (0 is the tenth), as browsers do with tabs.
            if let digit = key.digit { pager.moveToPage(at: digit == 0 ? 9 : digit - 1) }
        }
    }

    public func advance(to time: Double) {
        now = max(now, time)
        pager.advance(to: now)
    }

    public var isAnimating: Bool { pager.isAnimating }
    public var isSettled: Bool { pager.isSettled && !recognizer.isActive }
    public var background: Color { theme.background }

    public var windowTitle: String {
        let page = config.pages[pager.currentPage]
        return "\(config.title) — \(page.title) (\(pager.currentPage + 1)/\(pager.pageCount))"
    }

    // MARK: - Drawing

    public func draw(into list: inout DrawList) {
        pager.forEachVisiblePage { index, frame in
            drawPage(index, in: frame, into: &list)
        }
        drawHeader(into: &list)
    }

    private func drawHeader(into list: inout DrawList) {
        let bar = Rect(x: 0, y: 0, width: size.width, height: Self.headerBarHeight)
        list.fill(bar, theme.headerBackground)
        let style = TextStyle(size: theme.headerTitleSize, bold: true)
        drawCentered(config.headerTitle, in: bar, style: style, color: theme.headerText, into: &list)
    }

    private func drawPage(_ index: Int, in frame: Rect, into list: inout DrawList) {
        let page = config.pages[index]
        list.fill(frame, page.color)
        let style = TextStyle(size: theme.pageTitleSize, bold: true)
        drawCentered(page.title, in: frame, style: style, color: page.color.contrastingText, into: &list)
    }

    private func drawCentered(_ text: String, in rect: Rect, style: TextStyle, color: Color,
                              into list: inout DrawList) {
        let fitted = measurer.elided(text, style: style, toFit: max(0, rect.width - 2 * theme.padding))
        let textSize = measurer.size(of: fitted, style: style)
        let origin = Point(x: rect.midX - textSize.width / 2, y: rect.midY - textSize.height / 2)
        list.clipped(to: rect) { $0.text(fitted, at: origin, style: style, color: color) }
    }

    // MARK: - Inspection

    public func elementTree() -> ElementNode {
        var pages: [ElementNode] = []
        pager.forEachVisiblePage { index, frame in
            pages.append(ElementNode(role: "page", title: config.pages[index].title, frame: frame,
                                     selected: index == pager.currentPage))
        }
        let header = ElementNode(role: "header", title: config.headerTitle,
                                 frame: Rect(x: 0, y: 0, width: size.width, height: Self.headerBarHeight))
        let pagerNode = ElementNode(role: "pager", frame: pager.frame, children: pages)
        return ElementNode(role: "window", title: config.title,
                           frame: Rect(x: 0, y: 0, width: size.width, height: size.height),
                           children: [header, pagerNode])
    }

    /// This frame's values for the trace.
    public var traceState: TraceState {
        TraceState(screen: 0, page: pager.currentPage, offset: pager.position, tab: pager.currentPage,
                   header: Self.headerBarHeight, list: 0, settled: isSettled)
    }
}
