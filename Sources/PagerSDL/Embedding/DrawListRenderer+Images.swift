import CSDL2
import Glibc
import PagerCore

/// Where an image's pixels land in the target, all in pixels.
struct ImagePlacement {
    /// Where the whole image lands: its frame, edges rounded as a fill's are.
    var frame: SDL_Rect
    /// The box it shows in (its clip), whose corners are rounded by ``radius``.
    var box: SDL_Rect
    /// What is drawn: frame, box and the current clip intersected.
    var visible: SDL_Rect
    /// The box's corner radius in whole pixels (0 or 1: square corners).
    var radius: Int32
    /// The image's opacity, 0...255.
    var alpha: UInt32
}

extension DrawListRenderer {
    /// Draws `image` inside `clip` (pixels) with the pixels ``images`` gives: blended straight
    /// into `surface` when there is one (``drawImageDirect(_:_:into:)``), else as a texture
    /// through SDL (``drawImageTexture(_:_:)``). Without ``images``, or while the source has no
    /// pixels for it, nothing is drawn (the core's placeholder shows).
    func drawImage(_ image: ImageDraw, clip: SDL_Rect, surface: UnsafeMutablePointer<SDL_Surface>?) {
        guard images != nil, let placement = placement(of: image, clip: clip) else { return }
        if let surface, drawImageDirect(image, placement, into: surface) { return }
        drawImageTexture(image, placement)
    }

    /// Where `image` lands inside `clip`, or nil when nothing of it shows.
    func placement(of image: ImageDraw, clip: SDL_Rect) -> ImagePlacement? {
        let frame = pixelRect(image.frame), box = pixelRect(image.clip)
        let visible = intersect(intersect(frame, box), clip)
        let alpha = Self.opacityLevel(image.opacity)
        guard frame.w > 0, frame.h > 0, visible.w > 0, visible.h > 0, alpha > 0 else { return nil }
        return ImagePlacement(frame: frame, box: box, visible: visible, radius: cornerPixels(image.cornerRadius, box),
                              alpha: alpha)
    }

    /// `opacity` (0...1) as an alpha level, rounded; not a number draws nothing.
    static func opacityLevel(_ opacity: Double) -> UInt32 {
        guard !opacity.isNaN else { return 0 }
        return UInt32((min(max(opacity, 0), 1) * 255).rounded())
    }

    /// Draws `image` through SDL as a texture (uploaded once per revision, ``ImageTextureCache``)
    /// scaled linearly onto its frame, with SDL's clip set to the visible part; rounded corners
    /// as a triangle fan of the rounded box with texture coordinates (`SDL_RenderGeometry`).
    func drawImageTexture(_ image: ImageDraw, _ placement: ImagePlacement) {
        guard let images else { return }
        let uploads = imageTextures.uploads
        let texture = imageTextures.texture(for: image.source, revision: image.revision, renderer: renderer) {
            images.surface(for: image.source, revision: image.revision)
        }
        drawn.textureUploads += imageTextures.uploads - uploads
        guard let texture else { return }
        applySDLClip()
        var visible = placement.visible
        SDL_RenderSetClipRect(renderer, &visible)
        // The clip asked for is set again before SDL next draws something else.
        sdlClipPending = true
        let alpha = UInt8(placement.alpha)
        SDL_SetTextureAlphaMod(texture, alpha)
        let frame = placement.frame
        if placement.radius <= 1 {
            var destination = SDL_FRect(x: Float(frame.x), y: Float(frame.y), w: Float(frame.w), h: Float(frame.h))
            SDL_RenderCopyF(renderer, texture, nil, &destination)
        } else {
            let (points, triangles) = Self.roundedFan(placement.box, placement.radius)
            let tint = SDL_Color(r: 255, g: 255, b: 255, a: alpha)
            let corners = points.map { point in
                SDL_Vertex(position: point, color: tint,
                           tex_coord: SDL_FPoint(x: (point.x - Float(frame.x)) / Float(frame.w),
                                                 y: (point.y - Float(frame.y)) / Float(frame.h)))
            }
            _ = corners.withUnsafeBufferPointer { v in
                triangles.withUnsafeBufferPointer { i in
                    SDL_RenderGeometry(renderer, texture, v.baseAddress, Int32(v.count), i.baseAddress, Int32(i.count))
                }
            }
        }
        queued = true
        drawn.imagesDrawn += 1
        drawn.pixelsBlended += Self.pixelCount(visible)
    }

    /// The rounded rectangle `box` with corners of radius `r` as a triangle fan about its
    /// centre: the centre, then points along the outline clockwise (each corner's arc in steps
    /// of at most about two pixels), and the triangles' indices.
    static func roundedFan(_ box: SDL_Rect, _ r: Int32) -> (points: [SDL_FPoint], triangles: [Int32]) {
        let radius = Float(r), steps = max(2, Int(r) / 2)
        let left = Float(box.x), top = Float(box.y), right = Float(box.x + box.w), bottom = Float(box.y + box.h)
        let centres = [(right - radius, top + radius, -Float.pi / 2), (right - radius, bottom - radius, 0),
                       (left + radius, bottom - radius, Float.pi / 2), (left + radius, top + radius, Float.pi)]
        var points = [SDL_FPoint(x: (left + right) / 2, y: (top + bottom) / 2)]
        for (cx, cy, start) in centres {
            for step in 0...steps {
                let angle = start + Float(step) / Float(steps) * Float.pi / 2
                points.append(SDL_FPoint(x: cx + radius * cosf(angle), y: cy + radius * sinf(angle)))
            }
        }
        var triangles: [Int32] = []
        let outline = Int32(points.count - 1)
        for i in 1...outline { triangles += [0, i, i == outline ? 1 : i + 1] }
        return (points, triangles)
    }
}
