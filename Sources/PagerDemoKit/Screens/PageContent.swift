import PagerCore

/// Draws the plain pages of the demo: a colour with its title in the middle.
struct PageContent {
    let theme: Theme
    let measurer: any TextMeasuring

    func draw(_ page: DemoConfig.Page, in frame: Rect, into list: inout DrawList) {
        drawBackground(page, in: frame, into: &list)
        drawTitle(page, in: frame, into: &list)
    }

    /// The page's colour over its frame.
    func drawBackground(_ page: DemoConfig.Page, in frame: Rect, into list: inout DrawList) {
        list.fill(frame, background(of: page))
    }

    /// The page's title in the middle, in the colour that reads on its background.
    func drawTitle(_ page: DemoConfig.Page, in frame: Rect, into list: inout DrawList) {
        let style = TextStyle(size: theme.pageTitleSize, bold: true)
        drawCentered(page.title, in: frame, style: style, color: background(of: page).contrastingText, into: &list)
    }

    private func background(of page: DemoConfig.Page) -> Color {
        page.color.map(theme.pageColor) ?? theme.background
    }

    /// Draws `text` centred in `rect`, elided to fit with padding on both sides.
    func drawCentered(_ text: String, in rect: Rect, style: TextStyle, color: Color, into list: inout DrawList) {
        let (fitted, size) = measurer.fitted(text, style: style, toFit: max(0, rect.width - 2 * theme.padding))
        let origin = Point(x: rect.midX - size.width / 2, y: rect.midY - size.height / 2)
        list.clipped(to: rect) { $0.text(fitted, at: origin, style: style, color: color) }
    }
}
