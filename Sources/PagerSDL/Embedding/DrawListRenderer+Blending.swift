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
        // Four pixels at a time as 16 bytes, each product in a 16-bit lane (PixelLanes' division).
        let source = (red << 16) | (green << 8) | blue | (hasAlpha ? a << 24 : 0)
        let added = unsafeBitCast(SIMD4<UInt32>(repeating: source), to: SIMD16<UInt8>.self)
        let kept = unsafeBitCast(SIMD4<UInt32>(repeating: hasAlpha ? 0xFFFF_FFFF : 0x00FF_FFFF), to: SIMD16<UInt8>.self)
        let factor = SIMD8<UInt16>(repeating: UInt16(keep))
        let width = Int(area.w)
        for y in Int(area.y)..<Int(area.y + area.h) {
            let row = (pixels + y * pitch).assumingMemoryBound(to: UInt32.self) + Int(area.x)
            var x = 0
            while x &+ 4 <= width {
                let bytes = UnsafeMutableRawPointer(row + x)
                let d = bytes.loadUnaligned(as: SIMD16<UInt8>.self)
                let low = Self.divide255(SIMD8<UInt16>(truncatingIfNeeded: d.lowHalf) &* factor)
                let high = Self.divide255(SIMD8<UInt16>(truncatingIfNeeded: d.highHalf) &* factor)
                let quotient = SIMD16<UInt8>(lowHalf: SIMD8<UInt8>(truncatingIfNeeded: low),
                                             highHalf: SIMD8<UInt8>(truncatingIfNeeded: high))
                bytes.storeBytes(of: (quotient &+ added) & kept, as: SIMD16<UInt8>.self)
                x &+= 4
            }
            while x < width {
                row[x] = Self.blended(row[x], red, green, blue, a, keep, hasAlpha)
                x &+= 1
            }
        }
    }

    /// Each lane (at most 255 * 255) divided by 255, rounded down (``PixelLanes/divide255(_:)``).
    @inline(__always)
    static func divide255(_ x: SIMD8<UInt16>) -> SIMD8<UInt16> {
        (x &+ (x &>> 8) &+ 1) &>> 8
    }

    /// One pixel of ``blendDirect(_:_:_:)``: `d` (xRGB or ARGB) under premultiplied red, green,
    /// blue of alpha `a` (`keep` = 255 - a).
    @inline(__always)
    static func blended(_ d: UInt32, _ red: UInt32, _ green: UInt32, _ blue: UInt32, _ a: UInt32,
                                _ keep: UInt32, _ hasAlpha: Bool) -> UInt32 {
        let r = keep * ((d >> 16) & 0xFF) / 255 + red
        let g = keep * ((d >> 8) & 0xFF) / 255 + green
        let b = keep * (d & 0xFF) / 255 + blue
        var out = (r << 16) | (g << 8) | b
        if hasAlpha { out |= (keep * (d >> 24) / 255 + a) << 24 }
        return out
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

/// Arithmetic on the four 8-bit channels of a 32-bit pixel at once: each byte widened to a
/// 16-bit lane of a 64-bit word, so a product of two bytes (below 65,281) stays in its lane.
/// The results equal the per-channel integer arithmetic exactly.
enum PixelLanes {
    /// The low byte of each 16-bit lane.
    static let bytes: UInt64 = 0x00FF_00FF_00FF_00FF

    /// The four bytes of `pixel`, byte i in lane i.
    @inline(__always)
    static func spread(_ pixel: UInt32) -> UInt64 {
        let x = UInt64(pixel)
        let halves = (x | (x &<< 16)) & 0x0000_FFFF_0000_FFFF
        return (halves | (halves &<< 8)) & bytes
    }

    /// Lanes of bytes back into a pixel (inverse of ``spread(_:)``).
    @inline(__always)
    static func pack(_ lanes: UInt64) -> UInt32 {
        let halves = (lanes | (lanes &>> 8)) & 0x0000_FFFF_0000_FFFF
        return UInt32(truncatingIfNeeded: halves | (halves &>> 16))
    }

    /// Each lane divided by 255, rounded down, for lanes up to 255 * 255: `(x + 1 + x >> 8) >> 8`,
    /// which equals `x / 255` for every x below 65,281 (and so never carries into the next lane).
    @inline(__always)
    static func divide255(_ lanes: UInt64) -> UInt64 {
        ((lanes &+ ((lanes &>> 8) & bytes) &+ 0x0001_0001_0001_0001) &>> 8) & bytes
    }

    /// A text colour placed in a surface's channels, for ``tinted(_:_:_:_:)-(UInt32,_,_,_)``.
    struct Tint {
        /// The colour at its channels' places (alpha 255 where the surface has alpha): a pixel
        /// the glyph covers fully.
        var solid: UInt32
        /// `solid` spread into lanes.
        var lanes: UInt64
        /// The bits of the surface's channels (not the spare byte of an xRGB surface).
        var channels: UInt32
        /// The colour's alpha.
        var alpha: UInt32
        /// `solid` four times over as 16-bit lanes, its even bytes and its odd bytes apart, for
        /// ``tinted(_:_:_:_:)-(SIMD16<UInt8>,_,_,_)``.
        var wideLanes: (even: SIMD8<UInt16>, odd: SIMD8<UInt16>)
        /// `channels` four times over, as bytes.
        var channelBytes: SIMD16<UInt8>

        /// `color` for pixels of `format`, whose channels lie on whole bytes
        /// (``DrawListRenderer/canWrite(_:viewport:)``).
        init(_ color: Color, _ format: SDL_PixelFormat) {
            let hasAlpha = format.Amask != 0
            solid = (UInt32(color.red) &<< UInt32(format.Rshift)) | (UInt32(color.green) &<< UInt32(format.Gshift))
                | (UInt32(color.blue) &<< UInt32(format.Bshift)) | (hasAlpha ? 255 &<< UInt32(format.Ashift) : 0)
            lanes = PixelLanes.spread(solid)
            channels = format.Rmask | format.Gmask | format.Bmask | format.Amask
            alpha = UInt32(color.alpha)
            let repeated = unsafeBitCast(SIMD4<UInt32>(repeating: solid), to: SIMD8<UInt16>.self)
            wideLanes = (repeated & 0xFF, repeated &>> 8)
            channelBytes = unsafeBitCast(SIMD4<UInt32>(repeating: channels), to: SIMD16<UInt8>.self)
        }
    }

    /// ``tinted(_:_:_:_:)-(UInt32,_,_,_)`` for four pixels at once: `d` their bytes, `covers` their
    /// coverages (up to 255, where the result is the tint), `tint` and `channels` a ``Tint``'s
    /// `wideLanes` and `channelBytes`. The bytes are taken as 16-bit lanes, the even bytes of the
    /// pixels (low halves) and the odd ones (high halves) apart.
    @inline(__always)
    static func tinted(_ d: SIMD16<UInt8>, _ covers: SIMD4<UInt32>, _ tint: (even: SIMD8<UInt16>, odd: SIMD8<UInt16>),
                       _ channels: SIMD16<UInt8>) -> SIMD16<UInt8> {
        // Each pixel's coverage in both 16-bit lanes of its pixel.
        let a = unsafeBitCast(covers | (covers &<< 16), to: SIMD8<UInt16>.self)
        let keep = 255 &- a
        let pixels = unsafeBitCast(d, to: SIMD8<UInt16>.self)
        let even = DrawListRenderer.divide255(tint.even &* a) &+ DrawListRenderer.divide255((pixels & 0xFF) &* keep)
        let odd = DrawListRenderer.divide255(tint.odd &* a) &+ DrawListRenderer.divide255((pixels &>> 8) &* keep)
        return unsafeBitCast(even | (odd &<< 8), to: SIMD16<UInt8>.self) & channels
    }


    /// `d` under a tint of coverage `a` (below 255): per channel `c * a / 255 + d * (255 - a) / 255`
    /// in integers, with c the tint's channel (255 for alpha, so alpha becomes
    /// `a + d_alpha * (255 - a) / 255`), and the bits outside `channels` zero.
    @inline(__always)
    static func tinted(_ d: UInt32, _ tint: UInt64, _ a: UInt32, _ channels: UInt32) -> UInt32 {
        let source = divide255(tint &* UInt64(a))
        let kept = divide255(spread(d) &* UInt64(255 &- a))
        return pack(source &+ kept) & channels
    }
}
