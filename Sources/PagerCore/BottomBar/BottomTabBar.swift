/// Told when the user taps a bottom bar item.
public protocol BottomTabBarDelegate: AnyObject {
    /// The user tapped item `index` at `time`, or picked it with a key given to
    /// ``BottomTabBar/handle(_:)`` (not called for ``BottomTabBar/moveToTab(at:)``).
    func didSelectTab(at index: Int, at time: Double)
}

/// A bar at the bottom with an icon and a title per item, like a swipeable UITabBar: selected and unselected colours, and colours that follow the screens' pager
/// while swiping. Items fill the width or sit centred at a fixed width (``layout``); an icon with
/// colours of its own shows them on the selected item and is tinted on the others (UIKit's
/// `alwaysOriginal` and `alwaysTemplate`).
///
/// Any item's frame is arithmetic (``layout``); items narrower than ``minimumShownWidth`` are
/// not drawn or listed, so a frame's work is bounded by the bar's width however many items
/// there are.
public final class BottomTabBar {
    /// One item.
    public struct Item: Sendable, Equatable {
        /// The title under the icon; empty for an icon-only item (its icon centred in the bar).
        public var title: String
        /// The icon's name in the icon set (unused when ``image`` is set).
        public var icon: String
        /// A picture drawn as the icon in its own colours (not tinted), fitted in the icon's
        /// box; nil for the icon set's shape ``icon``.
        public var image: ImageSource?
        /// Creates an item.
        public init(title: String, icon: String) { self.title = title; self.icon = icon }
        /// An item whose icon is `image`, drawn in its own colours.
        public init(title: String, image: ImageSource) { self.title = title; self.icon = ""; self.image = image }
    }

    /// The bar's height in points (UITabBar's 49 plus room for the title).
    public static let height = 56.0

    /// Receives taps.
    public weak var delegate: BottomTabBarDelegate?
    /// The items, left to right.
    public let items: [Item]
    /// Whether the first item is at the right (right-to-left languages).
    public var isRightToLeft: Bool {
        get { look.isRightToLeft }
        set { look.isRightToLeft = newValue }
    }
    /// Item `index`'s badge, read on every draw so it updates live; nil shows none.
    public var badge: ((Int) -> String?)? {
        get { look.badge }
        set { look.badge = newValue }
    }
    /// The selected item: the pages' target under a pager (``pages``), else the bar's own.
    public var selectedIndex: Int {
        guard let state = pages?.pagingState else { return ownSelection }
        return min(max(state.selectedIndex, 0), max(0, items.count - 1))
    }
    private var ownSelection: Int
    /// The pages the bar shows (a ``BottomBarPager`` attaches its screens): the selection and
    /// the colours are read from their ``PagingState`` when the bar draws or answers.
    public var pages: (any PagingSource)?
    /// What a tap on an item does under a pager (its tab selection); alone, the delegate hears it.
    var selectUnderPager: ((_ index: Int, _ time: Double) -> Void)?
    /// Routes the pointer, touch and pan events ``handle(_:)`` gets (under a pager, the pager's
    /// router or a driver's routes them, and this one stays idle).
    var router = GestureRouter()
    /// How the items share the bar's width (default: they fill it).
    public var layout: BottomBarLayout {
        get { look.layout }
        set { look.layout = newValue }
    }
    /// The window width from which the switcher leaves the bottom for a row of items in a
    /// header bar above the pages (libadwaita's AdwViewSwitcher in a header bar for wide windows,
    /// AdwViewSwitcherBar at the bottom for narrow ones); nil keeps it at the bottom always.
    public var wideFrom: Double?
    /// Where it shows now: a bar at the bottom, or a row in a header (see ``wideFrom``).
    public internal(set) var placement: Placement {
        get { look.placement }
        set { look.placement = newValue }
    }
    /// The header row's item width, measured once on first use (the widest item's content).
    var headerItemWidthCache: Double?
    /// Where the bar sits: kept finite, within ±1e15 points and never negative in size.
    public var frame: Rect {
        get { look.frame }
        set { look.frame = newValue.sanitised }
    }
    /// Colours and sizes.
    public var theme: Theme {
        get { look.theme }
        set { look.theme = newValue }
    }
    /// What a draw takes of the bar, stored together so that it is one access.
    private struct Look {
        var frame = Rect.zero
        var theme: Theme
        var layout = BottomBarLayout.fill
        var placement = Placement.bar
        var isRightToLeft = false
        var badge: ((Int) -> String?)?
    }
    private var look: Look
    let icons: IconSet
    /// Each item's icon as last drawn, by index: drawn again the same, its commands are reused.
    private var drawnIcons: [DrawnIcon?] = []
    let measurer: any TextMeasuring
    /// Where image icons (``Item/image``) come from; ``NoImages`` by default (their placeholders).
    public var images: any ImageProviding = NoImages.shared
    /// The screens' fractional position, so colours cross-fade while swiping (the selected
    /// item's, alone).
    var progress: Double {
        guard let state = pages?.pagingState else { return Double(ownSelection) }
        guard state.position.isFinite else { return Double(selectedIndex) }
        return min(max(state.position, 0), Double(max(0, items.count - 1)))
    }

    /// Creates a bar.
    public init(items: [Item], selectedIndex: Int, theme: Theme, icons: IconSet, measurer: any TextMeasuring) {
        self.items = items
        let selected = min(max(selectedIndex, 0), max(0, items.count - 1))
        self.ownSelection = selected
        self.look = Look(theme: theme)
        self.icons = icons
        self.measurer = measurer
    }

    /// Selects item `index` of a bar used alone (no delegate call).
    public func moveToTab(at index: Int) {
        ownSelection = min(max(index, 0), max(0, items.count - 1))
    }

    /// The layout of the items across the width where they show now.
    var activeLayout: BottomBarLayout { placement == .header ? headerLayout : layout }

    /// Frame of item `index`.
    public func itemFrame(at index: Int) -> Rect {
        let item = activeLayout.frame(of: index, count: items.count, in: frame, rightToLeft: isRightToLeft)
        return placement == .header ? headerItemFrame(item) : item
    }

    /// The item under `point` (nil between centred items).
    public func itemIndex(at point: Point) -> Int? {
        activeLayout.index(at: point, count: items.count, in: frame, rightToLeft: isRightToLeft)
    }

    /// A tap at `time`: selects the item under `point` and tells the delegate, or under a pager
    /// has the pager select it (``TabbedPager/selectTab(at:at:)``). Returns whether it hit one.
    @discardableResult
    package func tap(at point: Point, at time: Double = 0) -> Bool {
        guard let index = itemIndex(at: point) else { return false }
        selectAsTap(index, at: time)
        return true
    }

    /// Selects item `index` as a tap on it would: under a pager the pager selects it, alone the
    /// bar does and tells the delegate.
    func selectAsTap(_ index: Int, at time: Double) {
        guard !items.isEmpty else { return }
        let index = min(max(index, 0), items.count - 1)
        if let selectUnderPager {
            selectUnderPager(index, time)
        } else {
            moveToTab(at: index)
            delegate?.didSelectTab(at: index, at: time)
        }
    }

    /// Items narrower than this, in points, are not shown (drawn or listed in the tree): nothing
    /// of an icon or a title fits, and it keeps the items shown to one per point of the bar.
    public static let minimumShownWidth = 1.0

    /// The items shown: all of them, unless they are narrower than ``minimumShownWidth``.
    var shownItems: Range<Int> {
        !items.isEmpty && itemFrame(at: 0).width >= Self.minimumShownWidth ? items.indices : 0..<0
    }

    /// Draws the bar.
    /// - Complexity: O(items shown), at most one per point of the bar's width.
    public func draw(into list: inout DrawList) {
        let look = look
        let frame = look.frame
        guard frame.height > 0 else { return }
        if look.placement == .header { return drawHeader(into: &list) }
        let theme = look.theme
        list.fill(frame, theme.barBackground)
        list.fill(Rect(x: frame.x, y: frame.y, width: frame.width, height: 1), theme.separator)
        let style = TextStyle(size: theme.barTitleSize, bold: true)
        let count = items.count, layout = look.layout, rightToLeft = look.isRightToLeft
        guard count > 0 else { return }
        let first = layout.frame(of: 0, count: count, in: frame, rightToLeft: rightToLeft)
        guard first.width >= Self.minimumShownWidth else { return }
        let progress = progress, badge = look.badge
        var drawn: [DrawnIcon?] = []
        swap(&drawn, &drawnIcons)
        if drawn.count != count { drawn = Array(repeating: nil, count: count) }
        for index in 0..<count {
            let itemFrame = index == 0 ? first : layout.frame(of: index, count: count, in: frame, rightToLeft: rightToLeft)
            drawItem(index, in: itemFrame, amount: Self.selectionAmount(of: index, at: progress), style: style,
                     theme: theme, badge: badge?(index), drawnIcons: &drawn, into: &list)
        }
        swap(&drawn, &drawnIcons)
    }

    /// The bar and its items, for `--dump-tree`.
    /// In the header the roles are `viewSwitcher` and `switcherItem`.
    public func elementNode() -> ElementNode {
        let header = placement == .header
        let children = shownItems.map { index in
            ElementNode(role: header ? "switcherItem" : "bottomBarItem", title: items[index].title,
                        frame: itemFrame(at: index), selected: index == selectedIndex, badge: badge?(index))
        }
        return ElementNode(role: header ? "viewSwitcher" : "bottomBar", frame: frame, children: children)
    }
}
