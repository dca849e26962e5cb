/// A page made of a vertical stack of blocks (pictures, titles, paragraphs, buttons, spacers)
/// with insets, spacing and alignment: an onboarding page, a product card, an empty state.
///
/// ```swift
/// let page = StackPage(title: "Welcome", blocks: [
///     .image(ImageSource(path: "welcome.png")), .title("Welcome"),
///     .text("Swipe between pages, or press Next."), .button(Button("Next") { pager.moveToNextPage() }),
/// ], alignment: .center)
/// ```
///
/// Laid out again when its width changes (paragraphs wrap to the column), and kept otherwise.
/// Content taller than the page scrolls vertically with the feed's physics (momentum, rubber
/// band, a wheel, Up / Down / Page Up / Page Down), nested with the pager: in a horizontal
/// pager a vertical drag scrolls and a horizontal one swipes; in a vertical pager the pages
/// move once the content is at its end. Content that fits does not scroll.
///
/// Its buttons take presses, hover, and the keyboard focus (Tab, Shift+Tab; Return or Space
/// presses). Its element (role `page`) holds an element per block: `image`, `heading` (a
/// title), `text` (a paragraph, read as one element) and `button`.
public final class StackPage: Page {
    public let title: String
    /// The blocks, top to bottom.
    public let blocks: [StackBlock]
    /// Space kept free inside the page's edges (left and right swap in a right-to-left pager).
    public var insets: EdgeInsets { didSet { layout = nil } }
    /// Space between two blocks.
    public var spacing: Double { didSet { layout = nil } }
    /// Where content shorter than the page sits.
    public var alignment: StackAlignment
    /// How titles, paragraphs and buttons sit across the column (leading follows the pager's
    /// direction).
    public var textAlignment: TextAlignment { didSet { layout = nil } }
    /// The page's background; nil for the theme's.
    public var background: Color?
    /// The widest the column of blocks grows on a wide page (centred there), so paragraphs
    /// keep a readable line length: 560 pt, about 70 characters of body text (the 45-75 of
    /// typographic practice).
    public var maximumColumnWidth = 560.0 { didSet { layout = nil } }

    /// The width of the column of blocks on a page `width` points wide inside `insets`, at most
    /// `maximumColumnWidth`: what a picture block is drawn (and should be decoded) across.
    public static func columnWidth(pageWidth width: Double, insets: EdgeInsets, maximumColumnWidth: Double = 560) -> Double {
        min(max(0, width - insets.horizontal), maximumColumnWidth)
    }

    /// The narrowest a button is drawn (a title shorter than this gets a button this wide).
    public static let minimumButtonWidth = 200.0

    /// The page's buttons, in order (the focus visits them so).
    public let buttons: [Button]
    /// The button with the keyboard focus, by index in ``buttons``.
    public internal(set) var focusedButton: Int? {
        didSet { for (index, button) in buttons.enumerated() { button.isFocused = index == focusedButton } }
    }

    var layout: StackLayout?
    /// The measurer of the last draw, for placing the buttons between draws.
    var measurer: (any TextMeasuring)?
    /// Where the page was last drawn or hit-tested.
    private(set) var frame: Rect = .zero
    /// The scrolling: a list of one row (the content) under a header of no height.
    let list: ListView
    let scroller: NestedScrollCoordinator

    /// A page titled `title` (its tab's and its element's) of `blocks`, inside `insets`,
    /// `spacing` apart, placed by `alignment` and `textAlignment`, on `background` (nil: the
    /// theme's).
    public init(title: String, blocks: [StackBlock], insets: EdgeInsets = EdgeInsets(top: 32, left: 24, bottom: 32, right: 24),
                spacing: Double = 16, alignment: StackAlignment = .center, textAlignment: TextAlignment = .center,
                background: Color? = nil) {
        self.title = title
        self.blocks = blocks
        self.insets = insets
        self.spacing = spacing.clamped(to: 0...1e4, nan: 16)
        self.alignment = alignment
        self.textAlignment = textAlignment
        self.background = background
        buttons = blocks.compactMap { if case let .button(button) = $0 { button } else { nil } }
        list = ListView(heights: RowHeights(count: 1, pattern: [0]), rows: { _ in ListRow(title: "") })
        scroller = NestedScrollCoordinator(header: CollapsingHeader(title: "", expandedHeight: 0, collapsedHeight: 0),
                                           list: list)
    }

    /// Whether the content is taller than the page (it scrolls then).
    public var isScrollable: Bool { list.scrollRange.upperBound > 0 }
    /// How far the content is scrolled, in points (with the rubber band's overscroll).
    public var scrollOffset: Double { list.offset }

    /// Lays the page out in `frame` for `measurer` (again only when the width or direction
    /// changed), sizes the scrolling, and places the buttons in window points.
    func place(in frame: Rect, isRightToLeft: Bool, measurer: any TextMeasuring) {
        self.measurer = measurer
        if layout?.width != frame.width || layout?.isRightToLeft != isRightToLeft {
            layout = StackLayout(page: self, width: frame.width, isRightToLeft: isRightToLeft, measurer: measurer)
            list.setRowCount(1, heights: RowHeights(count: 1, pattern: [max(layout?.height ?? 0, 0)]))
        }
        self.frame = frame
        scroller.layout(list, visibleFrame: frame)
        for (block, placed) in zip(blocks, layout?.blocks ?? []) {
            if case let .button(button) = block { button.frame = windowFrame(of: placed.frame) }
        }
    }

    /// A block's frame in window points, as the page is placed and scrolled now.
    func windowFrame(of frame: Rect) -> Rect {
        frame.offsetBy(dx: self.frame.x, dy: self.frame.y + contentTop - list.offset)
    }

    /// The content's top below the page's top: the alignment's share of the room left when the
    /// content is shorter than the page, 0 when it scrolls.
    private var contentTop: Double {
        let room = max(0, frame.height - (layout?.height ?? 0))
        switch alignment {
        case .top: return 0
        case .center: return (room / 2).rounded()
        case .bottom: return room
        }
    }
}
