import CSDL2
import CSDL2Image
import Foundation
import PagerCore
@testable import PagerSDL

/// A scratch folder of images that tests make from code (SDL surfaces saved by SDL_image, or
/// bytes written one by one), removed with the value.
final class ImageFolder {
    let path: String

    init() {
        path = FileManager.default.temporaryDirectory.appendingPathComponent("pager-images-\(UUID().uuidString)").path
        try? FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
    }

    deinit { try? FileManager.default.removeItem(atPath: path) }

    /// An ARGB8888 surface of `width` x `height` whose pixel (x, y) is `pixel(x, y)` (0xAARRGGBB).
    static func surface(_ width: Int, _ height: Int, _ pixel: (Int, Int) -> UInt32) -> UnsafeMutablePointer<SDL_Surface> {
        let surface = SDL_CreateRGBSurfaceWithFormat(0, Int32(width), Int32(height), 32, SDL_PIXELFORMAT_ARGB8888.rawValue)!
        let pitch = Int(surface.pointee.pitch) / 4
        let pixels = surface.pointee.pixels.assumingMemoryBound(to: UInt32.self)
        for y in 0..<height { for x in 0..<width { pixels[y * pitch + x] = pixel(x, y) } }
        return surface
    }

    /// A PNG saved by `IMG_SavePNG`; its path.
    func png(_ name: String, _ width: Int, _ height: Int, _ pixel: (Int, Int) -> UInt32 = { _, _ in 0xFF_33_66_99 }) -> String {
        let surface = Self.surface(width, height, pixel)
        defer { SDL_FreeSurface(surface) }
        let file = path + "/" + name
        precondition(IMG_SavePNG(surface, file) == 0, String(cString: SDL_GetError()))
        return file
    }

    /// A JPEG saved by `IMG_SaveJPG` at quality 95; its path.
    func jpeg(_ name: String, _ width: Int, _ height: Int, _ pixel: (Int, Int) -> UInt32) -> String {
        let surface = Self.surface(width, height, pixel)
        defer { SDL_FreeSurface(surface) }
        let file = path + "/" + name
        precondition(IMG_SaveJPG(surface, file, 95) == 0, String(cString: SDL_GetError()))
        return file
    }

    /// A file of exactly `bytes`; its path.
    func file(_ name: String, _ bytes: [UInt8]) -> String {
        let file = path + "/" + name
        _ = FileManager.default.createFile(atPath: file, contents: Data(bytes))
        return file
    }

    /// The bytes of a file in the folder.
    func bytes(_ file: String) -> [UInt8] { [UInt8](FileManager.default.contents(atPath: file) ?? Data()) }
}

/// Surface helpers for the checks.
enum Pixels {
    /// The size of a surface.
    static func size(_ surface: UnsafeMutablePointer<SDL_Surface>?) -> [Int]? {
        surface.map { [Int($0.pointee.w), Int($0.pointee.h)] }
    }

    /// Pixel (x, y) of an ARGB8888 surface as 0xAARRGGBB.
    static func at(_ surface: UnsafeMutablePointer<SDL_Surface>, _ x: Int, _ y: Int) -> UInt32 {
        surface.pointee.pixels.assumingMemoryBound(to: UInt32.self)[y * Int(surface.pointee.pitch) / 4 + x]
    }

    /// The largest channel difference between two 0xAARRGGBB pixels.
    static func distance(_ a: UInt32, _ b: UInt32) -> Int {
        var largest = 0
        for shift in stride(from: 0, to: 32, by: 8) {
            let x = Int((a >> UInt32(shift)) & 0xFF), y = Int((b >> UInt32(shift)) & 0xFF)
            largest = max(largest, abs(x - y))
        }
        return largest
    }

    /// Every pixel of a surface, row by row.
    static func all(_ surface: UnsafeMutablePointer<SDL_Surface>) -> [UInt32] {
        (0..<Int(surface.pointee.h)).flatMap { y in (0..<Int(surface.pointee.w)).map { at(surface, $0, y) } }
    }
}

extension ImageStore {
    /// One frame of a headless loop: begins it at `time`, asks for each source (box in points,
    /// priority 0), then waits for the wanted decodes so the next frame takes them.
    func frame(at time: Double, _ sources: [String], box: Size = Size(width: 100, height: 100),
               mode: ImageContentMode = .fit) {
        beginFrame(at: time)
        for source in sources { _ = info(for: ImageSource(path: source), box: box, mode: mode, priority: 0) }
        waitForWanted()
    }

    /// The current pixels of `source`.
    func pixels(_ source: String) -> UnsafeMutablePointer<SDL_Surface>? {
        let info = entries[ImageSource(path: source)]?.info ?? .unknown
        return surface(for: ImageSource(path: source), revision: info.revision)
    }

    /// The current information of `source` without wanting it.
    func known(_ source: String) -> ImageInfo { entries[ImageSource(path: source)]?.info ?? .unknown }
}

/// Warnings collected by a test.
final class Warnings {
    var lines: [String] = []
    var sink: (String) -> Void { { self.lines.append($0) } }
}
