/// One bar item's look: its icon, its title under it, its badge.
extension BottomTabBar {
    /// The icon's side in points (UITabBar's 24 pt template images).
    public static let iconSide = 24.0

    /// Where item `index`'s icon goes: 7 pt below the item's top with a title under it, or
    /// centred in the item's height when its title is empty (an icon-only item keeps no room
    /// for a title).
    public func iconFrame(at index: Int) -> Rect {
        let item = itemFrame(at: index)
        let side = Self.iconSide
        let y = items[index].title.isEmpty ? item.midY - side / 2 : item.y + 7
        return Rect(x: item.midX - side / 2, y: y, width: side, height: side)
    }

    /// How selected item `index` is drawn, 0 to 1: 1 - |p - i| for the screens' position p, so
    /// it rises to 1 as the item's screen arrives.
    func selectionAmount(of index: Int) -> Double {
        max(0, 1 - abs(progress - Double(index)))
    }

    /// Draws item `index`: tinted between the unselected and selected colours by its selection
    /// amount, an icon with colours of its own going the same way from its template to its
    /// original colours.
    func drawItem(_ index: Int, style: TextStyle, into list: inout DrawList) {
        let item = items[index]
        let itemFrame = itemFrame(at: index)
        let amount = selectionAmount(of: index)
        let color = theme.barUnselected.mixed(with: theme.barSelected, fraction: amount)
        let iconRect = iconFrame(at: index)
        icons.draw(item.icon, in: iconRect, color: color, original: amount, into: &list)
        if !item.title.isEmpty {
            let (title, size) = measurer.fitted(item.title, style: style, toFit: itemFrame.width - 8)
            list.text(title, at: Point(x: itemFrame.midX - size.width / 2, y: iconRect.maxY + 3), style: style, color: color)
        }
        if let text = badge?(index) {
            Badge.draw(text, topRight: Point(x: iconRect.maxX + Badge.height / 2 + 4, y: iconRect.y - 4),
                       within: itemFrame, into: &list, measurer: measurer, theme: theme)
        }
    }
}
