import CSDL2

/// The software renderer's target where the window has no framebuffer of its own (Wayland):
/// an ARGB surface at the window's drawable size in pixels, drawn by SDL's software renderer,
/// and shown through a streaming texture of the window's OpenGL (ES) renderer.
///
/// That is what SDL 2.26's framebuffer emulation does on Wayland, with one difference that
/// matters: its window surface is as large as the window in points, so on an output of scale
/// 2 every frame would be drawn at half the pixels and blown up by the compositor. Here the surface
/// follows the drawable size (twice the points there), so text is rasterised for the pixels it
/// is shown on, as with the accelerated renderer. Only the damaged rectangles are uploaded.
final class SoftwareFramebuffer {
    private let presenter: OpaquePointer
    private(set) var surface: UnsafeMutablePointer<SDL_Surface>
    /// SDL's software renderer drawing into ``surface``; replaced when the drawable's size changes.
    private(set) var softwareRenderer: OpaquePointer
    private var texture: OpaquePointer
    private var size: (w: Int32, h: Int32)

    /// A framebuffer for `window`, or nil when the window has no accelerated renderer to show it.
    init?(window: OpaquePointer) {
        guard let presenter = Self.acceleratedRenderer(for: window) else { return nil }
        var w: Int32 = 0, h: Int32 = 0
        SDL_GetRendererOutputSize(presenter, &w, &h)
        guard let targets = Self.makeTargets(presenter, (max(w, 1), max(h, 1))) else {
            SDL_DestroyRenderer(presenter)
            return nil
        }
        self.presenter = presenter
        (surface, softwareRenderer, texture) = targets
        size = (max(w, 1), max(h, 1))
    }

    deinit {
        SDL_DestroyTexture(texture)
        SDL_DestroyRenderer(softwareRenderer)
        SDL_FreeSurface(surface)
        SDL_DestroyRenderer(presenter)
    }

    /// The largest texture side the presenting renderer takes (its streaming texture holds the
    /// whole drawable); nil when it does not say.
    var maximumTextureSide: Int? {
        var info = SDL_RendererInfo()
        guard SDL_GetRendererInfo(presenter, &info) == 0, info.max_texture_width > 0, info.max_texture_height > 0 else { return nil }
        return Int(min(info.max_texture_width, info.max_texture_height))
    }

    /// The window's drawable size in pixels.
    var pixelSize: (w: Int32, h: Int32) {
        var w: Int32 = 0, h: Int32 = 0
        SDL_GetRendererOutputSize(presenter, &w, &h)
        return (max(w, 1), max(h, 1))
    }

    /// Makes the surface match the drawable (after a resize or a change of output scale).
    /// Returns true when the software renderer was replaced (its text textures went with it).
    func matchDrawable() -> Bool {
        let wanted = pixelSize
        guard wanted != size, let targets = Self.makeTargets(presenter, wanted) else { return false }
        SDL_DestroyTexture(texture)
        SDL_DestroyRenderer(softwareRenderer)
        SDL_FreeSurface(surface)
        (surface, softwareRenderer, texture) = targets
        size = wanted
        return true
    }

    /// Shows the surface: uploads `damage` (pixels; nil for everything) and presents.
    func present(damage: [SDL_Rect]?) {
        SDL_RenderFlush(softwareRenderer)
        guard let pixels = surface.pointee.pixels else { return }
        let pitch = Int(surface.pointee.pitch)
        if let damage {
            for var rect in damage {
                let start = pixels + Int(rect.y) * pitch + Int(rect.x) * 4
                SDL_UpdateTexture(texture, &rect, start, Int32(pitch))
            }
        } else {
            SDL_UpdateTexture(texture, nil, pixels, Int32(pitch))
        }
        SDL_RenderCopy(presenter, texture, nil, nil)
        SDL_RenderPresent(presenter)
    }

    /// The window's first accelerated render driver (named, since the software hint is set).
    private static func acceleratedRenderer(for window: OpaquePointer) -> OpaquePointer? {
        for index in 0..<SDL_GetNumRenderDrivers() {
            var info = SDL_RendererInfo()
            guard SDL_GetRenderDriverInfo(index, &info) == 0, info.flags & SDL_RENDERER_ACCELERATED.rawValue != 0 else { continue }
            if let renderer = SDL_CreateRenderer(window, index, SDL_RENDERER_ACCELERATED.rawValue | SDL_RENDERER_PRESENTVSYNC.rawValue) {
                return renderer
            }
        }
        return nil
    }

    private static func makeTargets(_ presenter: OpaquePointer, _ size: (w: Int32, h: Int32))
        -> (UnsafeMutablePointer<SDL_Surface>, OpaquePointer, OpaquePointer)? {
        let format = SDL_PIXELFORMAT_ARGB8888.rawValue
        guard let surface = SDL_CreateRGBSurfaceWithFormat(0, size.w, size.h, 32, format) else { return nil }
        guard let software = SDL_CreateSoftwareRenderer(surface) else {
            SDL_FreeSurface(surface)
            return nil
        }
        guard let texture = SDL_CreateTexture(presenter, format, Int32(SDL_TEXTUREACCESS_STREAMING.rawValue), size.w, size.h) else {
            SDL_DestroyRenderer(software)
            SDL_FreeSurface(surface)
            return nil
        }
        return (surface, software, texture)
    }
}
