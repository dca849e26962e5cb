/// One bar item's look: its icon, its title under it, its badge.
extension BottomTabBar {
    /// The icon's side in points (UITabBar's 24 pt template images).
    public static let iconSide = 24.0

    /// Where item `index`'s icon goes: 7 pt below the item's top with a title under it, or
    /// centred in the item's height when its title is empty (an icon-only item keeps no room
    /// for a title).
    public func iconFrame(at index: Int) -> Rect {
        Self.iconFrame(in: itemFrame(at: index), titled: !items[index].title.isEmpty)
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
    /// original colours.
    func drawItem(_ index: Int, in itemFrame: Rect, amount: Double, style: TextStyle, theme: Theme, badge: String?,
                  into list: inout DrawList) {
        let item = items[index]
        let color = theme.barUnselected.mixed(with: theme.barSelected, fraction: amount)
        let iconRect = Self.iconFrame(in: itemFrame, titled: !item.title.isEmpty)
        drawIcon(of: index, in: iconRect, color: color, original: amount, into: &list)
        if !item.title.isEmpty {
            let (title, size) = measurer.fitted(item.title, style: style, toFit: itemFrame.width - 8)
            list.text(title, at: Point(x: itemFrame.midX - size.width / 2, y: iconRect.maxY + 3), style: style, color: color)
        }
        if let text = badge {
            Badge.draw(text, topRight: Point(x: iconRect.maxX + Badge.height / 2 + 4, y: iconRect.y - 4),
                       within: itemFrame, into: &list, measurer: measurer, theme: theme)
        }
    }

    /// Draws item `index`'s icon (``IconSet/draw(_:in:color:original:into:)``): the same
    /// commands as the last time when it is drawn in the same place, colour and mix again.
    private func drawIcon(of index: Int, in rect: Rect, color: Color, original: Double, into list: inout DrawList) {
        let drawn = DrawnIcon(rect: rect, color: color, original: original, commands: [])
        if index < drawnIcons.count, let last = drawnIcons[index], last.isDrawn(like: drawn) {
            list.commands.append(contentsOf: last.commands)
            return
        }
        let start = list.commands.count
        icons.draw(items[index].icon, in: rect, color: color, original: original, into: &list)
        if drawnIcons.count != items.count { drawnIcons = Array(repeating: nil, count: items.count) }
        drawnIcons[index] = DrawnIcon(rect: rect, color: color, original: original,
                                      commands: Array(list.commands[start...]))
    }

    /// An icon as last drawn: where, how, and the commands it made.
    struct DrawnIcon {
        var rect: Rect
        var color: Color
        var original: Double
        var commands: [DrawCommand]

        /// Whether `other` is drawn with exactly these inputs (bit for bit, so a -0 is not a 0).
        func isDrawn(like other: DrawnIcon) -> Bool {
            rect.x.bitPattern == other.rect.x.bitPattern && rect.y.bitPattern == other.rect.y.bitPattern
                && rect.width.bitPattern == other.rect.width.bitPattern
                && rect.height.bitPattern == other.rect.height.bitPattern
                && color == other.color && original.bitPattern == other.original.bitPattern
        }
    }
}
