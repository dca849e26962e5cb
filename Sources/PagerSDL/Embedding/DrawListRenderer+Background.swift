import CSDL2
import PagerCore

/// The background cover: where no opaque plain fill of a frame's list lands, found as bands of
/// gaps and painted with the background colour, so the background is not drawn under fills
/// that cover it.
extension DrawListRenderer {
    /// The viewport as a rectangle at the origin (clip rectangles are relative to the viewport).
    static func bounds(_ viewport: SDL_Rect) -> SDL_Rect {
        SDL_Rect(x: 0, y: 0, w: viewport.w, h: viewport.h)
    }

    /// Whether opaque fills may be written straight into `surface`: 32-bit pixels of 8-bit
    /// channels (``onWholeBytes(_:)``), not RLE, and the viewport at its origin and inside it.
    static func canWrite(_ surface: UnsafeMutablePointer<SDL_Surface>, viewport: SDL_Rect) -> Bool {
        let s = surface.pointee
        guard s.pixels != nil, let format = s.format, format.pointee.BytesPerPixel == 4,
              format.pointee.Rloss == 0, format.pointee.Gloss == 0, format.pointee.Bloss == 0,
              s.flags & UInt32(SDL_RLEACCEL) == 0, onWholeBytes(format.pointee) else { return false }
        return viewport.x == 0 && viewport.y == 0 && viewport.w <= s.w && viewport.h <= s.h
    }

    /// Whether each channel of `format` is one whole byte of the pixel (every 32-bit format SDL
    /// makes with 8-bit red, green and blue), as the text tint (``PixelTint``) needs.
    static func onWholeBytes(_ format: SDL_PixelFormat) -> Bool {
        format.Rshift % 8 == 0 && format.Gshift % 8 == 0 && format.Bshift % 8 == 0
            && (format.Amask == 0 || (format.Ashift % 8 == 0 && format.Aloss == 0))
    }

    /// Finds where the background shows: everywhere no opaque plain fill of `list` will land
    /// (the cover, each fill cut by its clip), as horizontal bands of gaps.
    func findBackgroundGaps(under list: DrawList, viewport: SDL_Rect) {
        let bounds = Self.bounds(viewport)
        let scale = self.scale
        // The scratch arrays are worked on as locals (taken out, so each is uniquely referenced,
        // and put back), not as properties read and written per element.
        var cover = Self.taken(&self.cover), coverOrder = Self.taken(&self.coverOrder)
        var coverClips = Self.taken(&self.coverClips)
        var gaps = Self.taken(&self.gaps), edges = Self.taken(&self.edges), spans = Self.taken(&self.spans)
        defer {
            self.cover = cover
            self.coverOrder = coverOrder
            self.coverClips = coverClips
            self.gaps = gaps
            self.edges = edges
            self.spans = spans
        }
        list.commands.withUnsafeBufferPointer { commands in
            for (index, command) in commands.enumerated() where cover.count < Self.coverLimit {
                switch command {
                case let .fill(rect, color, radius) where color.alpha == 255:
                    let pixels = Self.fillPixelRect(rect, scale: scale)
                    guard pixels.w > 0, pixels.h > 0, Self.cornerPixels(radius, pixels, scale: scale) <= 1 else { continue }
                    let area = Self.intersect(pixels, coverClips.last ?? bounds)
                    if area.w > 0, area.h > 0 {
                        cover.append(area)
                        coverOrder.append(index)
                    }
                case let .pushClip(rect):
                    coverClips.append(Self.intersect(Self.pixelRect(rect, scale: scale), coverClips.last ?? bounds))
                case .popClip:
                    _ = coverClips.popLast()
                default:
                    continue
                }
            }
        }
        edges.append(0)
        edges.append(bounds.h)
        for area in cover {
            edges.append(area.y)
            edges.append(area.y + area.h)
        }
        Self.insertionSort(&edges) { $0 < $1 }
        var previous: Int32 = 0
        for edge in edges where edge > previous && edge <= bounds.h {
            // The band previous..<edge: the cover's spans across it, left to right, and the gaps.
            spans.removeAll(keepingCapacity: true)
            for area in cover where area.y <= previous && area.y + area.h >= edge { spans.append(area) }
            Self.insertionSort(&spans) { $0.x < $1.x }
            var x: Int32 = 0
            for span in spans {
                if span.x > x { gaps.append(SDL_Rect(x: x, y: previous, w: span.x - x, h: edge - previous)) }
                x = max(x, span.x + span.w)
            }
            if x < bounds.w { gaps.append(SDL_Rect(x: x, y: previous, w: bounds.w - x, h: edge - previous)) }
            previous = edge
        }
    }

    /// Whether `area` lies wholly inside an area of `cover` whose fill comes after the command at
    /// `index` (`order`: each cover area's command index, ascending).
    static func isCovered(_ area: SDL_Rect, after index: Int, by cover: [SDL_Rect], _ order: [Int]) -> Bool {
        var k = order.count - 1
        while k >= 0, order[k] > index {
            let c = cover[k]
            if c.x <= area.x, c.y <= area.y, c.x + c.w >= area.x + area.w, c.y + c.h >= area.y + area.h { return true }
            k -= 1
        }
        return false
    }

    /// The array in `storage`, emptied with its capacity kept, leaving an empty one there.
    static func taken<T>(_ storage: inout [T]) -> [T] {
        var taken: [T] = []
        swap(&taken, &storage)
        taken.removeAll(keepingCapacity: true)
        return taken
    }

    /// Paints the background into the gaps ``findBackgroundGaps(under:viewport:)`` found, inside
    /// the pass's clip.
    func paintBackgroundGaps(_ background: Color, surface: UnsafeMutablePointer<SDL_Surface>?) {
        if let surface {
            for gap in gaps { writeDirect(intersect(gap, baseClip), background, surface) }
        } else if !gaps.isEmpty {
            // Like SDL_RenderClear, the background replaces what was there, whatever its alpha.
            applySDLClip()
            SDL_SetRenderDrawColor(renderer, background.red, background.green, background.blue, background.alpha)
            SDL_SetRenderDrawBlendMode(renderer, SDL_BLENDMODE_NONE)
            blending = false
            gaps.withUnsafeBufferPointer { buffer in
                _ = SDL_RenderFillRects(renderer, buffer.baseAddress, Int32(buffer.count))
            }
            for gap in gaps { drawn.pixelsWritten += Self.pixelCount(intersect(gap, baseClip)) }
            queued = true
        }
    }

    /// Sorts a short array in place without the temporary buffer the standard library's stable
    /// sort allocates past a few dozen elements (these hold at most ``coverLimit`` * 2 + 2).
    static func insertionSort<T>(_ values: inout [T], by less: (T, T) -> Bool) {
        guard values.count > 1 else { return }
        for i in 1..<values.count {
            let value = values[i]
            var j = i
            while j > 0, less(value, values[j - 1]) {
                values[j] = values[j - 1]
                j -= 1
            }
            values[j] = value
        }
    }
}
