import CSDL2
import PagerCore
import Synchronization
import Testing
@testable import PagerSDL

@Suite("Image decoding", .tags(.unit))
struct ImageDecodeTests {
    /// Red, green, blue and white quadrants.
    static func quadrant(_ x: Int, _ y: Int, _ width: Int, _ height: Int) -> UInt32 {
        switch (x < width / 2, y < height / 2) {
        case (true, true): 0xFFFF_0000
        case (false, true): 0xFF00_FF00
        case (true, false): 0xFF00_00FF
        case (false, false): 0xFFFF_FFFF
        }
    }

    @Test("a JPEG decodes scaled by libjpeg-turbo, then downsampled, its colours kept")
    func scaledJPEG() throws {
        let folder = ImageFolder()
        let photo = folder.jpeg("quadrants.jpg", 800, 600) { Self.quadrant($0, $1, 800, 600) }
        let store = ImageStore(warn: { _ in })
        // Fit 800x600 in 190x140: 186.67x140, so 187x140; 1/4 scale (200x150) is the smallest covering.
        store.frame(at: 0, [photo], box: Size(width: 190, height: 140))
        store.beginFrame(at: 1)
        let pixels = try #require(store.pixels(photo))
        #expect(Pixels.size(pixels) == [187, 140])
        #expect(store.counters.turboJPEGDecodes == 1)
        #expect(store.counters.sdlImageDecodes == 0)
        #expect(store.counters.scaledPixels == 200 * 150)
        for (x, y) in [(40, 30), (140, 30), (40, 110), (140, 110)] {
            let expected = Self.quadrant(x, y, 187, 140)
            #expect(Pixels.distance(Pixels.at(pixels, x, y), expected) <= 16, "pixel \(x),\(y)")
        }
        // The average of red, green, blue and white: (128, 128, 128) within JPEG's error.
        let average = try #require(store.known(photo).averageColor)
        for channel in [average.red, average.green, average.blue] { #expect(abs(Int(channel) - 128) <= 6) }
    }

    @Test("a 4x reduction of a one-pixel checkerboard averages to grey, no aliasing")
    func areaAverage() throws {
        let folder = ImageFolder()
        let board = folder.png("board.png", 400, 400) { ($0 + $1) % 2 == 0 ? 0xFF00_0000 : 0xFFFF_FFFF }
        let store = ImageStore(warn: { _ in })
        store.frame(at: 0, [board])
        store.beginFrame(at: 1)
        let pixels = try #require(store.pixels(board))
        #expect(Pixels.size(pixels) == [100, 100])
        #expect(store.counters.sdlImageDecodes == 1)
        #expect(Pixels.all(pixels).allSatisfy { Pixels.distance($0, 0xFF80_8080) <= 1 })
    }

    @Test("a transparent pixel lends no colour to its neighbours")
    func alphaWeighted() throws {
        let folder = ImageFolder()
        let image = folder.png("half.png", 200, 200) { x, _ in x % 2 == 0 ? 0xFFFF_0000 : 0x0000_FF00 }
        let store = ImageStore(warn: { _ in })
        store.frame(at: 0, [image])
        store.beginFrame(at: 1)
        let pixels = try #require(store.pixels(image))
        #expect(Pixels.distance(Pixels.at(pixels, 50, 50), 0x80FF_0000) <= 1)
    }

    @Test("an SVG is rendered at its target size")
    func svg() throws {
        let folder = ImageFolder()
        let svg = folder.file("shape.svg", Array("""
            <?xml version="1.0"?>
            <svg xmlns="http://www.w3.org/2000/svg" width="400" height="200"><rect width="400" height="200" fill="#0000ff"/></svg>
            """.utf8))
        let store = ImageStore(warn: { _ in })
        store.frame(at: 0, [svg])
        store.beginFrame(at: 1)
        let pixels = try #require(store.pixels(svg))
        #expect(Pixels.size(pixels) == [100, 50])
        #expect(store.known(svg).pixelSize == Size(width: 400, height: 200))
        #expect(Pixels.distance(Pixels.at(pixels, 50, 25), 0xFF00_00FF) <= 2)
    }

    @Test("headers give sizes: GIF, BMP, WebP's VP8X, VP8L and VP8")
    func headers() {
        var gif = Array("GIF89a".utf8) + [0x2C, 0x01, 0xC8, 0x00, 0, 0, 0]
        #expect(ImageFormat.sniff(gif, path: "x") == .gif)
        #expect(ImageFormat.gif.headerSize(gif)! == (300, 200))
        gif[6] = 0; gif[7] = 0
        #expect(ImageFormat.gif.headerSize(gif) == nil)
        let bmp = Array("BM".utf8) + [UInt8](repeating: 0, count: 12) + [40, 0, 0, 0, 0x20, 0x03, 0, 0, 0x38, 0xFF, 0xFF, 0xFF]
        #expect(ImageFormat.bmp.headerSize(bmp)! == (800, 200))  // height -200: top-down rows
        func riff(_ chunk: String, _ payload: [UInt8]) -> [UInt8] {
            Array("RIFF".utf8) + [0, 0, 0, 0] + Array("WEBP".utf8) + Array(chunk.utf8) + [0, 0, 0, 0] + payload
                + [UInt8](repeating: 0, count: 16)
        }
        let vp8x = riff("VP8X", [0, 0, 0, 0, 0x7F, 0x07, 0x00, 0xDF, 0x04, 0x00])
        #expect(ImageFormat.sniff(vp8x, path: "x") == .webp)
        #expect(ImageFormat.webp.headerSize(vp8x)! == (1920, 1248))
        // VP8L: 14 bits width - 1, 14 bits height - 1: 640x480.
        let bits = 639 | 479 << 14
        let vp8l = riff("VP8L", [0x2F, UInt8(bits & 0xFF), UInt8(bits >> 8 & 0xFF), UInt8(bits >> 16 & 0xFF), UInt8(bits >> 24)])
        #expect(ImageFormat.webp.headerSize(vp8l)! == (640, 480))
        let vp8 = riff("VP8 ", [0, 0, 0, 0x9D, 0x01, 0x2A, 0x40, 0x01, 0xF0, 0x00])
        #expect(ImageFormat.webp.headerSize(vp8)! == (320, 240))
    }

    @Test("onDecodeFinished is called once for each decode, on the worker")
    func wakeHook() {
        let folder = ImageFolder()
        let files = (0..<3).map { folder.png("\($0).png", 16, 16) }
        let store = ImageStore(warn: { _ in })
        let calls = Atomic(0)
        store.onDecodeFinished = { calls.add(1, ordering: .sequentiallyConsistent) }
        store.frame(at: 0, files)
        #expect(store.isBusy == false)
        // Stopping joins the workers, so every call has returned.
        _ = store.queue.stop()
        #expect(calls.load(ordering: .sequentiallyConsistent) == 3)
    }
}
