import CPixelKernels
import CSDL2
import Glibc
import PagerCore

/// Executes a core `DrawList` on an SDL renderer, turning points into pixels.
///
/// It decides nothing: positions, colours and text all come from the core. Edges are rounded to
/// whole pixels from the rectangle's two edges (not origin plus width), so neighbouring pages
/// never show a seam or overlap while they move.
///
/// Four things keep a software frame cheap:
/// - A frame whose draw list, background, scale and viewport equal the last one's is not drawn
///   again: the target still holds it (a pointer moving over a still window, a held press).
///   ``invalidate()`` forces the next frame (an exposed window).
/// - Otherwise only the damage is drawn: a few rectangles around the commands that differ from
///   the last frame's, index by index, each redrawn from the
///   background up with everything clipped to it; a window presents only those (``lastDamage``).
///   While pages slide, the bars are neither painted nor sent, and of a page's solid fill only
///   the strip it uncovers is.
/// - The background is painted only where no opaque fill will cover it, instead of clearing
///   the whole target first (a full-window page would otherwise be painted twice).
/// - Opaque rectangles are written straight into the target surface when it is reachable (the
///   software renderer, offscreen or in a window): SDL's `SDL_FillRect` uses non-temporal
///   stores, which bypass the cache and take three times as long for a 1280x800 frame.
///   Commands SDL has queued are flushed first, so painter's order holds.
///
/// Images (`DrawCommand.image`) take their pixels from ``images``: the software path blends
/// them straight into the target, resampled once per pixel size and kept (a moving image costs
/// copies); otherwise they are textures drawn through SDL, uploaded once per revision.
///
/// A program that draws things of its own into the target after the draw list calls
/// ``invalidate(_:)`` with their area, so the next frame repaints it (damage tracking only knows
/// what the draw list drew).
public final class DrawListRenderer {
    private(set) var renderer: OpaquePointer
    /// The text cache used to draw and measure text.
    public let text: TextCache
    /// Pixels per point.
    public private(set) var scale: Double = 1
    private var clipStack: [SDL_Rect] = []
    private var rows: [SDL_Rect] = []
    private var vertices: [SDL_Vertex] = []
    private var indices: [Int32] = []
    /// The blend mode last set on the SDL renderer (nil: unknown, set it on next use).
    var blending: Bool?
    /// The surface the software renderer draws into, when the canvas can reach it; nil for an
    /// accelerated renderer (everything then goes through SDL).
    var directSurface: (() -> UnsafeMutablePointer<SDL_Surface>?)?
    /// Whether SDL holds drawing commands not yet executed (they must run before a direct write).
    var queued = false
    /// Per-frame scratch, kept to avoid allocating: opaque areas, band edges, spans, gaps.
    var cover: [SDL_Rect] = []
    /// The index in the draw list of the fill each area of `cover` comes from (ascending).
    var coverOrder: [Int] = []
    var coverClips: [SDL_Rect] = []
    var edges: [Int32] = []
    var spans: [SDL_Rect] = []
    var gaps: [SDL_Rect] = []
    /// The damage search's arrays.
    var scratch = DamageScratch()
    /// The last frame drawn into a target that keeps its pixels, to recognise an unchanged frame,
    /// with the pixel bounds of each of its commands (to find the damage of the next one).
    private var previous: (commands: [DrawCommand], bounds: [SDL_Rect], background: Color, viewport: SDL_Rect,
                           scale: Double)?
    /// The bounds array of the frame before the last, kept to be refilled (two alternate).
    private var spareBounds: [SDL_Rect] = []
    /// Everything drawn in the current pass stays inside this: one damaged rectangle, or the
    /// whole viewport.
    var baseClip = SDL_Rect()
    /// Whether the current pass draws only part of the viewport (so SDL's clip is never "none").
    private var partial = false
    /// The clip SDL's own drawing should have (nil: none beyond the base clip), set on SDL only
    /// before SDL next draws (``applySDLClip()``): most passes draw everything straight into the
    /// surface and never need it.
    private var sdlClip: SDL_Rect?
    var sdlClipPending = false
    /// The parts of the target the last ``draw(_:background:)`` changed, when it was not all of
    /// it (nil: the whole viewport, or nothing when ``lastFrameUnchanged``).
    public private(set) var lastDamage: [SDL_Rect]?
    /// Whether to draw only the damage (on by default; off draws every frame in full, which the
    /// fuzzer compares against).
    public var drawsDamageOnly = true
    /// Whether the last ``draw(_:background:)`` found nothing changed and drew nothing.
    public private(set) var lastFrameUnchanged = false
    /// Frames drawn: calls of ``draw(_:background:)``.
    public private(set) var framesDrawn = 0
    /// Of ``framesDrawn``, the frames skipped because the target still held them.
    public private(set) var framesUnchanged = 0
    /// What this renderer has drawn so far, counted (``RenderCounters``; labels rasterised are
    /// the text cache's).
    public var counters: RenderCounters {
        var counts = drawn
        counts.rasterisations = text.texturesCreated
        return counts
    }
    var drawn = RenderCounters()
    /// Where images find their pixels: PagerSDL's `ImageStore`, or a source of the program's own.
    /// Asked during ``draw(_:background:)`` for each image it draws whose pixels are not cached
    /// (scaled copies on the software path, textures otherwise). Nil draws no pictures: only
    /// the placeholders the core puts in the draw list show.
    public var images: (any ImagePixelSource)?
    /// Scaled copies of images for the software path.
    var scaledImages = ScaledImageCache()
    /// Image textures for drawing through SDL.
    let imageTextures = ImageTextureCache()
    /// Areas (pixels) the program drew over since the last frame (``invalidate(_:)``).
    var invalidated: [SDL_Rect] = []
    /// At most this many opaque rectangles are considered for hiding the background; more
    /// only means more background is painted.
    static let coverLimit = 32

    /// The software renderer made by ``init(surface:text:scale:)``, destroyed with this object.
    private var ownedSurfaceRenderer: OpaquePointer?

    /// Draws into the caller's SDL renderer, accelerated or software, at `scale` pixels per point.
    /// The caller keeps the window, the renderer and the loop; nothing here calls `SDL_Init`,
    /// creates a window or polls events.
    ///
    /// - Parameters:
    ///   - renderer: your `SDL_Renderer`.
    ///   - text: the cache that measures and rasterises labels on `renderer`.
    ///   - scale: pixels per point.
    ///   - surface: for a software renderer, the surface it draws into (its window's surface,
    ///     `SDL_GetWindowSurface`, read again every frame because a resize replaces it; or the
    ///     surface it was made on). With it, frames are tracked: an unchanged frame is not drawn,
    ///     otherwise only the rectangles that changed are (``lastDamage``), and opaque fills are
    ///     written straight into the pixels. Without it (an accelerated renderer, whose back
    ///     buffer is undefined after a present) every frame is drawn in full.
    ///
    /// Destroy your SDL renderer only after this object (and its text cache, which holds
    /// textures made on it) is gone, or after ``TextCache/removeAll()``.
    public init(renderer: OpaquePointer, text: TextCache, scale: Double = 1,
                surface: (() -> UnsafeMutablePointer<SDL_Surface>?)? = nil) {
        self.renderer = renderer
        self.text = text
        directSurface = surface
        rows.reserveCapacity(256)
        for buffer in [\DrawListRenderer.cover, \.coverClips, \.spans, \.gaps] { self[keyPath: buffer].reserveCapacity(64) }
        edges.reserveCapacity(2 * Self.coverLimit + 2)
        coverOrder.reserveCapacity(Self.coverLimit)
        setScale(scale)
    }

    /// Draws into the caller's `SDL_Surface` (software), through an SDL software renderer made
    /// on it and owned by this object; frames are tracked as with a surface above. The surface
    /// must outlive this object.
    /// - Throws: ``SDLError`` when SDL cannot make a software renderer for the surface.
    public convenience init(surface: UnsafeMutablePointer<SDL_Surface>, text: TextCache, scale: Double = 1) throws {
        guard let software = SDL_CreateSoftwareRenderer(surface) else { throw SDLError("SDL_CreateSoftwareRenderer") }
        self.init(renderer: software, text: text, scale: scale, surface: { surface })
        ownedSurfaceRenderer = software
    }

    deinit {
        if let ownedSurfaceRenderer {
            text.removeAll()
            imageTextures.removeAll()
            SDL_DestroyRenderer(ownedSurfaceRenderer)
        }
    }

    /// Draws on a new SDL renderer from now on (the old one's textures must be gone already).
    func retarget(to renderer: OpaquePointer) {
        self.renderer = renderer
        blending = nil
        imageTextures.forgetAll()
        invalidate()
    }

    /// The target no longer holds the last frame (exposed, resized, recreated): draw the next
    /// frame in full even if it is the same.
    public func invalidate() { previous = nil }

    /// Sets pixels per point (HiDPI, `--scale`).
    public func setScale(_ scale: Double) {
        self.scale = scale
        text.scale = scale
    }

    /// Paints `background` wherever `list` leaves it visible, then draws `list`.
    public func draw(_ list: DrawList, background: Color) {
        defer { invalidated.removeAll(keepingCapacity: true) }
        var viewport = SDL_Rect()
        SDL_RenderGetViewport(renderer, &viewport)
        var surface = directSurface?()
        if let target = surface, !Self.canWrite(target, viewport: viewport) { surface = nil }
        text.labelRenderer = surface == nil ? renderer : nil
        framesDrawn += 1
        drawn.commands += list.commands.count
        let bounds = Self.bounds(viewport)
        lastDamage = nil
        lastFrameUnchanged = false
        var regions: [SDL_Rect]?
        if surface != nil {
            // Only a target that keeps its pixels (the software one) can skip what did not change;
            // after an accelerated present the back buffer is undefined.
            // The last frame's arrays are taken out of `previous`, so each is uniquely referenced
            // and is refilled in place for this frame (a steady frame allocates nothing here).
            let last = previous
            previous = nil
            var commands = last?.commands ?? []
            var newBounds = spareBounds
            spareBounds = last?.bounds ?? []
            var damage: [SDL_Rect]?
            if let old = last, old.background == background, old.scale == scale, Self.same(old.viewport, viewport) {
                newBounds.removeAll(keepingCapacity: true)
                newBounds.append(contentsOf: old.bounds)
                damage = self.damage(from: old.commands, old.bounds, to: list.commands, into: &newBounds, within: bounds,
                                     adding: invalidated)
            } else {
                newBounds.removeAll(keepingCapacity: true)
                for command in list.commands { newBounds.append(pixelBounds(command)) }
            }
            _ = consume last
            commands.removeAll(keepingCapacity: true)
            commands.append(contentsOf: list.commands)
            previous = (commands, newBounds, background, viewport, scale)
            if let damage {
                if damage.isEmpty {
                    lastFrameUnchanged = true
                    framesUnchanged += 1
                    return
                }
                if drawsDamageOnly && !(damage.count == 1 && Self.same(damage[0], bounds)) { regions = damage }
            }
        } else {
            previous = nil
        }
        findBackgroundGaps(under: list, viewport: viewport)
        let commandBounds = surface == nil ? nil : previous?.bounds
        guard let regions, let commandBounds else {
            drawPass(list, clip: bounds, partial: false, commandBounds: commandBounds, background: background,
                     surface: surface)
            return
        }
        lastDamage = regions
        for region in regions {
            drawPass(list, clip: region, partial: true, commandBounds: commandBounds, background: background,
                     surface: surface)
        }
        partial = false
    }

    /// Draws the background and `list` inside `clip` (`partial`: only part of the viewport).
    /// With the pixel bounds of the commands (`commandBounds`, for a target that keeps its
    /// pixels), skips the commands that draw nothing there: those wholly outside the clip, and
    /// those wholly under an opaque plain fill that comes later (``findBackgroundGaps(under:viewport:)``'s
    /// cover), which replaces every pixel they would touch.
    private func drawPass(_ list: DrawList, clip: SDL_Rect, partial: Bool, commandBounds: [SDL_Rect]?, background: Color,
                          surface: UnsafeMutablePointer<SDL_Surface>?) {
        baseClip = clip
        self.partial = partial
        clipStack.removeAll(keepingCapacity: true)
        setSDLClip(nil)
        paintBackgroundGaps(background, surface: surface)
        let cover = self.cover, coverOrder = self.coverOrder
        // The clip stack as a local (the current clip read once per command, not per use).
        var clips = Self.taken(&clipStack)
        defer {
            clipStack = clips
            applySDLClip()
        }
        var current = clip
        for (index, command) in list.commands.enumerated() {
            if let commandBounds, index < commandBounds.count {
                switch command {
                case .fill, .text, .polygon, .image:
                    let area = intersect(commandBounds[index], current)
                    if area.w <= 0 || area.h <= 0 { continue }
                    if Self.isCovered(area, after: index, by: cover, coverOrder) { continue }
                case .pushClip, .popClip:
                    break
                }
            }
            switch command {
            case let .fill(rect, color, radius):
                fill(rect, color, radius: radius, clip: current, surface: surface)
            case let .text(string, origin, style, color):
                drawText(string, origin: origin, style: style, color: color, clip: current, surface: surface)
            case let .polygon(points, color):
                applySDLClip()
                setColor(color)
                fillPolygon(points, color)
                drawn.pixelsBlended += Self.pixelCount(intersect(pixelBounds(command), current))
                queued = true
            case let .image(image):
                drawImage(image, clip: current, surface: surface)
            case let .pushClip(rect):
                current = intersect(pixelRect(rect), current)
                clips.append(current)
                setSDLClip(current)
            case .popClip:
                _ = clips.popLast()
                current = clips.last ?? clip
                setSDLClip(clips.last)
            }
        }
    }

    /// Clips SDL's own drawing to `clip`, or with none to the frame's base clip (the damage),
    /// from the next ``applySDLClip()`` on.
    private func setSDLClip(_ clip: SDL_Rect?) {
        sdlClip = clip
        sdlClipPending = true
    }

    /// Sets on SDL the clip last asked for with ``setSDLClip(_:)``, if it is not set yet: called
    /// before SDL draws, and at the end of a pass.
    func applySDLClip() {
        guard sdlClipPending else { return }
        sdlClipPending = false
        if var clip = sdlClip {
            SDL_RenderSetClipRect(renderer, &clip)
        } else if partial {
            SDL_RenderSetClipRect(renderer, &baseClip)
        } else {
            SDL_RenderSetClipRect(renderer, nil)
        }
    }

    private static func same(_ a: SDL_Rect, _ b: SDL_Rect) -> Bool {
        a.x == b.x && a.y == b.y && a.w == b.w && a.h == b.h
    }

    func pixelRect(_ rect: Rect) -> SDL_Rect { Self.pixelRect(rect, scale: scale) }

    /// ``pixelRect(_:)`` at `scale` pixels per point.
    static func pixelRect(_ rect: Rect, scale: Double) -> SDL_Rect {
        let left = (rect.x * scale).rounded(), top = (rect.y * scale).rounded()
        let right = (rect.maxX * scale).rounded(), bottom = (rect.maxY * scale).rounded()
        return SDL_Rect(x: clampInt(left), y: clampInt(top), w: clampInt(right - left), h: clampInt(bottom - top))
    }

    /// The pixels a fill covers: ``pixelRect(_:)``, but a fill thinner than a pixel that
    /// rounding would drop is one pixel thick, so a hairline (a 0.5 pt separator) shows at 1x
    /// as one pixel, as UIKit's hairlines do, rather than vanishing at some offsets.
    func fillPixelRect(_ rect: Rect) -> SDL_Rect { Self.fillPixelRect(rect, scale: scale) }

    /// ``fillPixelRect(_:)`` at `scale` pixels per point.
    static func fillPixelRect(_ rect: Rect, scale: Double) -> SDL_Rect {
        var pixels = pixelRect(rect, scale: scale)
        if pixels.h == 0, rect.height > 0 { pixels.h = 1; pixels.y = clampInt((rect.y * scale).rounded(.down)) }
        if pixels.w == 0, rect.width > 0 { pixels.w = 1; pixels.x = clampInt((rect.x * scale).rounded(.down)) }
        return pixels
    }

    /// Sets the draw colour, and blending only for translucent colours: SDL's software renderer
    /// blends every pixel of a fill in blend mode, even at full opacity (a 1280x800 page fill took
    /// about 4 ms that way, a plain fill a tenth of it).
    private func setColor(_ color: Color) {
        SDL_SetRenderDrawColor(renderer, color.red, color.green, color.blue, color.alpha)
        let blend = color.alpha < 255
        if blending != blend {
            SDL_SetRenderDrawBlendMode(renderer, blend ? SDL_BLENDMODE_BLEND : SDL_BLENDMODE_NONE)
            blending = blend
        }
    }

    /// The corner radius in whole pixels as drawn; 0 or 1 draws a plain rectangle.
    func cornerPixels(_ radius: Double, _ pixels: SDL_Rect) -> Int32 { Self.cornerPixels(radius, pixels, scale: scale) }

    /// ``cornerPixels(_:_:)`` at `scale` pixels per point.
    static func cornerPixels(_ radius: Double, _ pixels: SDL_Rect, scale: Double) -> Int32 {
        Int32(min((radius * scale).rounded(), Double(min(pixels.w, pixels.h)) / 2))
    }

    private func fill(_ rect: Rect, _ color: Color, radius: Double, clip: SDL_Rect,
                      surface: UnsafeMutablePointer<SDL_Surface>?) {
        var pixels = fillPixelRect(rect)
        guard pixels.w > 0, pixels.h > 0 else { return }
        let r = cornerPixels(radius, pixels)
        if let surface, color.alpha == 255 || Self.blendsDirectly(surface) {
            // Straight into the pixels, with the arithmetic SDL's software renderer would use.
            guard r > 1 else {
                fillDirect(intersect(pixels, clip), color, surface)
                return
            }
            for row in roundedRows(pixels, r) { fillDirect(intersect(row, clip), color, surface) }
            return
        }
        applySDLClip()
        setColor(color)
        queued = true
        guard r > 1 else {
            SDL_RenderFillRect(renderer, &pixels)
            count(Self.pixelCount(intersect(pixels, clip)), opaque: color.alpha == 255)
            return
        }
        let rows = roundedRows(pixels, r)
        rows.withUnsafeBufferPointer { buffer in
            _ = SDL_RenderFillRects(renderer, buffer.baseAddress, Int32(buffer.count))
        }
        var covered = 0
        for row in rows { covered += Self.pixelCount(intersect(row, clip)) }
        count(covered, opaque: color.alpha == 255)
    }

    /// A rounded rectangle of corner radius `r` pixels as horizontal spans: the middle band, then
    /// one span per corner row at the top and the bottom (cheap and exact enough for the radii a
    /// UI uses). The spans do not overlap, so a translucent colour is blended once per pixel.
    private func roundedRows(_ pixels: SDL_Rect, _ r: Int32) -> [SDL_Rect] {
        rows.removeAll(keepingCapacity: true)
        // A pill (radius half the height) has no middle band; SDL draws a zero-height rectangle
        // as a one-pixel line, which blended twice showed as a stripe through translucent pills.
        if pixels.h > 2 * r {
            rows.append(SDL_Rect(x: pixels.x, y: pixels.y + r, w: pixels.w, h: pixels.h - 2 * r))
        }
        for row in 0..<r {
            let dy = Double(r) - Double(row) - 0.5
            let inset = Int32((Double(r) - (Double(r * r) - dy * dy).squareRoot()).rounded())
            let width = pixels.w - 2 * inset
            rows.append(SDL_Rect(x: pixels.x + inset, y: pixels.y + row, w: width, h: 1))
            rows.append(SDL_Rect(x: pixels.x + inset, y: pixels.y + pixels.h - 1 - row, w: width, h: 1))
        }
        return rows
    }

    /// Counts `pixels` as written (an opaque colour replaces what was there) or blended.
    private func count(_ pixels: Int, opaque: Bool) {
        if opaque { drawn.pixelsWritten += pixels } else { drawn.pixelsBlended += pixels }
    }

    static func pixelCount(_ rect: SDL_Rect) -> Int { Int(max(0, rect.w)) * Int(max(0, rect.h)) }

    /// A convex polygon as a triangle fan through `SDL_RenderGeometry`.
    private func fillPolygon(_ points: [Point], _ color: Color) {
        let tint = SDL_Color(r: color.red, g: color.green, b: color.blue, a: color.alpha)
        vertices.removeAll(keepingCapacity: true)
        indices.removeAll(keepingCapacity: true)
        for point in points {
            let position = SDL_FPoint(x: Float(point.x * scale), y: Float(point.y * scale))
            vertices.append(SDL_Vertex(position: position, color: tint, tex_coord: SDL_FPoint(x: 0, y: 0)))
        }
        for i in 1..<(Int32(points.count) - 1) { indices.append(contentsOf: [0, i, i + 1]) }
        _ = vertices.withUnsafeBufferPointer { v in
            indices.withUnsafeBufferPointer { i in
                SDL_RenderGeometry(renderer, nil, v.baseAddress, Int32(v.count), i.baseAddress, Int32(i.count))
            }
        }
    }

    private func drawText(_ string: String, origin: Point, style: TextStyle, color: Color, clip: SDL_Rect,
                          surface: UnsafeMutablePointer<SDL_Surface>?) {
        let key = TextCache.Key(text: string, style: style, scale: scale)
        let x = clampInt((origin.x * scale).rounded()), y = clampInt((origin.y * scale).rounded())
        if let surface {
            guard let entry = text.mask(for: key), let mask = entry.mask else { return }
            blend(mask, width: entry.pixelWidth, height: entry.pixelHeight, at: x, y, color: color,
                  clip: clip, into: surface)
            return
        }
        guard let entry = text.texture(for: key, renderer: renderer), let texture = entry.texture else { return }
        applySDLClip()
        SDL_SetTextureColorMod(texture, color.red, color.green, color.blue)
        SDL_SetTextureAlphaMod(texture, color.alpha)
        var destination = SDL_Rect(x: x, y: y, w: entry.pixelWidth, h: entry.pixelHeight)
        SDL_RenderCopy(renderer, texture, nil, &destination)
        drawn.pixelsBlended += Self.pixelCount(intersect(destination, clip))
        queued = true
    }

    /// Blends a coverage mask tinted with `color` into `surface` at (x, y), inside `clip`, with
    /// the arithmetic of SDL's own blitter for a colour- and alpha-modulated blended texture
    /// (`SDL_Blit_ARGB8888_*_Modulate_Blend`), so tinted text has the same pixels as through SDL.
    /// (White text SDL blends with an approximation that darkens edges by up to 2 levels and
    /// leaves them 253 opaque; here it is exact.) The four channels of a pixel are worked out at
    /// once (`pager_tint_run`, CPixelKernels); a fully covered pixel comes out as the tint.
    private func blend(_ mask: Coverage, width: Int32, height: Int32, at x: Int32, _ y: Int32, color: Color,
                       clip: SDL_Rect, into surface: UnsafeMutablePointer<SDL_Surface>) {
        let area = intersect(SDL_Rect(x: x, y: y, w: width, h: height), clip)
        guard area.w > 0, area.h > 0, let pixels = surface.pointee.pixels, let format = surface.pointee.format else { return }
        if queued {
            SDL_RenderFlush(renderer)
            queued = false
        }
        let tint = PixelTint(color, format.pointee)
        let pitch = Int(surface.pointee.pitch)
        // Mask coordinates of the visible part.
        let top = Int(area.y - y), bottom = Int(area.y + area.h - y)
        let left = Int(area.x - x), right = Int(area.x + area.w - x)
        let origin = pixels.assumingMemoryBound(to: UInt8.self) + Int(y) * pitch + Int(x) * 4
        let (touched, solids) = mask.values.withUnsafeBufferPointer { values in
            mask.runs.withUnsafeBufferPointer { runs in
                guard let coverage = values.baseAddress, let runs = runs.baseAddress else { return (0, 0) }
                let visible = Coverage.Window(top: top, bottom: bottom, left: left, right: right)
                return Self.blendRuns(runs, count: mask.runs.count, coverage, visible, origin, pitch, tint,
                                      opaque: color.alpha == 255)
            }
        }
        drawn.pixelsWritten += solids
        drawn.pixelsBlended += touched - solids
    }

    /// The loop of ``blend(_:width:height:at:_:color:clip:into:)`` over the runs of a mask inside
    /// `visible` (mask coordinates), the mask's (0, 0) at `origin`: pixels touched and of those
    /// stored whole. Each run's pixels are tinted by `pager_tint_run` (CPixelKernels).
    private static func blendRuns(_ runs: UnsafePointer<UInt16>, count: Int, _ coverage: UnsafePointer<UInt8>,
                                  _ visible: Coverage.Window, _ origin: UnsafeMutablePointer<UInt8>, _ pitch: Int,
                                  _ tint: PixelTint, opaque: Bool) -> (touched: Int, solids: Int) {
        var touched = 0, solids = 0
        var offset = 0
        var index = 0
        while index &+ 2 < count {
            let row = Int(runs[index]), start = Int(runs[index &+ 1]), length = Int(runs[index &+ 2])
            index &+= 3
            let runOffset = offset
            offset &+= length
            guard row >= visible.top else { continue }
            if row >= visible.bottom { break }
            let first = max(start, visible.left), last = min(start &+ length, visible.right)
            guard first < last else { continue }
            let line = UnsafeMutableRawPointer(origin + row &* pitch).assumingMemoryBound(to: UInt32.self)
            let source = coverage + (runOffset &- start)
            touched &+= last &- first
            solids &+= pager_tint_run(line + first, source + first, last &- first, tint.solid, tint.channels, tint.alpha,
                                      opaque ? 1 : 0)
        }
        return (touched, solids)
    }

    func intersect(_ a: SDL_Rect, _ b: SDL_Rect) -> SDL_Rect { Self.intersect(a, b) }

    /// The overlap of `a` and `b` (empty: zero width or height).
    static func intersect(_ a: SDL_Rect, _ b: SDL_Rect) -> SDL_Rect {
        let left = max(a.x, b.x), top = max(a.y, b.y)
        let right = min(a.x + a.w, b.x + b.w), bottom = min(a.y + a.h, b.y + b.h)
        return SDL_Rect(x: left, y: top, w: max(0, right - left), h: max(0, bottom - top))
    }
}

/// Clamps a pixel coordinate into Int32 so absurd positions (a fuzzed pointer far outside the
/// window) cannot trap.
func clampInt(_ value: Double) -> Int32 {
    guard value.isFinite else { return 0 }
    return Int32(min(max(value, -1_000_000), 1_000_000))
}
