import CSDL2
import PagerCore

/// Images blended straight into a software target's pixels.
extension DrawListRenderer {
    /// Draws `image` at `placement` into `surface` (the software target, whose channels lie on
    /// whole bytes): 1:1 from the decoded surface when it is the frame's pixel size, else from a
    /// copy resampled to that size (box reductions while more than twice as large, then
    /// bilinear) kept in ``ScaledImageCache`` by source, revision and size, or, for a copy too
    /// large to keep, only the visible part resampled. False when the decoded pixels are not of
    /// the kind ``ImagePixelSource`` promises (not ARGB8888): then it is drawn through SDL.
    func drawImageDirect(_ image: ImageDraw, _ placement: ImagePlacement,
                         into surface: UnsafeMutablePointer<SDL_Surface>) -> Bool {
        guard let images else { return true }
        let frame = placement.frame, visible = placement.visible
        let key = ScaledImageCache.Key(source: image.source, revision: image.revision, width: Int(frame.w),
                                       height: Int(frame.h))
        if let scaled = scaledImages.image(for: key) {
            composite(scaled, at: frame.x, frame.y, placement, into: surface)
            return true
        }
        guard let decoded = images.surface(for: image.source, revision: image.revision) else { return true }
        guard decoded.pointee.format?.pointee.format == SDL_PIXELFORMAT_ARGB8888.rawValue,
              decoded.pointee.w > 0, decoded.pointee.h > 0 else { return false }
        if decoded.pointee.w == frame.w && decoded.pointee.h == frame.h {
            if mustLock(decoded) { SDL_LockSurface(decoded) }
            defer { if mustLock(decoded) { SDL_UnlockSurface(decoded) } }
            guard let pixels = decoded.pointee.pixels else { return true }
            let rows = UnsafePointer(pixels.assumingMemoryBound(to: UInt32.self))
            composite(rows, pitch: Int(decoded.pointee.pitch) / 4, premultiplied: false, at: frame.x, frame.y, placement,
                      into: surface)
            return true
        }
        guard let source = PremultipliedImage(surface: decoded) else { return false }
        let reduced = source.reduced(toward: Int(frame.w), Int(frame.h), work: &drawn.pixelsScaled)
        // A picture mostly in view is scaled whole and kept (a slide shows the rest next frame);
        // one mostly clipped away (zoomed in) only where it shows.
        let frameArea = Int(frame.w) * Int(frame.h), visibleArea = Int(visible.w) * Int(visible.h)
        if 4 * frameArea <= scaledImages.byteLimit && 2 * visibleArea >= frameArea {
            let scaled = reduced.bilinear(width: Int(frame.w), height: Int(frame.h), columns: 0..<Int(frame.w),
                                          rows: 0..<Int(frame.h))
            drawn.pixelsScaled += scaled.pixels.count
            scaledImages.insert(scaled, for: key)
            composite(scaled, at: frame.x, frame.y, placement, into: surface)
        } else {
            let left = Int(visible.x - frame.x), top = Int(visible.y - frame.y)
            let part = reduced.bilinear(width: Int(frame.w), height: Int(frame.h),
                                        columns: left..<(left + Int(visible.w)), rows: top..<(top + Int(visible.h)))
            drawn.pixelsScaled += part.pixels.count
            composite(part, at: visible.x, visible.y, placement, into: surface)
        }
        return true
    }

    /// ``composite(_:pitch:premultiplied:at:_:_:placement:into:)`` from premultiplied pixels.
    private func composite(_ image: PremultipliedImage, at x: Int32, _ y: Int32, _ placement: ImagePlacement,
                           into surface: UnsafeMutablePointer<SDL_Surface>) {
        image.pixels.withUnsafeBufferPointer { pixels in
            guard let rows = pixels.baseAddress else { return }
            composite(rows, pitch: image.width, premultiplied: true, at: x, y, placement, into: surface)
        }
    }

    /// Blends the visible part of an image whose pixel (0, 0) lies at (x, y) of `surface`:
    /// `rows` its ARGB pixels, `pitch` pixels a row apart, alpha premultiplied or not. Each
    /// pixel's alpha is multiplied by the opacity and, in the rounded corners, by how much of
    /// the pixel lies inside the corner's circle (antialiased edges); a result of alpha 255 is
    /// stored as it is, any other mixed as a fill is, `c = c_src + c_dst * (255 - a) / 255` per
    /// channel with the source premultiplied (alpha likewise where the target has alpha).
    private func composite(_ rows: UnsafePointer<UInt32>, pitch: Int, premultiplied: Bool, at x: Int32, _ y: Int32,
                           _ placement: ImagePlacement, into surface: UnsafeMutablePointer<SDL_Surface>) {
        guard let target = surface.pointee.pixels, let format = surface.pointee.format?.pointee else { return }
        if queued {
            SDL_RenderFlush(renderer)
            queued = false
        }
        let visible = placement.visible, box = placement.box, r = placement.radius, opacity = placement.alpha
        let rs = UInt32(format.Rshift), gs = UInt32(format.Gshift), bs = UInt32(format.Bshift)
        let hasAlpha = format.Amask != 0, alphaShift = UInt32(format.Ashift)
        let targetPitch = Int(surface.pointee.pitch)
        var written = 0
        for row in Int(visible.y)..<Int(visible.y + visible.h) {
            let line = (target + row * targetPitch).assumingMemoryBound(to: UInt32.self)
            let source = rows + (row - Int(y)) * pitch
            let cornerRow = r > 1 && (row < Int(box.y + r) || row >= Int(box.y + box.h - r))
            for column in Int(visible.x)..<Int(visible.x + visible.w) {
                let s = source[column - Int(x)]
                var a = s >> 24
                guard a > 0 else { continue }
                var red = (s >> 16) & 0xFF, green = (s >> 8) & 0xFF, blue = s & 0xFF
                if !premultiplied && a < 255 {
                    red = (red * a + 127) / 255; green = (green * a + 127) / 255; blue = (blue * a + 127) / 255
                }
                var f = opacity
                if cornerRow && (column < Int(box.x + r) || column >= Int(box.x + box.w - r)) {
                    f = (f * Self.cornerCoverage(column, row, box, r) + 127) / 255
                }
                guard f > 0 else { continue }
                if f < 255 {
                    a = (a * f + 127) / 255
                    red = (red * f + 127) / 255; green = (green * f + 127) / 255; blue = (blue * f + 127) / 255
                    guard a > 0 else { continue }
                }
                if a == 255 {
                    line[column] = (red << rs) | (green << gs) | (blue << bs) | (hasAlpha ? 255 << alphaShift : 0)
                    written += 1
                    continue
                }
                let d = line[column], keep = 255 - a
                let outRed = red + ((d >> rs) & 0xFF) * keep / 255
                let outGreen = green + ((d >> gs) & 0xFF) * keep / 255
                let outBlue = blue + ((d >> bs) & 0xFF) * keep / 255
                var out = (outRed << rs) | (outGreen << gs) | (outBlue << bs)
                if hasAlpha { out |= (a + ((d >> alphaShift) & 0xFF) * keep / 255) << alphaShift }
                line[column] = out
            }
        }
        drawn.imagesDrawn += 1
        drawn.pixelsWritten += written
        drawn.pixelsBlended += Self.pixelCount(visible) - written
    }

    /// How much of pixel (x, y) lies inside the rounded corner of `box` (radius `r` pixels) it
    /// is in, 0...255: 255 at a distance of half a pixel or more inside the corner's circle, 0 as
    /// far outside, linear between (the edge antialiased over one pixel); 255 outside the corners.
    static func cornerCoverage(_ x: Int, _ y: Int, _ box: SDL_Rect, _ r: Int32) -> UInt32 {
        let radius = Double(r)
        let left = Double(box.x) + radius, right = Double(box.x + box.w) - radius
        let top = Double(box.y) + radius, bottom = Double(box.y + box.h) - radius
        let px = Double(x) + 0.5, py = Double(y) + 0.5
        let dx = px < left ? left - px : (px > right ? px - right : 0)
        let dy = py < top ? top - py : (py > bottom ? py - bottom : 0)
        guard dx > 0 && dy > 0 else { return 255 }
        let inside = radius - (dx * dx + dy * dy).squareRoot() + 0.5
        return UInt32((min(max(inside, 0), 1) * 255).rounded())
    }
}
