import PagerCore

/// The demo's root scene, built from a ``DemoConfig``: screens side by side in an outer pager,
/// switched by a bottom tab bar or by swiping (seed 001), each screen one of the seeds.
///
/// It owns the one gesture recognizer and decides, when a drag begins, who owns it for its
/// whole life: the screen under the pointer, or the outer pager when the screen declines (an
/// inner pager at its first or last page dragged outward, as on phones).
public final class DemoApp: Scene, PagedViewDelegate, BottomTabBarDelegate {
    public let config: DemoConfig
    public let theme: Theme
    private let screens: [any DemoScreen]
    private let outer: PagedView
    private let bar: BottomTabBar?
    /// The window's size in points.
    public private(set) var size = Size(width: 0, height: 0)
    private var recognizer = GestureRecognizer()
    private var now = 0.0
    public private(set) var wantsToQuit = false

    /// Lines the screens report (a row selected), collected until the runner takes them.
    private final class Logger { var lines: [String] = [] }
    private let logger: Logger

    /// Takes the lines reported since the last call (the runner prints them).
    public func takeLogLines() -> [String] {
        defer { logger.lines.removeAll() }
        return logger.lines
    }

    /// Where the keyboard focus is: nowhere (arrows page), an element of the screen, or the bar.
    private enum Focus: Equatable { case screen(FocusTarget), bar }
    private var focus: Focus?
    private var barCursor = 0
    /// Whether the F1 shortcuts panel shows.
    public private(set) var showsShortcuts = false
    /// The F2 motion inspector; nil while hidden.
    public private(set) var inspector: MotionInspector?
    private let measurer: any TextMeasuring

    private enum Owner { case none, bar, outer, screen(Int) }
    /// Who received the press, and then who owns the drag.
    private var owner = Owner.none
    private var pressedScreen: Int?

    /// Creates the scene.
    public init(config: DemoConfig, measurer: any TextMeasuring) {
        self.config = config
        let theme = config.theme
        self.theme = theme
        let logger = Logger()
        self.logger = logger
        self.measurer = measurer
        screens = config.screens.map { screen in
            makeScreen(screen, theme: theme, measurer: measurer) { logger.lines.append($0) }
        }
        outer = PagedView(pageCount: screens.count, initialPage: config.initialScreen)
        if screens.count > 1 {
            bar = BottomTabBar(items: config.screens.map { BottomTabBar.Item(title: $0.title, icon: $0.icon) },
                               selectedIndex: config.initialScreen, theme: theme, icons: config.icons,
                               measurer: measurer)
            for screen in screens { screen.handsOffAtEdges = true }
        } else {
            bar = nil
        }
        outer.delegate = self
        bar?.delegate = self
    }

    // MARK: - Scene

    public func resize(to size: Size) {
        self.size = Size(width: max(0, size.width), height: max(0, size.height))
        let barHeight = bar == nil ? 0 : min(BottomTabBar.height, self.size.height)
        outer.frame = Rect(x: 0, y: 0, width: self.size.width, height: self.size.height - barHeight)
        bar?.frame = Rect(x: 0, y: self.size.height - barHeight, width: self.size.width, height: barHeight)
        for screen in screens { screen.frame = outer.frame }
        placeScreens()
    }

    /// Puts each visible screen where the outer pager shows it.
    private func placeScreens() {
        outer.forEachVisiblePage { index, frame in
            if screens[index].frame != frame { screens[index].frame = frame }
        }
    }

    public func handle(_ event: InputEvent) {
        now = max(now, event.time)
        let time = now
        switch event.kind {
        case .pointerDown, .pointerMove, .pointerUp, .pointerCancel:
            for gesture in recognizer.handle(event) { route(gesture, at: time) }
        case let .wheel(dx, dy, point):
            _ = screens[current].wheel(dx: dx, dy: dy, at: point, modifiers: event.modifiers, time: time)
        case let .key(key, modifiers):
            handleKey(key, modifiers: modifiers, time: time)
        }
    }

    private func handleKey(_ key: Key, modifiers: Modifiers, time: Double) {
        switch key {
        case .escape where showsShortcuts: showsShortcuts = false
        case .escape: wantsToQuit = true
        case .q where modifiers.contains(.control): wantsToQuit = true
        case .f1, .question: showsShortcuts.toggle()
        case .f2: inspector = inspector == nil ? MotionInspector() : nil
        case .tab: moveFocus(forward: !modifiers.contains(.shift))
        default:
            if modifiers.contains(.control), let digit = key.digit, digit >= 1, digit <= screens.count {
                selectScreen(digit - 1)
                return
            }
            switch validFocus {
            case .bar?:
                switch key {
                case .left: barCursor = max(0, barCursor - 1)
                case .right: barCursor = min(screens.count - 1, barCursor + 1)
                case .enter, .space: selectScreen(barCursor)
                default: _ = screens[current].key(key, modifiers: modifiers, time: time)
                }
            case let .screen(target)?:
                if !screens[current].focusedKey(key, target: target, time: time) {
                    _ = screens[current].key(key, modifiers: modifiers, time: time)
                }
            case nil:
                _ = screens[current].key(key, modifiers: modifiers, time: time)
            }
        }
    }

    /// The focus cycle of the current screen: its elements, then the bottom bar.
    private var focusCycle: [Focus] {
        screens[current].focusTargets.map { Focus.screen($0) } + (bar == nil ? [] : [.bar])
    }

    /// The focus, if the current screen still has it (after a screen switch it may not).
    private var validFocus: Focus? {
        guard let focus, focusCycle.contains(focus) else { return nil }
        return focus
    }

    private func moveFocus(forward: Bool) {
        let cycle = focusCycle
        guard !cycle.isEmpty else { return }
        if let focus = validFocus, let index = cycle.firstIndex(of: focus) {
            self.focus = cycle[(index + (forward ? 1 : cycle.count - 1)) % cycle.count]
        } else {
            focus = forward ? cycle.first : cycle.last
        }
        if focus == .bar { barCursor = current }
    }

    /// The screen the outer pager is on or heading for.
    private var current: Int { outer.targetPage }

    private func screenIndex(at point: Point) -> Int? {
        var hit: Int?
        outer.forEachVisiblePage { index, frame in if frame.contains(point) { hit = index } }
        return hit
    }

    private func route(_ gesture: Gesture, at time: Double) {
        switch gesture {
        case let .press(point):
            if let bar, bar.frame.contains(point) {
                owner = .bar
            } else {
                let outerWasMoving = outer.isAnimating
                outer.press(at: time)
                pressedScreen = screenIndex(at: point)
                if outerWasMoving {
                    // Screens caught mid-switch: the next drag moves the screens.
                    owner = .outer
                } else if let index = pressedScreen {
                    owner = .screen(index)
                    screens[index].press(at: point, time: time)
                } else {
                    owner = .none
                }
            }
        case let .dragBegan(axis, start):
            pendingBegin = (axis, start)
        case let .dragChanged(dx, dy, _):
            if let (axis, start) = pendingBegin {
                pendingBegin = nil
                beginDrag(axis: axis, start: start, dx: axis == .horizontal ? dx : dy, time: time)
            }
            switch owner {
            case .outer: outer.drag(by: dx, at: time)
            case let .screen(index): screens[index].drag(dx: dx, dy: dy, time: time)
            case .none, .bar: break
            }
        case let .dragEnded(velocityX, velocityY, _):
            switch owner {
            case .outer: outer.endDrag(velocityX: velocityX, at: time)
            case let .screen(index): screens[index].endDrag(velocityX: velocityX, velocityY: velocityY, time: time)
            case .none, .bar: outer.release(at: time)
            }
            owner = .none
        case let .tap(point):
            switch owner {
            case .bar: bar?.tap(at: point)
            case let .screen(index): screens[index].tap(at: point, time: time)
            case .outer, .none: break
            }
            outer.release(at: time)
            owner = .none
        case .cancelled:
            if case let .screen(index) = owner { screens[index].cancel(time: time) }
            outer.release(at: time)
            owner = .none
            pendingBegin = nil
        }
    }

    /// A drag that began but whose first movement (and so its direction) is not routed yet.
    private var pendingBegin: (Axis, Point)?

    private func beginDrag(axis: Axis, start: Point, dx: Double, time: Double) {
        switch owner {
        case .outer:
            if axis == .horizontal { outer.beginDrag(at: time) } else { owner = .none; outer.release(at: time) }
        case let .screen(index):
            if screens[index].beginDrag(axis: axis, start: start, dx: dx, time: time) {
                outer.release(at: time)
            } else if axis == .horizontal && bar != nil {
                owner = .outer
                outer.beginDrag(at: time)
            } else {
                owner = .none
            }
        case .none, .bar:
            owner = .none
        }
    }

    /// Switches to screen `index` with a transition whose direction follows the indices.
    public func selectScreen(_ index: Int) {
        guard index >= 0, index < screens.count else { return }
        bar?.select(index)
        outer.moveToPage(at: index)
    }

    // MARK: - Delegates

    public func didMoveToPage(index: Int) { bar?.select(index) }
    public func didSelectItem(at index: Int) { outer.moveToPage(at: index) }

    // MARK: - Time

    public func advance(to time: Double) {
        now = max(now, time)
        outer.advance(to: now)
        if outer.isSettled, let bar, bar.selectedIndex != outer.currentPage { bar.select(outer.currentPage) }
        bar?.follow(position: outer.position)
        placeScreens()
        for screen in screens { screen.advance(to: now) }
    }

    /// The CPU time the last frame took, measured by the front end, for the inspector.
    public func reportFrameCost(_ seconds: Double) {
        inspector?.frameCost = seconds
    }

    public var isAnimating: Bool { outer.isAnimating || screens.contains { $0.isAnimating } }
    public var isSettled: Bool { outer.isSettled && !recognizer.isActive && screens.allSatisfy(\.isSettled) }
    public var background: Color { theme.background }

    public var windowTitle: String {
        let screen = screens[outer.currentPage]
        let prefix = screens.count > 1 ? "\(config.title) - \(screen.title)" : config.title
        return "\(prefix): \(screen.pageTitle)"
    }

    // MARK: - Drawing and inspection

    public func draw(into list: inout DrawList) {
        list.clipped(to: outer.frame) { list in
            outer.forEachVisiblePage { index, _ in screens[index].draw(into: &list) }
        }
        bar?.draw(into: &list)
        drawFocusRing(into: &list)
        if inspector != nil {
            // One sample per drawn frame (not per advance, which input events also cause), so
            // the inspector's frame rate is the interval between frames really drawn.
            let motion = screens[current].motion
            inspector?.unit = motion.unit
            inspector?.springTarget = motion.target
            inspector?.isIdle = isSettled
            inspector?.record(time: now, position: motion.position, velocity: motion.velocity)
        }
        if let inspector, let frame = inspectorFrame {
            inspector.draw(in: frame, theme: theme, measurer: measurer, into: &list)
        }
        if showsShortcuts {
            ShortcutsOverlay.draw(in: Rect(x: 0, y: 0, width: size.width, height: size.height), theme: theme,
                                  measurer: measurer, into: &list)
        }
    }

    /// Where the F2 inspector docks: at the bottom of the current screen's pages, below its header
    /// and tabs and above the bottom bar, so it covers page content and never a control.
    package var inspectorFrame: Rect? {
        guard inspector != nil else { return nil }
        let pages = screens[current].elementNodes().first { $0.role == "pager" }?.frame ?? outer.frame
        return MotionInspector.dockedFrame(in: Rect(x: outer.frame.x, y: pages.y, width: outer.frame.width,
                                                    height: min(pages.maxY, outer.frame.maxY) - pages.y))
    }

    private func drawFocusRing(into list: inout DrawList) {
        let frame: Rect?
        switch validFocus {
        case .bar?: frame = bar?.itemFrame(at: barCursor)
        case let .screen(target)?: frame = screens[current].focusFrame(target)
        case nil: frame = nil
        }
        guard let frame, frame.width > 4, frame.height > 4 else { return }
        // Rounded like the system focus rings of macOS and iOS's keyboard navigation, and inset
        // far enough to clear a tab's 3 pt indicator at the strip's bottom edge.
        list.roundedStroke(frame.insetBy(dx: 3, dy: 5), theme.focusRing, width: 2, radius: theme.cornerRadius)
    }

    public func elementTree() -> ElementNode {
        var children: [ElementNode] = []
        outer.forEachVisiblePage { index, _ in children += screens[index].elementNodes() }
        if let bar { children.append(bar.elementNode()) }
        return ElementNode(role: "window", title: config.title, frame: Rect(x: 0, y: 0, width: size.width, height: size.height),
                           children: children)
    }

    /// The screen the trace reports: the bar's selection.
    private var traceScreen: Int { bar?.selectedIndex ?? outer.currentPage }
    /// Number of screens (for invariant checks in tests and the fuzzer).
    package var screenCount: Int { screens.count }
    /// Number of pages on the screen the trace reports.
    package var currentPageCount: Int { screens[traceScreen].pageCount }
    /// Header and list bounds of the screen the trace reports.
    package var currentScrollBounds: (header: ClosedRange<Double>, list: ClosedRange<Double>, band: Double)? {
        screens[traceScreen].scrollBounds
    }

    /// This frame's values for the trace: the screen is the bar's selection, and the values are
    /// that screen's (also while a bar tap switches screens and the outer pager is still moving).
    public var traceState: TraceState {
        let screen = traceScreen
        let values = screens[screen].traceValues
        return TraceState(screen: screen, page: values.page, offset: values.offset, tab: values.tab,
                          header: values.header, list: values.list, settled: isSettled)
    }
}

/// Builds the screen for one config entry.
private func makeScreen(_ screen: DemoConfig.Screen, theme: Theme, measurer: any TextMeasuring,
                        log: @escaping (String) -> Void) -> any DemoScreen {
    switch screen.kind {
    case .pager, .loop:
        return ViewPagerScreen(screen: screen, theme: theme, measurer: measurer)
    case .feed:
        let feed = FeedScreen(screen: screen, theme: theme, measurer: measurer)
        feed.onLog = log
        return feed
    }
}
