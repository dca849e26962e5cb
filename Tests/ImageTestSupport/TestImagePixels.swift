import CSDL2
import PagerCore
import PagerSDL

/// An `ImagePixelSource` of surfaces made in code (for the renderer tests of PagerSDLTests and
/// EndToEndTests), counting how often it is asked.
public final class TestImagePixels: ImagePixelSource {
    /// An empty source.
    public init() {}

    private var surfaces: [ImageSource: (revision: Int, surface: UnsafeMutablePointer<SDL_Surface>)] = [:]
    /// Calls of ``surface(for:revision:)``.
    public private(set) var requests = 0

    deinit { for entry in surfaces.values { SDL_FreeSurface(entry.surface) } }

    public func surface(for source: ImageSource, revision: Int) -> UnsafeMutablePointer<SDL_Surface>? {
        requests += 1
        guard let entry = surfaces[source], entry.revision == revision else { return nil }
        return entry.surface
    }

    /// Makes `source`'s pixels at `revision`: `width` x `height` ARGB8888, pixel (x, y) being
    /// `pixel(x, y)` (0xAARRGGBB, alpha not premultiplied).
    public func add(_ source: ImageSource, revision: Int = 0, width: Int, height: Int, pixel: (Int, Int) -> UInt32) {
        guard let surface = SDL_CreateRGBSurfaceWithFormat(0, Int32(width), Int32(height), 32,
                                                           SDL_PIXELFORMAT_ARGB8888.rawValue) else { return }
        for y in 0..<height {
            let row = (surface.pointee.pixels + y * Int(surface.pointee.pitch)).assumingMemoryBound(to: UInt32.self)
            for x in 0..<width { row[x] = pixel(x, y) }
        }
        if let old = surfaces[source] { SDL_FreeSurface(old.surface) }
        surfaces[source] = (revision, surface)
    }

    /// Quadrants: red top left, green top right, blue bottom left, white bottom right.
    public static func quadrants(_ width: Int, _ height: Int) -> (Int, Int) -> UInt32 {
        { x, y in
            switch (x < width / 2, y < height / 2) {
            case (true, true): 0xFFFF_0000
            case (false, true): 0xFF00_FF00
            case (true, false): 0xFF00_00FF
            case (false, false): 0xFFFF_FFFF
            }
        }
    }

    /// The pixel at (x, y) of an ARGB8888 or RGB888 surface.
    public static func pixel(_ surface: UnsafeMutablePointer<SDL_Surface>, _ x: Int, _ y: Int) -> UInt32 {
        (surface.pointee.pixels + y * Int(surface.pointee.pitch)).assumingMemoryBound(to: UInt32.self)[x]
    }

    /// The red, green and blue of `pixel`.
    public static func channels(_ pixel: UInt32) -> (r: Int, g: Int, b: Int) {
        (Int((pixel >> 16) & 0xFF), Int((pixel >> 8) & 0xFF), Int(pixel & 0xFF))
    }
}
