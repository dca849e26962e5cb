/// The switcher in a header (``BottomTabBar/Placement/header``): AdwViewSwitcher's wide look, a
/// centred row of equally wide items, each its icon beside its title, the selected one on a
/// tinted pill. Selection, colours that follow the screens, badges, taps and the keyboard work
/// as in the bar; only the geometry and the roles differ.
extension BottomTabBar {
    /// Where the switcher shows.
    public enum Placement: Sendable, Equatable {
        /// A bar below the pages, icons over titles.
        case bar
        /// A row of items in a header bar above the pages, icons beside titles.
        case header
    }

    /// The header bar's height in points: our choice, about the height of GNOME's header bars.
    public static let headerHeight = 48.0
    /// A header item's icon side in points (GNOME's 16 px symbolic icons, a little larger).
    public static let headerIconSide = 18.0
    /// Points between an item's icon and its title, and around its content.
    static let headerGap = 8.0, headerPadding = 14.0
    /// Points between two header items.
    static let headerSpacing = 4.0
    /// The pill behind an item: inset from the header's top and bottom, in points.
    static let headerPillInset = 7.0
    /// The header's title style.
    var headerStyle: TextStyle { TextStyle(size: theme.tabTitleSize, bold: true) }

    /// The row's layout: centred items as wide as the widest item's content (shrunk to fit
    /// a narrow header, as ``BottomBarLayout/Positioning/centered`` shrinks).
    var headerLayout: BottomBarLayout {
        BottomBarLayout(positioning: .centered, itemWidth: headerItemWidth, itemSpacing: Self.headerSpacing)
    }

    /// Icon, gap, the widest title, and padding on both sides (measured once: the titles do
    /// not change).
    private var headerItemWidth: Double {
        if let width = headerItemWidthCache { return width }
        var widest = 0.0
        for item in items where !item.title.isEmpty {
            widest = max(widest, measurer.size(of: item.title, style: headerStyle).width)
        }
        let width = Self.headerIconSide + (widest > 0 ? Self.headerGap + widest : 0) + 2 * Self.headerPadding
        headerItemWidthCache = width
        return width
    }

    /// An item's frame in the header: its column of the row, inset to the pill.
    func headerItemFrame(_ column: Rect) -> Rect {
        Rect(x: column.x, y: column.y + Self.headerPillInset, width: column.width,
             height: max(0, column.height - 2 * Self.headerPillInset))
    }

    /// Draws the header: its background and bottom hairline, then each item.
    func drawHeader(into list: inout DrawList) {
        list.fill(frame, theme.barBackground)
        list.fill(Rect(x: frame.x, y: frame.maxY - 1, width: frame.width, height: 1), theme.separator)
        for index in shownItems { drawHeaderItem(index, into: &list) }
    }

    /// One header item: a pill in the selected colour, as opaque as the item is selected, then
    /// the icon and the title (fitted to the item) centred together, tinted like a bar item.
    private func drawHeaderItem(_ index: Int, into list: inout DrawList) {
        let item = items[index]
        let pill = itemFrame(at: index)
        let amount = selectionAmount(of: index)
        let pillColour = theme.barSelected.withAlpha(UInt8((0.16 * amount * Double(theme.barSelected.alpha)).rounded()))
        list.fill(pill, pillColour, cornerRadius: min(theme.cornerRadius, pill.height / 2))
        let color = theme.barUnselected.mixed(with: theme.barSelected, fraction: amount)
        let side = Self.headerIconSide
        var title = "", size = Size(width: 0, height: 0)
        if !item.title.isEmpty {
            (title, size) = measurer.fitted(item.title, style: headerStyle,
                                            toFit: pill.width - 2 * Self.headerPadding - side - Self.headerGap)
        }
        let content = side + (title.isEmpty ? 0 : Self.headerGap + size.width)
        let start = pill.midX - content / 2
        // Right to left, the icon goes on the right of its title.
        let iconX = isRightToLeft ? start + content - side : start
        let iconRect = Rect(x: iconX, y: pill.midY - side / 2, width: side, height: side)
        if let image = item.image {
            list.image(image, in: iconRect, mode: .fit, opacity: Self.imageIconOpacity(amount: amount),
                       context: PageContext(theme: theme, measurer: measurer, images: images, reducesMotion: true))
        } else {
            icons.draw(item.icon, in: iconRect, color: color, original: amount, into: &list)
        }
        if !title.isEmpty {
            let titleX = isRightToLeft ? start : start + side + Self.headerGap
            list.text(title, at: Point(x: titleX, y: pill.midY - size.height / 2), style: headerStyle, color: color)
        }
        if let text = badge?(index) {
            Badge.draw(text, topRight: Point(x: iconRect.maxX + Badge.height / 2 + 2, y: iconRect.y - 6),
                       within: pill, into: &list, measurer: measurer, theme: theme)
        }
    }
}
