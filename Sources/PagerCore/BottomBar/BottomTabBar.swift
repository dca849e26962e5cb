/// Told when the user taps a bottom bar item.
public protocol BottomTabBarDelegate: AnyObject {
    /// The user tapped item `index`.
    func didSelectItem(at index: Int)
}

/// A bar at the bottom with an icon and a title per item (seed 001's swipeable tab bar):
/// selected and unselected colours, and colours that follow the screens' pager while swiping.
///
/// The items share the bar's width, so any item's frame is arithmetic; items narrower than
/// ``minimumShownWidth`` are not drawn or listed, so a frame's work is bounded by the bar's
/// width however many items there are.
public final class BottomTabBar {
    /// One item.
    public struct Item: Sendable, Equatable {
        /// The title under the icon.
        public var title: String
        /// The icon's name in the icon set.
        public var icon: String
        /// Creates an item.
        public init(title: String, icon: String) { self.title = title; self.icon = icon }
    }

    /// The bar's height in points (UITabBar's 49 plus room for the title).
    public static let height = 56.0

    /// Receives taps.
    public weak var delegate: BottomTabBarDelegate?
    /// The items, left to right.
    public let items: [Item]
    /// Whether the first item is at the right (right-to-left languages).
    public var isRightToLeft = false
    /// Item `index`'s badge, read on every draw so it updates live; nil shows none.
    public var badge: ((Int) -> String?)?
    /// The selected item.
    public private(set) var selectedIndex: Int
    /// Where the bar sits.
    public var frame: Rect = .zero
    /// Colours and sizes.
    public var theme: Theme
    private let icons: IconSet
    private let measurer: any TextMeasuring
    private var progress: Double

    /// Creates a bar.
    public init(items: [Item], selectedIndex: Int, theme: Theme, icons: IconSet, measurer: any TextMeasuring) {
        self.items = items
        let selected = min(max(selectedIndex, 0), max(0, items.count - 1))
        self.selectedIndex = selected
        self.progress = Double(selected)
        self.theme = theme
        self.icons = icons
        self.measurer = measurer
    }

    /// Selects item `index` (no delegate call).
    public func select(_ index: Int) {
        selectedIndex = min(max(index, 0), max(0, items.count - 1))
    }

    /// The screens' fractional position, so colours cross-fade while swiping.
    public func follow(position: Double) {
        guard position.isFinite else { return }
        progress = min(max(position, 0), Double(max(0, items.count - 1)))
    }

    /// Frame of item `index`.
    public func itemFrame(at index: Int) -> Rect {
        let width = frame.width / Double(max(1, items.count))
        let leftToRight = Rect(x: frame.x + Double(index) * width, y: frame.y, width: width, height: frame.height)
        return isRightToLeft ? leftToRight.mirrored(within: frame) : leftToRight
    }

    /// The item under `point`.
    public func itemIndex(at point: Point) -> Int? {
        guard frame.contains(point), !items.isEmpty else { return nil }
        let fromLeft = Int((point.x - frame.x) / (frame.width / Double(items.count)))
        let index = isRightToLeft ? items.count - 1 - fromLeft : fromLeft
        return min(max(index, 0), items.count - 1)
    }

    /// A tap: selects the item under `point` and tells the delegate. Returns whether it hit one.
    @discardableResult
    public func tap(at point: Point) -> Bool {
        guard let index = itemIndex(at: point) else { return false }
        select(index)
        delegate?.didSelectItem(at: index)
        return true
    }

    /// Items narrower than this, in points, are not shown (drawn or listed in the tree): nothing
    /// of an icon or a title fits, and it keeps the items shown to one per point of the bar.
    public static let minimumShownWidth = 1.0

    /// The items shown: all of them, unless they are narrower than ``minimumShownWidth``.
    private var shownItems: Range<Int> {
        frame.width / Double(max(1, items.count)) >= Self.minimumShownWidth ? items.indices : 0..<0
    }

    /// Draws the bar.
    /// - Complexity: O(items shown), at most one per point of the bar's width.
    public func draw(into list: inout DrawList) {
        guard frame.height > 0 else { return }
        list.fill(frame, theme.barBackground)
        list.fill(Rect(x: frame.x, y: frame.y, width: frame.width, height: 1), theme.separator)
        let style = TextStyle(size: theme.barTitleSize, bold: true)
        for index in shownItems {
            let item = items[index]
            let itemFrame = itemFrame(at: index)
            let amount = max(0, 1 - abs(progress - Double(index)))
            let color = theme.barUnselected.mixed(with: theme.barSelected, fraction: amount)
            let iconSide = 24.0
            let iconRect = Rect(x: itemFrame.midX - iconSide / 2, y: itemFrame.y + 7, width: iconSide, height: iconSide)
            icons.draw(item.icon, in: iconRect, color: color, into: &list)
            let (title, size) = measurer.fitted(item.title, style: style, toFit: itemFrame.width - 8)
            list.text(title, at: Point(x: itemFrame.midX - size.width / 2, y: iconRect.maxY + 3), style: style, color: color)
            if let text = badge?(index) {
                Badge.draw(text, topRight: Point(x: iconRect.maxX + Badge.height / 2 + 4, y: iconRect.y - 4),
                           within: itemFrame, into: &list, measurer: measurer, theme: theme)
            }
        }
    }

    /// The bar and its items, for `--dump-tree`.
    public func elementNode() -> ElementNode {
        let children = shownItems.map { index in
            ElementNode(role: "bottomBarItem", title: items[index].title, frame: itemFrame(at: index),
                        selected: index == selectedIndex, badge: badge?(index))
        }
        return ElementNode(role: "bottomBar", frame: frame, children: children)
    }
}
