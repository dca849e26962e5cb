import PagerCore

/// Draws the plain pages of the demo: a colour with its title in the middle.
struct PageContent {
    let theme: Theme
    let measurer: any TextMeasuring

    func draw(_ page: DemoConfig.Page, in frame: Rect, into list: inout DrawList) {
        let color = page.color.map(theme.pageColor) ?? theme.background
        list.fill(frame, color)
        let style = TextStyle(size: theme.pageTitleSize, bold: true)
        drawCentered(page.title, in: frame, style: style, color: color.contrastingText, into: &list)
    }

    /// Draws `text` centred in `rect`, elided to fit with padding on both sides.
    func drawCentered(_ text: String, in rect: Rect, style: TextStyle, color: Color, into list: inout DrawList) {
        let (fitted, size) = measurer.fitted(text, style: style, toFit: max(0, rect.width - 2 * theme.padding))
        let origin = Point(x: rect.midX - size.width / 2, y: rect.midY - size.height / 2)
        list.clipped(to: rect) { $0.text(fitted, at: origin, style: style, color: color) }
    }
}
