@testable import PagerCore
import Testing

/// The built-in page transitions against their formulas (``PageTransition``), the draw list's
/// vector transform, and a pager drawn through them frame by frame.
@Suite(.tags(.unit))
struct PageTransitionTests {
    private func position(_ p: Double) -> PagePosition { PagePosition(offset: p, length: 400, crossLength: 300) }

    @Test func slideChangesNothing() {
        for p in [-1.0, -0.5, 0, 0.3, 1] { #expect(PageTransition.slide.transform(position(p)).isIdentity) }
        #expect(PageTransition.slide.isSlide)
        #expect(!PageTransition { _ in .identity }.isSlide)
    }

    @Test(arguments: [-1.0, -0.4, 0, 0.25, 0.9])
    func parallaxMovesTheContentAtHalfSpeed(p: Double) {
        let t = PageTransition.parallax.transform(position(p))
        #expect(t.contentShift == -p * 400 / 2)
        #expect(t.translation == 0 && t.scale == 1 && t.opacity == 1)
        // On screen the content moves p × 400 - p × 200: half its page's slide.
        #expect(p * 400 + t.contentShift == p * 200)
    }

    /// Android's ZoomOutPageTransformer: scale max(0.85, 1 - |p|), alpha 0.5 + (scale - 0.85) /
    /// 0.15 × 0.5, moved toward the centre by the horizontal margin less half the vertical one.
    @Test(arguments: [-1.0, -0.6, -0.1, 0, 0.05, 0.5, 1])
    func zoomOutFollowsAndroidsTransformer(p: Double) {
        let t = PageTransition.zoom.transform(position(p))
        let scale = max(0.85, 1 - abs(p))
        let horizontal = 400 * (1 - scale) / 2, vertical = 300 * (1 - scale) / 2
        #expect(isClose(t.scale, scale))
        #expect(isClose(t.opacity, 0.5 + (scale - 0.85) / 0.15 * 0.5))
        #expect(isClose(t.translation, p < 0 ? horizontal - vertical / 2 : -(horizontal - vertical / 2)))
    }

    @Test func zoomHidesPagesBeyondOneAway() {
        #expect(PageTransition.zoom.transform(position(1.01)).opacity == 0)
        #expect(PageTransition.zoom.transform(position(-2)).opacity == 0)
    }

    @Test(arguments: [-1.0, -0.75, -0.4, -0.01])
    func depthHoldsTheLeavingPageStillFadingAndShrinkingUnderneath(p: Double) {
        let t = PageTransition.depth.transform(PagePosition(offset: p, length: 400, crossLength: 300, stride: 410))
        #expect(t.translation == -p * 410, "cancels its slide of p × stride")
        #expect(isClose(t.opacity, 1 + p))
        #expect(isClose(t.scale, 0.75 + 0.25 * (1 + p)))
        #expect(t.layer == -1)
    }

    @Test func depthSlidesTheArrivingPageInOnTop() {
        for p in [0.0, 0.3, 1] { #expect(PageTransition.depth.transform(position(p)).isIdentity) }
    }

    /// Scale 0.5 about the centre of a 400 × 300 page at (100, 50), moved 20 right, content
    /// shifted 40 right first, 60 % opaque: `centre + (q + shift - centre) × 0.5 + move`.
    @Test func theDrawListTransformsCommandsAsVectors() {
        var list = DrawList()
        let frame = Rect(x: 100, y: 50, width: 400, height: 300)
        let transform = PageTransform(translation: 20, scale: 0.5, opacity: 0.6, contentShift: 40)
        list.transformed(transform, frame: frame, forward: Point(x: 1, y: 0), background: { list in
            list.fill(frame, Color(rgb: 0xFF0000))
        }, content: { list in
            list.text("Title", at: Point(x: 200, y: 150), style: TextStyle(size: 17), color: Color(rgb: 0x000000))
            list.polygon([Point(x: 300, y: 200), Point(x: 320, y: 200), Point(x: 310, y: 220)], Color(rgb: 0x0000FF))
        })
        func map(_ x: Double, _ y: Double, shifted: Bool) -> Point {
            Point(x: 300 + (x + (shifted ? 40 : 0) - 300) * 0.5 + 20, y: 200 + (y - 200) * 0.5)
        }
        let faded = UInt8((255 * 0.6).rounded())
        #expect(list.commands == [
            .fill(Rect(x: 220, y: 125, width: 200, height: 150), Color(rgb: 0xFF0000).withAlpha(faded), cornerRadius: 0),
            .pushClip(Rect(x: 220, y: 125, width: 200, height: 150)),
            .text("Title", origin: map(200, 150, shifted: true), style: TextStyle(size: 8.5), color: Color(rgb: 0x000000).withAlpha(faded)),
            .polygon([map(300, 200, shifted: true), map(320, 200, shifted: true), map(310, 220, shifted: true)],
                     Color(rgb: 0x0000FF).withAlpha(faded)),
            .popClip,
        ])
    }

    @Test func textSizesRoundToHalfPoints() {
        var list = DrawList()
        let frame = Rect(x: 0, y: 0, width: 100, height: 100)
        list.transformed(PageTransform(scale: 0.9), frame: frame, forward: Point(x: 1, y: 0), background: { _ in }, content: { list in
            list.text("A", at: .zero, style: TextStyle(size: 17), color: Color(rgb: 0))
        })
        guard case let .text(_, _, style, _) = list.commands[1] else { Issue.record("no text"); return }
        #expect(style.size == 15.5, "17 × 0.9 = 15.3 → 15.5")
    }

    @Test func theIdentityAddsNoCommands() {
        var plain = DrawList(), transformed = DrawList()
        let frame = Rect(x: 0, y: 0, width: 100, height: 100)
        plain.fill(frame, Color(rgb: 0xFF0000))
        plain.text("A", at: .zero, style: TextStyle(size: 17), color: Color(rgb: 0))
        transformed.transformed(.identity, frame: frame, forward: Point(x: 1, y: 0),
                                background: { $0.fill(frame, Color(rgb: 0xFF0000)) },
                                content: { $0.text("A", at: .zero, style: TextStyle(size: 17), color: Color(rgb: 0)) })
        #expect(plain.commands == transformed.commands)
    }

    /// A 400 pt pager settling from page 0 to 1, drawn through depth every frame at 60 fps:
    /// page 0 (offset -position) is drawn first, held still at its resting frame's centre and
    /// scaled `0.75 + 0.25 × (1 - position)`; page 1 slides in on top unchanged.
    @Test func aPagerDrawsThroughTheTransitionFrameByFrame() {
        let pager = PagedView(pageCount: 3)
        pager.frame = Rect(x: 0, y: 0, width: 400, height: 300)
        pager.moveToPage(at: 1, at: 0)
        var frame = 1
        var checked = 0
        while frame < 60 {
            pager.advance(to: Double(frame) / 60)
            let p = pager.position
            var list = DrawList()
            pager.drawPages(into: &list, transition: .depth, background: { index, frame, list in
                list.fill(frame, Color(rgb: UInt32(0x100000 * (index + 1))))
            }, content: { _, _, _ in })
            let fills = list.commands.compactMap { command -> (Rect, Color)? in
                if case let .fill(rect, color, _) = command { return (rect, color) }
                return nil
            }
            if p > 0.001 && p < 0.999 {
                #expect(fills.count == 2)
                let scale = 0.75 + 0.25 * (1 - p)
                let leaving = fills[0], arriving = fills[1]
                #expect(leaving.1.red == 0x10 && arriving.1.red == 0x20, "the leaving page first, under")
                #expect(isClose(leaving.0.midX, 200, 1e-9) && isClose(leaving.0.width, 400 * scale, 1e-9))
                #expect(leaving.1.alpha == UInt8((255 * (1 - p)).rounded()))
                #expect(isClose(arriving.0.x, 400 * (1 - p), 1e-9) && arriving.0.width == 400)
                checked += 1
            }
            frame += 1
        }
        #expect(checked > 5)
    }
}
