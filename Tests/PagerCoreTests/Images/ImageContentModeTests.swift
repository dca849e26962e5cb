import Testing
@testable import PagerCore

/// Where each content mode places an image, against the formulas.
@Suite("ImageContentMode", .tags(.unit)) struct ImageContentModeTests {
    let box = Rect(x: 10, y: 20, width: 200, height: 100)

    @Test func fitLetterboxesAWideImage() {
        // 400 x 100 in 200 x 100: scale min(0.5, 1) = 0.5, so 200 x 50 centred vertically.
        let frame = ImageContentMode.fit.frame(forImageOf: Size(width: 400, height: 100), in: box)
        #expect(frame == Rect(x: 10, y: 45, width: 200, height: 50))
    }

    @Test func fitPillarboxesATallImage() {
        // 100 x 200 in 200 x 100: scale min(2, 0.5) = 0.5, so 50 x 100 centred horizontally.
        let frame = ImageContentMode.fit.frame(forImageOf: Size(width: 100, height: 200), in: box)
        #expect(frame == Rect(x: 85, y: 20, width: 50, height: 100))
    }

    @Test func fillCoversAndCropsAboutItsFocus() {
        // 100 x 100 in 200 x 100: scale max(2, 1) = 2, so 200 x 200, sliding vertically.
        let size = Size(width: 100, height: 100)
        func y(_ focus: Double) -> Double {
            ImageContentMode.fill(focus: Point(x: 0.5, y: focus)).frame(forImageOf: size, in: box).y
        }
        // Focus 0: the top edge at the top; 1: the bottom at the bottom; 0.5: centred.
        #expect(y(0) == 20)
        #expect(y(1) == 20 + 100 - 200)
        #expect(y(0.5) == 20 + 50 - 100)
        // Outside 0...1 counts as the nearer end, NaN as the centre.
        #expect(y(-3) == y(0))
        #expect(y(7) == y(1))
        #expect(y(.nan) == y(0.5))
        let frame = ImageContentMode.fill.frame(forImageOf: size, in: box)
        #expect(frame.width == 200 && frame.height == 200 && frame.x == 10)
    }

    @Test func fillKeepsAQuarterFocusAtTheCentreWhereTheCropAllows() {
        // 100 x 400 in 200 x 100: scale 2, so 200 x 800; focus 0.25 puts y = 0.25 x 800 = 200
        // at the box's centre (70): origin 70 - 200 = -130, within [20 - 700, 20].
        let frame = ImageContentMode.fill(focus: Point(x: 0.5, y: 0.25))
            .frame(forImageOf: Size(width: 100, height: 400), in: box)
        #expect(frame == Rect(x: 10, y: -130, width: 200, height: 800))
    }

    @Test func centerShowsOnePixelPerScreenPixel() {
        let size = Size(width: 40, height: 60)
        #expect(ImageContentMode.center.frame(forImageOf: size, in: box, scale: 1)
            == Rect(x: 110 - 20, y: 70 - 30, width: 40, height: 60))
        #expect(ImageContentMode.center.frame(forImageOf: size, in: box, scale: 2)
            == Rect(x: 110 - 10, y: 70 - 15, width: 20, height: 30))
        // A scale that makes no sense counts as 1.
        #expect(ImageContentMode.center.frame(forImageOf: size, in: box, scale: .nan)
            == ImageContentMode.center.frame(forImageOf: size, in: box, scale: 1))
    }

    @Test func stretchIsTheBox() {
        #expect(ImageContentMode.stretch.frame(forImageOf: Size(width: 3, height: 700), in: box) == box)
    }

    @Test func degenerateSizesGiveTheBox() {
        let modes: [ImageContentMode] = [.fit, .fill, .center, .stretch]
        let sizes = [Size(width: 0, height: 10), Size(width: 10, height: -1), Size(width: .nan, height: 10),
                     Size(width: 10, height: .infinity)]
        for mode in modes {
            for size in sizes { #expect(mode.frame(forImageOf: size, in: box) == box) }
        }
        let empty = Rect(x: 5, y: 5, width: 0, height: 10)
        #expect(ImageContentMode.fit.frame(forImageOf: Size(width: 10, height: 10), in: empty) == empty)
    }
}
