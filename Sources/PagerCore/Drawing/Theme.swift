import ScrollPhysics

/// Colours, font sizes, spacing and corner radii shared by the components.
///
/// Its numbers are kept where drawing stays sound: a font size within ``fontSizeRange``, the
/// indicator's height, the corner radius and the padding within 0...1000 points, the page
/// dimming within 0...1; a value outside counts as the nearer end, NaN as the default.
public struct Theme: Sendable, Equatable {
    /// The font sizes a theme may name, in points.
    public static let fontSizeRange = 1.0...1000.0

    /// `size` within ``fontSizeRange``, `fallback` for NaN.
    static func fontSize(_ size: Double, or fallback: Double) -> Double {
        size.clamped(to: fontSizeRange, nan: fallback)
    }

    /// Window background.
    public var background = Color(rgb: 0xFFFFFF)
    /// Header bar fill: UIKit's `.systemBlue` deepened like
    /// ``tabSelected``, so its white title meets WCAG's 4.5:1 (5.6:1; 4.0:1 on #007AFF).
    public var headerBackground = Color(rgb: 0x0066CC)
    /// Header title colour.
    public var headerText = Color.white
    /// Header title size in points.
    public var headerTitleSize = 20.0 {
        didSet { headerTitleSize = Self.fontSize(headerTitleSize, or: 20.0) }
    }
    /// Compact (collapsed) header title size in points.
    public var compactTitleSize = 17.0 {
        didSet { compactTitleSize = Self.fontSize(compactTitleSize, or: 17.0) }
    }
    /// Large title size in an expanded collapsing header (UIKit's large title is 34 pt).
    public var largeTitleSize = 34.0 {
        didSet { largeTitleSize = Self.fontSize(largeTitleSize, or: 34.0) }
    }
    /// Tab strip fill.
    public var tabBackground = Color(rgb: 0xFFFFFF)
    /// Selected tab title and indicator colour: a deeper blue than UIKit's `systemBlue`
    /// (#007AFF, 4.0:1 on white), so a selected title meets WCAG's 4.5:1 (5.6:1).
    public var tabSelected = Color(rgb: 0x0066CC)
    /// Unselected tab title colour.
    public var tabUnselected = Color(rgb: 0x6E6E73)
    /// Tab title size in points.
    public var tabTitleSize = 15.0 {
        didSet { tabTitleSize = Self.fontSize(tabTitleSize, or: 15.0) }
    }
    /// Indicator thickness in points.
    public var indicatorHeight = 3.0 {
        didSet { indicatorHeight = indicatorHeight.clamped(to: 0...1000, nan: 3.0) }
    }
    /// Hairline separators.
    public var separator = Color(rgb: 0xD1D1D6)
    /// Title drawn on a page.
    public var pageTitleSize = 34.0 {
        didSet { pageTitleSize = Self.fontSize(pageTitleSize, or: 34.0) }
    }
    /// List row title size.
    public var rowTitleSize = 17.0 {
        didSet { rowTitleSize = Self.fontSize(rowTitleSize, or: 17.0) }
    }
    /// List row subtitle size.
    public var rowSubtitleSize = 13.0 {
        didSet { rowSubtitleSize = Self.fontSize(rowSubtitleSize, or: 13.0) }
    }
    /// List row text colour.
    public var rowText = Color(rgb: 0x1C1C1E)
    /// List row secondary text colour.
    public var rowSecondaryText = Color(rgb: 0x6E6E73)
    /// List row background.
    public var rowBackground = Color(rgb: 0xFFFFFF)
    /// Highlight of a tapped row.
    public var rowHighlight = Color(rgb: 0xD1D1D6)
    /// A list's scroll indicator: translucent black, like UIKit's default indicator on light content.
    public var scrollIndicator = Color(rgb: 0x000000, alpha: 89)
    /// Bottom bar fill.
    public var barBackground = Color(rgb: 0xF9F9F9)
    /// Selected bottom bar item colour: the deeper blue of ``tabSelected`` (5.3:1 on the bar).
    public var barSelected = Color(rgb: 0x0066CC)
    /// Unselected bottom bar item colour: the tabs' grey (4.8:1 on the bar; UIKit's #8E8E93 is 3.1:1).
    public var barUnselected = Color(rgb: 0x6E6E73)
    /// Bottom bar title size.
    public var barTitleSize = 11.0 {
        didSet { barTitleSize = Self.fontSize(barTitleSize, or: 11.0) }
    }
    /// What stands in for a picture until its pixels arrive, and behind one that cannot be
    /// shown: UIKit's `systemGray5` (#E5E5EA in light, #2C2C2E in the dark theme), a quiet tone
    /// between the background and the separators.
    public var imagePlaceholder = Color(rgb: 0xE5E5EA)
    /// The keyboard focus ring.
    public var focusRing = Color(rgb: 0x0A84FF)
    /// What a control acts in: a filled button's fill, a tinted or plain button's title (made
    /// darker or lighter where it would not reach 4.5:1 on its backdrop, ``Color/legible(on:)``).
    public var accent = Color(rgb: 0x0066CC)
    /// The cards of the overlays (shortcuts, motion inspector) behind their text: opaque, so the
    /// page's own large title never shows through the card's text.
    public var overlayBackground = Color(rgb: 0x1C1C1E)
    /// Overlay text.
    public var overlayText = Color(rgb: 0xF2F2F7)
    /// Corner radius of cards, focus rings and overlays.
    public var cornerRadius = 8.0 {
        didSet { cornerRadius = cornerRadius.clamped(to: 0...1000, nan: 8.0) }
    }
    /// Horizontal padding inside tabs and rows.
    public var padding = 16.0 {
        didSet { padding = padding.clamped(to: 0...1000, nan: 16.0) }
    }
    /// How far a page's colour is mixed towards the window background, 0...1: 0 in the light
    /// theme; the dark theme tones the saturated system colours down (Material's dark theme
    /// guidance: avoid saturated colours on dark surfaces), so a page never glares next to the
    /// dark bars.
    public var pageDimming = 0.0 {
        didSet { pageDimming = pageDimming.clamped(to: 0...1, nan: 0.0) }
    }

    /// A page's fill in this theme: `color` mixed ``pageDimming`` of the way to the background.
    public func pageColor(_ color: Color) -> Color {
        pageDimming > 0 ? color.mixed(with: background, fraction: pageDimming) : color
    }

    /// The light theme.
    public init() {}

    /// Every text style the components draw with (a front end opens those fonts ahead of time,
    /// when idle, rather than in the frame that first shows one: opening a face costs ms).
    public var textStyles: [TextStyle] {
        [TextStyle(size: headerTitleSize, bold: true), TextStyle(size: compactTitleSize, bold: true),
         TextStyle(size: largeTitleSize, bold: true), TextStyle(size: tabTitleSize, bold: true),
         TextStyle(size: pageTitleSize, bold: true), TextStyle(size: rowTitleSize),
         TextStyle(size: rowSubtitleSize), TextStyle(size: barTitleSize, bold: true)]
            + CollapsingHeader.titleSizes(theme: self).map { TextStyle(size: $0, bold: true) }
    }
}
