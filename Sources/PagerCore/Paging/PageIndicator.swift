/// Dots or lines over a pager's pages that show where it is (libadwaita's CarouselIndicatorDots
/// and CarouselIndicatorLines), or a "3 / 20" label (a photo viewer's counter): the marks
/// follow the fractional position every frame, a tap on one moves there, and for a huge page
/// count only a window of marks around the current page is shown, so 100,000 pages cost what
/// nine do.
///
/// A ``TabbedPager`` with an indicator lays it out and attaches it to its pages: the marks read
/// the pages' ``PagingState`` when they lay out, draw or answer, and a tap on one moves the pages.
public final class PageIndicator: GestureParticipant {
    /// The look of the marks.
    public enum Style: String, Sendable, Equatable {
        /// A dot per page; the current one brightens and grows.
        case dots
        /// A short line per page, and a bright bar that slides along them.
        case lines
        /// A label, "3 / 20": the page at the rounded position (so it changes half-way through a
        /// move) and the count, always centred at the bottom; it has no marks to tap.
        case fraction
    }

    /// The most marks shown at once; more pages show a window of them around the current page.
    public static let maximumMarks = 9

    /// The look.
    public let style: Style
    /// Along which axis the marks run (a vertical pager's run down its side).
    public let axis: Axis
    /// Whether the marks run from the right (right-to-left pages).
    public let isRightToLeft: Bool
    /// Colours (the overlay's backdrop and text colours).
    public var theme: Theme
    /// Measures the ``Style/fraction`` label, which the backdrop is sized to (a measurer of
    /// 0.6 em per character until the renderer's is given).
    public var measurer: any TextMeasuring = FixedWidthTextMeasurer()
    /// The pages the marks show (``attach(to:select:)``).
    public private(set) var pages: (any PagingSource)?
    /// What a tap on a mark does: moves the pages there.
    private var select: ((_ page: Int, _ time: Double) -> Void)?
    /// Where the pages are; resting on the first of one page with none attached.
    private var state: PagingState { pages?.pagingState ?? .resting(at: 0, pageCount: 1) }
    /// The pages' fractional position.
    public var position: Double {
        let position = state.position
        return position.isFinite ? position : 0
    }
    /// The number of pages (none for an empty pager, which shows no mark).
    public var pageCount: Int { max(0, state.pageCount) }
    /// The page the pages are on or heading for.
    public var selectedIndex: Int { state.selectedIndex }
    /// Whether the position wraps from the last page to the first.
    public var wraps: Bool { state.wraps }
    private var pagesFrame: Rect = .zero

    /// Creates an indicator.
    public init(style: Style, axis: Axis = .horizontal, isRightToLeft: Bool = false, theme: Theme = Theme()) {
        self.style = style
        self.axis = axis
        self.isRightToLeft = isRightToLeft && axis == .horizontal
        self.theme = theme
    }

    /// The size of the ``Style/fraction`` label's text, in points.
    public static let labelSize = 13.0

    /// The page the ``Style/fraction`` label shows, 0-based: the position rounded to the
    /// nearest page (half-way rounds on), wrapped on a loop and kept within the pages.
    public var labelPage: Int {
        let count = pageCount
        guard count > 0 else { return 0 }
        let rounded = position.rounded()
        guard abs(rounded) < 1e15 else { return rounded < 0 ? 0 : count - 1 }
        let page = Int(rounded)
        return wraps ? ((page % count) + count) % count : min(max(page, 0), count - 1)
    }

    /// The ``Style/fraction`` label: "3 / 20" for the third of twenty pages.
    public var label: String { "\(labelPage + 1) / \(pageCount)" }

    /// The label's style.
    var labelStyle: TextStyle { TextStyle(size: Self.labelSize, bold: true) }

    /// The widest label of this page count ("20 / 20"), so the backdrop keeps its width as the
    /// pages move.
    private var widestLabelWidth: Double {
        measurer.size(of: "\(pageCount) / \(pageCount)", style: labelStyle).width
    }

    /// One mark's cell along the axis, in points.
    var cellLength: Double { style == .dots ? 16 : 24 }
    /// The backdrop's thickness across the axis, and its margin from the pages' edge.
    static let thickness = 24.0, margin = 12.0, padding = 8.0

    // MARK: - Following

    /// Makes the marks show `pages`, and a tap on a mark call `select` with its page.
    public func attach(to pages: any PagingSource, select: @escaping (_ page: Int, _ time: Double) -> Void) {
        self.pages = pages
        self.select = select
    }

    /// Places the backdrop centred at the bottom of `pages` (at the right side of a vertical
    /// pager, where the marks run downwards); `pages` is kept finite, within ±1e15 points.
    public func layout(in pages: Rect) {
        pagesFrame = pages.sanitised
    }

    /// The backdrop around the marks, in window points: as long as the marks shown, in the
    /// pages' frame given to ``layout(in:)``.
    public var frame: Rect {
        let pages = pagesFrame
        let t = Self.thickness, m = Self.margin
        if style == .fraction {
            let length = pageCount > 0 ? widestLabelWidth + 2 * Self.padding + t / 2 : 0
            return Rect(x: pages.midX - length / 2, y: pages.maxY - m - t, width: length, height: t)
        }
        let length = Double(markCount) * cellLength + 2 * Self.padding
        switch axis {
        case .horizontal:
            return Rect(x: pages.midX - length / 2, y: pages.maxY - m - t, width: length, height: t)
        case .vertical:
            return Rect(x: pages.maxX - m - t, y: pages.midY - length / 2, width: t, height: length)
        }
    }

    /// How many marks show: every page, or the window.
    var markCount: Int { min(pageCount, Self.maximumMarks) }

    /// The pages the marks stand for, a window around the selected page when there are many.
    public var shownPages: Range<Int> {
        let count = markCount
        let first = min(max(selectedIndex - count / 2, 0), pageCount - count)
        return first..<(first + count)
    }

    /// Mark cell for `page` (fractional pages give in-between places, for the sliding bar).
    func cellFrame(at page: Double) -> Rect {
        var along = (page - Double(shownPages.lowerBound)) * cellLength + Self.padding
        switch axis {
        case .horizontal:
            if isRightToLeft { along = frame.width - along - cellLength }
            return Rect(x: frame.x + along, y: frame.y, width: cellLength, height: frame.height)
        case .vertical:
            return Rect(x: frame.x, y: frame.y + along, width: frame.width, height: cellLength)
        }
    }

    /// How much mark `page` stands out, 0 to 1: 1 at the position, fading to 0 a page away
    /// (across the wrap too when the pages loop).
    func emphasis(of page: Int) -> Double {
        var distance = abs(position - Double(page))
        if wraps { distance = min(distance, Double(pageCount) - distance) }
        return max(0, 1 - distance)
    }

    /// The page whose mark is under `point`, if any.
    public func page(at point: Point) -> Int? {
        guard style != .fraction, frame.contains(point) else { return nil }
        return shownPages.first { cellFrame(at: Double($0)).contains(point) }
    }

    /// A tap on a mark moves the pages to its page; elsewhere it is not used.
    public func tapGesture(at point: Point, at time: Double) -> Bool {
        guard let page = page(at: point), let select else { return false }
        select(page, time)
        return true
    }

    /// The indicator in the tree: one child per mark shown, titled with its page number, its
    /// frame the mark as drawn (a tap anywhere in the mark's cell still reaches it). The
    /// ``Style/fraction`` label is one node titled with its text and no children.
    public func elementNode() -> ElementNode {
        if style == .fraction { return ElementNode(role: "pageIndicator", title: label, frame: frame) }
        return ElementNode(role: "pageIndicator", title: style.rawValue, frame: frame, children: shownPages.map { page in
            ElementNode(role: "pageIndicatorItem", title: "\(page + 1)", frame: markFrame(of: page),
                        selected: page == selectedIndex)
        })
    }
}
