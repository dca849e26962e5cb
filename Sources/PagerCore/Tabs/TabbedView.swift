import ScrollPhysics

/// Told when the user picks a tab.
public protocol TabbedViewDelegate: AnyObject {
    /// The user tapped tab `index` (not called for programmatic moves).
    func didMoveToTab(at index: Int)
}

/// A strip of tabs with exactly one selected, an indicator that follows a pager's fractional
/// position, and its own scrolling when the tabs overflow (seed 000's TabbedView in docs/seeds.md,
/// with the motion of Parchment / Tabman / TabLayout).
///
/// Only the tabs inside the strip are laid out, drawn and kept as item objects, and a tab too
/// narrow to show (under ``minimumShownWidth``) is not drawn at all, so a frame's work is bounded
/// by the strip's width: 100,000 tabs, scrolling or sharing the width, cost what a dozen do.
/// Self-sizing tabs are measured once each, when the strip is built or the tab inserted.
public final class TabbedView {
    /// Seed 000's name for the size configurations (`.fillEqually(height:spacing:)`,
    /// `.fixed(width:height:spacing:)`, and here also `.selfSizing(height:spacing:)`).
    public typealias SizeConfiguration = TabStripLayout.SizeConfiguration

    /// Receives `didMoveToTab(at:)` when the user taps a tab of a strip used alone (a
    /// ``ViewPager`` reports taps on its tabs through its own delegate).
    public weak var delegate: TabbedViewDelegate?
    /// How the tabs are sized.
    public let sizeConfiguration: TabStripLayout.SizeConfiguration
    /// Colours and sizes.
    public var theme: Theme
    /// When a pager drives ``follow(position:anchors:)`` every frame (ViewPager sets this); alone, the
    /// strip animates its own indicator on ``moveToTab(at:animated:time:)``.
    public var followsPager = false
    /// Whether the followed position wraps from the last tab to the first (a looping pager).
    ///
    /// A strip whose tabs all fit sweeps its indicator back from the last tab to the first in
    /// proportion to the swipe: continuous, and it never leaves the strip. A strip that scrolls
    /// is a ring instead, at rest as in motion: the first tab again after the last, the
    /// followed tab centred with its neighbours on both sides on every page (no end to clamp
    /// at), and between the last page and the first it scrolls on into the next lap, so its
    /// offset never jumps: sweeping back would race the indicator across every tab (all
    /// 100,000 of them in the benchmark) while the pages move by one.
    public var wraps = false
    /// Where the strip sits, in window points. Its height should be the configuration's height.
    public var frame: Rect = .zero {
        didSet { if frame.width != oldValue.width { relayout() } }
    }
    /// Whether the first tab is at the right (right-to-left languages): the strip is laid out
    /// left to right and mirrored, and dragging it rightwards brings later tabs in.
    public var isRightToLeft = false
    /// Tab `index`'s badge, read on every draw so it updates live; nil shows none.
    public var badge: ((Int) -> String?)?
    /// Space between each tab's edges and its content (its title, its badge, the pill behind
    /// it): seed 000's `contentInsets` of a tab. Self-sizing tabs grow by the left and right
    /// insets; the underline still spans the whole tab.
    public var contentInsets = EdgeInsets.zero {
        didSet { if contentInsets != oldValue { relayout() } }
    }
    /// The number of tabs.
    public private(set) var tabCount: Int
    /// The selected tab.
    public private(set) var selectedIndex: Int

    private let measurer: any TextMeasuring
    private let makeItem: (Int) -> any TabItem
    private var items: [Int: any TabItem] = [:]
    private var layout: TabStripLayout
    /// Each tab's preferred width under `.selfSizing`, measured once per tab; empty otherwise.
    private var preferredWidths: [Double] = []
    private var progress: Double
    private var ownMotion: AnchoredSimulation<SpringSimulation>?
    private var strip = StripOffset()
    private var clock = LatestTime()
    private var now: Double { clock.value }
    /// The tabs cut out during a pager's long jump, if any (see ``follow(position:anchors:)``).
    private var splice: TabSplice?
    private var spliceAnchors: [Int] = []

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
        if case .selfSizing = sizeConfiguration {
            preferredWidths = (0..<self.tabCount).map { measuredWidth(of: $0) }
        }
        relayout()
    }

    /// Creates a strip of title tabs.
    public convenience init(sizeConfiguration: TabStripLayout.SizeConfiguration, titles: [String],
                            selectedIndex: Int = 0, theme: Theme = Theme(), measurer: any TextMeasuring) {
        self.init(sizeConfiguration: sizeConfiguration, tabCount: titles.count, selectedIndex: selectedIndex,
                  theme: theme, measurer: measurer) { TitleTabItem(title: titles[$0]) }
    }

    // MARK: - Selection

    /// Selects tab `index` at `time`. Alone, the indicator springs there from that time; under
    /// a pager it follows the pager instead. The delegate is not told (it is for the user's taps).
    public func moveToTab(at index: Int, animated: Bool = true, time: Double) {
        clock.advance(to: time)
        guard tabCount > 0 else { return }
        let target = min(max(index, 0), tabCount - 1)
        select(target)
        guard !followsPager else { return }
        if animated {
            let spring = SpringSimulation(spring: .pageSnap, start: progress, target: Double(target),
                                          velocity: ownMotion?.velocity(at: now) ?? 0, tolerance: .points(per: 100))
            ownMotion = AnchoredSimulation(spring, startingAt: now)
        } else {
            ownMotion = nil
            progress = Double(target)
        }
        strip.setFollowTarget(followOffset, position: progress, at: now, range: stripRange)
    }

    /// Shows tab `index` as selected (the items hear of it), with no motion.
    func select(_ index: Int) {
        guard index != selectedIndex, index >= 0, index < tabCount else { return }
        items[selectedIndex]?.onNotSelected()
        selectedIndex = index
        items[index]?.onSelected()
    }

    /// The pager's fractional position (1.5 = halfway between tabs 1 and 2): the indicator, the
    /// title colours and the strip's offset follow it.
    ///
    /// `anchors` are the tabs of the pages the pager shows side by side (more than one during a
    /// long jump, ascending). Where a viewport's width of tabs separates two of them, the tabs
    /// between are cut out while the jump lasts, and the indicator moves from one anchor's tab
    /// to the next in proportion to the pager's progress between them.
    public func follow(position: Double, anchors: [Int] = []) {
        guard position.isFinite else { return }
        if anchors != spliceAnchors {
            spliceAnchors = anchors
            updateSplice()
        }
        progress = min(max(position, 0), Double(max(0, wraps ? tabCount : tabCount - 1)))
        strip.setFollowTarget(followOffset, position: progress, at: now, range: stripRange)
    }

    // MARK: - Input

    /// The index of the tab under `point`, if any.
    public func tabIndex(at point: Point) -> Int? {
        guard frame.contains(point) else { return nil }
        let pointX = isRightToLeft ? 2 * frame.x + frame.width - point.x : point.x
        var x = pointX - frame.x + strip.value
        if let period = ringPeriod, period > 0 { x -= (x / period).rounded(.down) * period }
        if let splice {
            for segment in splice.segments {
                if let index = layout.index(atStripX: x + segment.shift), segment.tabs.contains(index) { return index }
            }
            return nil
        }
        return layout.index(atStripX: x)
    }

    /// A tap: selects the tab under `point` and tells the delegate. Returns whether it hit a tab.
    @discardableResult
    public func tap(at point: Point, time: Double) -> Bool {
        guard let index = tabTapped(at: point, time: time) else { return false }
        delegate?.didMoveToTab(at: index)
        return true
    }

    /// The user tapped at `point`: selects the tab under it and brings a strip scrolled away by
    /// hand back to following; returns the tab, without telling the delegate.
    public func tabTapped(at point: Point, time: Double) -> Int? {
        clock.advance(to: time)
        guard let index = tabIndex(at: point) else { return nil }
        moveToTab(at: index, time: now)
        if strip.isDragging == false { strip.startFollowing(at: now) }
        return index
    }

    /// Whether the strip can be dragged (the tabs are wider than it).
    public var isScrollable: Bool { layout.overflows }

    /// A press on the strip: a flung strip stops where it is. Returns whether it was moving.
    @discardableResult
    package func press(at time: Double) -> Bool {
        clock.advance(to: time)
        let wasMoving = strip.isAnimating
        strip.press(at: now, range: stripRange)
        return wasMoving
    }

    /// A horizontal drag began on the strip.
    public func beginDrag(at time: Double) {
        clock.advance(to: time)
        guard isScrollable else { return }
        strip.beginDrag(at: now, range: stripRange)
    }

    /// The pointer moved `dx` points during a strip drag.
    package func drag(by dx: Double, at time: Double) {
        clock.advance(to: time)
        strip.drag(by: isRightToLeft ? -dx : dx, range: stripRange)
    }

    /// The strip drag ended with the pointer's velocity (points per second).
    package func endDrag(velocityX: Double, at time: Double) {
        clock.advance(to: time)
        let velocity = velocityX.isFinite ? velocityX : 0
        strip.endDrag(velocityX: isRightToLeft ? -velocity : velocity, at: now, range: stripRange)
    }

    // MARK: - Time

    /// Advances the strip's own animations to `time`.
    public func advance(to time: Double) {
        clock.advance(to: time)
        if let motion = ownMotion {
            progress = motion.position(at: now)
            if motion.isDone(at: now) { ownMotion = nil }
            strip.setFollowTarget(followOffset, position: progress, at: now, range: stripRange)
        }
        strip.evaluate(at: now, range: stripRange)
    }

    /// Whether something in the strip moves on its own.
    public var isAnimating: Bool { ownMotion != nil || strip.isAnimating }

    /// Whether the strip is at rest (no animation, not held).
    public var isSettled: Bool { !isAnimating && !strip.isDragging }

    // MARK: - Layout

    /// Lays the tabs out again for the current width and count, from the widths measured before.
    /// - Complexity: O(1) for fixed and equal widths, O(n) additions for self-sizing.
    private func relayout() {
        let widths = preferredWidths, insets = contentInsets.horizontal
        layout = TabStripLayout(configuration: sizeConfiguration, count: tabCount, viewportWidth: frame.width) { index in
            index < widths.count ? widths[index] + insets : 0
        }
        strip.dimension = frame.width
        updateSplice()
        strip.setFollowTarget(followOffset, position: progress, at: now, range: stripRange)
        strip.evaluate(at: now, range: stripRange)
    }

    private func updateSplice() {
        guard spliceAnchors.count > 1, layout.overflows else {
            splice = nil
            return
        }
        let cut = TabSplice(anchors: spliceAnchors, layout: layout)
        splice = cut.isCut ? cut : nil
    }

    /// Tab `index`'s preferred width, from its item (made for the purpose if it has none yet).
    private func measuredWidth(of index: Int) -> Double {
        (items[index] ?? makeItem(index)).preferredWidth(measurer: measurer, theme: theme)
    }

    /// Where tab `index` is drawn along the strip: its own place, less what a splice cut before it.
    private func drawnSpan(of index: Int) -> (x: Double, width: Double) {
        let span = layout.span(of: index)
        return (span.x - (splice?.shift(of: index) ?? 0), span.width)
    }

    /// The strip offset that centres tab `index` where it is drawn: clamped to the strip's
    /// ends, except on a ring, which has none.
    private func centeringOffset(for index: Int) -> Double {
        let shift = splice?.shift(of: index) ?? 0
        guard lapLength != nil else { return layout.centeringOffset(for: index) - shift }
        let span = layout.span(of: index)
        return span.x + span.width / 2 - layout.viewportWidth / 2 - shift
    }

    /// How far the strip may scroll: between its ends, or anywhere round a ring.
    private var stripRange: ClosedRange<Double> {
        lapLength != nil ? -Double.infinity...Double.infinity : 0...layout.maxOffset
    }

    /// The offset that keeps the indicator's tab centred, interpolated between two tabs. On a
    /// ring it is taken on the lap nearest the strip's current offset (all laps look the same),
    /// so it moves on smoothly when the pager's position wraps from the last page to the first.
    private var followOffset: Double {
        guard tabCount > 0, layout.overflows else { return 0 }
        let (a, b, f) = neighbours
        let offset = centeringOffset(for: a) * (1 - f) + (centeringOffset(for: b) + lapShift(b)) * f
        guard let period = ringPeriod else { return offset }
        let laps = ((strip.value - offset) / period).rounded()
        return laps.isFinite ? offset + laps * period : offset
    }

    /// The tabs around the followed position and how far it is from the first to the second.
    /// Across the wrap of a ring the second is tab 0 of the next lap (see ``lapShift(_:)``).
    private var neighbours: (Int, Int, Double) {
        if let cut = splice?.cutNeighbours(of: progress) { return cut }
        let a = min(Int(progress.rounded(.down)), tabCount - 1)
        let b = a + 1 < tabCount ? a + 1 : (wraps ? 0 : a)
        return (a, b, min(1, progress - Double(a)))
    }

    /// When the strip is a ring (wrapping, and too wide to show at once), the distance from a
    /// tab to the same tab one lap on: the last tab, its spacing, and then the first again.
    private var lapLength: Double? {
        guard wraps, tabCount > 1, layout.overflows else { return nil }
        return layout.lapLength
    }

    /// A ring's lap as drawn: one lap, less the tabs a long jump's splice cuts out.
    private var ringPeriod: Double? {
        lapLength.map { $0 - (splice?.segments.last?.shift ?? 0) }
    }

    /// Brings a ring's window x (`x` wide `width`) onto the lap nearest the strip's middle.
    private func nearestLap(_ x: Double, width: Double) -> Double {
        guard let period = ringPeriod, period > 0 else { return x }
        let laps = ((x + width / 2 - frame.width / 2) / period).rounded()
        return laps.isFinite ? x - laps * period : x
    }

    /// How far the second of ``neighbours`` lies beyond its own position: one lap when the
    /// position is between the last tab and the first of a ring, else nothing.
    private func lapShift(_ second: Int) -> Double {
        guard second == 0, splice == nil, progress > Double(tabCount - 1), let lap = lapLength else { return 0 }
        return lap
    }

    /// The strip's scroll offset in points (0 = first tab at the left).
    public var stripOffset: Double { strip.value }

    /// Where the indicator is, in window points: x and width interpolated between the two tabs
    /// around the followed position.
    public var indicatorFrame: Rect {
        guard tabCount > 0 else { return .zero }
        let (a, b, f) = neighbours
        let spanA = drawnSpan(of: a), spanB = drawnSpan(of: b)
        let x = spanA.x + (spanB.x + lapShift(b) - spanA.x) * f
        let width = spanA.width + (spanB.width - spanA.width) * f
        let height = theme.indicatorHeight
        let shown = nearestLap(x - strip.value, width: width)
        return mirror(Rect(x: frame.x + shown, y: frame.maxY - height, width: width, height: height))
    }

    /// Frame of tab `index` in window points (on a ring, its copy on the lap nearest the
    /// strip's middle).
    public func tabFrame(at index: Int) -> Rect {
        var rect = leftToRightFrame(of: index)
        rect.x = frame.x + nearestLap(rect.x - frame.x, width: rect.width)
        return mirror(rect)
    }

    /// Where tab `index` would be in a left-to-right strip.
    private func leftToRightFrame(of index: Int) -> Rect {
        let span = drawnSpan(of: index)
        return Rect(x: frame.x + span.x - strip.value, y: frame.y, width: span.width, height: frame.height)
    }

    /// A left-to-right frame as this strip shows it.
    private func mirror(_ rect: Rect) -> Rect { isRightToLeft ? rect.mirrored(within: frame) : rect }

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
        if let width = layout.uniformWidth, width < Self.minimumShownWidth { return }
        let shown = { (index: Int) in self.layout.span(of: index).width >= Self.minimumShownWidth }
        let minX = strip.value, maxX = strip.value + frame.width
        let segments = splice?.segments ?? [TabSplice.Segment(tabs: 0..<tabCount, shift: 0)]
        guard let period = ringPeriod else {
            for segment in segments {
                let range = layout.visibleRange(minX: minX + segment.shift, maxX: maxX + segment.shift)
                for index in range.clamped(to: segment.tabs) where shown(index) { body(index, tabFrame(at: index)) }
            }
            return
        }
        guard minX.isFinite, maxX.isFinite, abs(minX) < 1e12, period > 0 else { return }
        let firstLap = Int(((minX - layout.contentWidth) / period).rounded(.up))
        let lastLap = Int((maxX / period).rounded(.down))
        guard firstLap <= lastLap, lastLap - firstLap < 4 else { return }
        for turn in firstLap...lastLap {
            let shift = Double(turn) * period
            for segment in segments {
                let range = layout.visibleRange(minX: minX - shift + segment.shift, maxX: maxX - shift + segment.shift)
                for index in range.clamped(to: segment.tabs) where shown(index) {
                    body(index, mirror(leftToRightFrame(of: index).offsetBy(dx: shift, dy: 0)))
                }
            }
        }
    }

    /// How selected tab `index` looks right now: 1 at the followed position, fading to 0 one tab away.
    public func selectionAmount(of index: Int) -> Double {
        if let splice, let (a, b, f) = splice.cutNeighbours(of: progress) {
            return index == a ? 1 - f : index == b ? f : 0
        }
        var distance = abs(progress - Double(index))
        if wraps { distance = min(distance, abs(progress - Double(index + tabCount))) }
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
        if selectedIndex >= at && tabCount > 1 { selectedIndex += 1 }
        if progress >= Double(at) && tabCount > 1 { progress += 1 }
        items.removeAll()
        if case .selfSizing = sizeConfiguration { preferredWidths.insert(measuredWidth(of: at), at: at) }
        reloadItems()
    }

    /// Removes tab `index`; the selected tab stays selected, or its successor takes over.
    public func removeTab(at index: Int) {
        guard tabCount > 0, index >= 0, index < tabCount else { return }
        tabCount -= 1
        if selectedIndex > index || selectedIndex >= tabCount { selectedIndex = max(0, selectedIndex - 1) }
        if progress > Double(index) { progress = max(0, progress - 1) }
        if index < preferredWidths.count { preferredWidths.remove(at: index) }
        reloadItems()
    }

    /// Applies a keyed diff of the pages (``PageListDiff``) in one step: the tabs become the new
    /// list's, the selection stays on the tab of the page the diff keeps selected, and only new
    /// tabs and those in `changed` (new indices whose title changed) are measured again.
    /// The item factory must already answer for the new list. Under a pager the strip then
    /// follows the pager's position as always.
    /// - Complexity: O(n) for self-sizing tabs, else O(tabs shown).
    public func applyTabChanges(_ diff: PageListDiff, changed: Set<Int> = []) {
        let oldSelected = selectedIndex
        let offset = progress - Double(oldSelected)
        tabCount = diff.newCount
        selectedIndex = min(max(diff.selection ?? 0, 0), max(0, tabCount - 1))
        progress = min(max(Double(selectedIndex) + offset, 0), Double(max(0, tabCount - 1)))
        items.removeAll()
        if case .selfSizing = sizeConfiguration {
            let old = preferredWidths
            preferredWidths = (0..<tabCount).map { index in
                if let kept = diff.keptOldIndex[index], !changed.contains(index), kept < old.count { return old[kept] }
                return measuredWidth(of: index)
            }
        }
        spliceAnchors = []
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

    /// How a strip shows its selection: one style per strip, never two at once.
    public enum SelectionStyle: Sendable, Equatable {
        /// An underline under the selected tab (Material's TabLayout, UIKit's segmented bars).
        case underline
        /// A pill behind the selected title that slides with the pager, in its page's colour
        /// (seed 003's menu items take their page's background colour), no underline.
        case pill
    }

    /// How the selection shows (set once, when the strip is built).
    public var selectionStyle = SelectionStyle.underline
    /// The pill's colour for tab `index` (its page's colour); nil: the theme's `tabSelected`.
    /// Between two tabs the pill's colour is the mix of theirs, by the pager's position.
    public var pillColor: ((Int) -> Color)?
    /// How wide the fade is at an edge the strip can scroll towards.
    public static let edgeFadeWidth = 28.0
    /// The fade is drawn as this many bands of falling opacity (the draw list has no gradients).
    public static let edgeFadeBands = 14
    /// Space between a pill and its tab's edges.
    static let pillInset = 6.0

    /// Draws the strip: background, the bottom hairline, visible tabs, the selection
    /// (underline or pill; an underline covers the hairline under it), and a fade at each edge
    /// it can scroll towards.
    public func draw(into list: inout DrawList) {
        guard frame.width > 0, frame.height > 0 else { return }
        list.fill(frame, theme.tabBackground)
        list.fill(Rect(x: frame.x, y: frame.maxY - 1, width: frame.width, height: 1), theme.separator)
        var shown = 0, lowest = Int.max, highest = Int.min
        let pill = selectionStyle == .pill && tabCount > 0 ? pillFrameAndColor : nil
        list.clipped(to: frame) { list in
            if let pill { list.fill(pill.frame, pill.color, cornerRadius: pill.frame.height / 2) }
            forEachVisibleTab { index, tabFrame in
                let content = tabFrame.inset(by: contentInsets)
                if let pill {
                    drawTab(index, in: content, around: pill, into: &list)
                } else {
                    item(at: index).draw(in: content, selection: selectionAmount(of: index), into: &list,
                                         measurer: measurer, theme: theme)
                }
                if let text = badge?(index) { drawBadge(text, on: item(at: index), in: content, into: &list) }
                shown += 1
                lowest = min(lowest, index)
                highest = max(highest, index)
            }
            if pill == nil { list.fill(indicatorFrame, theme.tabSelected, cornerRadius: theme.indicatorHeight / 2) }
            drawEdgeFades(into: &list)
        }
        pruneItems(shown: shown, lowest: lowest, highest: highest)
    }

    /// Where the pill is (the indicator's span less the content insets, centred on the tabs'
    /// content height) and its colour, both interpolated between the two tabs around the
    /// followed position.
    var pillFrameAndColor: (frame: Rect, color: Color) {
        let span = indicatorFrame.inset(by: EdgeInsets(left: contentInsets.left, right: contentInsets.right))
        let content = frame.inset(by: EdgeInsets(top: contentInsets.top, bottom: contentInsets.bottom))
        let textHeight = measurer.size(of: "Ag", style: TextStyle(size: theme.tabTitleSize, bold: true)).height
        let height = max(0, min(content.height - 2 * Self.pillInset, textHeight + 2 * Self.pillInset))
        let rect = Rect(x: span.x + Self.pillInset, y: content.midY - height / 2,
                        width: max(0, span.width - 2 * Self.pillInset), height: height)
        let (a, b, f) = neighbours
        let colorA = pillColor?(a) ?? theme.tabSelected, colorB = pillColor?(b) ?? theme.tabSelected
        return (rect, colorA.mixed(with: colorB, fraction: f).withAlpha(255))
    }

    /// A tab under a pill style: the part of its title over the pill in the selected look (a
    /// title colour readable on the pill's colour at this moment), the rest unselected, each
    /// clipped to its part. Where the title crosses the pill's rounded end nothing is drawn,
    /// so no glyph ever sits on a colour it was not chosen for.
    private func drawTab(_ index: Int, in tabFrame: Rect, around pill: (frame: Rect, color: Color),
                         into list: inout DrawList) {
        let item = item(at: index)
        let content = tabFrame.insetBy(dx: theme.padding, dy: 0)
        let radius = pill.frame.height / 2
        let textHalfHeight = min(radius, measurer.size(of: "Ag", style: TextStyle(size: theme.tabTitleSize, bold: true)).height / 2)
        let roundInset = radius - (radius * radius - textHalfHeight * textHalfHeight).squareRoot()
        let overlap = pill.frame.intersection(tabFrame)
        guard overlap.width > 0, overlap.intersects(content) else {
            item.draw(in: tabFrame, selection: 0, into: &list, measurer: measurer, theme: theme)
            return
        }
        let onPill = pill.frame.insetBy(dx: roundInset, dy: 0).intersection(tabFrame)
        var selectedLook = theme
        selectedLook.tabSelected = pill.color.readableText
        let left = Rect(x: tabFrame.x, y: tabFrame.y, width: max(0, pill.frame.x - tabFrame.x), height: tabFrame.height)
        let right = Rect(x: pill.frame.maxX, y: tabFrame.y, width: max(0, tabFrame.maxX - pill.frame.maxX), height: tabFrame.height)
        for part in [left, right] where part.width > 0 && part.intersects(content) {
            list.clipped(to: part) { list in
                item.draw(in: tabFrame, selection: 0, into: &list, measurer: measurer, theme: theme)
            }
        }
        guard onPill.width > 0 else { return }
        list.clipped(to: onPill) { list in
            item.draw(in: tabFrame, selection: 1, into: &list, measurer: measurer, theme: selectedLook)
        }
    }

    /// Which edges of a strip that overflows can scroll (a ring: both, always).
    var scrollableEdges: (leading: Bool, trailing: Bool) {
        guard layout.overflows, tabCount > 0 else { return (false, false) }
        if lapLength != nil { return (true, true) }
        return (strip.value > 0.5, strip.value < layout.maxOffset - 0.5)
    }

    /// The strip's background fading in over ``edgeFadeWidth`` at each edge that can scroll,
    /// so a cut title reads as "more this way" rather than as a clipped label.
    private func drawEdgeFades(into list: inout DrawList) {
        let edges = scrollableEdges
        let width = min(Self.edgeFadeWidth, frame.width / 4), band = width / Double(Self.edgeFadeBands)
        for step in 0..<Self.edgeFadeBands {
            let alpha = UInt8((255 * (1 - (Double(step) + 0.5) / Double(Self.edgeFadeBands))).rounded())
            let color = theme.tabBackground.withAlpha(alpha)
            let height = frame.height - 1
            if edges.leading { list.fill(Rect(x: frame.x + Double(step) * band, y: frame.y, width: band, height: height), color) }
            if edges.trailing { list.fill(Rect(x: frame.maxX - Double(step + 1) * band, y: frame.y, width: band, height: height), color) }
        }
    }

    /// Forgets item objects well outside the strip, so scrolling through thousands of tabs
    /// keeps only a screenful alive. A ring across its wrap shows both ends, so the ends are kept.
    private func pruneItems(shown: Int, lowest: Int, highest: Int) {
        guard shown > 0, items.count > 4 * max(shown, 8) else { return }
        let nearEnds = highest - lowest + 1 > 2 * shown
        items = items.filter { entry in
            let index = entry.key
            if index == selectedIndex { return true }
            if nearEnds { return index < lowest + 2 * shown || index > highest - 2 * shown }
            return index >= lowest - shown && index <= highest + shown
        }
    }

    /// A badge just past the end of the tab's title (its preferred width, centred), inside the tab.
    private func drawBadge(_ text: String, on item: any TabItem, in tabFrame: Rect, into list: inout DrawList) {
        let content = min(item.preferredWidth(measurer: measurer, theme: theme), tabFrame.width)
        let corner = Point(x: tabFrame.midX + content / 2 + Badge.height / 2, y: tabFrame.y + 4)
        Badge.draw(text, topRight: corner, within: tabFrame, into: &list, measurer: measurer, theme: theme)
    }

    /// The strip, its visible tabs and the indicator, for `--dump-tree`.
    public func elementNode() -> ElementNode {
        var children: [ElementNode] = []
        forEachVisibleTab { index, tabFrame in
            children.append(ElementNode(role: "tab", title: item(at: index).title, frame: tabFrame.intersection(frame),
                                        selected: index == selectedIndex, badge: badge?(index)))
        }
        if let selection = selectionFrame { children.append(ElementNode(role: "indicator", frame: selection)) }
        return ElementNode(role: "tabStrip", frame: frame, children: children)
    }

    /// The selection as drawn, within the strip: the pill, or the underline; nil when none of
    /// it is in view.
    public var selectionFrame: Rect? {
        guard tabCount > 0 else { return nil }
        let drawn = (selectionStyle == .pill ? pillFrameAndColor.frame : indicatorFrame).intersection(frame)
        return drawn.width > 0 && drawn.height > 0 ? drawn : nil
    }
}
