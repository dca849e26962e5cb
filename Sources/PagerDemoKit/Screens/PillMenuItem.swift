import PagerCore

/// Seed 003's custom menu item: a rounded pill fills in behind the title as it becomes selected,
/// instead of the plain label's colour change. It reports `didSelect()` / `didDeselect()`.
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

    func draw(in frame: Rect, selection: Double, into list: inout DrawList, measurer: any TextMeasuring, theme: Theme) {
        let style = style(theme)
        let (text, size) = measurer.fitted(title, style: style, toFit: max(0, frame.width - 2 * theme.padding))
        let pillHeight = min(frame.height - 12, size.height + 12)
        let pill = Rect(x: frame.x + 6, y: frame.midY - pillHeight / 2, width: frame.width - 12, height: pillHeight)
        let alpha = UInt8((selection * 255).rounded())
        list.fill(pill, theme.tabSelected.withAlpha(alpha), cornerRadius: pillHeight / 2)
        let color = theme.tabUnselected.mixed(with: theme.tabSelected.contrastingText, fraction: selection)
        list.text(text, at: Point(x: frame.midX - size.width / 2, y: frame.midY - size.height / 2), style: style, color: color)
    }
}
