import CSDL2

/// Pixels of an image with alpha premultiplied, as `0xAARRGGBB` words row after row: what the
/// software renderer resamples, since filtering colours that are not premultiplied lets the
/// colour of fully transparent pixels bleed into their neighbours.
struct PremultipliedImage {
    var width: Int
    var height: Int
    var pixels: [UInt32]

    /// The bytes `pixels` occupies.
    var byteCount: Int { pixels.count * 4 }

    init(width: Int, height: Int, pixels: [UInt32]) {
        self.width = width
        self.height = height
        self.pixels = pixels
    }

    /// The pixels of `surface`, an `SDL_PIXELFORMAT_ARGB8888` surface whose alpha is not
    /// premultiplied (``ImagePixelSource``'s kind), premultiplied; nil for another format.
    init?(surface: UnsafeMutablePointer<SDL_Surface>) {
        guard surface.pointee.format?.pointee.format == SDL_PIXELFORMAT_ARGB8888.rawValue else { return nil }
        let w = Int(surface.pointee.w), h = Int(surface.pointee.h)
        guard w > 0, h > 0 else { return nil }
        if mustLock(surface) { SDL_LockSurface(surface) }
        defer { if mustLock(surface) { SDL_UnlockSurface(surface) } }
        guard let base = surface.pointee.pixels else { return nil }
        let pitch = Int(surface.pointee.pitch)
        var pixels = [UInt32](repeating: 0, count: w * h)
        pixels.withUnsafeMutableBufferPointer { out in
            for y in 0..<h {
                let row = (base + y * pitch).assumingMemoryBound(to: UInt32.self)
                for x in 0..<w { out[y * w + x] = Self.premultiplied(row[x]) }
            }
        }
        self.init(width: w, height: h, pixels: pixels)
    }

    /// `pixel` (ARGB, not premultiplied) with each colour channel times alpha / 255, rounded.
    @inline(__always)
    static func premultiplied(_ pixel: UInt32) -> UInt32 {
        let a = pixel >> 24
        if a == 255 { return pixel }
        if a == 0 { return 0 }
        let r = (((pixel >> 16) & 0xFF) * a + 127) / 255
        let g = (((pixel >> 8) & 0xFF) * a + 127) / 255
        let b = ((pixel & 0xFF) * a + 127) / 255
        return (a << 24) | (r << 16) | (g << 8) | b
    }

    /// This image halved in width and/or height by a box filter: each output pixel the rounded
    /// mean of the two (or four) pixels it covers; an odd last column or row is dropped.
    func halved(horizontally: Bool, vertically: Bool) -> PremultipliedImage {
        let sx = horizontally && width > 1 ? 2 : 1, sy = vertically && height > 1 ? 2 : 1
        let w = width / sx, h = height / sy, n = UInt32(sx * sy)
        var out = [UInt32](repeating: 0, count: w * h)
        pixels.withUnsafeBufferPointer { source in
            out.withUnsafeMutableBufferPointer { target in
                for y in 0..<h {
                    for x in 0..<w {
                        var a: UInt32 = 0, r: UInt32 = 0, g: UInt32 = 0, b: UInt32 = 0
                        for dy in 0..<sy {
                            for dx in 0..<sx {
                                let p = source[(y * sy + dy) * width + x * sx + dx]
                                a += p >> 24; r += (p >> 16) & 0xFF; g += (p >> 8) & 0xFF; b += p & 0xFF
                            }
                        }
                        let half = n / 2
                        target[y * w + x] = ((a + half) / n) << 24 | ((r + half) / n) << 16
                            | ((g + half) / n) << 8 | ((b + half) / n)
                    }
                }
            }
        }
        return PremultipliedImage(width: w, height: h, pixels: out)
    }

    /// This image reduced by 2x box steps while it is more than twice `width` x `height` in a
    /// direction (so the bilinear step after it never skips source pixels), with the pixels
    /// each step made added to `work`.
    func reduced(toward width: Int, _ height: Int, work: inout Int) -> PremultipliedImage {
        var image = self
        while image.width > 2 * width || image.height > 2 * height {
            image = image.halved(horizontally: image.width > 2 * width, vertically: image.height > 2 * height)
            work += image.pixels.count
        }
        return image
    }

    /// The pixels in `columns` x `rows` of this image scaled to `width` x `height` by a bilinear
    /// filter: output pixel (x, y) samples the image at ((x + 0.5) * w / width - 0.5, likewise
    /// for y), pixel centres mapped onto pixel centres, edges clamped.
    func bilinear(width: Int, height: Int, columns: Range<Int>, rows: Range<Int>) -> PremultipliedImage {
        let outW = columns.count, outH = rows.count
        var out = [UInt32](repeating: 0, count: outW * outH)
        let stepX = Double(self.width) / Double(width), stepY = Double(self.height) / Double(height)
        // Per column: the two source columns and the weight of the second, in 1/256.
        var lefts = [Int](repeating: 0, count: outW), weights = [UInt32](repeating: 0, count: outW)
        for (i, x) in columns.enumerated() {
            let s = min(max((Double(x) + 0.5) * stepX - 0.5, 0), Double(self.width - 1))
            lefts[i] = Int(s)
            weights[i] = UInt32(((s - Double(lefts[i])) * 256).rounded())
        }
        let lastColumn = self.width - 1, lastRow = self.height - 1, w = self.width
        pixels.withUnsafeBufferPointer { source in
            out.withUnsafeMutableBufferPointer { target in
                for (j, y) in rows.enumerated() {
                    let t = min(max((Double(y) + 0.5) * stepY - 0.5, 0), Double(lastRow))
                    let top = Int(t), bottom = min(top + 1, lastRow)
                    let wy = UInt32(((t - Double(top)) * 256).rounded())
                    for i in 0..<outW {
                        let left = lefts[i], right = min(left + 1, lastColumn), wx = weights[i]
                        let p00 = source[top * w + left], p01 = source[top * w + right]
                        let p10 = source[bottom * w + left], p11 = source[bottom * w + right]
                        var pixel: UInt32 = 0
                        for shift in stride(from: UInt32(0), through: 24, by: 8) {
                            let c00 = (p00 >> shift) & 0xFF, c01 = (p01 >> shift) & 0xFF
                            let c10 = (p10 >> shift) & 0xFF, c11 = (p11 >> shift) & 0xFF
                            let upper = c00 * (256 - wx) + c01 * wx, lower = c10 * (256 - wx) + c11 * wx
                            let value = (upper * (256 - wy) + lower * wy + 32768) >> 16
                            pixel |= value << shift
                        }
                        target[j * outW + i] = pixel
                    }
                }
            }
        }
        return PremultipliedImage(width: outW, height: outH, pixels: out)
    }
}

/// Whether `surface`'s pixels must be locked before they are read (SDL's `SDL_MUSTLOCK`: the
/// surface is RLE-encoded).
func mustLock(_ surface: UnsafeMutablePointer<SDL_Surface>) -> Bool {
    surface.pointee.flags & UInt32(SDL_RLEACCEL) != 0
}
