import CSDL2
import PagerCore

/// Reduces ARGB8888 pixels (alpha not premultiplied) with an area-averaging (box) filter: each
/// target pixel is the mean of the source pixels its area covers (those it covers in part
/// counted whole), colour weighted by alpha so transparent pixels lend no colour. Every source
/// pixel contributes, so a 4x reduction of fine detail averages it instead of aliasing.
enum ImageDownsampler {
    /// A new ARGB8888 surface of `width` x `height` from `source` (ARGB8888, at least as large on
    /// both axes), or nil when SDL has no memory for it.
    static func downsample(_ source: UnsafeMutablePointer<SDL_Surface>, width: Int, height: Int) -> UnsafeMutablePointer<SDL_Surface>? {
        let sw = Int(source.pointee.w), sh = Int(source.pointee.h)
        guard let target = SDL_CreateRGBSurfaceWithFormat(0, Int32(width), Int32(height), 32,
                                                          SDL_PIXELFORMAT_ARGB8888.rawValue) else { return nil }
        let sourcePitch = Int(source.pointee.pitch) / 4, targetPitch = Int(target.pointee.pitch) / 4
        let from = source.pointee.pixels.assumingMemoryBound(to: UInt32.self)
        let to = target.pointee.pixels.assumingMemoryBound(to: UInt32.self)
        /// The source span [start, end) target cell `i` of `count` covers on an axis of `length`.
        func span(_ i: Int, _ count: Int, _ length: Int) -> (Int, Int) {
            let start = i * length / count
            return (start, max(start + 1, ((i + 1) * length + count - 1) / count))
        }
        let columns = (0..<width).map { span($0, width, sw) }
        var sums = [Int](repeating: 0, count: width * 4)
        sums.withUnsafeMutableBufferPointer { sums in
            for y in 0..<height {
                let (y0, y1) = span(y, height, sh)
                for i in 0..<sums.count { sums[i] = 0 }
                for sy in y0..<y1 {
                    let row = from + sy * sourcePitch
                    for x in 0..<width {
                        var r = 0, g = 0, b = 0, a = 0
                        for sx in columns[x].0..<columns[x].1 {
                            let p = Int(row[sx]), alpha = p >> 24
                            r += (p >> 16 & 0xFF) * alpha; g += (p >> 8 & 0xFF) * alpha; b += (p & 0xFF) * alpha; a += alpha
                        }
                        sums[x * 4] += r; sums[x * 4 + 1] += g; sums[x * 4 + 2] += b; sums[x * 4 + 3] += a
                    }
                }
                let out = to + y * targetPitch
                for x in 0..<width {
                    let count = (y1 - y0) * (columns[x].1 - columns[x].0)
                    out[x] = pack(r: sums[x * 4], g: sums[x * 4 + 1], b: sums[x * 4 + 2], a: sums[x * 4 + 3], count: count)
                }
            }
        }
        return target
    }

    /// The alpha-weighted mean colour of an ARGB8888 surface (transparent black when every
    /// pixel is transparent).
    static func averageColor(_ surface: UnsafeMutablePointer<SDL_Surface>) -> Color {
        let w = Int(surface.pointee.w), h = Int(surface.pointee.h), pitch = Int(surface.pointee.pitch) / 4
        let pixels = surface.pointee.pixels.assumingMemoryBound(to: UInt32.self)
        var r = 0, g = 0, b = 0, a = 0
        for y in 0..<h {
            let row = pixels + y * pitch
            for x in 0..<w {
                let p = Int(row[x]), alpha = p >> 24
                r += (p >> 16 & 0xFF) * alpha; g += (p >> 8 & 0xFF) * alpha; b += (p & 0xFF) * alpha; a += alpha
            }
        }
        let p = pack(r: r, g: g, b: b, a: a, count: max(1, w * h))
        return Color(red: UInt8(p >> 16 & 0xFF), green: UInt8(p >> 8 & 0xFF), blue: UInt8(p & 0xFF), alpha: UInt8(p >> 24))
    }

    /// One ARGB8888 pixel from alpha-weighted channel sums over `count` pixels, rounded.
    private static func pack(r: Int, g: Int, b: Int, a: Int, count: Int) -> UInt32 {
        guard a > 0 else { return 0 }
        let alpha = (a + count / 2) / count
        return UInt32(alpha) << 24 | UInt32((r + a / 2) / a) << 16 | UInt32((g + a / 2) / a) << 8 | UInt32((b + a / 2) / a)
    }
}
