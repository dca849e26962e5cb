import CSDL2
import PagerCore
import SystemIO

/// A software renderer on an in-memory surface: no display, first frame in milliseconds.
///
/// Measured on Debian 12 with SDL 2.26: without a display SDL would pick "offscreen" over EGL (about 0.5 s to the first
/// frame). `SDL_CreateSoftwareRenderer` on a plain surface needs no video subsystem at all, so
/// none is started: SDL 2.26's dummy driver would load libdbus and libudev and scan
/// /sys/class/input for keyboards a headless run never reads (about 2 ms of a 30 ms budget for
/// the first frame). The surface only grows, and a resize sets the viewport, so text textures
/// survive a resize storm. Sizes are cut to ``PixelLimit`` (past it SDL's pixel arithmetic
/// overflows), so a scripted `resize 16384 16384` at scale 2 draws 16,384 pixels a side.
public final class OffscreenCanvas: Canvas {
    public let renderer: DrawListRenderer
    public private(set) var pointSize: Size
    private var surface: UnsafeMutablePointer<SDL_Surface>
    private var sdlRenderer: OpaquePointer
    private let scale: Double

    /// Creates a canvas of `size` points (cut to ``PixelLimit``) at `scale` pixels per point.
    public init(size: Size, scale: Double, fonts: FontLibrary) throws {
        self.scale = scale
        self.pointSize = PixelLimit.clamp(size, atScale: scale)
        (surface, sdlRenderer) = try Self.makeTarget(Self.pixels(pointSize, scale))
        renderer = DrawListRenderer(renderer: sdlRenderer, text: TextCache(fonts: fonts), scale: scale)
        renderer.directSurface = { [weak self] in self?.surface }
        setViewport()
    }

    deinit {
        renderer.text.removeAll()
        SDL_DestroyRenderer(sdlRenderer)
        SDL_FreeSurface(surface)
    }

    private static func makeTarget(_ pixels: (w: Int32, h: Int32)) throws
        -> (UnsafeMutablePointer<SDL_Surface>, OpaquePointer) {
        guard let surface = SDL_CreateRGBSurfaceWithFormat(0, pixels.w, pixels.h, 32,
                                                           SDL_PIXELFORMAT_ARGB8888.rawValue) else {
            throw SDLError("SDL_CreateRGBSurfaceWithFormat \(pixels.w)x\(pixels.h)")
        }
        guard let sdlRenderer = SDL_CreateSoftwareRenderer(surface) else {
            SDL_FreeSurface(surface)
            throw SDLError("SDL_CreateSoftwareRenderer")
        }
        return (surface, sdlRenderer)
    }

    private static func pixels(_ size: Size, _ scale: Double) -> (w: Int32, h: Int32) {
        (max(1, clampInt((size.width * scale).rounded())), max(1, clampInt((size.height * scale).rounded())))
    }

    /// Changes the size, cut to ``PixelLimit`` (``pointSize`` is what it became); grows the
    /// surface when needed (which recreates textures once).
    public func resize(to size: Size) throws {
        pointSize = PixelLimit.clamp(size, atScale: scale)
        let needed = Self.pixels(pointSize, scale)
        if needed.w > surface.pointee.w || needed.h > surface.pointee.h {
            // A software renderer is tied to its surface, so growing means a new pair (and new
            // text textures, once). Grow to the larger of old and new in each direction.
            let grown = (max(needed.w, surface.pointee.w), max(needed.h, surface.pointee.h))
            let (newSurface, newRenderer) = try Self.makeTarget(grown)
            renderer.text.removeAll()
            SDL_DestroyRenderer(sdlRenderer)
            SDL_FreeSurface(surface)
            (surface, sdlRenderer) = (newSurface, newRenderer)
            renderer.retarget(to: newRenderer)
        }
        setViewport()
    }

    private func setViewport() {
        let pixels = Self.pixels(pointSize, scale)
        var viewport = SDL_Rect(x: 0, y: 0, w: pixels.w, h: pixels.h)
        SDL_RenderSetViewport(sdlRenderer, &viewport)
    }

    /// The first pixel (in the current viewport) where this canvas and `other` differ, or nil.
    /// The fuzzer uses it to prove that drawing only the damage gives the frame a full redraw gives.
    public func firstDifference(from other: OffscreenCanvas) -> (x: Int, y: Int)? {
        SDL_RenderFlush(sdlRenderer)
        SDL_RenderFlush(other.sdlRenderer)
        let pixels = Self.pixels(pointSize, scale)
        guard Self.pixels(other.pointSize, other.scale) == pixels, let mine = surface.pointee.pixels,
              let theirs = other.surface.pointee.pixels else { return (0, 0) }
        for y in 0..<Int(pixels.h) {
            let a = (mine + y * Int(surface.pointee.pitch)).assumingMemoryBound(to: UInt32.self)
            let b = (theirs + y * Int(other.surface.pointee.pitch)).assumingMemoryBound(to: UInt32.self)
            for x in 0..<Int(pixels.w) where a[x] != b[x] { return (x, y) }
        }
        return nil
    }

    public func present() {
        SDL_RenderFlush(sdlRenderer)
    }

    /// The pixels drawn so far, as the SDL surface they live in (valid until the next resize).
    func flushedSurface() -> UnsafeMutablePointer<SDL_Surface> {
        SDL_RenderFlush(sdlRenderer)
        return surface
    }

    public func savePNG(into file: OutputFile) throws {
        SDL_RenderFlush(sdlRenderer)
        let pixels = Self.pixels(pointSize, scale)
        try writePNG(from: sdlRenderer, pixelWidth: pixels.w, pixelHeight: pixels.h, into: file)
    }
}
