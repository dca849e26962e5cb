import ImageTestSupport
import CSDL2
import Glibc
@testable import PagerCore
@testable import PagerSDL
import Testing

/// Images drawn through SDL as textures, in a window on a display (`xvfb-run`), with an
/// accelerated renderer where SDL has one (else its fallback): uploaded once, placed as the
/// software path places them. In this target, not PagerSDLTests, whose lane has no display.
@Suite("Image drawing, textures", .tags(.display), .serialized,
       .enabled(if: getenv("DISPLAY") != nil, "needs an X display (xvfb-run)"))
struct ImageTextureTests {
    static let width: Int32 = 160, height: Int32 = 120

    static func list() -> DrawList {
        var list = DrawList()
        let box = Rect(x: 10, y: 10, width: 100, height: 100)
        let frame = ImageContentMode.fit.frame(forImageOf: Size(width: 40, height: 20), in: box)
        list.commands.append(.image(ImageDraw(source: "q", frame: frame, clip: box)))
        let rounded = Rect(x: 115, y: 10, width: 40, height: 40)
        list.commands.append(.image(ImageDraw(source: "r", frame: rounded, clip: rounded, cornerRadius: 10,
                                              opacity: 0.5)))
        return list
    }

    static func pixels() -> TestImagePixels {
        let pixels = TestImagePixels()
        pixels.add("q", width: 40, height: 20, pixel: TestImagePixels.quadrants(40, 20))
        pixels.add("r", width: 40, height: 40) { _, _ in 0xFF00_0000 }
        return pixels
    }

    @Test func texturesAreUploadedOnceAndPlacedAsInSoftware() throws {
        #expect(SDL_InitSubSystem(UInt32(SDL_INIT_VIDEO)) == 0, "\(String(cString: SDL_GetError()))")
        defer { SDL_QuitSubSystem(UInt32(SDL_INIT_VIDEO)); SDL_Quit() }
        let window = try #require(SDL_CreateWindow("images", 0, 0, Self.width, Self.height, 0))
        defer { SDL_DestroyWindow(window) }
        let sdlRenderer = try #require(SDL_CreateRenderer(window, -1, SDL_RENDERER_ACCELERATED.rawValue)
                                       ?? SDL_CreateRenderer(window, -1, 0))
        defer { SDL_DestroyRenderer(sdlRenderer) }
        let text = TextCache(fonts: try FontLibrary())
        defer { text.removeAll() }
        let renderer = DrawListRenderer(renderer: sdlRenderer, text: text)
        defer { renderer.imageTextures.removeAll() }
        let source = Self.pixels()
        renderer.images = source
        var shown = [UInt32](repeating: 0, count: Int(Self.width * Self.height))
        for _ in 0..<3 {
            renderer.draw(Self.list(), background: .white)
            SDL_RenderFlush(sdlRenderer)
            _ = shown.withUnsafeMutableBytes { bytes in
                SDL_RenderReadPixels(sdlRenderer, nil, SDL_PIXELFORMAT_ARGB8888.rawValue, bytes.baseAddress,
                                     Self.width * 4)
            }
            SDL_RenderPresent(sdlRenderer)
        }
        #expect(renderer.counters.textureUploads == 2, "one texture per image over three frames")
        #expect(renderer.counters.imagesDrawn == 6)
        #expect(source.requests == 2, "pixels fetched only to upload")

        let surface = try #require(SDL_CreateRGBSurfaceWithFormat(0, Self.width, Self.height, 32,
                                                                  SDL_PIXELFORMAT_ARGB8888.rawValue))
        defer { SDL_FreeSurface(surface) }
        let software = try DrawListRenderer(surface: surface, text: text)
        software.images = source
        software.draw(Self.list(), background: .white)
        var worst = 0, worstAt = (0, 0)
        for y in 0..<Int(Self.height) {
            for x in 0..<Int(Self.width) {
                let a = TestImagePixels.channels(shown[y * Int(Self.width) + x])
                let b = TestImagePixels.channels(TestImagePixels.pixel(surface, x, y))
                let difference = max(abs(a.r - b.r), abs(a.g - b.g), abs(a.b - b.b))
                // The antialiased rim of the rounded corners is the software path's alone.
                let rim = x >= 115 && (y < 20 || (y >= 40 && y < 50)) && (x < 125 || x >= 145)
                if difference > worst && !rim { (worst, worstAt) = (difference, (x, y)) }
            }
        }
        #expect(worst <= 8, "same placement as the software path, worst \(worst) at \(worstAt)")
        let half = TestImagePixels.channels(shown[30 * Int(Self.width) + 135])
        #expect(abs(half.r - 127) <= 2, "opacity 0.5 through the texture's alpha: \(half)")
        #expect(shown[12 * Int(Self.width) + 116] & 0xFF_FFFF == 0xFF_FFFF, "the rounded corner is cut")
    }
}
