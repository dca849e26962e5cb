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
    private var size = Size(width: 0, height: 0)
    private var recognizer = GestureRecognizer()
    private var now = 0.0
    public private(set) var wantsToQuit = false

    private enum Owner { case none, bar, outer, screen(Int) }
    /// Who received the press, and then who owns the drag.
    private var owner = Owner.none
    private var pressedScreen: Int?

    /// Creates the scene.
    public init(config: DemoConfig, theme: Theme = Theme(), measurer: any TextMeasuring) {
        self.config = config
        self.theme = theme
        screens = config.screens.map { screen in
            makeScreen(screen, theme: theme, measurer: measurer)
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
            if key == .escape || (key == .q && modifiers.contains(.control)) {
                wantsToQuit = true
            } else if modifiers.contains(.control), let digit = key.digit, digit >= 1, digit <= screens.count {
                selectScreen(digit - 1)
            } else {
                _ = screens[current].key(key, modifiers: modifiers, time: time)
            }
        }
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
    }

    public func elementTree() -> ElementNode {
        var children: [ElementNode] = []
        outer.forEachVisiblePage { index, _ in children += screens[index].elementNodes() }
        if let bar { children.append(bar.elementNode()) }
        return ElementNode(role: "window", title: config.title, frame: Rect(x: 0, y: 0, width: size.width, height: size.height),
                           children: children)
    }

    /// This frame's values for the trace: the screen is the bar's selection, and the values are
    /// that screen's (also while a bar tap switches screens and the outer pager is still moving).
    public var traceState: TraceState {
        let screen = bar?.selectedIndex ?? outer.currentPage
        let values = screens[screen].traceValues
        return TraceState(screen: screen, page: values.page, offset: values.offset, tab: values.tab,
                          header: values.header, list: values.list, settled: isSettled)
    }
}

/// Builds the screen for one config entry.
private func makeScreen(_ screen: DemoConfig.Screen, theme: Theme, measurer: any TextMeasuring) -> any DemoScreen {
    ViewPagerScreen(screen: screen, theme: theme, measurer: measurer)
}
