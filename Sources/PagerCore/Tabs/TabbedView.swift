import ScrollPhysics

/// Told when the user picks a tab.
public protocol TabbedViewDelegate: AnyObject {
    /// The user tapped tab `index` (not called for programmatic moves).
    func didMoveToTab(at index: Int)
}

/// A strip of tabs with exactly one selected, an indicator that follows a pager's fractional
/// position, and its own scrolling when the tabs overflow (seed 000's TabbedView, with the
/// motion of Parchment / Tabman / TabLayout).
///
/// Only the tabs inside the strip are laid out, drawn and kept as item objects, so 10,000 tabs
/// cost what a dozen do.
public final class TabbedView {
    /// The seed's name for the size configurations (`.fillEqually(height:spacing:)`,
    /// `.fixed(width:height:spacing:)`, and here also `.selfSizing(height:spacing:)`).
    public typealias SizeConfiguration = TabStripLayout.SizeConfiguration

    /// Receives `didMoveToTab(at:)`.
    public weak var delegate: TabbedViewDelegate?
    /// How the tabs are sized.
    public let sizeConfiguration: TabStripLayout.SizeConfiguration
    /// Colours and sizes.
    public var theme: Theme
    /// When a pager drives ``follow(position:)`` every frame (ViewPager sets this); alone, the
    /// strip animates its own indicator on ``moveToTab(at:animated:)``.
    public var followsPager = false
    /// Whether the followed position wraps from the last tab to the first (a looping pager).
    /// Between the last page and the first, the indicator and the strip sweep back from the last
    /// tab to the first in proportion to the swipe: continuous, and it never leaves the strip.
    public var wraps = false
    /// Where the strip sits, in window points. Its height should be the configuration's height.
    public var frame: Rect = .zero {
        didSet { if frame.width != oldValue.width { relayout() } }
    }
    /// The number of tabs.
    public private(set) var tabCount: Int
    /// The selected tab.
    public private(set) var selectedIndex: Int

    private let measurer: any TextMeasuring
    private let makeItem: (Int) -> any TabItem
    private var items: [Int: any TabItem] = [:]
    private var layout: TabStripLayout
    private var progress: Double
    private var ownMotion: (spring: SpringSimulation, start: Double)?
    private var strip = StripOffset()
    private var now = 0.0

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
        self.tabCount = max(0, tabCount)
        let selected = min(max(selectedIndex, 0), max(0, tabCount - 1))
        self.selectedIndex = selected
        self.progress = Double(selected)
        self.theme = theme
        self.measurer = measurer
        self.makeItem = makeItem
        self.layout = TabStripLayout(configuration: sizeConfiguration, count: 0, viewportWidth: 0) { _ in 0 }
        relayout()
    }

    /// Creates a strip of title tabs.
    public convenience init(sizeConfiguration: TabStripLayout.SizeConfiguration, titles: [String],
                            selectedIndex: Int = 0, theme: Theme = Theme(), measurer: any TextMeasuring) {
        self.init(sizeConfiguration: sizeConfiguration, tabCount: titles.count, selectedIndex: selectedIndex,
                  theme: theme, measurer: measurer) { TitleTabItem(title: titles[$0]) }
    }

    // MARK: - Selection

    /// Selects tab `index`. Alone, the indicator springs there; under a pager it follows the
    /// pager instead. The delegate is not told (it is for the user's taps).
    public func moveToTab(at index: Int, animated: Bool = true) {
        guard tabCount > 0 else { return }
        let target = min(max(index, 0), tabCount - 1)
        select(target)
        guard !followsPager else { return }
        if animated {
            ownMotion = (SpringSimulation(spring: .pageSnap, start: progress, target: Double(target),
                                          velocity: ownVelocity, tolerance: .points(per: 100)), now)
        } else {
            ownMotion = nil
            progress = Double(target)
        }
        strip.setFollowTarget(followOffset, position: progress, at: now, range: stripRange)
    }

    private var ownVelocity: Double {
        guard let motion = ownMotion else { return 0 }
        return motion.spring.velocity(at: now - motion.start)
    }

    private func select(_ index: Int) {
        guard index != selectedIndex else { return }
        items[selectedIndex]?.onNotSelected()
        selectedIndex = index
        items[index]?.onSelected()
    }

    /// The pager's fractional position (1.5 = halfway between tabs 1 and 2): the indicator, the
    /// title colours and the strip's offset follow it.
    public func follow(position: Double) {
        guard position.isFinite else { return }
        progress = min(max(position, 0), Double(max(0, wraps ? tabCount : tabCount - 1)))
        strip.setFollowTarget(followOffset, position: progress, at: now, range: stripRange)
    }

    // MARK: - Input

    /// The index of the tab under `point`, if any.
    public func tabIndex(at point: Point) -> Int? {
        guard frame.contains(point) else { return nil }
        return layout.index(atStripX: point.x - frame.x + strip.value)
    }

    /// A tap: selects the tab under `point` and tells the delegate. Returns whether it hit a tab.
    @discardableResult
    public func tap(at point: Point, time: Double) -> Bool {
        now = max(now, time)
        guard let index = tabIndex(at: point) else { return false }
        moveToTab(at: index)
        if strip.isDragging == false { strip.startFollowing(at: now) }
        delegate?.didMoveToTab(at: index)
        return true
    }

    /// Whether the strip can be dragged (the tabs are wider than it).
    public var isScrollable: Bool { layout.overflows }

    /// A press on the strip: a flung strip stops where it is.
    public func press(at time: Double) {
        now = max(now, time)
        strip.press(at: now, range: stripRange)
    }

    /// A horizontal drag began on the strip.
    public func beginDrag(at time: Double) {
        now = max(now, time)
        guard isScrollable else { return }
        strip.beginDrag(at: now, range: stripRange)
    }

    /// The pointer moved `dx` points during a strip drag.
    public func drag(by dx: Double, at time: Double) {
        now = max(now, time)
        strip.drag(by: dx, range: stripRange)
    }

    /// The strip drag ended with the pointer's velocity (points per second).
    public func endDrag(velocityX: Double, at time: Double) {
        now = max(now, time)
        strip.endDrag(velocityX: velocityX.isFinite ? velocityX : 0, at: now, range: stripRange)
    }

    // MARK: - Time

    /// Advances the strip's own animations to `time`.
    public func advance(to time: Double) {
        now = max(now, time)
        if let motion = ownMotion {
            if motion.spring.isDone(at: now - motion.start) {
                progress = motion.spring.target
                ownMotion = nil
            } else {
                progress = motion.spring.position(at: now - motion.start)
            }
            strip.setFollowTarget(followOffset, position: progress, at: now, range: stripRange)
        }
        strip.evaluate(at: now, range: stripRange)
    }

    /// Whether something in the strip moves on its own.
    public var isAnimating: Bool { ownMotion != nil || strip.isAnimating }

    /// Whether the strip is at rest (no animation, not held).
    public var isSettled: Bool { !isAnimating && !strip.isDragging }

    // MARK: - Layout

    private func relayout() {
        let measurer = self.measurer, theme = self.theme
        let needsMeasure: Bool
        if case .selfSizing = sizeConfiguration { needsMeasure = true } else { needsMeasure = false }
        var probe: [Int: any TabItem] = [:]
        layout = TabStripLayout(configuration: sizeConfiguration, count: tabCount, viewportWidth: frame.width) { index in
            guard needsMeasure else { return 0 }
            let item = self.items[index] ?? probe[index] ?? self.makeItem(index)
            probe[index] = item
            return item.preferredWidth(measurer: measurer, theme: theme)
        }
        strip.dimension = frame.width
        strip.setFollowTarget(followOffset, position: progress, at: now, range: stripRange)
        strip.evaluate(at: now, range: stripRange)
    }

    private var stripRange: ClosedRange<Double> { 0...layout.maxOffset }

    /// The offset that keeps the indicator's tab centred, interpolated between two tabs.
    private var followOffset: Double {
        guard tabCount > 0, layout.overflows else { return 0 }
        let (a, b, f) = neighbours
        return layout.centeringOffset(for: a) * (1 - f) + layout.centeringOffset(for: b) * f
    }

    private var neighbours: (Int, Int, Double) {
        let a = min(Int(progress.rounded(.down)), tabCount - 1)
        let b = a + 1 < tabCount ? a + 1 : (wraps ? 0 : a)
        return (a, b, min(1, progress - Double(a)))
    }

    /// The strip's scroll offset in points (0 = first tab at the left).
    public var stripOffset: Double { strip.value }

    /// Where the indicator is, in window points: x and width interpolated between the two tabs
    /// around the followed position.
    public var indicatorFrame: Rect {
        guard tabCount > 0 else { return .zero }
        let (a, b, f) = neighbours
        let spanA = layout.span(of: a), spanB = layout.span(of: b)
        let x = spanA.x + (spanB.x - spanA.x) * f
        let width = spanA.width + (spanB.width - spanA.width) * f
        let height = theme.indicatorHeight
        return Rect(x: frame.x + x - strip.value, y: frame.maxY - height, width: width, height: height)
    }

    /// Frame of tab `index` in window points.
    public func tabFrame(at index: Int) -> Rect {
        let span = layout.span(of: index)
        return Rect(x: frame.x + span.x - strip.value, y: frame.y, width: span.width, height: frame.height)
    }

    /// Calls `body` for each tab inside the strip with its frame.
    public func forEachVisibleTab(_ body: (_ index: Int, _ frame: Rect) -> Void) {
        for index in layout.visibleRange(minX: strip.value, maxX: strip.value + frame.width) {
            body(index, tabFrame(at: index))
        }
    }

    /// How selected tab `index` looks right now: 1 at the followed position, fading to 0 one tab away.
    public func selectionAmount(of index: Int) -> Double {
        var distance = abs(progress - Double(index))
        if wraps { distance = min(distance, abs(progress - Double(index + tabCount))) }
        return max(0, 1 - distance)
    }

    // MARK: - Inserting and removing tabs

    /// Inserts a tab before `index`; the selected tab stays selected (its index shifts).
    /// The item factory must already answer for the new indices.
    public func insertTab(at index: Int) {
        let at = min(max(index, 0), tabCount)
        tabCount += 1
        if selectedIndex >= at && tabCount > 1 { selectedIndex += 1 }
        if progress >= Double(at) && tabCount > 1 { progress += 1 }
        reloadItems()
    }

    /// Removes tab `index`; the selected tab stays selected, or its successor takes over.
    public func removeTab(at index: Int) {
        guard tabCount > 0, index >= 0, index < tabCount else { return }
        tabCount -= 1
        if selectedIndex > index || selectedIndex >= tabCount { selectedIndex = max(0, selectedIndex - 1) }
        if progress > Double(index) { progress = max(0, progress - 1) }
        reloadItems()
    }

    private func reloadItems() {
        items.removeAll()
        ownMotion = nil
        relayout()
    }

    private func item(at index: Int) -> any TabItem {
        if let item = items[index] { return item }
        let item = makeItem(index)
        if index == selectedIndex { item.onSelected() } else { item.onNotSelected() }
        items[index] = item
        return item
    }

    // MARK: - Drawing

    /// Draws the strip: background, visible tabs, indicator, bottom hairline.
    public func draw(into list: inout DrawList) {
        guard frame.width > 0, frame.height > 0 else { return }
        list.fill(frame, theme.tabBackground)
        let range = layout.visibleRange(minX: strip.value, maxX: strip.value + frame.width)
        list.clipped(to: frame) { list in
            for index in range {
                item(at: index).draw(in: tabFrame(at: index), selection: selectionAmount(of: index), into: &list,
                                     measurer: measurer, theme: theme)
            }
            list.fill(indicatorFrame, theme.tabSelected, cornerRadius: theme.indicatorHeight / 2)
        }
        list.fill(Rect(x: frame.x, y: frame.maxY - 1, width: frame.width, height: 1), theme.separator)
        pruneItems(keeping: range)
    }

    /// Forgets item objects well outside the strip, so scrolling through thousands of tabs
    /// keeps only a screenful alive.
    private func pruneItems(keeping range: Range<Int>) {
        guard items.count > 4 * max(range.count, 8) else { return }
        let keep = (range.lowerBound - range.count)..<(range.upperBound + range.count)
        items = items.filter { keep.contains($0.key) || $0.key == selectedIndex }
    }

    /// The strip, its visible tabs and the indicator, for `--dump-tree`.
    public func elementNode() -> ElementNode {
        var children: [ElementNode] = []
        forEachVisibleTab { index, tabFrame in
            children.append(ElementNode(role: "tab", title: item(at: index).title, frame: tabFrame.intersection(frame),
                                        selected: index == selectedIndex))
        }
        children.append(ElementNode(role: "indicator", frame: indicatorFrame))
        return ElementNode(role: "tabStrip", frame: frame, children: children)
    }
}
