/// Where the header's two titles go and how opaque each is, for one collapse state.
///
/// Between expanded and collapsed the large title rides up with the header's bottom edge and
/// fades out as it nears the compact bar, while the compact title fades in and rises a few points
/// into the bar: two layers moving at different rates (the parallax), crossfading from a large
/// title to a small one. Neither is ever cut by the header's edge: by the time the large title
/// would slide under the bar it is fully transparent.
///
/// Two fixed sizes crossfade rather than one title scaling continuously: the renderer caches a
/// texture per string and size and tints alpha for free, so a continuous size would rasterise
/// the title again on every frame of a collapse.
public struct HeaderTitleLayout: Sendable, Equatable {
    /// Gap between the large title and the header's bottom edge, in points.
    public static let largeTitleBottomInsetPoints = 8.0
    /// How far below its resting place the compact title starts as it fades in, in points.
    public static let compactTitleRisePoints = 6.0

    /// The large title's text (elided to fit) and top-left corner.
    public var largeTitle: String
    /// The large title's top-left corner.
    public var largeOrigin: Point
    /// The large title's opacity, 0...1.
    public var largeOpacity: Double
    /// The compact title's text (elided to fit).
    public var compactTitle: String
    /// The compact title's top-left corner.
    public var compactOrigin: Point
    /// The compact title's opacity, 0...1 (always 0 when there is no compact bar).
    public var compactOpacity: Double
}

extension CollapsingHeader {
    /// The title layout for the current collapse.
    public func titleLayout(measurer: any TextMeasuring, theme: Theme) -> HeaderTitleLayout {
        let textWidth = max(0, width - 2 * theme.padding)
        let largeStyle = TextStyle(size: theme.largeTitleSize, bold: true)
        let compactStyle = TextStyle(size: theme.compactTitleSize, bold: true)
        let (large, largeSize) = measurer.fitted(title, style: largeStyle, toFit: textWidth)
        let (compact, compactSize) = measurer.fitted(title, style: compactStyle, toFit: textWidth)

        // The large title sits on the bottom edge and moves up with it; it has `travel` points
        // to go before it reaches the compact bar, and it fades over exactly those points.
        let barBottom = origin.y + collapsedHeight
        let restingTop = origin.y + expandedHeight - HeaderTitleLayout.largeTitleBottomInsetPoints
            - largeSize.height
        let travel = restingTop - barBottom
        let largeTop = restingTop - collapse
        let largeOpacity = travel > 0 ? clamp01((largeTop - barBottom) / travel) : 0

        // The compact title appears once the large one is half gone and is opaque when
        // collapsed (`travel` is always shorter than `collapseRange`). A header too short for a
        // large title shows the compact one throughout.
        var compactOpacity = 0.0
        if collapsedHeight > 0 {
            let start = travel / 2
            compactOpacity = travel > 0 ? clamp01((collapse - start) / (collapseRange - start)) : 1
        }
        let restingCompactTop = origin.y + (collapsedHeight - compactSize.height) / 2
        let lowest = max(restingCompactTop, barBottom - compactSize.height)
        let compactTop = min(restingCompactTop + (1 - compactOpacity) * HeaderTitleLayout.compactTitleRisePoints,
                             lowest)
        return HeaderTitleLayout(
            largeTitle: large,
            largeOrigin: Point(x: origin.x + theme.padding, y: largeTop),
            largeOpacity: largeOpacity,
            compactTitle: compact,
            compactOrigin: Point(x: origin.x + (width - compactSize.width) / 2, y: compactTop),
            compactOpacity: compactOpacity)
    }

    /// Appends the header: its bar and the two crossfading titles of ``titleLayout(measurer:theme:)``.
    public func draw(into list: inout DrawList, measurer: any TextMeasuring, theme: Theme) {
        let rect = frame
        guard rect.width > 0, rect.height > 0 else { return }
        list.fill(rect, theme.headerBackground)
        let layout = titleLayout(measurer: measurer, theme: theme)
        list.clipped(to: rect) { list in
            if layout.largeOpacity > 0 {
                list.text(layout.largeTitle, at: layout.largeOrigin,
                          style: TextStyle(size: theme.largeTitleSize, bold: true),
                          color: faded(theme.headerText, layout.largeOpacity))
            }
            if layout.compactOpacity > 0 {
                list.text(layout.compactTitle, at: layout.compactOrigin,
                          style: TextStyle(size: theme.compactTitleSize, bold: true),
                          color: faded(theme.headerText, layout.compactOpacity))
            }
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
