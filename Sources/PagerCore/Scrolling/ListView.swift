import ScrollPhysics

/// A vertically scrolling list of uniform-height rows, one per page, that keeps its own scroll
/// position.
///
/// Virtualised by arithmetic: with one row height the visible range is `offset / rowHeight`
/// onwards, so a million rows cost what a hundred do. Rows are asked for by index from a
/// closure only when they are drawn or inspected; the list never holds an array of rows.
///
/// The list does not run its own gestures: a ``NestedScrollCoordinator`` moves it (and the
/// header above it) as one chain. It owns what is its own: position, hit testing, the tap
/// highlight, the scroll indicator, drawing. Time arrives through ``advance(to:)``.
public final class ListView: NestedScrollable {
    /// Produces the row at an index; called only for rows that are visible.
    public typealias RowProvider = (Int) -> ListRow

    /// Default row height in points: room for a 17 pt title and a 13 pt subtitle.
    public static let defaultRowHeight = 60.0

    /// Where the list shows on screen (its visible part), in window points.
    public private(set) var frame: Rect = .zero
    /// Height of every row in points.
    public let rowHeight: Double
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
    /// The latest time seen, in seconds.
    public var now: Double { clock.value }
    private var clock = LatestTime()
    private var highlight: RowHighlight?

    /// Creates a list.
    /// - Parameters:
    ///   - rowCount: number of rows (negative counts as 0).
    ///   - rowHeight: height of each row in points (at least 1).
    ///   - rows: the row at an index, asked for only while visible.
    public init(rowCount: Int, rowHeight: Double = ListView.defaultRowHeight,
                rows: @escaping RowProvider) {
        self.rowCount = max(0, rowCount)
        self.rowHeight = max(1, rowHeight.isFinite ? rowHeight : ListView.defaultRowHeight)
        self.rowProvider = rows
        self.position = ScrollPosition(contentLength: Double(max(0, rowCount)) * self.rowHeight,
                                       viewportLength: 0)
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
    ///     new range.
    public func setFrame(_ frame: Rect, viewportLength: Double? = nil) {
        self.frame = frame
        position.setLengths(content: contentLength, viewport: viewportLength ?? frame.height)
    }

    /// Changes the number of rows (a reload); the offset is clamped to the new range.
    public func setRowCount(_ count: Int) {
        rowCount = max(0, count)
        position.setLengths(content: contentLength, viewport: position.viewportLength)
        if let highlighted = highlight?.row, highlighted >= rowCount { highlight = nil }
    }

    /// Scrolls to `offset` points at once (clamped), e.g. to restore a saved position.
    public func scroll(to offset: Double) {
        position.setOffset(offset)
    }

    private var contentLength: Double { Double(rowCount) * rowHeight }

    // MARK: - Visible rows

    /// The indices of the rows at least partly inside ``frame``.
    /// - Complexity: O(1).
    public var visibleRows: Range<Int> {
        guard rowCount > 0, frame.height > 0 else { return 0..<0 }
        let top = offset, bottom = offset + frame.height
        let first = max(0, Int((top / rowHeight).rounded(.down)))
        let end = min(rowCount, Int((bottom / rowHeight).rounded(.up)))
        return first < end ? first..<end : 0..<0
    }

    /// Where row `index` is drawn, in window points (it may lie outside ``frame``).
    public func rowFrame(at index: Int) -> Rect {
        Rect(x: frame.x, y: frame.y + Double(index) * rowHeight - offset,
             width: frame.width, height: rowHeight)
    }

    /// Calls `body` for each row at least partly visible, top to bottom, with its frame.
    /// - Complexity: O(visible rows): about `frame.height / rowHeight + 1` calls, whatever
    ///   ``rowCount`` is.
    public func forEachVisibleRow(_ body: (_ index: Int, _ frame: Rect) -> Void) {
        for index in visibleRows { body(index, rowFrame(at: index)) }
    }

    /// The row under `point`, or nil when the point is outside the list or below the last row.
    /// - Complexity: O(1).
    public func rowIndex(at point: Point) -> Int? {
        guard frame.contains(point) else { return nil }
        let contentY = point.y - frame.y + offset
        guard contentY >= 0 else { return nil }
        let index = Int((contentY / rowHeight).rounded(.down))
        return index < rowCount ? index : nil
    }

    // MARK: - Taps, time, highlight

    /// A tap (a press released without dragging, on a list that was not moving) at `point`:
    /// highlights the row under it briefly and reports it through ``onSelectRow``.
    ///
    /// Use ``NestedScrollCoordinator/tap(at:time:)`` rather than this directly: it knows whether
    /// the press caught a moving list, in which case the tap only stops it and selects nothing.
    /// - Returns: the selected row, or nil when the tap missed every row.
    @discardableResult
    public func tap(at point: Point, time: Double) -> Int? {
        advance(to: time)
        guard let index = rowIndex(at: point) else { return nil }
        highlight = RowHighlight(row: index, time: now)
        onSelectRow?(index)
        return index
    }

    /// Selects row `index` from the keyboard (Enter on a focused list): highlights and reports
    /// it as a tap would.
    public func activateRow(_ index: Int, at time: Double) {
        advance(to: time)
        guard index >= 0, index < rowCount else { return }
        highlight = RowHighlight(row: index, time: now)
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

    /// Whether the indicator or a highlight is still fading (frames are needed).
    public var isAnimating: Bool {
        indicator.isAnimating(at: now) || highlightedRow != nil
    }

    /// The scroll indicator's rectangle, or nil when the content fits.
    public var indicatorFrame: Rect? { ScrollIndicator.frame(in: frame, position: position) }

    /// The scroll indicator's opacity (0...1) at the current time.
    public var indicatorOpacity: Double { indicator.opacity(at: now) }

    // MARK: - Used by the coordinator

    /// Shows the indicator: the list moved at `time`.
    func noteScrolled(at time: Double) {
        indicator.noteActivity(at: time)
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
