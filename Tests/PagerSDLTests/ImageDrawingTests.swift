import ImageTestSupport
import CSDL2
@testable import PagerCore
@testable import PagerSDL
import Testing

extension InProcessSDLTests {
    /// Images drawn by the software path straight into an offscreen surface: placement,
    /// cropping, clipping, filtered scaling, opacity, rounded corners, movement, damage and the
    /// work counted.
    @Suite("Image drawing, software", .tags(.unit))
    final class ImageDrawingTests {
        let surface: UnsafeMutablePointer<SDL_Surface>
        let renderer: DrawListRenderer
        let pixels = TestImagePixels()
        static let grey = Color(red: 128, green: 128, blue: 128)

        init() throws {
            surface = try #require(SDL_CreateRGBSurfaceWithFormat(0, 160, 120, 32, SDL_PIXELFORMAT_ARGB8888.rawValue))
            renderer = try DrawListRenderer(surface: surface, text: TextCache(fonts: try FontLibrary()))
            renderer.images = pixels
        }

        deinit { SDL_FreeSurface(surface) }

        func at(_ x: Int, _ y: Int) -> UInt32 { TestImagePixels.pixel(surface, x, y) }

        func draw(_ images: [ImageDraw], background: Color = grey) {
            var list = DrawList()
            for image in images { list.commands.append(.image(image)) }
            renderer.draw(list, background: background)
        }

        /// Fit letterboxes: a 40 x 20 image in a 100 x 100 box lands where the content mode's
        /// formula says (100 x 50, 25 pt down), scaled 2.5x, its quadrants in place, the
        /// background above and below.
        @Test func fitLetterboxesWhereTheFormulaSays() {
            pixels.add("q", width: 40, height: 20, pixel: TestImagePixels.quadrants(40, 20))
            let box = Rect(x: 0, y: 0, width: 100, height: 100)
            let frame = ImageContentMode.fit.frame(forImageOf: Size(width: 40, height: 20), in: box)
            #expect(frame == Rect(x: 0, y: 25, width: 100, height: 50))
            draw([ImageDraw(source: "q", frame: frame, clip: box)])
            #expect(at(50, 24) == 0xFF80_8080 && at(50, 75) == 0xFF80_8080, "background outside the letterbox")
            #expect(at(10, 25) == 0xFFFF_0000 && at(90, 25) == 0xFF00_FF00, "first row of the image")
            #expect(at(10, 74) == 0xFF00_00FF && at(90, 74) == 0xFFFF_FFFF, "last row of the image")
            #expect(at(101, 50) == 0xFF80_8080, "right of the box")
            #expect(renderer.counters.pixelsScaled == 100 * 50, "one bilinear copy at the frame's size")
            #expect(renderer.counters.imagesDrawn == 1)
        }

        /// Fill crops to the box, and the current clip cuts further.
        @Test func fillCropsAndTheClipCuts() {
            pixels.add("q", width: 40, height: 20, pixel: TestImagePixels.quadrants(40, 20))
            let box = Rect(x: 25, y: 25, width: 50, height: 50)
            let frame = ImageContentMode.fill.frame(forImageOf: Size(width: 40, height: 20), in: box)
            #expect(frame == Rect(x: 0, y: 25, width: 100, height: 50))
            var list = DrawList()
            list.clipped(to: Rect(x: 0, y: 0, width: 60, height: 120)) { list in
                list.commands.append(.image(ImageDraw(source: "q", frame: frame, clip: box)))
            }
            renderer.draw(list, background: Self.grey)
            #expect(at(24, 50) == 0xFF80_8080, "left of the box: cropped")
            #expect(at(25, 30) == 0xFFFF_0000 && at(25, 70) == 0xFF00_00FF, "the box's left column")
            #expect(at(55, 30) == 0xFF00_FF00 && at(59, 70) == 0xFFFF_FFFF, "right half, inside the clip")
            #expect(at(60, 30) == 0xFF80_8080, "the clip's right edge")
            #expect(at(40, 24) == 0xFF80_8080 && at(40, 75) == 0xFF80_8080, "above and below the box")
        }

        /// A 1-pixel checkerboard halved comes out mid grey: the filter averages, never aliases.
        @Test func halvingAveragesACheckerboard() {
            pixels.add("c", width: 64, height: 64) { x, y in (x + y) % 2 == 0 ? 0xFFFF_FFFF : 0xFF00_0000 }
            draw([ImageDraw(source: "c", frame: Rect(x: 10, y: 10, width: 32, height: 32),
                            clip: Rect(x: 10, y: 10, width: 32, height: 32))], background: .white)
            var worst = 0.0
            for y in 10..<42 {
                for x in 10..<42 {
                    let c = TestImagePixels.channels(at(x, y))
                    worst = max(worst, abs(Double(c.r) - 127.5), abs(Double(c.g) - 127.5), abs(Double(c.b) - 127.5))
                }
            }
            #expect(worst <= 2, "every pixel within 2 levels of mid grey, worst \(worst)")
        }

        /// A 1:1 image is not resampled; at opacity 0.5 black over white is half grey, and at
        /// opacity 1 its opaque pixels are stored, not blended.
        @Test func opacityBlendsAndOpaqueIsWritten() {
            pixels.add("k", width: 10, height: 10) { _, _ in 0xFF00_0000 }
            draw([ImageDraw(source: "k", frame: Rect(x: 0, y: 0, width: 10, height: 10),
                            clip: Rect(x: 0, y: 0, width: 10, height: 10), opacity: 0.5)], background: .white)
            let half = TestImagePixels.channels(at(5, 5))
            #expect(abs(half.r - 127) <= 1 && half.r == half.g && half.g == half.b, "half grey: \(half)")
            #expect(renderer.counters.pixelsScaled == 0, "same size: copied, not resampled")
            let before = renderer.counters
            draw([ImageDraw(source: "k", frame: Rect(x: 0, y: 0, width: 10, height: 10),
                            clip: Rect(x: 0, y: 0, width: 10, height: 10))], background: .white)
            #expect(at(5, 5) == 0xFF00_0000)
            #expect(renderer.counters.since(before).pixelsWritten >= 100, "the opaque pixels were written")
        }

        /// Rounded corners: the corner itself shows what is under it, the curve is antialiased,
        /// the inside is the image.
        @Test func roundedCornersAreAntialiased() {
            pixels.add("r", width: 40, height: 40) { _, _ in 0xFFFF_0000 }
            let rect = Rect(x: 0, y: 0, width: 40, height: 40)
            draw([ImageDraw(source: "r", frame: rect, clip: rect, cornerRadius: 10)], background: .white)
            #expect(at(0, 0) == 0xFFFF_FFFF && at(39, 39) == 0xFFFF_FFFF, "corners transparent")
            #expect(at(20, 20) == 0xFFFF_0000 && at(0, 20) == 0xFFFF_0000 && at(20, 0) == 0xFFFF_0000, "inside opaque")
            let edge = TestImagePixels.channels(at(0, 6))
            // Pixel (0, 6)'s centre is 10.12 px from the corner's centre (10, 10): 38 % covered.
            let expected = 255 - Int(DrawListRenderer.cornerCoverage(0, 6, SDL_Rect(x: 0, y: 0, w: 40, h: 40), 10))
            #expect(edge.r == 255 && (1...254).contains(edge.g) && abs(edge.g - expected) <= 1, "edge \(edge)")
            #expect(abs(expected - Int((255 * 0.62).rounded())) <= 2)
        }

        /// A page slid by `DrawList.transformed` draws its image at the moved place, from the
        /// one scaled copy: moving costs copies, not resampling, and a settled frame draws nothing.
        @Test func slidingImageIsScaledOnce() {
            pixels.add("q", width: 40, height: 20, pixel: TestImagePixels.quadrants(40, 20))
            let page = Rect(x: 0, y: 0, width: 80, height: 40)
            func frame(_ translation: Double) {
                var list = DrawList()
                list.transformed(PageTransform(translation: translation), frame: page, forward: Point(x: 1, y: 0),
                                 background: { $0.fill(page, .white) },
                                 content: { $0.commands.append(.image(ImageDraw(source: "q", frame: page, clip: page))) })
                renderer.draw(list, background: Self.grey)
            }
            frame(0)
            #expect(renderer.counters.pixelsScaled == 80 * 40)
            let first = renderer.counters
            for step in 1...4 { frame(Double(step) * 10) }
            let slide = renderer.counters.since(first)
            #expect(slide.pixelsScaled == 0 && slide.imagesDrawn >= 4, "\(slide)")
            #expect(at(40, 5) == 0xFFFF_0000 && at(78, 5) == 0xFFFF_0000, "red quadrant moved 40 px right")
            #expect(at(82, 5) == 0xFF00_FF00 && at(119, 35) == 0xFFFF_FFFF && at(120, 5) == 0xFF80_8080)
            let moved = renderer.counters
            frame(40)
            #expect(renderer.lastFrameUnchanged)
            let settled = renderer.counters.since(moved)
            #expect(settled.pixelsScaled == 0 && settled.imagesDrawn == 0 && settled.pixelsWritten == 0
                    && settled.pixelsBlended == 0 && settled.textureUploads == 0, "a settled frame does no work")
            #expect(pixels.requests == 1, "the pixels were fetched once, for the scaled copy")
        }

        /// New pixels (a new revision) redraw the image's area only.
        @Test func newRevisionDamagesTheImageOnly() throws {
            pixels.add("s", revision: 1, width: 20, height: 20) { _, _ in 0xFF00_00FF }
            let rect = Rect(x: 30, y: 30, width: 20, height: 20)
            var list = DrawList()
            list.fill(Rect(x: 100, y: 0, width: 60, height: 120), Color(rgb: 0x00FF00))
            list.commands.append(.image(ImageDraw(source: "s", frame: rect, clip: rect, revision: 1)))
            renderer.draw(list, background: Self.grey)
            #expect(at(40, 40) == 0xFF00_00FF)
            pixels.add("s", revision: 2, width: 20, height: 20) { _, _ in 0xFFFF_0000 }
            list.commands[1] = .image(ImageDraw(source: "s", frame: rect, clip: rect, revision: 2))
            renderer.draw(list, background: Self.grey)
            let damage = try #require(renderer.lastDamage)
            #expect(damage.count == 1 && damage[0].x == 29 && damage[0].y == 29 && damage[0].w == 22 && damage[0].h == 22,
                    "the image's pixels and a pixel of margin: \(damage)")
            #expect(at(40, 40) == 0xFFFF_0000 && at(30, 30) == 0xFFFF_0000)
        }

        /// A program's own drawing over the target is repainted once it says where.
        @Test func invalidatedAreaIsRepainted() throws {
            var list = DrawList()
            list.fill(Rect(x: 0, y: 0, width: 160, height: 120), .white)
            renderer.draw(list, background: Self.grey)
            var scribble = SDL_Rect(x: 10, y: 20, w: 30, h: 5)
            SDL_FillRect(surface, &scribble, 0xFF00_0000)
            renderer.draw(list, background: Self.grey)
            #expect(renderer.lastFrameUnchanged && at(15, 22) == 0xFF00_0000, "unknown to the renderer")
            renderer.invalidate(Rect(x: 10, y: 20, width: 30, height: 5))
            renderer.draw(list, background: Self.grey)
            let damage = try #require(renderer.lastDamage)
            #expect(damage.count == 1 && damage[0].x == 10 && damage[0].y == 20 && damage[0].w == 30 && damage[0].h == 5)
            #expect(at(15, 22) == 0xFFFF_FFFF, "repainted")
            renderer.draw(list, background: Self.grey)
            #expect(renderer.lastFrameUnchanged, "once")
        }

        /// Without a pixel source no picture is drawn.
        @Test func noSourceDrawsNoPicture() {
            renderer.images = nil
            pixels.add("k", width: 10, height: 10) { _, _ in 0xFF00_0000 }
            draw([ImageDraw(source: "k", frame: Rect(x: 0, y: 0, width: 10, height: 10),
                            clip: Rect(x: 0, y: 0, width: 10, height: 10))])
            #expect(at(5, 5) == 0xFF80_8080 && renderer.counters.imagesDrawn == 0 && pixels.requests == 0)
        }
    }
}
