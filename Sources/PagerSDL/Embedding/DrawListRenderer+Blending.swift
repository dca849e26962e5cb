import CPixelKernels
import CSDL2
import Glibc
import PagerCore

/// Fills written or blended straight into a software surface's pixels, as SDL's own software
/// renderer would, without a round trip through SDL for each rectangle.
extension DrawListRenderer {
    /// Fills `area` (pixels, inside the viewport and clip) of `surface` with `color`: written when
    /// opaque, else blended (``blendDirect(_:_:_:)``).
    func fillDirect(_ area: SDL_Rect, _ color: Color, _ surface: UnsafeMutablePointer<SDL_Surface>) {
        if color.alpha == 255 { writeDirect(area, color, surface) } else { blendDirect(area, color, surface) }
    }

    /// Whether translucent fills may be blended straight into `surface`: 8-bit red, green and
    /// blue at SDL's RGB888 or ARGB8888 places, the two layouts whose blend ``blendDirect(_:_:_:)``
    /// repeats (any other goes through SDL).
    static func blendsDirectly(_ surface: UnsafeMutablePointer<SDL_Surface>) -> Bool {
        guard let format = surface.pointee.format?.pointee else { return false }
        return format.BytesPerPixel == 4 && format.Rmask == 0x00FF_0000 && format.Gmask == 0x0000_FF00
            && format.Bmask == 0x0000_00FF && (format.Amask == 0 || format.Amask == 0xFF00_0000)
    }

    /// Blends `color` over `area` (pixels, inside the viewport and clip) of `surface`, after
    /// whatever SDL still has queued, pixel for pixel as SDL 2's software renderer blends a fill
    /// (`SDL_BlendFillRect` for RGB888 and ARGB8888, SDL_blendfillrect.c and SDL_draw.h): the
    /// colour premultiplied once, `c = c_dst * (255 - a) / 255 + c_src * a / 255` per channel in
    /// integers, and alpha likewise where the surface has it. SDL's blender took about 10 ns a
    /// pixel for the tab strip's edge fades.
    func blendDirect(_ area: SDL_Rect, _ color: Color, _ surface: UnsafeMutablePointer<SDL_Surface>) {
        guard area.w > 0, area.h > 0, let pixels = surface.pointee.pixels, color.alpha > 0 else { return }
        if queued {
            SDL_RenderFlush(renderer)
            queued = false
        }
        drawn.pixelsBlended += Self.pixelCount(area)
        let a = UInt32(color.alpha), keep = 255 - a
        let red = UInt32(color.red) * a / 255, green = UInt32(color.green) * a / 255, blue = UInt32(color.blue) * a / 255
        let hasAlpha = surface.pointee.format.pointee.Amask != 0
        let pitch = Int(surface.pointee.pitch)
        let source = (red << 16) | (green << 8) | blue | (hasAlpha ? a << 24 : 0)
        let origin = pixels.assumingMemoryBound(to: UInt8.self) + Int(area.y) * pitch + Int(area.x) * 4
        pager_blend_fill(origin, pitch, area.w, area.h, source, hasAlpha ? 0xFFFF_FFFF : 0x00FF_FFFF, keep)
    }

    /// Writes `color` into `area` (pixels, already inside the viewport and clip) of `surface`,
    /// after whatever SDL still has queued.
    func writeDirect(_ area: SDL_Rect, _ color: Color, _ surface: UnsafeMutablePointer<SDL_Surface>) {
        guard area.w > 0, area.h > 0, let pixels = surface.pointee.pixels else { return }
        if queued {
            SDL_RenderFlush(renderer)
            queued = false
        }
        drawn.pixelsWritten += Self.pixelCount(area)
        let value = SDL_MapRGBA(surface.pointee.format, color.red, color.green, color.blue, color.alpha)
        let pitch = Int(surface.pointee.pitch)
        let pattern = wchar_t(bitPattern: value)
        for y in Int(area.y)..<Int(area.y + area.h) {
            // wmemset: glibc's vectorised 32-bit fill, with ordinary (cached) stores at row sizes.
            let row = (pixels + y * pitch).assumingMemoryBound(to: wchar_t.self) + Int(area.x)
            _ = wmemset(row, pattern, Int(area.w))
        }
    }
}

/// A text colour placed in a surface's channels, for `pager_tint_run` (CPixelKernels).
struct PixelTint {
    /// The colour at its channels' places (alpha 255 where the surface has alpha): a pixel the
    /// glyph covers fully.
    var solid: UInt32
    /// The bits of the surface's channels (not the spare byte of an xRGB surface).
    var channels: UInt32
    /// The colour's alpha.
    var alpha: UInt32

    /// `color` for pixels of `format`, whose channels lie on whole bytes
    /// (``DrawListRenderer/canWrite(_:viewport:)``).
    init(_ color: Color, _ format: SDL_PixelFormat) {
        let hasAlpha = format.Amask != 0
        solid = (UInt32(color.red) &<< UInt32(format.Rshift)) | (UInt32(color.green) &<< UInt32(format.Gshift))
            | (UInt32(color.blue) &<< UInt32(format.Bshift)) | (hasAlpha ? 255 &<< UInt32(format.Ashift) : 0)
        channels = format.Rmask | format.Gmask | format.Bmask | format.Amask
        alpha = UInt32(color.alpha)
    }
}
