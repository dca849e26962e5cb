/// Where the header's one title goes, how big it is and how opaque, for one collapse state.
///
/// As the header collapses the large title moves and shrinks continuously into the compact
/// bar's place (iOS's large-title navigation bar): its size runs from the large title size to
/// the compact one, its left edge from the padding to where the compact title is centred, and it
/// rides on the header's bottom edge, the gap under it growing from
/// ``largeTitleBottomInsetPoints`` to what centres it in the bar. One title, fully opaque, never
/// two half-transparent ones. A header that collapses to nothing (no bar) keeps the large title
/// and fades it as it nears the top, so it is never cut by the edge either. A bar that scrolls
/// away (``CollapsingHeader/hidesCollapsedBar``) slides up whole, its title with it.
///
/// The size moves in whole points: the renderer rasterises a label once per string and size and
/// keeps it, so a collapse costs at most one rasterisation per point between the two sizes (17 by
/// default, each reused afterwards) instead of one per frame.
public struct HeaderTitleLayout: Sendable, Equatable {
    /// Gap between the large title and the header's bottom edge when expanded, in points.
    public static let largeTitleBottomInsetPoints = 8.0

    /// The title's text (elided to fit at its size).
    public var title: String
    /// Its top-left corner.
    public var origin: Point
    /// Its font size in points, whole points between the compact and the large title sizes.
    public var size: Double
    /// Its opacity, 0...1 (below 1 only for a header with no compact bar).
    public var opacity: Double
}

extension CollapsingHeader {
    /// The title layout for the current collapse.
    public func titleLayout(measurer: any TextMeasuring, theme: Theme) -> HeaderTitleLayout {
        // Laid out as if the bar had not moved, then moved up with it (and cut by the frame).
        let originY = origin.y - hiddenBarHeight, height = self.height + hiddenBarHeight
        let textWidth = max(0, width - 2 * theme.padding)
        let inset = HeaderTitleLayout.largeTitleBottomInsetPoints
        let largeHeight = measurer.size(of: title, style: TextStyle(size: theme.largeTitleSize, bold: true)).height
        // Room for a large title above the compact bar; a header without it shows the compact
        // title throughout.
        let travel = expandedHeight - inset - largeHeight - collapsedHeight
        guard travel > 0 else {
            let style = TextStyle(size: theme.compactTitleSize, bold: true)
            let (text, size) = measurer.fitted(title, style: style, toFit: textWidth)
            return HeaderTitleLayout(title: text, origin: Point(x: origin.x + (width - size.width) / 2,
                                                                y: originY + (height - size.height) / 2),
                                     size: style.size, opacity: 1)
        }
        guard collapsedHeight > 0 else {
            // No bar to move into: the large title rides up and fades over its travel.
            let style = TextStyle(size: theme.largeTitleSize, bold: true)
            let (text, _) = measurer.fitted(title, style: style, toFit: textWidth)
            let top = originY + height - inset - largeHeight
            return HeaderTitleLayout(title: text, origin: Point(x: origin.x + theme.padding, y: top),
                                     size: style.size, opacity: clamp01((top - originY) / travel))
        }
        let progress = collapseFraction
        let size = (theme.largeTitleSize + (theme.compactTitleSize - theme.largeTitleSize) * progress).rounded()
        let (text, textSize) = measurer.fitted(title, style: TextStyle(size: size, bold: true), toFit: textWidth)
        let centredInset = (collapsedHeight - textSize.height) / 2
        let bottomInset = inset + (centredInset - inset) * progress
        let top = max(originY, originY + height - bottomInset - textSize.height)
        let leading = origin.x + theme.padding, centred = origin.x + (width - textSize.width) / 2
        return HeaderTitleLayout(title: text, origin: Point(x: leading + (centred - leading) * progress, y: top),
                                 size: size, opacity: 1)
    }

    /// Every title size a collapse can draw (whole points from the compact size to the large
    /// one), for a front end to open ahead of time.
    public static func titleSizes(theme: Theme) -> [Double] {
        let low = min(theme.compactTitleSize, theme.largeTitleSize), high = max(theme.compactTitleSize, theme.largeTitleSize)
        return Array(stride(from: low.rounded(), through: high.rounded(), by: 1))
    }

    /// How fast the background gradient moves against the header's bottom edge: half, the
    /// usual parallax factor of a collapsing toolbar's image (Material's
    /// `CollapsingToolbarLayout` default `layout_collapseParallaxMultiplier` is 0.5).
    public static let parallaxFactor = 0.5
    /// The gradient is drawn as this many bands (the draw list has no gradients).
    public static let gradientBands = 24

    /// Appends the header: its bar, the parallax gradient if any, the background image if any
    /// (from `images`) under its scrim, and the one title of ``titleLayout(measurer:theme:)``.
    public func draw(into list: inout DrawList, measurer: any TextMeasuring, theme: Theme,
                     images: any ImageProviding = NoImages.shared) {
        let rect = frame
        guard rect.width > 0, rect.height > 0 else { return }
        list.fill(rect, theme.headerBackground)
        let layout = titleLayout(measurer: measurer, theme: theme)
        list.clipped(to: rect) { list in
            drawGradient(into: &list, base: theme.headerBackground)
            drawBackgroundImage(into: &list, measurer: measurer, theme: theme, images: images)
            guard layout.opacity > 0 else { return }
            list.text(layout.title, at: layout.origin, style: TextStyle(size: layout.size, bold: true),
                      color: faded(theme.headerText, layout.opacity))
        }
    }

    /// The gradient from the bar colour at the top to ``backgroundGradient`` at the expanded
    /// header's bottom, laid out over the expanded height, moved up by ``parallaxFactor`` of the
    /// collapse and faded by the collapse fraction.
    private func drawGradient(into list: inout DrawList, base: Color) {
        guard let end = backgroundGradient, expandedHeight > 0 else { return }
        let opacity = 1 - collapseFraction
        guard opacity > 0 else { return }
        let bands = Self.gradientBands, band = expandedHeight / Double(bands)
        let top = origin.y - collapse * Self.parallaxFactor
        for k in 0..<bands {
            let color = base.mixed(with: end, fraction: (Double(k) + 0.5) / Double(bands))
            let alpha = UInt8((Double(color.alpha) * opacity).rounded())
            list.fill(Rect(x: origin.x, y: top + Double(k) * band, width: width, height: band), color.withAlpha(alpha))
        }
    }

    /// The header as an inspection node: role "header", its title and frame.
    public func elementNode() -> ElementNode {
        ElementNode(role: "header", title: title, frame: frame)
    }

    private func faded(_ color: Color, _ opacity: Double) -> Color {
        color.withAlpha(UInt8((Double(color.alpha) * clamp01(opacity)).rounded()))
    }
}

private func clamp01(_ value: Double) -> Double { min(max(value, 0), 1) }
