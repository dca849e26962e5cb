/// One bar item's look: its icon, its title under it, its badge.
extension BottomTabBar {
    /// The icon's side in points (UITabBar's 24 pt template images).
    public static let iconSide = 24.0

    /// Where item `index`'s icon goes: 7 pt below the item's top with a title under it, or
    /// centred in the item's height when its title is empty (an icon-only item keeps no room
    /// for a title).
    /// - Precondition: `index` is one of the items' (`0..<items.count`).
    public func iconFrame(at index: Int) -> Rect {
        precondition(items.indices.contains(index), "BottomTabBar.iconFrame(at: \(index)): index out of 0..<\(items.count)")
        return Self.iconFrame(in: itemFrame(at: index), titled: !items[index].title.isEmpty)
    }

    /// The icon's frame in an item at `item`, with a title under it or not.
    private static func iconFrame(in item: Rect, titled: Bool) -> Rect {
        let side = iconSide
        let y = titled ? item.y + 7 : item.midY - side / 2
        return Rect(x: item.midX - side / 2, y: y, width: side, height: side)
    }

    /// How selected item `index` is drawn, 0 to 1: 1 - |p - i| for the screens' position p, so
    /// it rises to 1 as the item's screen arrives.
    func selectionAmount(of index: Int) -> Double { Self.selectionAmount(of: index, at: progress) }

    /// ``selectionAmount(of:)`` with the screens at `progress`.
    static func selectionAmount(of index: Int, at progress: Double) -> Double {
        max(0, 1 - abs(progress - Double(index)))
    }

    /// Draws item `index` at `itemFrame`, `amount` selected (``selectionAmount(of:)``), with
    /// badge `badge`: tinted between the unselected and selected colours by its selection
    /// amount, an icon with colours of its own going the same way from its template to its
    /// original colours. `drawnIcons` holds each item's icon as last drawn, by index.
    func drawItem(_ index: Int, in itemFrame: Rect, amount: Double, style: TextStyle, theme: Theme, badge: String?,
                  drawnIcons: inout [DrawnIcon?], into list: inout DrawList) {
        let item = items[index]
        let (color, iconRect) = drawIcon(of: index, in: itemFrame, amount: amount, theme: theme,
                                         drawnIcons: &drawnIcons, into: &list)
        if !item.title.isEmpty {
            let (title, size) = measurer.fitted(item.title, style: style, toFit: itemFrame.width - 8)
            list.text(title, at: Point(x: itemFrame.midX - size.width / 2, y: iconRect.maxY + 3), style: style, color: color)
        }
        if let text = badge {
            Badge.draw(text, topRight: Point(x: iconRect.maxX + Badge.height / 2 + 4, y: iconRect.y - 4),
                       within: itemFrame, into: &list, measurer: measurer, theme: theme)
        }
    }

    /// Draws the icon of item `index` at `itemFrame`, `amount` selected, and returns the item's
    /// tint and the icon's frame. An item drawn in the same place, with the same amount and
    /// colours as the last time, gets that time's tint, frame and icon commands again.
    private func drawIcon(of index: Int, in itemFrame: Rect, amount: Double, theme: Theme,
                          drawnIcons: inout [DrawnIcon?], into list: inout DrawList) -> (color: Color, icon: Rect) {
        let unselected = theme.barUnselected, selected = theme.barSelected
        if let image = items[index].image {
            let color = unselected.mixed(with: selected, fraction: amount)
            let icon = Self.iconFrame(in: itemFrame, titled: !items[index].title.isEmpty)
            drawnIcons[index] = nil
            list.image(image, in: icon, mode: .fit, opacity: Self.imageIconOpacity(amount: amount),
                       context: PageContext(theme: theme, measurer: measurer, images: images, reducesMotion: true))
            return (color, icon)
        }
        if let last = drawnIcons[index],
           last.isDrawn(in: itemFrame, amount: amount, unselected: unselected, selected: selected) {
            list.commands.append(contentsOf: last.commands)
            return (last.color, last.icon)
        }
        let color = unselected.mixed(with: selected, fraction: amount)
        let icon = Self.iconFrame(in: itemFrame, titled: !items[index].title.isEmpty)
        let start = list.commands.count
        icons.draw(items[index].icon, in: icon, color: color, original: amount, into: &list)
        drawnIcons[index] = DrawnIcon(itemFrame: itemFrame, amount: amount, unselected: unselected, selected: selected,
                                      color: color, icon: icon, commands: Array(list.commands[start...]))
        return (color, icon)
    }

    /// How opaque an image icon is at selection `amount` (0...1): 1 selected, 0.6 unselected,
    /// linear between (a picture keeps its colours, so a reduced opacity marks it unselected).
    /// Image icons show at once when their pixels arrive (no fade at icon size).
    public static func imageIconOpacity(amount: Double) -> Double {
        let a = amount.isFinite ? min(max(amount, 0), 1) : 0
        return 0.6 + 0.4 * a
    }

    /// An item's icon as last drawn: from what (the item's frame, its selection amount, the
    /// theme's two colours), and what came of it (the tint, the icon's frame, its commands).
    struct DrawnIcon {
        var itemFrame: Rect
        var amount: Double
        var unselected: Color
        var selected: Color
        var color: Color
        var icon: Rect
        var commands: [DrawCommand]

        /// Whether it was drawn from exactly these (bit for bit, so a -0 is not a 0).
        func isDrawn(in frame: Rect, amount: Double, unselected: Color, selected: Color) -> Bool {
            itemFrame.x.bitPattern == frame.x.bitPattern && itemFrame.y.bitPattern == frame.y.bitPattern
                && itemFrame.width.bitPattern == frame.width.bitPattern
                && itemFrame.height.bitPattern == frame.height.bitPattern
                && self.amount.bitPattern == amount.bitPattern
                && self.unselected == unselected && self.selected == selected
        }
    }
}
