import PagerCore

/// Seed 003's custom menu item (docs/seeds.md): a title on a strip whose selection is a pill in the
/// page's colour (drawn by the strip, so one pill slides instead of two fading). It reports
/// `didSelect()` / `didDeselect()`.
final class PillMenuItem: MenuItemView {
    let title: String
    private(set) var isSelected = false

    init(title: String) { self.title = title }

    func didSelect() { isSelected = true }
    func didDeselect() { isSelected = false }

    func preferredWidth(measurer: any TextMeasuring, theme: Theme) -> Double {
        measurer.size(of: title, style: style(theme)).width + 3 * theme.padding
    }

    private func style(_ theme: Theme) -> TextStyle { TextStyle(size: theme.tabTitleSize, bold: true) }

    /// The title alone: the strip draws the pill behind it (``TabbedView/SelectionStyle/pill``),
    /// one pill that slides between tabs in the page's colour, and asks for the selected look
    /// (selection 1, `tabSelected` a colour readable on the pill) only where the pill is.
    func draw(in frame: Rect, selection: Double, into list: inout DrawList, measurer: any TextMeasuring, theme: Theme) {
        let style = style(theme)
        let (text, size) = measurer.fitted(title, style: style, toFit: max(0, frame.width - 2 * theme.padding))
        let color = theme.tabUnselected.mixed(with: theme.tabSelected, fraction: selection)
        list.text(text, at: Point(x: frame.midX - size.width / 2, y: frame.midY - size.height / 2), style: style, color: color)
    }
}
