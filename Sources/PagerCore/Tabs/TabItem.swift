/// One tab's view, told `onSelected()` / `onNotSelected()` so a custom tab can restyle itself
/// when it is selected, plus how it draws and how wide it would like to be.
public protocol TabItem: AnyObject {
    /// The tab's title, for inspection (`--dump-tree`) and accessibility.
    var title: String { get }
    /// This tab became the selected one.
    func onSelected()
    /// This tab stopped being the selected one.
    func onNotSelected()
    /// The width this tab wants under `.selfSizing` (content plus padding), in points.
    func preferredWidth(measurer: any TextMeasuring, theme: Theme) -> Double
    /// Draws the tab in `frame`. `selection` runs from 0 (unselected) to 1 (selected) and is
    /// fractional while the pager is between pages, so colours can follow the finger.
    func draw(in frame: Rect, selection: Double, into list: inout DrawList, measurer: any TextMeasuring, theme: Theme)
}

/// The default tab: a title whose colour runs from the unselected to the selected colour.
public final class TitleTabItem: TabItem {
    /// The title.
    public let title: String
    /// Whether it is the selected tab (kept for restyling; drawing follows `selection`).
    public private(set) var isSelected = false

    /// Creates a tab with a title.
    public init(title: String) { self.title = title }

    public func onSelected() { isSelected = true }
    public func onNotSelected() { isSelected = false }

    public func preferredWidth(measurer: any TextMeasuring, theme: Theme) -> Double {
        measurer.size(of: title, style: Self.style(theme)).width + 2 * theme.padding
    }

    public func draw(in frame: Rect, selection: Double, into list: inout DrawList, measurer: any TextMeasuring,
                     theme: Theme) {
        let style = Self.style(theme)
        let color = theme.tabUnselected.mixed(with: theme.tabSelected, fraction: selection)
        let (text, size) = measurer.fitted(title, style: style, toFit: max(0, frame.width - 8))
        let origin = Point(x: frame.midX - size.width / 2, y: frame.midY - size.height / 2)
        list.text(text, at: origin, style: style, color: color)
    }

    static func style(_ theme: Theme) -> TextStyle { TextStyle(size: theme.tabTitleSize, bold: true) }
}
