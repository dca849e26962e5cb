/// A page of one colour with its title in the middle, in black or white, whichever reads better
/// on the colour, elided to fit with the theme's padding on both sides.
public final class ColorPage: Page {
    /// The title drawn in the middle (and the page's name in the element tree).
    public var title: String {
        get { storedTitle }
        set { storedTitle = newValue }
    }
    private var storedTitle: String
    /// The page's colour (the theme may tone it down: ``Theme/pageColor(_:)``); nil for the
    /// theme's background.
    public var color: Color? {
        get { storedColor }
        set { storedColor = newValue }
    }
    private var storedColor: Color?

    /// A page titled `title` in `color` (nil: the theme's background).
    public init(title: String, color: Color?) {
        self.storedTitle = title
        self.storedColor = color
    }

    /// The colour the page shows in `theme`.
    public func fill(in theme: Theme) -> Color { color.map(theme.pageColor) ?? theme.background }

    public func drawBackground(in frame: Rect, into list: inout DrawList, context: PageContext) {
        list.fill(frame, fill(in: context.theme))
    }

    public func draw(in frame: Rect, into list: inout DrawList, context: PageContext) {
        let theme = context.theme
        let style = TextStyle(size: theme.pageTitleSize, bold: true)
        let (text, size) = context.measurer.fitted(title, style: style, toFit: max(0, frame.width - 2 * theme.padding))
        let origin = Point(x: frame.midX - size.width / 2, y: frame.midY - size.height / 2)
        list.clipped(to: frame) { $0.text(text, at: origin, style: style, color: fill(in: theme).contrastingText) }
    }
}
