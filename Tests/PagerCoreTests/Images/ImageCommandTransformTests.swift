import Testing
@testable import PagerCore

/// An image command goes through a page transform and a fade as a fill does.
@Suite("ImageCommandTransform", .tags(.unit)) struct ImageCommandTransformTests {
    let page = Rect(x: 0, y: 0, width: 200, height: 100)

    @Test func aTransformMapsTheFrameClipAndRadiusLikeAFill() {
        let rect = Rect(x: 20, y: 10, width: 60, height: 40)
        let clip = Rect(x: 30, y: 15, width: 40, height: 30)
        var transform = PageTransform.identity
        transform.scale = 0.5
        transform.translation = 30
        var list = DrawList()
        list.transformed(transform, frame: page, forward: Point(x: 1, y: 0), background: { _ in }) { list in
            list.fill(rect, .black, cornerRadius: 8)
            list.commands.append(.image(ImageDraw(source: "a.png", frame: rect, clip: clip, cornerRadius: 8)))
        }
        guard case let .fill(mapped, _, radius) = list.commands[1], case let .image(image) = list.commands[2] else {
            Issue.record("unexpected \(list.commands)")
            return
        }
        #expect(image.frame == mapped)
        #expect(image.cornerRadius == radius && radius == 4)
        // The clip by the same map: centre (100, 50) + (q - centre) x 0.5 + (30, 0).
        #expect(image.clip == Rect(x: 100 + (30 - 100) * 0.5 + 30, y: 50 + (15 - 50) * 0.5, width: 20, height: 15))
    }

    @Test func withOpacityMultipliesTheImagesOpacity() {
        var list = DrawList()
        list.withOpacity(0.5) { list in
            list.commands.append(.image(ImageDraw(source: "a.png", frame: page, clip: page, opacity: 0.6)))
        }
        #expect(abs((list.images.first?.opacity ?? 0) - 0.3) < 1e-12)
    }
}
