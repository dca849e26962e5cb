import Testing
@testable import PagerCore

/// The header's optional parallax gradient: laid over the expanded header, moving up at half the
/// collapse, fading out as it collapses.
@Suite(.tags(.unit))
struct HeaderGradientTests {
    private let theme = Theme()

    private func bands(_ header: CollapsingHeader) -> [(Rect, Color)] {
        var list = DrawList()
        header.draw(into: &list, measurer: FixedWidthTextMeasurer(), theme: theme)
        return list.commands.dropFirst().compactMap { if case let .fill(rect, color, _) = $0 { (rect, color) } else { nil } }
    }

    @Test func theGradientScrollsAtHalfTheCollapseAndFades() {
        let header = CollapsingHeader(title: "Market")
        header.width = 400
        let end = Color(rgb: 0x5856D6)
        #expect(bands(header).isEmpty, "no gradient unless asked for")
        header.backgroundGradient = end
        let expanded = bands(header)
        #expect(expanded.count == CollapsingHeader.gradientBands)
        #expect(expanded.first?.0.y == 0 && expanded.allSatisfy { $0.1.alpha == 255 })
        #expect(expanded.last?.1 == theme.headerBackground.mixed(with: end, fraction: 23.5 / 24))
        header.setCollapse(53) // half of 106
        let half = bands(header)
        #expect(half.first?.0.y == -26.5, "the layer moved half as far as the header's edge")
        #expect(half.allSatisfy { $0.1.alpha == 128 })
        header.setCollapseFraction(1)
        #expect(bands(header).isEmpty, "the compact bar is plain")
    }
}
