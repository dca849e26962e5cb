import ScrollPhysics

/// A vertically scrolling list of rows, one per page, that keeps its own scroll position.
///
/// Virtualised by arithmetic: row heights come as a repeating pattern (``RowHeights``: a
/// title-only row is shorter than one with a subtitle), so the visible range is found from the
/// offset by division and a binary search within one period, and a million rows cost what a
/// hundred do. Rows are asked for by index from a closure only when they are drawn or
/// inspected; the list never holds an array of rows.
///
/// The list does not run its own gestures: a ``NestedScrollCoordinator`` moves it (and the
/// header above it) as one chain. It owns what is its own: position, hit testing, the tap
/// and selection highlights, the scroll indicator, drawing. Time arrives through ``advance(to:)``.
public final class ListView: NestedScrollable {
    /// Produces the row at an index; called only for rows that are visible.
    public typealias RowProvider = (Int) -> ListRow

    /// Default row height in points: room for a 17 pt title and a 13 pt subtitle.
    public static let defaultRowHeight = 60.0
    /// Height of a row with a title only: UIKit's default table row height (44 pt, also the
    /// Human Interface Guidelines' minimum hit target).
    public static let titleRowHeight = 44.0

    /// The height a row's content needs: ``defaultRowHeight`` with a subtitle, else
    /// ``titleRowHeight``.
    public static func height(of row: ListRow) -> Double {
        (row.subtitle?.isEmpty ?? true) ? titleRowHeight : defaultRowHeight
    }

    /// Where the list shows on screen (its visible part), in window points.
    public private(set) var frame: Rect = .zero
    /// The rows' heights in points.
    public private(set) var heights: RowHeights
    /// How many rows there are.
    public private(set) var rowCount: Int
    /// Where rows come from.
    public var rowProvider: RowProvider
    /// Called with the row index when a tap selects a row.
    public var onSelectRow: ((Int) -> Void)?
    /// The scroll position (offset, range, overscroll).
    public private(set) var position: ScrollPosition
    /// The scroll indicator's state.
    public private(set) var indicator = ScrollIndicator()
    /// The latest time seen, in seconds: the time of its ``clock``.
    public var now: Double { clock.time }
    /// The clock the list reads its time from: its own, or its coordinator's (the scene's).
    public var clock = SceneClock() {
        didSet { if clock !== oldValue { clock = oldValue.handOver(to: clock) } }
    }
    private var highlight: RowHighlight?
    /// The row last selected (tapped or activated), shown apart from the press highlight.
    public internal(set) var selectedRow: Int?

    /// Creates a list of rows all `rowHeight` points tall.
    /// - Parameters:
    ///   - rowCount: number of rows (negative counts as 0).
    ///   - rowHeight: height of each row in points (at least 1).
    ///   - rows: the row at an index, asked for only while visible.
    public convenience init(rowCount: Int, rowHeight: Double = ListView.defaultRowHeight,
                            rows: @escaping RowProvider) {
        self.init(heights: .uniform(rowHeight.isFinite ? rowHeight : ListView.defaultRowHeight, count: rowCount),
                  rows: rows)
    }

    /// Creates a list whose rows have `heights` (their count is the list's).
    /// - Parameters:
    ///   - heights: how tall each row is, as a pattern (see ``RowHeights``).
    ///   - rows: the row at an index, asked for only while visible.
    public init(heights: RowHeights, rows: @escaping RowProvider) {
        self.rowCount = heights.count
        self.heights = heights
        self.rowProvider = rows
        self.position = ScrollPosition(contentLength: heights.total, viewportLength: 0)
    }

    // MARK: - Layout and content

    /// The current scroll offset as drawn (including any rubber-band overscroll), in points.
    public var offset: Double { position.visibleOffset }

    /// Places the list.
    /// - Parameters:
    ///   - frame: the visible rectangle, where rows are drawn and hit-tested.
    ///   - viewportLength: the height the scroll range is measured against; defaults to the
    ///     frame's height. Under a collapsing header this is larger (see
    ///     ``NestedScrollCoordinator/layout(_:visibleFrame:)``). The offset is clamped to the
    ///     new range. The frame is kept finite, within ±1e15 points and never negative in size.
    public func setFrame(_ frame: Rect, viewportLength: Double? = nil) {
        let frame = frame.sanitised
        self.frame = frame
        position.setLengths(content: contentLength, viewport: viewportLength ?? frame.height)
    }

    /// Changes the number of rows (a reload); the offset is clamped to the new range.
    /// The heights keep their pattern unless new ones are given.
    public func setRowCount(_ count: Int, heights newHeights: RowHeights? = nil) {
        heights = newHeights ?? heights.withCount(count)
        rowCount = heights.count
        position.setLengths(content: contentLength, viewport: position.viewportLength)
        if let highlighted = highlight?.row, highlighted >= rowCount { highlight = nil }
        if let selected = selectedRow, selected >= rowCount { selectedRow = nil }
    }

    /// Scrolls to `offset` points at once (clamped), e.g. to restore a saved position.
    public func scroll(to offset: Double) {
        position.setOffset(offset)
    }

    private var contentLength: Double { heights.total }

    // MARK: - Visible rows

    /// The indices of the rows at least partly inside ``frame``.
    /// - Complexity: O(log p) for a height pattern of p rows (O(1) for uniform rows).
    public var visibleRows: Range<Int> {
        let top = offset, bottom = offset + frame.height
        guard frame.height > 0, bottom > 0, top < heights.total,
              let first = heights.index(at: top), let last = heights.index(at: bottom) else { return 0..<0 }
        // The row containing the bottom edge shows only if it starts above it.
        let end = heights.offset(of: last) < bottom ? last + 1 : last
        return first < end ? first..<end : 0..<0
    }

    /// Where row `index` is drawn, in window points (it may lie outside ``frame``).
    public func rowFrame(at index: Int) -> Rect {
        Rect(x: frame.x, y: frame.y + heights.offset(of: index) - offset,
             width: frame.width, height: heights.height(at: index))
    }

    /// Calls `body` for each row at least partly visible, top to bottom, with its frame.
    /// - Complexity: O(visible rows): at most `frame.height / shortest row + 1` calls, whatever
    ///   ``rowCount`` is.
    public func forEachVisibleRow(_ body: (_ index: Int, _ frame: Rect) -> Void) {
        for index in visibleRows { body(index, rowFrame(at: index)) }
    }

    /// The row under `point`, or nil when the point is outside the list or below the last row.
    /// - Complexity: O(log p) for a height pattern of p rows.
    public func rowIndex(at point: Point) -> Int? {
        guard frame.contains(point) else { return nil }
        let contentY = point.y - frame.y + offset
        guard contentY >= 0, contentY < heights.total else { return nil }
        return heights.index(at: contentY)
    }

    // MARK: - Presses, taps, selection, time

    /// The finger went down on the list at `point` (pass nil when the press ends without a tap:
    /// it became a drag, or was taken away). A pressed row shows the highlight at full strength
    /// until the press ends; a press given up fades at once, a tap after
    /// the highlight's short hold. A press on a list that is moving should not be passed: it
    /// only stops the list.
    public func setPressedRow(at point: Point?, at time: Double) {
        advance(to: time)
        if let point {
            highlight = rowIndex(at: point).map { RowHighlight.pressed($0, at: now) } ?? highlight?.abandoned(at: now)
        } else {
            highlight = highlight?.abandoned(at: now)
        }
    }

    /// A tap (a press released without dragging, on a list that was not moving) at `point`:
    /// selects the row under it, lets its press highlight fade, and reports it through
    /// ``onSelectRow``.
    ///
    /// The coordinator calls this for a tap it routed (``NestedScrollCoordinator/handle(_:)``):
    /// it knows whether the press caught a moving list, in which case the tap only stops it and
    /// selects nothing.
    /// - Returns: the selected row, or nil when the tap missed every row.
    @discardableResult
    package func tap(at point: Point, at time: Double) -> Int? {
        advance(to: time)
        guard let index = rowIndex(at: point) else {
            highlight = highlight?.abandoned(at: now)
            return nil
        }
        select(index)
        return index
    }

    /// Selects row `index` from the keyboard (Enter on a focused list): highlights and reports
    /// it as a tap would.
    public func activateRow(_ index: Int, at time: Double) {
        advance(to: time)
        guard index >= 0, index < rowCount else { return }
        select(index)
    }

    /// Selects `index`: the press highlight (the row's own, if it was pressed) fades, the
    /// selection stays until another row is selected.
    private func select(_ index: Int) {
        if let highlight, highlight.row == index, highlight.isPressed {
            self.highlight = highlight.released(at: now)
        } else {
            highlight = .tapped(index, at: now)
        }
        selectedRow = index
        onSelectRow?(index)
    }

    /// The row shown highlighted at the current time, if any.
    public var highlightedRow: Int? {
        guard let highlight, highlight.opacity(at: now) > 0 else { return nil }
        return highlight.row
    }

    /// How strongly row `index` is highlighted (0...1) at the current time.
    public func highlightOpacity(forRow index: Int) -> Double {
        guard let highlight, highlight.row == index else { return 0 }
        return highlight.opacity(at: now)
    }

    /// Moves the list's clock to `time` seconds (for the indicator fade and the highlight).
    public func advance(to time: Double) {
        clock.advance(to: time)
    }

    /// Whether the indicator or a highlight is still fading (frames are needed; a held press
    /// highlight does not change).
    public var isAnimating: Bool {
        indicator.isAnimating(at: now) || highlight?.isFading(at: now) == true
    }

    /// The scroll indicator's rectangle, or nil when the content fits.
    public var indicatorFrame: Rect? { ScrollIndicator.frame(in: frame, position: position) }

    /// The scroll indicator's opacity (0...1) at the current time.
    public var indicatorOpacity: Double { indicator.opacity(at: now) }

    // MARK: - Used by the coordinator

    /// Shows the indicator: the list moved at `time`. A press highlight gives way: a press that
    /// scrolls the list is not a tap on the row.
    func noteScrolled(at time: Double) {
        indicator.noteActivity(at: time)
        highlight = highlight?.abandoned(at: time)
    }

    /// Keeps the indicator up while a drag holds the list.
    func setIndicatorHeld(_ held: Bool, at time: Double) {
        indicator.setHeld(held, at: time)
    }

    /// Sets the rubber-band displacement past an end (already banded).
    func setOverscroll(_ overscroll: Double) {
        position.overscroll = overscroll.isFinite ? overscroll : 0
    }

    // MARK: - NestedScrollable

    public var scrollOffset: Double { position.offset }
    public var scrollRange: ClosedRange<Double> { position.range }
    public func setScrollOffset(_ offset: Double) { position.setOffset(offset) }
}
