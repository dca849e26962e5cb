import ScrollPhysics

/// Told when the user picks a tab.
public protocol TabbedViewDelegate: AnyObject {
    /// The user tapped tab `index` at `time`, or picked it with a key given to
    /// ``TabbedView/handle(_:)`` (not called for programmatic moves).
    func didSelectTab(at index: Int, at time: Double)
}

/// A strip of tabs with exactly one selected, an indicator that follows a pager's fractional
/// position, and its own scrolling when the tabs overflow (with the motion of Parchment, Tabman
/// and Material's TabLayout).
///
/// Only the tabs inside the strip are laid out, drawn and kept as item objects, and a tab too
/// narrow to show (under ``minimumShownWidth``) is not drawn at all, so a frame's work is bounded
/// by the strip's width: 100,000 tabs, scrolling or sharing the width, cost what a dozen do.
/// Self-sizing tabs are measured once each, when the strip is built or the tab inserted.
public final class TabbedView {
    /// How the tabs are sized: `.fillEqually(height:spacing:)`, `.fixed(width:height:spacing:)`
    /// or `.selfSizing(height:spacing:)`.
    public typealias SizeConfiguration = TabStripLayout.SizeConfiguration

    /// Receives `didSelectTab(at:at:)` when the user taps a tab of a strip used alone (a
    /// ``ViewPager`` reports taps on its tabs through its own delegate).
    public weak var delegate: TabbedViewDelegate?
    /// How the tabs are sized.
    public let sizeConfiguration: TabStripLayout.SizeConfiguration
    /// Colours and sizes.
    public var theme: Theme {
        get { look.theme }
        set { look.theme = newValue }
    }
    /// The pages the strip shows (a ``ViewPager`` attaches its own): the selection, the
    /// indicator, the title colours and the offset are read from their ``PagingState`` whenever
    /// the strip lays out, draws or answers. Alone (none), the strip keeps its own selection and
    /// animates its indicator on ``moveToTab(at:animated:at:)``.
    public var pages: (any PagingSource)? {
        didSet {
            if let pages { ownClock.handOver(to: pages.clock) }
            observePages()
        }
    }
    /// Whether the strip follows a pager's pages (``pages``).
    public var followsPager: Bool { pages != nil }
    /// What a tap on a tab does under a pager (its tab selection); alone, the delegate hears it.
    var selectUnderPager: ((_ index: Int, _ time: Double) -> Void)?
    /// Whether the followed position wraps from the last tab to the first (a looping pager).
    ///
    /// A strip whose tabs all fit sweeps its indicator back from the last tab to the first in
    /// proportion to the swipe: continuous, and it never leaves the strip. A strip that scrolls
    /// is a ring instead, at rest as in motion: the first tab again after the last, the
    /// followed tab centred with its neighbours on both sides on every page (no end to clamp
    /// at), and between the last page and the first it scrolls on into the next lap, so its
    /// offset never jumps: sweeping back would race the indicator across every tab (all
    /// 100,000 of them in the benchmark) while the pages move by one.
    public var wraps: Bool {
        get { geometry.wraps }
        set { geometry.wraps = newValue }
    }
    /// Where the strip sits, in window points. Its height should be the configuration's height.
    /// Kept finite, within ±1e15 points and never negative in size.
    public var frame: Rect {
        get { geometry.frame }
        set {
            let old = geometry.frame
            let newValue = newValue.sanitised
            geometry.frame = newValue
            if newValue.width != old.width { relayout() }
        }
    }
    /// Whether the first tab is at the right (right-to-left languages): the strip is laid out
    /// left to right and mirrored, and dragging it rightwards brings later tabs in.
    public var isRightToLeft: Bool {
        get { geometry.isRightToLeft }
        set { geometry.isRightToLeft = newValue }
    }
    /// Tab `index`'s badge, read on every draw so it updates live; nil shows none.
    public var badge: ((Int) -> String?)? {
        get { look.badge }
        set { look.badge = newValue }
    }
    /// Space between each tab's edges and its content (its title, its badge, the pill behind
    /// it). Self-sizing tabs grow by the left and right
    /// insets; the underline still spans the whole tab. Each inset is kept within ±1e15 points
    /// (NaN counts as 0).
    public var contentInsets: EdgeInsets {
        get { look.contentInsets }
        set {
            let old = look.contentInsets
            let newValue = newValue.sanitised
            look.contentInsets = newValue
            if newValue != old { relayout() }
        }
    }
    /// What a draw takes of the strip's look, stored together so that it is one access.
    struct Look {
        var theme: Theme
        var contentInsets = EdgeInsets.zero
        var badge: ((Int) -> String?)?
        var selectionStyle = SelectionStyle.underline
    }
    private(set) var look: Look
    /// The number of tabs.
    public private(set) var tabCount: Int {
        get { geometry.tabCount }
        set { geometry.tabCount = newValue }
    }
    /// Routes the pointer, touch and pan events ``handle(_:)`` gets (under a pager, the pager's
    /// router or a driver's routes them, and this one stays idle).
    var router = GestureRouter()
    /// The selected tab: the pages' target under a pager, else the strip's own.
    public var selectedIndex: Int {
        guard let state = pages?.pagingState else { return ownSelection }
        return selectedIndex(in: state)
    }
    /// The tab selected by ``moveToTab(at:animated:at:)`` of a strip used alone.
    private var ownSelection: Int
    /// The tab the items were last told is selected (``TabItem/onSelected()``).
    private var itemsSelection: Int

    let measurer: any TextMeasuring
    private let makeItem: (Int) -> any TabItem
    var items: [Int: any TabItem] = [:]
    /// The tabs' layout.
    var layout: TabStripLayout {
        get { geometry.layout }
        set { geometry.layout = newValue }
    }
    /// What a reading takes of the strip itself, stored together so that it is one access.
    private struct Geometry {
        var frame = Rect.zero
        var layout: TabStripLayout
        var tabCount: Int
        var wraps = false
        var isRightToLeft = false
    }
    private var geometry: Geometry
    /// Each tab's preferred width under `.selfSizing`, measured once per tab; empty otherwise.
    private var preferredWidths: [Double] = []
    private var ownProgress: Double
    private var ownMotion: AnchoredSimulation<SpringSimulation>?
    private var strip = StripOffset()
    /// The strip's own clock, read while it follows no pages.
    private let ownClock = SceneClock()
    /// The clock the strip reads its time from: its pages' (the scene's) under a pager, else
    /// its own.
    private var clock: SceneClock { pages?.clock ?? ownClock }
    private var now: Double { clock.time }
    /// The time of the strip's last step (input or time; the latest, never going back): what
    /// the pages changed since happened after it.
    private var pagesSeenAt = 0.0
    /// The tabs cut out during a pager's long jump, if any: between the pages on screen
    /// (``PagingState/splice``), where a viewport's width of tabs separates two of them, the tabs
    /// between are cut out while the jump lasts, and the indicator moves from one page's tab to
    /// the next in proportion to the pager's progress between them.
    /// The last splice worked out, for the layout as it is (a settle reads the same every frame).
    private var spliceMemo: TabSplice?

    /// What the strip shows of its pages, read from their ``PagingState`` once (or from the
    /// strip's own selection alone), with the strip's own frame and layout: every position,
    /// frame and amount a draw or an answer works out comes from one reading, so a frame reads
    /// the pages and the strip's properties once rather than once per tab.
    struct Reading {
        /// The strip's frame.
        let frame: Rect
        /// The tabs' layout.
        let layout: TabStripLayout
        /// The number of tabs.
        let tabCount: Int
        /// Whether the followed position wraps (``wraps``).
        let wraps: Bool
        /// Whether the first tab is at the right.
        let isRightToLeft: Bool
        /// The followed position (clamped to the tabs).
        let progress: Double
        /// The selected tab.
        let selectedIndex: Int
        /// The tabs a long jump cuts out, if any.
        let splice: TabSplice?
        /// A ring's lap (``lapLength``); nil for a strip that is no ring.
        let lapLength: Double?
        /// A ring's lap as drawn: one lap, less the tabs the splice cuts out; nil for no ring.
        let ringPeriod: Double?
    }

    /// The pages' state as the strip shows it now.
    var reading: Reading {
        let geometry = geometry
        let layout = geometry.layout, count = geometry.tabCount, wraps = geometry.wraps, frame = geometry.frame
        let rightToLeft = geometry.isRightToLeft
        let lap = Self.lapLength(geometry)
        guard let state = pages?.pagingState else {
            return Reading(frame: frame, layout: layout, tabCount: count, wraps: wraps, isRightToLeft: rightToLeft,
                           progress: ownProgress, selectedIndex: ownSelection, splice: nil, lapLength: lap,
                           ringPeriod: lap)
        }
        let selected = min(max(state.selectedIndex, 0), max(0, count - 1))
        let progress = state.position.isFinite
            ? min(max(state.position, 0), Double(max(0, wraps ? count : count - 1))) : Double(selected)
        let cut = splice(anchors: state.splice, layout: layout)
        return Reading(frame: frame, layout: layout, tabCount: count, wraps: wraps, isRightToLeft: rightToLeft,
                       progress: progress, selectedIndex: selected, splice: cut, lapLength: lap,
                       ringPeriod: lap.map { $0 - (cut?.segments.last?.shift ?? 0) })
    }

    /// The selected tab of the pages in `state`, clamped to the tabs.
    private func selectedIndex(in state: PagingState) -> Int {
        min(max(state.selectedIndex, 0), max(0, tabCount - 1))
    }

    /// The splice for the pages' `anchors`: nil unless a long jump cuts tabs out.
    private func splice(anchors: [Int], layout: TabStripLayout) -> TabSplice? {
        guard anchors.count > 1, layout.overflows else { return nil }
        if let memo = spliceMemo, memo.anchors == anchors { return memo.isCut ? memo : nil }
        let cut = TabSplice(anchors: anchors, layout: layout)
        spliceMemo = cut
        return cut.isCut ? cut : nil
    }

    /// Creates a strip.
    /// - Parameters:
    ///   - sizeConfiguration: fill equally, fixed, or self-sizing.
    ///   - tabCount: how many tabs.
    ///   - selectedIndex: the tab selected at first.
    ///   - theme: colours and sizes.
    ///   - measurer: measures titles (self-sizing, eliding).
    ///   - makeItem: creates the item for a tab when it first becomes visible.
    public init(sizeConfiguration: TabStripLayout.SizeConfiguration, tabCount: Int, selectedIndex: Int = 0,
                theme: Theme = Theme(), measurer: any TextMeasuring, makeItem: @escaping (Int) -> any TabItem) {
        self.sizeConfiguration = sizeConfiguration
        self.geometry = Geometry(layout: TabStripLayout(configuration: sizeConfiguration, count: 0, viewportWidth: 0) { _ in 0 },
                                 tabCount: max(0, tabCount))
        let selected = min(max(selectedIndex, 0), max(0, tabCount - 1))
        self.ownSelection = selected
        self.itemsSelection = selected
        self.ownProgress = Double(selected)
        self.look = Look(theme: theme)
        self.measurer = measurer
        self.makeItem = makeItem
        if case .selfSizing = sizeConfiguration {
            preferredWidths = (0..<self.tabCount).map { measuredWidth(of: $0) }
        }
        relayout()
    }

    /// Creates a strip of title tabs. A tab inserted later past the titles
    /// (``insertTab(at:)``) has an empty title.
    public convenience init(sizeConfiguration: TabStripLayout.SizeConfiguration, titles: [String],
                            selectedIndex: Int = 0, theme: Theme = Theme(), measurer: any TextMeasuring) {
        self.init(sizeConfiguration: sizeConfiguration, tabCount: titles.count, selectedIndex: selectedIndex,
                  theme: theme, measurer: measurer) { TitleTabItem(title: titles.indices.contains($0) ? titles[$0] : "") }
    }

    // MARK: - Selection

    /// Selects tab `index` at `time`. Alone, the indicator springs there from that time; under
    /// a pager it follows the pager instead. The delegate is not told (it is for the user's taps).
    public func moveToTab(at index: Int, animated: Bool = true, at time: Double) {
        step(to: time)
        guard tabCount > 0, !followsPager else { return }
        let target = min(max(index, 0), tabCount - 1)
        ownSelection = target
        if animated {
            let spring = SpringSimulation(spring: .pageSnap, startPosition: ownProgress, target: Double(target),
                                          velocity: ownMotion?.velocity(at: now) ?? 0, tolerance: .points(per: 100))
            ownMotion = AnchoredSimulation(spring, startingAt: now)
        } else {
            ownMotion = nil
            ownProgress = Double(target)
        }
        observePages()
    }

    /// One of the strip's own steps (input or time) at `time`: takes in what the pages did
    /// since the last step, then moves the clock and the step time to `time`.
    private func step(to time: Double) {
        observePages()
        clock.advance(to: time)
        if time.isFinite, time > pagesSeenAt { pagesSeenAt = time }
    }

    /// Takes in where the pages are: the items hear of a new selection, and a strip scrolled
    /// away by hand glides back once the position it follows changes (``StripOffset``). Called
    /// at each of the strip's own steps (input, time, layout) before it moves on, and the glide
    /// starts at the time of the last step (``pagesSeenAt``): a change the pages made since
    /// (an input's, which the scene is advanced to first) is taken in at the time it was made.
    private func observePages() {
        let reading = reading
        let selected = reading.selectedIndex
        if selected != itemsSelection {
            items[itemsSelection]?.onNotSelected()
            itemsSelection = selected
            items[selected]?.onSelected()
        }
        strip.setFollowTarget(followOffset(reading), position: reading.progress, at: pagesSeenAt, range: stripRange)
    }

    // MARK: - Input

    /// The index of the tab under `point`, if any.
    public func tabIndex(at point: Point) -> Int? {
        guard frame.contains(point) else { return nil }
        let pointX = isRightToLeft ? 2 * frame.x + frame.width - point.x : point.x
        let reading = reading
        var x = pointX - frame.x + stripOffset(reading)
        if let period = reading.ringPeriod, period > 0 { x -= (x / period).rounded(.down) * period }
        if let splice = reading.splice {
            for segment in splice.segments {
                if let index = layout.index(atStripX: x + segment.shift), segment.tabs.contains(index) { return index }
            }
            return nil
        }
        return layout.index(atStripX: x)
    }

    /// A tap: selects the tab under `point` and tells the delegate, or under a pager has the
    /// pager select it (``TabbedPager/selectTab(at:at:)``). Returns whether it hit a tab.
    @discardableResult
    package func tap(at point: Point, at time: Double) -> Bool {
        guard let index = moveToTab(under: point, at: time) else { return false }
        tellSelected(index, at: time)
        return true
    }

    /// Selects tab `index` as a tap on it would (the keyboard's way to a tab).
    func selectAsTap(_ index: Int, at time: Double) {
        step(to: time)
        guard tabCount > 0 else { return }
        let target = min(max(index, 0), tabCount - 1)
        moveToTab(at: target, at: now)
        if strip.isDragging == false { strip.startFollowing(at: now) }
        tellSelected(target, at: time)
    }

    /// Alone the delegate hears of a selection; under a pager the pager selects it.
    private func tellSelected(_ index: Int, at time: Double) {
        if let selectUnderPager { selectUnderPager(index, time) } else { delegate?.didSelectTab(at: index, at: time) }
    }

    /// The user tapped at `point`: selects the tab under it and brings a strip scrolled away by
    /// hand back to following; returns the tab, without telling the delegate.
    private func moveToTab(under point: Point, at time: Double) -> Int? {
        step(to: time)
        guard let index = tabIndex(at: point) else { return nil }
        moveToTab(at: index, at: now)
        if strip.isDragging == false { strip.startFollowing(at: now) }
        return index
    }

    /// Whether the strip can be dragged (the tabs are wider than it).
    public var isScrollable: Bool { layout.overflows }

    /// A press on the strip: a flung strip stops where it is. Returns whether it was moving.
    @discardableResult
    package func press(at time: Double) -> Bool {
        step(to: time)
        let wasMoving = strip.isAnimating
        strip.press(at: now, range: stripRange)
        return wasMoving
    }

    /// A horizontal drag began on the strip.
    package func beginDrag(at time: Double) {
        step(to: time)
        guard isScrollable else { return }
        strip.beginDrag(at: now, range: stripRange)
    }

    /// The pointer moved `dx` points during a strip drag.
    package func drag(by dx: Double, at time: Double) {
        step(to: time)
        strip.drag(by: isRightToLeft ? -dx : dx, range: stripRange)
    }

    /// The strip drag ended with the pointer's velocity (points per second).
    package func endDrag(velocityX: Double, at time: Double) {
        step(to: time)
        let velocity = velocityX.isFinite ? velocityX : 0
        strip.endDrag(velocityX: isRightToLeft ? -velocity : velocity, at: now, range: stripRange)
    }

    // MARK: - Time

    /// Advances the strip's own animations to `time`. A touchpad pan given to ``handle(_:)``
    /// whose fingers have lifted by then is released first.
    public func advance(to time: Double) {
        advanceGestures(to: time)
        step(to: time)
        if let motion = ownMotion {
            ownProgress = motion.position(at: now)
            if motion.isDone(at: now) { ownMotion = nil }
            let reading = reading
            strip.setFollowTarget(followOffset(reading), position: reading.progress, at: now, range: stripRange)
        }
        strip.evaluate(at: now, range: stripRange)
    }

    /// Whether something in the strip moves on its own.
    public var isAnimating: Bool { ownMotion != nil || strip.isAnimating || router.needsTime }

    /// Whether the strip is at rest (no animation, not held).
    public var isSettled: Bool { !isAnimating && !strip.isDragging && !router.isActive }

    // MARK: - Layout

    /// Lays the tabs out again for the current width and count, from the widths measured before.
    /// - Complexity: O(1) for fixed and equal widths, O(n) additions for self-sizing.
    private func relayout() {
        let widths = preferredWidths, insets = contentInsets.horizontal
        layout = TabStripLayout(configuration: sizeConfiguration, count: tabCount, viewportWidth: frame.width) { index in
            index < widths.count ? widths[index] + insets : 0
        }
        strip.dimension = frame.width
        spliceMemo = nil
        observePages()
        strip.evaluate(at: now, range: stripRange)
    }

    /// Tab `index`'s preferred width, from its item (made for the purpose if it has none yet).
    private func measuredWidth(of index: Int) -> Double {
        (items[index] ?? makeItem(index)).preferredWidth(measurer: measurer, theme: theme)
    }

    /// Where tab `index` is drawn along the strip: its own place, less what a splice cut before it.
    private func drawnSpan(of index: Int, _ reading: Reading) -> (x: Double, width: Double) {
        let span = reading.layout.span(of: index)
        return (span.x - (reading.splice?.shift(of: index) ?? 0), span.width)
    }

    /// The strip offset that centres tab `index` where it is drawn: clamped to the strip's
    /// ends, except on a ring, which has none.
    private func centeringOffset(for index: Int, _ reading: Reading) -> Double {
        let shift = reading.splice?.shift(of: index) ?? 0
        let layout = reading.layout
        guard reading.lapLength != nil else { return layout.centeringOffset(for: index) - shift }
        let span = layout.span(of: index)
        return span.x + span.width / 2 - layout.viewportWidth / 2 - shift
    }

    /// How far the strip may scroll: between its ends, or anywhere round a ring.
    private var stripRange: ClosedRange<Double> {
        let geometry = geometry
        return Self.lapLength(geometry) != nil ? -Double.infinity...Double.infinity : 0...geometry.layout.maxOffset
    }

    /// The offset that keeps the indicator's tab centred, interpolated between two tabs. On a
    /// ring it is taken on the lap nearest the strip's current offset (all laps look the same),
    /// so it moves on smoothly when the pager's position wraps from the last page to the first.
    private func followOffset(_ reading: Reading) -> Double {
        guard reading.tabCount > 0, reading.layout.overflows else { return 0 }
        let (a, b, f) = neighbours(reading)
        let offset = centeringOffset(for: a, reading) * (1 - f) + (centeringOffset(for: b, reading) + lapShift(b, reading)) * f
        guard let period = reading.ringPeriod else { return offset }
        let laps = ((strip.value - offset) / period).rounded()
        return laps.isFinite ? offset + laps * period : offset
    }

    /// The tabs around the followed position and how far it is from the first to the second.
    /// Across the wrap of a ring the second is tab 0 of the next lap (see ``lapShift(_:_:)``).
    var neighbours: (Int, Int, Double) { neighbours(reading) }

    /// ``neighbours`` of a reading.
    func neighbours(_ reading: Reading) -> (Int, Int, Double) {
        let progress = reading.progress
        if let cut = reading.splice?.cutNeighbours(of: progress) { return cut }
        let count = reading.tabCount
        let a = min(Int(progress.rounded(.down)), count - 1)
        let b = a + 1 < count ? a + 1 : (reading.wraps ? 0 : a)
        return (a, b, min(1, progress - Double(a)))
    }

    /// When the strip is a ring (wrapping, and too wide to show at once), the distance from a
    /// tab to the same tab one lap on: the last tab, its spacing, and then the first again.
    var lapLength: Double? { Self.lapLength(geometry) }

    /// ``lapLength`` of a strip's geometry.
    private static func lapLength(_ geometry: Geometry) -> Double? {
        guard geometry.wraps, geometry.tabCount > 1, geometry.layout.overflows else { return nil }
        return geometry.layout.lapLength
    }

    /// Brings a ring's window x (`x` wide `width`) onto the lap nearest the strip's middle.
    private func nearestLap(_ x: Double, width: Double, _ reading: Reading) -> Double {
        guard let period = reading.ringPeriod, period > 0 else { return x }
        let laps = ((x + width / 2 - reading.frame.width / 2) / period).rounded()
        return laps.isFinite ? x - laps * period : x
    }

    /// How far the second of ``neighbours`` lies beyond its own position: one lap when the
    /// position is between the last tab and the first of a ring, else nothing.
    private func lapShift(_ second: Int, _ reading: Reading) -> Double {
        guard second == 0, reading.splice == nil, reading.progress > Double(reading.tabCount - 1),
              let lap = reading.lapLength else { return 0 }
        return lap
    }

    /// The strip's scroll offset in points (0 = first tab at the left).
    /// While it follows the pages, the offset their position asks for now, even between the
    /// strip's steps.
    public var stripOffset: Double { stripOffset(reading) }

    /// ``stripOffset`` of a reading.
    func stripOffset(_ reading: Reading) -> Double { strip.offset(following: followOffset(reading), at: now) }

    /// Where the indicator is, in window points: x and width interpolated between the two tabs
    /// around the followed position.
    public var indicatorFrame: Rect {
        let reading = reading
        return indicatorFrame(reading, stripOffset: stripOffset(reading))
    }

    /// ``indicatorFrame`` of a reading, with the strip scrolled to `stripOffset`.
    func indicatorFrame(_ reading: Reading, stripOffset: Double) -> Rect {
        indicatorFrame(reading, stripOffset: stripOffset, height: theme.indicatorHeight)
    }

    /// ``indicatorFrame`` of a reading, with the strip scrolled to `stripOffset`, `height` high.
    func indicatorFrame(_ reading: Reading, stripOffset: Double, height: Double) -> Rect {
        guard reading.tabCount > 0 else { return .zero }
        let (a, b, f) = neighbours(reading)
        let spanA = drawnSpan(of: a, reading), spanB = drawnSpan(of: b, reading)
        let x = spanA.x + (spanB.x + lapShift(b, reading) - spanA.x) * f
        let width = spanA.width + (spanB.width - spanA.width) * f
        let frame = reading.frame
        let shown = nearestLap(x - stripOffset, width: width, reading)
        return mirror(Rect(x: frame.x + shown, y: frame.maxY - height, width: width, height: height), reading)
    }

    /// Frame of tab `index` in window points (on a ring, its copy on the lap nearest the
    /// strip's middle).
    public func tabFrame(at index: Int) -> Rect {
        let reading = reading
        return tabFrame(at: index, offset: stripOffset(reading), reading)
    }

    /// Tab `index`'s frame with the strip scrolled to `offset`.
    private func tabFrame(at index: Int, offset: Double, _ reading: Reading) -> Rect {
        var rect = leftToRightFrame(of: index, offset: offset, reading)
        let frame = reading.frame
        rect.x = frame.x + nearestLap(rect.x - frame.x, width: rect.width, reading)
        return mirror(rect, reading)
    }

    /// Where tab `index` would be in a left-to-right strip scrolled to `offset`.
    private func leftToRightFrame(of index: Int, offset: Double, _ reading: Reading) -> Rect {
        let span = drawnSpan(of: index, reading)
        let frame = reading.frame
        return Rect(x: frame.x + span.x - offset, y: frame.y, width: span.width, height: frame.height)
    }

    /// A left-to-right frame as this strip shows it.
    private func mirror(_ rect: Rect, _ reading: Reading) -> Rect {
        reading.isRightToLeft ? rect.mirrored(within: reading.frame) : rect
    }

    /// Tabs narrower than this, in points, are not shown: not drawn, measured or listed in the
    /// tree. A title cannot show in less (TitleTabItem leaves 8 pt of it as margins), and it
    /// keeps the tabs shown to one per point of the strip, so a hundred thousand tabs sharing
    /// its width cost no more a frame than a few hundred.
    public static let minimumShownWidth = 1.0

    /// Calls `body` for each tab inside the strip with its frame, except tabs narrower than
    /// ``minimumShownWidth``; a ring shows the laps on either side of its own where the strip
    /// has scrolled past an end.
    /// - Complexity: O(tabs shown), plus O(log n) for self-sizing tabs.
    public func forEachVisibleTab(_ body: (_ index: Int, _ frame: Rect) -> Void) {
        let reading = reading
        forEachVisibleTab(reading, offset: stripOffset(reading), body)
    }

    /// ``forEachVisibleTab(_:)`` for a reading, with the strip scrolled to `offset`.
    func forEachVisibleTab(_ reading: Reading, offset: Double, _ body: (_ index: Int, _ frame: Rect) -> Void) {
        let layout = reading.layout, tabCount = reading.tabCount
        if let width = layout.uniformWidth, width < Self.minimumShownWidth { return }
        let shown = { (index: Int) in layout.span(of: index).width >= Self.minimumShownWidth }
        let minX = offset, maxX = offset + reading.frame.width
        guard let period = reading.ringPeriod else {
            guard let segments = reading.splice?.segments else {
                for index in layout.visibleRange(minX: minX, maxX: maxX).clamped(to: 0..<tabCount) where shown(index) {
                    body(index, tabFrame(at: index, offset: offset, reading))
                }
                return
            }
            for segment in segments {
                let range = layout.visibleRange(minX: minX + segment.shift, maxX: maxX + segment.shift)
                for index in range.clamped(to: segment.tabs) where shown(index) {
                    body(index, tabFrame(at: index, offset: offset, reading))
                }
            }
            return
        }
        let segments = reading.splice?.segments ?? [TabSplice.Segment(tabs: 0..<tabCount, shift: 0)]
        guard minX.isFinite, maxX.isFinite, abs(minX) < 1e12, period > 0 else { return }
        let firstLap = Int(((minX - layout.contentWidth) / period).rounded(.up))
        let lastLap = Int((maxX / period).rounded(.down))
        guard firstLap <= lastLap, lastLap - firstLap < 4 else { return }
        for turn in firstLap...lastLap {
            let shift = Double(turn) * period
            for segment in segments {
                let range = layout.visibleRange(minX: minX - shift + segment.shift, maxX: maxX - shift + segment.shift)
                for index in range.clamped(to: segment.tabs) where shown(index) {
                    body(index, mirror(leftToRightFrame(of: index, offset: offset, reading).offsetBy(dx: shift, dy: 0), reading))
                }
            }
        }
    }

    /// How selected tab `index` looks right now: 1 at the followed position, fading to 0 one tab away.
    public func selectionAmount(of index: Int) -> Double { selectionAmount(of: index, reading) }

    /// ``selectionAmount(of:)`` of a reading.
    func selectionAmount(of index: Int, _ reading: Reading) -> Double {
        let progress = reading.progress
        if let splice = reading.splice, let (a, b, f) = splice.cutNeighbours(of: progress) {
            return index == a ? 1 - f : index == b ? f : 0
        }
        var distance = abs(progress - Double(index))
        if reading.wraps { distance = min(distance, abs(progress - Double(index + reading.tabCount))) }
        return max(0, 1 - distance)
    }

    // MARK: - Inserting and removing tabs

    /// Inserts a tab before `index`; the selected tab stays selected (its index shifts).
    /// The item factory must already answer for the new indices.
    /// Only the new tab is measured.
    /// - Complexity: O(n) for self-sizing tabs (the prefix sums), else O(tabs shown).
    public func insertTab(at index: Int) {
        let at = min(max(index, 0), tabCount)
        tabCount += 1
        if ownSelection >= at && tabCount > 1 { ownSelection += 1 }
        if ownProgress >= Double(at) && tabCount > 1 { ownProgress += 1 }
        items.removeAll()
        if case .selfSizing = sizeConfiguration { preferredWidths.insert(measuredWidth(of: at), at: at) }
        reloadItems()
    }

    /// Removes tab `index`; the selected tab stays selected, or its successor takes over.
    public func removeTab(at index: Int) {
        guard tabCount > 0, index >= 0, index < tabCount else { return }
        tabCount -= 1
        if ownSelection > index || ownSelection >= tabCount { ownSelection = max(0, ownSelection - 1) }
        if ownProgress > Double(index) { ownProgress = max(0, ownProgress - 1) }
        if index < preferredWidths.count { preferredWidths.remove(at: index) }
        reloadItems()
    }

    /// Applies a keyed diff of the pages (``PageListDiff``) in one step: the tabs become the new
    /// list's, a strip used alone keeps its selection on the tab the diff keeps selected (under
    /// a pager the selection and position are the pages' ``PagingState``, as always), and only
    /// new tabs and those in `changed` (new indices whose title changed) are measured again.
    /// The item factory must already answer for the new list.
    /// - Complexity: O(n) for self-sizing tabs, else O(tabs shown).
    public func applyTabChanges(_ diff: PageListDiff, changed: Set<Int> = []) {
        let offset = ownProgress - Double(ownSelection)
        tabCount = diff.newCount
        ownSelection = min(max(diff.selection ?? 0, 0), max(0, tabCount - 1))
        ownProgress = min(max(Double(ownSelection) + offset, 0), Double(max(0, tabCount - 1)))
        items.removeAll()
        if case .selfSizing = sizeConfiguration {
            let old = preferredWidths
            preferredWidths = (0..<tabCount).map { index in
                if let kept = diff.keptOldIndex[index], !changed.contains(index), kept < old.count { return old[kept] }
                return measuredWidth(of: index)
            }
        }
        spliceMemo = nil
        reloadItems()
    }

    /// Measures tabs `indices` again and makes their items anew (their titles changed).
    public func reloadTabs(_ indices: Set<Int>) {
        guard !indices.isEmpty else { return }
        for index in indices where index >= 0 && index < tabCount {
            items[index] = nil
            if case .selfSizing = sizeConfiguration, index < preferredWidths.count {
                preferredWidths[index] = measuredWidth(of: index)
            }
        }
        relayout()
    }

    private func reloadItems() {
        items.removeAll()
        itemsSelection = selectedIndex
        ownMotion = nil
        relayout()
    }

    func item(at index: Int) -> any TabItem {
        items[index] ?? makeItem(at: index, selectedIndex: selectedIndex)
    }

    /// Tab `index`'s item, made and told whether it is selected (tab `selectedIndex` is) when it
    /// has none yet.
    func item(at index: Int, selectedIndex: Int) -> any TabItem {
        items[index] ?? makeItem(at: index, selectedIndex: selectedIndex)
    }

    /// Makes tab `index`'s item and keeps it.
    private func makeItem(at index: Int, selectedIndex: Int) -> any TabItem {
        let item = makeItem(index)
        if index == selectedIndex { item.onSelected() } else { item.onNotSelected() }
        items[index] = item
        return item
    }

    // MARK: - Drawing

    /// How a strip shows its selection: one style per strip, never two at once.
    public enum SelectionStyle: Sendable, Equatable {
        /// An underline under the selected tab (Material's TabLayout, UIKit's segmented bars).
        case underline
        /// A pill behind the selected title that slides with the pager, in its page's colour,
        /// no underline.
        case pill
    }

    /// How the selection shows (set once, when the strip is built).
    public var selectionStyle: SelectionStyle {
        get { look.selectionStyle }
        set { look.selectionStyle = newValue }
    }
    /// The pill's colour for tab `index` (its page's colour); nil: the theme's `tabSelected`.
    /// Between two tabs the pill's colour is the mix of theirs, by the pager's position.
    public var pillColor: ((Int) -> Color)?
}
