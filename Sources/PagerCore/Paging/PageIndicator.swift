/// Dots or lines over a pager's pages that show where it is (libadwaita's CarouselIndicatorDots
/// and CarouselIndicatorLines): the marks follow the fractional position every frame, a tap on
/// one moves there, and for a huge page count only a window of marks around the current page
/// is shown, so 100,000 pages cost what nine do.
///
/// A ``TabbedPager`` with an indicator lays it out, tells it where the pages are whenever it
/// tells its selector, and routes taps on it to its pages.
public final class PageIndicator {
    /// The look of the marks.
    public enum Style: String, Sendable, Equatable {
        /// A dot per page; the current one brightens and grows.
        case dots
        /// A short line per page, and a bright bar that slides along them.
        case lines
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
    /// The backdrop around the marks, in window points (set by ``layout(in:)``).
    public private(set) var frame: Rect = .zero
    /// The pages' fractional position.
    public private(set) var position: Double = 0
    /// The number of pages.
    public private(set) var pageCount = 1
    /// The page the pages are on or heading for.
    public private(set) var selectedIndex = 0
    /// Whether the position wraps from the last page to the first.
    public private(set) var wraps = false
    private var pagesFrame: Rect = .zero

    /// Creates an indicator.
    public init(style: Style, axis: Axis = .horizontal, isRightToLeft: Bool = false, theme: Theme = Theme()) {
        self.style = style
        self.axis = axis
        self.isRightToLeft = isRightToLeft && axis == .horizontal
        self.theme = theme
    }

    /// One mark's cell along the axis, in points.
    var cellLength: Double { style == .dots ? 16 : 24 }
    /// The backdrop's thickness across the axis, and its margin from the pages' edge.
    static let thickness = 24.0, margin = 12.0, padding = 8.0

    // MARK: - Following

    /// Where the pages are: position, count, the selected page, and whether they wrap.
    public func follow(position: Double, pageCount: Int, selectedIndex: Int, wraps: Bool) {
        let countChanged = pageCount != self.pageCount
        self.position = position.isFinite ? position : 0
        self.pageCount = max(1, pageCount)
        self.selectedIndex = selectedIndex
        self.wraps = wraps
        if countChanged { layout(in: pagesFrame) }
    }

    /// Places the backdrop centred at the bottom of `pages` (at the right side of a vertical
    /// pager, where the marks run downwards).
    public func layout(in pages: Rect) {
        pagesFrame = pages
        let length = Double(markCount) * cellLength + 2 * Self.padding
        let t = Self.thickness, m = Self.margin
        switch axis {
        case .horizontal:
            frame = Rect(x: pages.midX - length / 2, y: pages.maxY - m - t, width: length, height: t)
        case .vertical:
            frame = Rect(x: pages.maxX - m - t, y: pages.midY - length / 2, width: t, height: length)
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
        guard frame.contains(point) else { return nil }
        return shownPages.first { cellFrame(at: Double($0)).contains(point) }
    }

    /// The indicator in the tree: one child per mark shown, titled with its page number, its
    /// frame the mark as drawn (a tap anywhere in the mark's cell still reaches it).
    public func elementNode() -> ElementNode {
        ElementNode(role: "pageIndicator", title: style.rawValue, frame: frame, children: shownPages.map { page in
            ElementNode(role: "pageIndicatorItem", title: "\(page + 1)", frame: markFrame(of: page),
                        selected: page == selectedIndex)
        })
    }
}
