import Testing
@testable import PagerCore

/// `DrawList.image`: the placeholder while loading, the picture fading in once ready, one
/// command once settled, the broken-picture glyph when it failed.
@Suite("ImageDrawing", .tags(.unit)) struct ImageDrawingTests {
    let box = Rect(x: 0, y: 0, width: 200, height: 100)
    let source = ImageSource(path: "/pictures/a.png")

    private func draw(_ info: ImageInfo?, mode: ImageContentMode = .fit, time: Double = 0, radius: Double = 0,
                      opacity: Double = 1, reducesMotion: Bool = false, scale: Double = 1,
                      in box: Rect? = nil) -> (DrawList, ScriptedImages) {
        let images = ScriptedImages(info.map { [source.path: $0] } ?? [:])
        var list = DrawList()
        list.image(source, in: box ?? self.box, mode: mode, cornerRadius: radius, opacity: opacity,
                   context: .showing(images, time: time, reducesMotion: reducesMotion, pixelScale: scale))
        return (list, images)
    }

    @Test func asksForTheBoxOnScreen() {
        let (_, images) = draw(nil, mode: .fill)
        #expect(images.asks == [.init(path: source.path, box: Size(width: 200, height: 100), mode: .fill, priority: 0)])
    }

    @Test func anUnknownImageShowsTheThemePlaceholderOverTheBox() {
        let (list, _) = draw(nil, radius: 6)
        #expect(list.commands == [.fill(box, Theme().imagePlaceholder, cornerRadius: 6)])
    }

    @Test func aLoadingImageOfKnownSizeShowsItsAverageColourOverTheFittedFrame() {
        let tone = Color(rgb: 0x336699)
        let info = ImageInfo(phase: .loading, pixelSize: Size(width: 100, height: 100), averageColor: tone)
        let (fit, _) = draw(info)
        #expect(fit.commands == [.fill(Rect(x: 50, y: 0, width: 100, height: 100), tone, cornerRadius: 0)])
        // Other modes cover the box.
        let (fill, _) = draw(info, mode: .fill)
        #expect(fill.commands == [.fill(box, tone, cornerRadius: 0)])
    }

    @Test func aReadyImageFadesInOverItsPlaceholder() {
        let size = Size(width: 400, height: 100)
        let info = ImageInfo(phase: .ready(since: 0), pixelSize: size, averageColor: .black, revision: 3)
        let (list, _) = draw(info, time: ImageReveal.duration / 2, radius: 4)
        let fitted = Rect(x: 0, y: 25, width: 200, height: 50)
        #expect(list.commands == [
            .fill(fitted, .black, cornerRadius: 4),
            .image(ImageDraw(source: source, frame: fitted, clip: box, cornerRadius: 4, opacity: 0.5, revision: 3)),
        ])
    }

    @Test func aSettledImageIsOneCommand() {
        let info = ImageInfo(phase: .ready(since: 1), pixelSize: Size(width: 100, height: 100), revision: 1)
        let (list, _) = draw(info, mode: .fill, time: 1 + ImageReveal.duration, opacity: 0.8)
        let expected = ImageDraw(source: source, frame: Rect(x: 0, y: -50, width: 200, height: 200), clip: box,
                                 opacity: 0.8, revision: 1)
        #expect(list.commands == [.image(expected)])
        // Reduced motion: settled at once.
        let (now, _) = draw(info, mode: .fill, time: 1, opacity: 0.8, reducesMotion: true)
        #expect(now.commands == [.image(expected)])
    }

    @Test func centerUsesTheContextsPixelScale() {
        let info = ImageInfo(phase: .ready(since: 0), pixelSize: Size(width: 80, height: 40))
        let (list, _) = draw(info, mode: .center, time: 5, scale: 2)
        #expect(list.images.map(\.frame) == [Rect(x: 80, y: 40, width: 40, height: 20)])
    }

    @Test func aNewRevisionChangesTheCommand() {
        var info = ImageInfo(phase: .ready(since: 0), pixelSize: Size(width: 100, height: 100), revision: 1)
        let (first, _) = draw(info, time: 5)
        info.revision = 2
        let (second, _) = draw(info, time: 5)
        #expect(first.commands != second.commands)
        #expect(second.images.map(\.revision) == [2])
    }

    @Test func aFailedImageShowsTheBrokenPictureGlyph() {
        let (list, _) = draw(ImageInfo(phase: .failed), radius: 3)
        let theme = Theme()
        #expect(list.commands.first == .fill(box, theme.imagePlaceholder, cornerRadius: 3))
        #expect(list.images.isEmpty)
        // The glyph: shapes in the secondary colour, all within the 32 x 25.6 frame centred in the box.
        let glyph = list.commands.dropFirst()
        #expect(glyph.count >= 4)
        let glyphFrame = Rect(x: 100 - 16, y: 50 - 12.8, width: 32, height: 25.6).insetBy(dx: -1.5, dy: -1.5)
        var secondary = 0
        for command in glyph {
            switch command {
            case let .fill(rect, color, _):
                #expect(glyphFrame.contains(Point(x: rect.x, y: rect.y)) && glyphFrame.contains(Point(x: rect.maxX, y: rect.maxY)))
                if color == theme.rowSecondaryText { secondary += 1 }
            case let .polygon(points, color):
                #expect(points.allSatisfy { glyphFrame.contains($0) })
                if color == theme.rowSecondaryText { secondary += 1 }
            default:
                Issue.record("unexpected \(command)")
            }
        }
        #expect(secondary >= 4)
        // A box too small for it shows the placeholder alone.
        let (small, _) = draw(ImageInfo(phase: .failed), in: Rect(x: 0, y: 0, width: 12, height: 12))
        #expect(small.commands.count == 1)
    }

    @Test func degenerateInputDrawsAndAsksNothing() {
        let boxes = [Rect(x: 0, y: 0, width: 0, height: 10), Rect(x: .nan, y: 0, width: 10, height: 10),
                     Rect(x: 0, y: 0, width: .infinity, height: 10), Rect(x: 0, y: 0, width: 10, height: -4)]
        for bad in boxes {
            let (list, images) = draw(nil, in: bad)
            #expect(list.commands.isEmpty && images.asks.isEmpty)
        }
        let (transparent, _) = draw(nil, opacity: 0)
        #expect(transparent.commands.isEmpty)
        // A NaN radius or opacity counts as none and as opaque.
        let images = ScriptedImages()
        var list = DrawList()
        list.image(source, in: box, cornerRadius: .nan, opacity: .nan, context: .showing(images))
        #expect(list.commands == [.fill(box, Theme().imagePlaceholder, cornerRadius: 0)])
    }
}
