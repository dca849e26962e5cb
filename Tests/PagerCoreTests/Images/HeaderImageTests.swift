import Testing
@testable import PagerCore

/// The collapsing header's background picture: parallax, fade, and a scrim that keeps the
/// title legible throughout the collapse.
@Suite("HeaderImage", .tags(.unit)) struct HeaderImageTests {
    let theme = Theme()
    let source = ImageSource(path: "/photos/market.jpg")

    private func header() -> CollapsingHeader {
        let header = CollapsingHeader(title: "Market")
        header.width = 400
        header.backgroundImage = source
        return header
    }

    private func draw(_ header: CollapsingHeader, _ images: ScriptedImages) -> DrawList {
        var list = DrawList()
        header.draw(into: &list, measurer: FixedWidthTextMeasurer(), theme: theme, images: images)
        return list
    }

    @Test func theImageMovesAtHalfTheCollapseAndFades() {
        let images = ScriptedImages([source.path: ImageInfo(phase: .ready(since: 0), pixelSize: Size(width: 800, height: 300))])
        let h = header()
        let expanded = draw(h, images).images
        #expect(expanded.count == 1 && expanded[0].clip == Rect(x: 0, y: 0, width: 400, height: 150))
        #expect(expanded[0].opacity == 1)
        // Fill: 800 x 300 covering 400 x 150 at scale 0.5 exactly.
        #expect(expanded[0].frame == Rect(x: 0, y: 0, width: 400, height: 150))
        h.setCollapse(53) // half of 106
        let half = draw(h, images).images
        #expect(half[0].clip.y == -26.5, "half the collapse")
        #expect(abs(half[0].opacity - 0.5) < 1e-12 && abs(h.backgroundImageOpacity - 0.5) < 1e-12)
        h.setCollapseFraction(1)
        #expect(draw(h, images).images.isEmpty, "gone once the compact bar has taken over")
    }

    @Test func theScrimKeepsTheTitleAtFourAndAHalfToOne() {
        let h = header()
        for fraction in [0, 0.1, 0.25, 0.5, 0.75, 0.9, 0.99] {
            h.setCollapseFraction(fraction)
            let scrim = h.backgroundScrim(theme: theme)
            let a = UInt8((h.backgroundImageOpacity * 255).rounded())
            for grey in stride(from: 0, through: 255, by: 51) {
                let picture = Color(red: UInt8(grey), green: UInt8(grey), blue: UInt8(grey)).withAlpha(a)
                let shown = scrim.over(picture.over(theme.headerBackground))
                #expect(theme.headerText.contrastRatio(with: shown) >= 4.5, "at \(fraction), grey \(grey)")
            }
        }
    }

    @Test func theScrimIsDrawnOverTheImageUnderTheTitle() {
        let images = ScriptedImages([source.path: ImageInfo(phase: .ready(since: 0))])
        let h = header()
        let list = draw(h, images)
        let scrim = h.backgroundScrim(theme: theme)
        guard let image = list.commands.firstIndex(where: { if case .image = $0 { true } else { false } }),
              let fill = list.commands.firstIndex(of: .fill(h.frame, scrim, cornerRadius: 0)),
              let title = list.commands.firstIndex(where: { if case .text = $0 { true } else { false } }) else {
            Issue.record("missing image, scrim or title in \(list.commands)")
            return
        }
        #expect(image < fill && fill < title)
        #expect(scrim.alpha > 0)
    }

    @Test func withoutAnImageTheHeaderDrawsAsBefore() {
        let h = CollapsingHeader(title: "Market")
        h.width = 400
        h.setCollapse(30)
        var before = DrawList(), after = DrawList()
        h.draw(into: &before, measurer: FixedWidthTextMeasurer(), theme: theme)
        let images = ScriptedImages()
        h.draw(into: &after, measurer: FixedWidthTextMeasurer(), theme: theme, images: images)
        #expect(before.commands == after.commands && images.asks.isEmpty)
    }
}
