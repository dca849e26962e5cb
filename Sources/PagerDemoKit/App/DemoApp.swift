import PagerCore

/// The demo's root scene, built from a ``DemoConfig``.
///
/// It owns the one gesture recognizer and hands each recognised gesture to the screen; keys and
/// wheel go to the screen too, after the app's own shortcuts (quit).
public final class DemoApp: Scene {
    public let config: DemoConfig
    public let theme: Theme
    private let screen: any DemoScreen
    private var size = Size(width: 0, height: 0)
    private var recognizer = GestureRecognizer()
    private var dragOwned = false
    private var now = 0.0
    public private(set) var wantsToQuit = false

    /// Creates the scene.
    public init(config: DemoConfig, theme: Theme = Theme(), measurer: any TextMeasuring) {
        self.config = config
        self.theme = theme
        screen = ViewPagerScreen(title: config.title, headerTitle: config.headerTitle, pages: config.pages,
                                 tabs: config.tabs, initialPage: config.initialPage, theme: theme, measurer: measurer)
    }

    // MARK: - Scene

    public func resize(to size: Size) {
        self.size = Size(width: max(0, size.width), height: max(0, size.height))
        screen.frame = Rect(x: 0, y: 0, width: self.size.width, height: self.size.height)
    }

    public func handle(_ event: InputEvent) {
        now = max(now, event.time)
        let time = now
        switch event.kind {
        case .pointerDown, .pointerMove, .pointerUp, .pointerCancel:
            for gesture in recognizer.handle(event) { route(gesture, at: time) }
        case let .wheel(dx, dy, point):
            _ = screen.wheel(dx: dx, dy: dy, at: point, modifiers: event.modifiers, time: time)
        case let .key(key, modifiers):
            if key == .escape || (key == .q && modifiers.contains(.control)) {
                wantsToQuit = true
            } else {
                _ = screen.key(key, modifiers: modifiers, time: time)
            }
        }
    }

    private func route(_ gesture: Gesture, at time: Double) {
        switch gesture {
        case let .press(point):
            screen.press(at: point, time: time)
        case let .dragBegan(axis, start):
            dragOwned = true
            pendingBegin = (axis, start)
        case let .dragChanged(dx, dy, _):
            if let (axis, start) = pendingBegin {
                pendingBegin = nil
                dragOwned = screen.beginDrag(axis: axis, start: start, dx: axis == .horizontal ? dx : dy, time: time)
            }
            if dragOwned { screen.drag(dx: dx, dy: dy, time: time) }
        case let .dragEnded(velocityX, velocityY, _):
            if dragOwned { screen.endDrag(velocityX: velocityX, velocityY: velocityY, time: time) }
            dragOwned = false
        case let .tap(point):
            screen.tap(at: point, time: time)
        case .cancelled:
            screen.cancel(time: time)
            dragOwned = false
            pendingBegin = nil
        }
    }

    /// A drag that began but whose first movement (and so its direction) has not been routed yet.
    private var pendingBegin: (Axis, Point)?

    public func advance(to time: Double) {
        now = max(now, time)
        screen.advance(to: now)
    }

    public var isAnimating: Bool { screen.isAnimating }
    public var isSettled: Bool { screen.isSettled && !recognizer.isActive }
    public var background: Color { theme.background }

    public var windowTitle: String {
        let values = screen.traceValues
        let page = config.pages[min(values.page, config.pages.count - 1)]
        return "\(config.title) - \(page.title) (\(values.page + 1)/\(config.pages.count))"
    }

    // MARK: - Drawing and inspection

    public func draw(into list: inout DrawList) {
        screen.draw(into: &list)
    }

    public func elementTree() -> ElementNode {
        ElementNode(role: "window", title: config.title, frame: Rect(x: 0, y: 0, width: size.width, height: size.height),
                    children: screen.elementNodes())
    }

    /// This frame's values for the trace.
    public var traceState: TraceState {
        let values = screen.traceValues
        return TraceState(screen: 0, page: values.page, offset: values.offset, tab: values.tab,
                          header: values.header, list: values.list, settled: isSettled)
    }
}
