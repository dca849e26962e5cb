import CSDL2
import Foundation
import PagerCore
import Testing
@testable import PagerSDL

@Suite("Bad images", .tags(.unit))
struct BadImageTests {
    /// A PNG signature and an IHDR chunk claiming `width` x `height` (nothing after it).
    static func pngHeader(_ width: UInt32, _ height: UInt32) -> [UInt8] {
        func be(_ v: UInt32) -> [UInt8] { [UInt8(v >> 24), UInt8(v >> 16 & 0xFF), UInt8(v >> 8 & 0xFF), UInt8(v & 0xFF)] }
        return [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A] + be(13) + Array("IHDR".utf8) + be(width) + be(height)
            + [8, 6, 0, 0, 0] + [0, 0, 0, 0]
    }

    /// A GIF of 2x2 pixels with `frames` frames, each one colour from a two-colour table.
    static func gif(frames: Int) -> [UInt8] {
        var bytes = Array("GIF89a".utf8) + [2, 0, 2, 0, 0x80, 0, 0] + [0xFF, 0, 0, 0, 0, 0xFF]
        if frames > 1 { bytes += [0x21, 0xFF, 11] + Array("NETSCAPE2.0".utf8) + [3, 1, 0, 0, 0] }
        for frame in 0..<frames {
            bytes += [0x21, 0xF9, 4, 0, 10, 0, 0, 0]
            // A 2x2 image: four pixels of colour 0 (red) or 1 (blue), LZW with code size 2.
            bytes += [0x2C, 0, 0, 0, 0, 2, 0, 2, 0, 0]
            bytes += frame == 0 ? [2, 2, 0x84, 0x51, 0] : [2, 2, 0x8C, 0x53, 0]
        }
        return bytes + [0x3B]
    }

    /// Asks for each file in three frames and returns the store.
    static func ask(_ files: [String], warnings: Warnings) -> ImageStore {
        let store = ImageStore(warn: warnings.sink)
        for time in 0..<3 { store.frame(at: Double(time), files) }
        store.beginFrame(at: 3)
        return store
    }

    @Test("each bad file fails with one warning naming it and the reason, asked again or not")
    func badFiles() throws {
        let folder = ImageFolder()
        let good = folder.jpeg("good.jpg", 256, 192) { x, y in 0xFF00_0000 | UInt32(x) << 16 | UInt32(y) << 8 | UInt32((x * y) & 0xFF) }
        let goodPNG = folder.png("good.png", 64, 48)
        let jpegBytes = folder.bytes(good), pngBytes = folder.bytes(goodPNG)
        var corrupt = jpegBytes
        for i in stride(from: corrupt.count / 2, to: corrupt.count - 2, by: 7) { corrupt[i] = 0xFF }
        let directory = folder.path + "/folder.png"
        try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: false)
        let cases: [(file: String, reason: String)] = [
            (folder.path + "/missing.png", "cannot open (No such file or directory)"),
            (directory, "is a directory, not a file"),
            (folder.file("cut.jpg", Array(jpegBytes.prefix(jpegBytes.count * 2 / 3))), "cannot decode JPEG"),
            (folder.file("cut.png", Array(pngBytes.prefix(60))), "cannot decode PNG"),
            (folder.file("corrupt.jpg", corrupt), "cannot decode JPEG"),
            (folder.file("header.png", Array(pngBytes.prefix(12))), "not a valid PNG file"),
            (folder.file("text.png", Array("just some words\n".utf8)), "not an image (unknown format)"),
            (folder.file("empty.png", []), "empty file"),
            (folder.file("huge.png", Self.pngHeader(60000, 60000)), "60000x60000 pixels, over the limit of 100000000"),
        ]
        let warnings = Warnings()
        let store = Self.ask(cases.map(\.file), warnings: warnings)
        #expect(warnings.lines.count == cases.count, "\(warnings.lines)")
        for (file, reason) in cases {
            #expect(store.known(file).phase == .failed, "\(file)")
            let lines = warnings.lines.filter { $0.hasPrefix("image \(file): ") }
            #expect(lines.count == 1 && lines[0].contains(reason), "\(file): \(lines)")
            #expect(!lines.contains { $0.contains("\n") })
        }
        // Each file read once, no pixels ever held (the huge one refused before any allocation).
        #expect(store.counters.decodesStarted == cases.count)
        #expect(store.counters.decodesFailed == cases.count)
        #expect(store.counters.peakDecodedBytes == 0)
        #expect(store.known(folder.path + "/huge.png").pixelSize == Size(width: 60000, height: 60000))
    }

    @Test("an animated GIF shows its first frame, with one warning that says so")
    func animatedGIF() throws {
        let folder = ImageFolder()
        let still = folder.file("still.gif", Self.gif(frames: 1))
        let animated = folder.file("animated.gif", Self.gif(frames: 2))
        #expect(GIFFrames.count(Self.gif(frames: 1)) == 1)
        #expect(GIFFrames.count(Self.gif(frames: 2)) == 2)
        let warnings = Warnings()
        let store = Self.ask([still, animated], warnings: warnings)
        #expect(warnings.lines == ["image \(animated): animated GIF, only its first frame is shown"])
        let pixels = try #require(store.pixels(animated))
        #expect(Pixels.size(pixels) == [2, 2])
        #expect(Pixels.at(pixels, 1, 1) == 0xFFFF_0000)  // the first frame's red, not the second's blue
        #expect(store.known(still).phase == .ready(since: 1))
    }
}
