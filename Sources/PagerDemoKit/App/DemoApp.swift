import PagerCore
import ScrollPhysics

/// The demo's root scene, built from a ``DemoConfig``: screens side by side in an outer pager,
/// switched by a bottom tab bar or by swiping (seed 001), each screen one of the seeds
/// (docs/seeds.md).
///
/// Pointer gestures go through the frame driver's ``GestureRouter``: the chain under a press is
/// the screen's own participants, then the bar, then the outer pager, so an inner pager at its
/// first or last page dragged outward hands the drag to the screens, as on phones. The selected screen is the
/// outer pager's selection, read by the keys, the window title, the trace and the tree alike.
package final class DemoApp: Scene, GestureContainer {
    package private(set) var config: DemoConfig {
        get { storedConfig }
        set { storedConfig = newValue }
    }
    private var storedConfig: DemoConfig
    package private(set) var theme: Theme {
        get { storedTheme }
        set { storedTheme = newValue }
    }
    private var storedTheme: Theme
    private var screens: [any DemoScreen]
    /// Screens stepped on every frame besides the selected one and those in view: those that
    /// were moving, held or waiting on a timer when last stepped, and those input reached since.
    /// Any other screen rests and nothing reaches it, so a frame costs the same with ten
    /// thousand screens as with three. Ascending, each once.
    private var awake: [Int] = []
    /// The buffer ``liveScreens()`` fills, kept so a frame allocates nothing for it.
    private var liveBuffer: [Int] = []
    /// The screens' pager and its bottom bar; nil for a single screen.
    private var outer: BottomBarPager?
    /// The window's size in points.
    package private(set) var size = Size(width: 0, height: 0)
    /// Where the pointer hovers, if over the window (a carousel holds while it is over its pages).
    private var hoverPoint: Point?
    /// Whether a gesture is under way, as the router last said.
    private var gestureHeld = false
    /// The scene's one clock, which the screens and the screens' pager read: the app's own, or
    /// the frame driver's once it adopts it.
    private var clock = SceneClock()
    package private(set) var wantsToQuit: Bool {
        get { storedWantsToQuit }
        set { storedWantsToQuit = newValue }
    }
    private var storedWantsToQuit: Bool = false
    /// Reduced motion (`--reduce-motion`, or the desktop's setting): page and screen moves
    /// change at once with a short cross-fade instead of sliding.
    package var reducesMotion = false {
        didSet {
            outer?.pagedView.reducesMotion = reducesMotion
            for screen in screens { screen.setReducesMotion(reducesMotion) }
        }
    }

    /// Sizes and load states of the screens' pictures (PagerSDL's `ImageStore` in a program
    /// that draws them); ``NoImages`` by default, every picture a placeholder.
    package var images: any ImageProviding = NoImages.shared {
        didSet {
            for screen in screens { screen.setImages(images) }
            outer?.tabs.images = images
        }
    }

    /// Lines the screens report (a row selected), collected until the runner takes them.
    fileprivate final class Logger { var lines: [String] = [] }
    private let logger: Logger

    /// Told of every appearance callback of the screens' pages (``PageLifecycle``'s contract),
    /// with the screen's index: for tests that follow the callbacks through the whole program.
    /// A screen's pages appear and disappear with its own pager's moves; switching screens
    /// tells them nothing.
    package var onPageAppearance: ((_ screen: Int, _ event: PageAppearanceEvent) -> Void)? {
        didSet {
            for (index, screen) in screens.enumerated() {
                guard let paged = screen as? any PagedScreen, let viewPager = paged.viewPager else { continue }
                viewPager.pagedView.onAppearance = onPageAppearance.map { observer in { observer(index, $0) } }
            }
        }
    }

    /// Takes the lines reported since the last call (the runner prints them).
    package func takeLogLines() -> [String] {
        defer { logger.lines.removeAll() }
        return logger.lines
    }

    /// Where the keyboard focus is: nowhere (arrows page), an element of the screen, or the bar.
    private enum Focus: Equatable { case screen(FocusTarget), bar }
    private var focus: Focus?
    private var barCursor = 0
    /// Whether the F1 shortcuts panel shows.
    package private(set) var showsShortcuts: Bool {
        get { storedShowsShortcuts }
        set { storedShowsShortcuts = newValue }
    }
    private var storedShowsShortcuts: Bool = false
    /// The F2 motion inspector; nil while hidden.
    package private(set) var inspector: MotionInspector? {
        get { storedInspector }
        set { storedInspector = newValue }
    }
    private var storedInspector: MotionInspector? = nil
    private let measurer: any TextMeasuring

    /// Creates the scene.
    package init(config: DemoConfig, measurer: any TextMeasuring) {
        self.storedConfig = config
        self.storedTheme = config.theme
        self.logger = Logger()
        self.measurer = measurer
        (screens, outer) = Self.build(config, measurer: measurer, logger: logger)
        connectScreens()
    }

    package func adopt(clock: SceneClock) {
        clock.advance(to: self.clock.time)
        self.clock = clock
        connectScreens()
    }

    /// Hands the scene's clock to the screens and the screens' pager, and lets the pages'
    /// buttons switch screens (after every build of the screens).
    private func connectScreens() {
        outer?.clock = clock
        for screen in screens { screen.adopt(clock: clock) }
        for case let screen as ViewPagerScreen in screens {
            screen.onSelectScreen = { [unowned self] listed in
                selectScreen(config.screenIndex(listed: listed), at: clock.time)
            }
        }
    }

    /// The screens and the screens' pager (nil for a single screen) for `config`.
    private static func build(_ config: DemoConfig, measurer: any TextMeasuring,
                              logger: Logger) -> ([any DemoScreen], BottomBarPager?) {
        let theme = config.theme
        let screens = config.screens.map { screen in
            makeScreen(screen, theme: theme, measurer: measurer) { logger.lines.append($0) }
        }
        guard screens.count > 1 else { return (screens, nil) }
        let items = config.screens.map { screen in
            screen.iconImage.map { BottomTabBar.Item(title: screen.title, image: $0) } ?? BottomTabBar.Item(title: screen.title, icon: screen.icon)
        }
        let bar = BottomTabBar(items: items,
                               selectedIndex: config.initialScreen, theme: theme, icons: config.icons,
                               measurer: measurer)
        bar.badge = { [screens = config.screens] index in screens[index].badge }
        bar.isRightToLeft = config.isRightToLeft
        bar.layout = config.bar
        bar.wideFrom = config.switcherWideFrom
        var screensConfiguration = PagedView.Configuration()
        screensConfiguration.isRightToLeft = config.isRightToLeft
        let outer = BottomBarPager(tabs: bar, pagedView: PagedView(pageCount: screens.count, initialPage: config.initialScreen,
                                                                   configuration: screensConfiguration),
                                   tabsPosition: .bottom)
        return (screens, outer)
    }

    // MARK: - Live content

    /// Shows `newConfig` from `time` on, as a diff where it can: when only pages changed (their
    /// list, order, titles, badges, colours or rows), each screen applies its new pages by id
    /// (``TabbedPager/apply(_:changed:)``): the page on screen stays, a drag or a fling carries
    /// on, a refresh under way goes on for its page. A screen's `transition`, `swipe` and
    /// `animation` and the `switcher`'s `wideFrom` change in place alongside (the switcher
    /// moves between the bottom and the header if the window's width is now on the other side).
    /// Anything else (the theme, the screens, a screen's other options, `refresh` among them)
    /// builds the screens again and puts back the ``navigationState`` (the gesture under way,
    /// if any, ends there, and so does a refresh: neither is saved state). The scene is first
    /// advanced to `time`, as the frame driver advances it before an input.
    package func apply(_ newConfig: DemoConfig, time: Double) {
        let now = clock.advance(to: time)
        // As the frame driver does before an input: what the new content meets (a move, a
        // fling, a refresh) is where it is at `time`.
        advance(to: now)
        if Self.differOnlyInLiveParts(config, newConfig) {
            for (index, screen) in newConfig.screens.enumerated() {
                let old = config.screens[index]
                guard screen.pages != old.pages || screen.options != old.options else { continue }
                if screen.options != old.options { screens[index].applyOptions(screen.options) }
                if screen.pages != old.pages { screens[index].applyPages(screen.pages, time: now) }
                wake(index)
            }
            let switcherMoves = newConfig.switcherWideFrom != config.switcherWideFrom
            config = newConfig
            outer?.moveAnimation = config.screens[current].options.animation
            if switcherMoves, let outer {
                outer.tabs.wideFrom = newConfig.switcherWideFrom
                resize(to: size)
            }
            return
        }
        let state = navigationState
        // The gesture under way, if any, still holds the old screens' parts (the frame driver's
        // router drives them until it ends, and may still hold them after further rebuilds):
        // they stay alive, unseen.
        retired.append((screens, outer))
        config = newConfig
        theme = newConfig.theme
        (screens, outer) = Self.build(newConfig, measurer: measurer, logger: logger)
        for screen in screens { screen.setImages(images) }
        outer?.tabs.images = images
        connectScreens()
        awake = []
        let motion = reducesMotion
        reducesMotion = motion
        resize(to: size)
        restore(state, time: now)
    }

    /// Whether `a` and `b` are the same but for what a running program changes in place: the
    /// screens' pages and live options (``DemoConfig/PagerOptions/withoutLiveOptions``), the
    /// switcher's width and the window title.
    private static func differOnlyInLiveParts(_ a: DemoConfig, _ b: DemoConfig) -> Bool {
        guard a.screens.count == b.screens.count else { return false }
        func blank(_ config: DemoConfig) -> DemoConfig {
            var copy = config
            copy.title = ""
            copy.initialScreen = 0
            copy.switcherWideFrom = nil
            for index in copy.screens.indices {
                copy.screens[index].pages = PageList([])
                copy.screens[index].initialPage = 0
                copy.screens[index].options = copy.screens[index].options.withoutLiveOptions
            }
            return copy
        }
        return blank(a) == blank(b)
    }

    /// The screens a rebuild replaced (see ``apply(_:time:)``).
    private var retired: [(screens: [any DemoScreen], outer: BottomBarPager?)] = []

    // MARK: - Saved state

    /// The whole navigation state: the screen, each screen's page, header and lists, and the
    /// focus, by id (``NavigationState``).
    package var navigationState: NavigationState {
        var pagers: [String: NavigationState.Pager] = [:]
        for (index, screen) in screens.enumerated() {
            if let state = screen.navigationState { pagers[config.screens[index].id] = state }
        }
        let ids = config.screens.map(\.id)
        let screen = PageReference(index: current, count: screens.count) { ids[$0] }
        let focusName: String?
        switch validFocus {
        case .bar?: focusName = "bar"
        case .screen(.tabs)?: focusName = "tabs"
        case .screen(.list)?: focusName = "list"
        case .screen(.page)?: focusName = "page"
        case nil: focusName = nil
        }
        return NavigationState(screen: screen, pagers: pagers, focus: focusName)
    }

    /// Puts `state` back at `time`, at once: screens and pages by id (a page or screen that is
    /// gone falls back to its nearest neighbour, then its index), headers and lists where they
    /// were (within their ranges), and the focus if the screen has that element.
    package func restore(_ state: NavigationState, time: Double) {
        let now = clock.advance(to: time)
        let ids = config.screens.map(\.id)
        outer?.restore(state.screen, at: now) { ids.firstIndex(of: $0) }
        for (index, screen) in screens.enumerated() {
            if let saved = state.pagers[ids[index]] { screen.restore(saved, time: now) }
        }
        placeScreens()
        switch state.focus {
        case "bar"?: focus = outer == nil ? nil : .bar
        case "tabs"?: focus = .screen(.tabs)
        case "list"?: focus = .screen(.list)
        case "page"?: focus = .screen(.page)
        default: focus = nil
        }
        if validFocus == nil { focus = nil }
        barCursor = current
    }

    // MARK: - Scene

    package func resize(to size: Size) {
        self.size = Size(width: max(0, size.width), height: max(0, size.height))
        let window = Rect(x: 0, y: 0, width: self.size.width, height: self.size.height)
        outer?.frame = window
        for screen in screens { screen.frame = outer?.pagedView.frame ?? window }
        placeScreens()
    }

    /// Puts each visible screen where the outer pager shows it.
    private func placeScreens() {
        guard let outer else { return }
        outer.pagedView.forEachVisiblePage { index, frame in
            if screens[index].frame != frame { screens[index].frame = frame }
        }
        // A screen fading out after a reduced-motion switch fades where the screens are.
        if let fade = outer.pagedView.crossFade, screens[fade.page].frame != outer.pagedView.frame {
            screens[fade.page].frame = outer.pagedView.frame
        }
    }

    package func handle(_ event: InputEvent) {
        let time = clock.advance(to: event.time)
        outer?.moveAnimation = config.screens[current].options.animation
        switch event.kind {
        case let .wheel(dx, dy, point):
            _ = screens[current].wheel(dx: dx, dy: dy, at: point, modifiers: event.modifiers, at: time)
        case let .key(key, modifiers):
            handleKey(key, modifiers: modifiers, at: time)
        case .pointerDown, .pointerMove, .pointerUp, .pointerCancel, .touchDown, .touchMove, .touchUp:
            break
        }
    }

    private func handleKey(_ key: Key, modifiers: Modifiers, at time: Double) {
        switch key {
        // Escape closes what is open over the window, never the window itself (GNOME's HIG:
        // Ctrl+Q and Ctrl+W quit).
        case .escape where showsShortcuts: showsShortcuts = false
        case .escape where inspector != nil: inspector = nil
        case .q where modifiers.contains(.control), .w where modifiers.contains(.control): wantsToQuit = true
        case .f1, .question: showsShortcuts.toggle()
        case .f2: inspector = inspector == nil ? MotionInspector() : nil
        case .tab:
            // The current page's buttons take Tab until it moves past them.
            if case let .screen(target)? = validFocus, target == .page,
               screens[current].focusedKey(key, modifiers: modifiers, target: target, at: time) { return }
            moveFocus(forward: !modifiers.contains(.shift))
            // Into a page, the focus goes to its first button (its last, going back).
            if case let .screen(target)? = validFocus, target == .page,
               !screens[current].focusedKey(key, modifiers: modifiers, target: target, at: time) {
                moveFocus(forward: !modifiers.contains(.shift))
            }
        default:
            if modifiers.contains(.control), let digit = key.digit, digit >= 1, digit <= screens.count {
                selectScreen(digit - 1, at: time)
                return
            }
            switch validFocus {
            case .bar?:
                switch key {
                // The cursor goes to the item on that side (the bar runs from the right, right to left).
                case .left, .right:
                    let step = (key == .right) != config.isRightToLeft ? 1 : -1
                    barCursor = min(max(barCursor + step, 0), screens.count - 1)
                case .enter, .space: selectScreen(barCursor, at: time)
                default: _ = screens[current].key(key, modifiers: modifiers, at: time)
                }
            case let .screen(target)?:
                if !screens[current].focusedKey(key, modifiers: modifiers, target: target, at: time) {
                    _ = screens[current].key(key, modifiers: modifiers, at: time)
                }
            case nil:
                _ = screens[current].key(key, modifiers: modifiers, at: time)
            }
        }
    }

    /// The focus cycle of the current screen: its elements, then the bottom bar.
    private var focusCycle: [Focus] {
        screens[current].focusTargets.map { Focus.screen($0) } + (outer == nil ? [] : [.bar])
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

    /// The selected screen: the one the outer pager is on or heading for.
    private var current: Int { outer?.selectedIndex ?? 0 }

    package func gestureStateChanged(pointer: Point?, isHeld: Bool) {
        hoverPoint = pointer
        gestureHeld = isHeld
        screens[current].pointerHovered(at: isHeld ? nil : pointer)
    }

    package func collectGestureParticipants(at point: Point, into chain: inout [any GestureParticipant]) {
        guard let outer else { return screens[0].collectGestureParticipants(at: point, into: &chain) }
        if outer.pagedView.frame.contains(point) {
            var hit: Int?
            outer.pagedView.forEachVisiblePage { index, frame in if frame.contains(point) { hit = index } }
            if let hit {
                wake(hit)
                screens[hit].collectGestureParticipants(at: point, into: &chain)
            }
        }
        outer.collectGestureParticipants(at: point, into: &chain)
    }

    /// Switches at `time` to screen `index`, with a transition whose direction follows the indices.
    package func selectScreen(_ index: Int, at time: Double) {
        guard index >= 0, index < screens.count else { return }
        outer?.moveToPage(at: index, animation: config.screens[current].options.animation,
                          at: clock.advance(to: time))
    }

    // MARK: - Time

    package func advance(to time: Double) {
        let now = clock.advance(to: time)
        // Bar items move the screens as the screen they leave says (its `"animation"`); a tap
        // is routed after the driver advanced the scene to its time.
        outer?.moveAnimation = config.screens[current].options.animation
        outer?.advance(to: now)
        placeScreens()
        let stepped = liveScreens()
        // The screens move nothing of the screens' pager: the selection holds while they step.
        let current = self.current
        let held = gestureHeld, pointer = hoverPoint
        for index in stepped {
            let screen = screens[index]
            screen.pauseAutoAdvance(held: index != current || held, pointer: pointer)
            screen.advance(to: now)
        }
        var stillAwake = awake
        awake = []
        stillAwake.removeAll(keepingCapacity: true)
        for index in stepped {
            let screen = screens[index]
            if index == current || !screen.isSettled || screen.isAnimating || screen.wakeTime != nil {
                stillAwake.append(index)
            }
        }
        awake = stillAwake
        lastStepCount = stepped.count
        liveBuffer = stepped
    }

    /// Adds screen `index` to ``awake``.
    private func wake(_ index: Int) {
        var at = awake.endIndex
        while at > 0 && awake[at - 1] >= index {
            if awake[at - 1] == index { return }
            at -= 1
        }
        awake.insert(index, at: at)
    }

    /// The screens that may move or wait on a timer, ascending, each once: the selected one,
    /// those in view (or fading out) and the ``awake`` ones. Every other screen is settled and
    /// has no timer. Filled into ``liveBuffer``'s storage (hand the array back there when done).
    private func liveScreens() -> [Int] {
        var live = liveBuffer
        liveBuffer = []
        live.removeAll(keepingCapacity: true)
        for index in awake { live.append(index) }
        live.append(current)
        if let outer {
            let pages = outer.pagedView
            pages.forEachVisiblePage { index, _ in live.append(index) }
            if let fade = pages.crossFade { live.append(fade.page) }
        }
        // A handful of indices, the awake ones ascending: sort by insertion, dropping repeats.
        var count = 0
        for index in live.indices {
            let value = live[index]
            var at = count
            while at > 0 && live[at - 1] > value { at -= 1 }
            if at > 0 && live[at - 1] == value { continue }
            var move = count
            while move > at { live[move] = live[move - 1]; move -= 1 }
            live[at] = value
            count += 1
        }
        while live.count > count { live.removeLast() }
        return live
    }

    /// Whether `body` holds for one of the screens ``liveScreens()`` lists, each asked once.
    private func anyLiveScreen(_ body: (any DemoScreen) -> Bool) -> Bool {
        let screens = self.screens, awake = self.awake
        for index in awake where body(screens[index]) { return true }
        let current = self.current
        if !awake.contains(current) && body(screens[current]) { return true }
        guard let outer else { return false }
        let pages = outer.pagedView
        var found = false
        pages.forEachVisiblePage { index, _ in
            if !found && index != current && !awake.contains(index) && body(screens[index]) { found = true }
        }
        if found { return true }
        guard let fade = pages.crossFade?.page, fade != current, !awake.contains(fade) else { return false }
        var inView = false
        pages.forEachVisiblePage { index, _ in if index == fade { inView = true } }
        return !inView && body(screens[fade])
    }

    /// How many screens the last ``advance(to:)`` stepped (for tests of a frame's cost).
    package private(set) var lastStepCount: Int {
        get { storedLastStepCount }
        set { storedLastStepCount = newValue }
    }
    private var storedLastStepCount: Int = 0

    /// The CPU time the last frame took, measured by the front end, for the inspector.
    package func reportFrameCost(_ seconds: Double) {
        inspector?.frameCost = seconds
    }

    package var wakeTime: Double? {
        var earliest: Double?
        _ = anyLiveScreen { screen in
            if let time = screen.wakeTime, earliest.map({ time < $0 }) ?? true { earliest = time }
            return false
        }
        return earliest
    }
    package var isAnimating: Bool {
        outer?.isAnimating == true || anyLiveScreen { $0.isAnimating }
    }
    package var isSettled: Bool {
        outer?.isSettled != false && !gestureHeld && !anyLiveScreen { !$0.isSettled }
    }
    package var background: Color { theme.background }

    package var windowTitle: String {
        let screen = screens[current]
        // An icon-only bar item (an empty title) adds nothing to the window's title.
        let prefix = screens.count > 1 && !screen.title.isEmpty ? "\(config.title) - \(screen.title)" : config.title
        return "\(prefix): \(screen.pageTitle)"
    }

    // MARK: - Drawing and inspection

    /// One inspector sample per drawn frame (not per advance, which input events also cause), so
    /// its frame rate is the interval between frames really drawn.
    package func willDrawFrame(at time: Double) {
        guard inspector != nil else { return }
        let motion = screens[current].motion
        inspector?.unit = motion.unit
        inspector?.springTarget = motion.target
        inspector?.isIdle = isSettled
        inspector?.record(at: clock.time, position: motion.position, velocity: motion.velocity)
    }

    package func draw(into list: inout DrawList) {
        if let outer {
            outer.pagedView.drawShownPages(into: &list) { index, _, list in screens[index].draw(into: &list) }
            outer.tabs.draw(into: &list)
        } else {
            screens[0].draw(into: &list)
        }
        drawFocusRing(into: &list)
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
        let screen = outer?.pagedView.frame ?? Rect(x: 0, y: 0, width: size.width, height: size.height)
        let pages = screens[current].elementNodes().first { $0.role == "pager" }?.frame ?? screen
        return MotionInspector.dockedFrame(in: Rect(x: screen.x, y: pages.y, width: screen.width,
                                                    height: min(pages.maxY, screen.maxY) - pages.y))
    }

    /// What the focus ring surrounds, if the focus is anywhere.
    package var focusRingFrame: Rect? {
        switch validFocus {
        case .bar?: outer?.tabs.itemFrame(at: barCursor)
        case let .screen(target)?: screens[current].focusFrame(target)
        case nil: nil
        }
    }

    private func drawFocusRing(into list: inout DrawList) {
        guard let frame = focusRingFrame, frame.width > 4, frame.height > 4 else { return }
        // Rounded like the system focus rings of macOS and iOS's keyboard navigation, and inset
        // far enough to clear a tab's 3 pt indicator at the strip's bottom edge.
        list.roundedStroke(frame.insetBy(dx: 3, dy: 5), theme.focusRing, width: 2, radius: theme.cornerRadius)
    }

    package func elementTree() -> ElementNode {
        var children: [ElementNode] = []
        if let outer {
            outer.pagedView.forEachVisiblePage { index, _ in children += screens[index].elementNodes() }
            children.append(outer.tabs.elementNode())
        } else {
            children = screens[0].elementNodes()
        }
        // The overlays, drawn over everything: the dialogs a screen reader reads.
        if let frame = inspectorFrame {
            children.append(ElementNode(role: "inspector", title: "Motion inspector", frame: frame))
        }
        if showsShortcuts, let card = ShortcutsOverlay.layout(in: Rect(x: 0, y: 0, width: size.width, height: size.height),
                                                              measurer: measurer)?.card {
            children.append(ElementNode(role: "helpCard", title: ShortcutsOverlay.title, frame: card))
        }
        return ElementNode(role: "window", title: config.title, frame: Rect(x: 0, y: 0, width: size.width, height: size.height),
                           children: children).markingFocus(focusRingFrame)
    }

    /// Number of screens (for invariant checks in tests and the fuzzer).
    package var screenCount: Int { screens.count }
    /// Every pager in the scene, for invariant checks: the screens' own (bar item order), then
    /// the pager of screens behind the bottom bar, each with its selector's selection and count.
    package var pagersForChecks: [(name: String, pages: PagedView, selectedTab: Int, tabCount: Int)] {
        var pagers: [(name: String, pages: PagedView, selectedTab: Int, tabCount: Int)] = []
        for (index, screen) in screens.enumerated() {
            guard let paged = screen as? any PagedScreen, let viewPager = paged.viewPager else { continue }
            pagers.append(("screen \(index)", viewPager.pagedView, viewPager.tabbedView.selectedIndex,
                           viewPager.tabbedView.tabCount))
        }
        if let outer { pagers.append(("the screens", outer.pagedView, outer.tabs.selectedIndex, outer.tabs.items.count)) }
        return pagers
    }
    /// Number of pages on the screen the trace reports.
    package var currentPageCount: Int { screens[current].pageCount }
    /// Header and list bounds of the screen the trace reports.
    package var currentScrollBounds: (header: ClosedRange<Double>, list: ClosedRange<Double>, band: Double)? {
        screens[current].scrollBounds
    }

    /// This frame's values for the trace: the selected screen's (also while a bar tap switches
    /// screens and the outer pager is still moving).
    package var traceState: TraceState {
        let screen = current
        let values = screens[screen].traceValues
        return TraceState(screen: screen, page: values.page, offset: values.offset, tab: values.tab,
                          header: values.header, list: values.list, settled: isSettled,
                          refreshing: values.refreshing, zoom: values.zoom)
    }
}

/// Builds the screen for one config entry.
private func makeScreen(_ screen: DemoConfig.Screen, theme: Theme, measurer: any TextMeasuring,
                        log: @escaping (String) -> Void) -> any DemoScreen {
    switch screen.kind {
    case .pager, .loop:
        let pager = ViewPagerScreen(screen: screen, theme: theme, measurer: measurer)
        pager.onLog = log
        return pager
    case .feed:
        let feed = FeedScreen(screen: screen, theme: theme, measurer: measurer)
        feed.onLog = log
        return feed
    }
}
