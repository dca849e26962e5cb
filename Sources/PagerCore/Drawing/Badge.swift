/// A small count or label at the corner of a tab or a bar item (Tabman's `badgeValue`,
/// UITabBarItem's `badgeValue`): white text on a red capsule, read from the data on every draw,
/// so a new value shows on the next frame.
public enum Badge {
    /// iOS's system red (UIColor.systemRed, light appearance), the colour of its tab bar badges.
    public static let background = Color(rgb: 0xFF3B30)
    /// The capsule's height in points; short text keeps it a circle.
    public static let height = 18.0

    /// The largest badge text, in points: its 1.2 em line stays inside the capsule.
    public static let maximumTextSize = 13.0

    /// Three quarters of the tab title's size, at most ``maximumTextSize``.
    private static func style(_ theme: Theme) -> TextStyle {
        TextStyle(size: min(maximumTextSize, max(6, theme.tabTitleSize * 0.75)), bold: true)
    }

    /// The capsule for `text` with its top-right corner at `corner`.
    public static func frame(for text: String, topRight corner: Point, measurer: any TextMeasuring, theme: Theme) -> Rect {
        let width = max(height, measurer.size(of: text, style: style(theme)).width + 10)
        return Rect(x: corner.x - width, y: corner.y, width: width, height: height)
    }

    /// Draws the badge with its top-right corner at `corner`, kept inside `bounds`.
    public static func draw(_ text: String, topRight corner: Point, within bounds: Rect, into list: inout DrawList,
                            measurer: any TextMeasuring, theme: Theme) {
        var capsule = frame(for: text, topRight: corner, measurer: measurer, theme: theme)
        capsule.x = max(bounds.x, min(capsule.x, bounds.maxX - capsule.width))
        list.fill(capsule, background, cornerRadius: height / 2)
        let style = style(theme)
        let (fitted, size) = measurer.fitted(text, style: style, toFit: capsule.width - 4)
        list.text(fitted, at: Point(x: capsule.midX - size.width / 2, y: capsule.midY - size.height / 2),
                  style: style, color: Color(rgb: 0xFFFFFF))
    }
}
