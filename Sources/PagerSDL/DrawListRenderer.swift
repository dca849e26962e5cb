import CSDL2
import Foundation
import PagerCore

/// Executes a core ``DrawList`` on an SDL renderer, turning points into pixels.
///
/// It decides nothing: positions, colours and text all come from the core. Edges are rounded to
/// whole pixels from the rectangle's two edges (not origin plus width), so neighbouring pages
/// never show a seam or overlap while they move.
public final class DrawListRenderer {
    private(set) var renderer: OpaquePointer
    /// The text cache used to draw and measure text.
    public let text: TextCache
    /// Pixels per point.
    public private(set) var scale: Double = 1
    private var clipStack: [SDL_Rect] = []
    private var rows: [SDL_Rect] = []
    /// The blend mode last set on the SDL renderer (nil: unknown, set it on next use).
    private var blending: Bool?

    init(renderer: OpaquePointer, text: TextCache) {
        self.renderer = renderer
        self.text = text
        rows.reserveCapacity(256)
    }

    /// Draws on a new SDL renderer from now on (the old one's textures must be gone already).
    func retarget(to renderer: OpaquePointer) {
        self.renderer = renderer
        blending = nil
    }

    /// Sets pixels per point (HiDPI, `--scale`).
    public func setScale(_ scale: Double) {
        self.scale = scale
        text.scale = scale
    }

    /// Clears to `background` and draws `list`.
    public func draw(_ list: DrawList, background: Color) {
        SDL_RenderSetClipRect(renderer, nil)
        clipStack.removeAll(keepingCapacity: true)
        setColor(background)
        SDL_RenderClear(renderer)
        for command in list.commands {
            switch command {
            case let .fill(rect, color, radius):
                fill(rect, color, radius: radius)
            case let .text(string, origin, style, color):
                drawText(string, origin: origin, style: style, color: color)
            case let .icon(name, rect, color):
                setColor(color)
                Icons.draw(name, in: pixelRect(rect), renderer: renderer)
            case let .pushClip(rect):
                var clip = pixelRect(rect)
                if let outer = clipStack.last { clip = intersect(clip, outer) }
                clipStack.append(clip)
                SDL_RenderSetClipRect(renderer, &clip)
            case .popClip:
                _ = clipStack.popLast()
                if var clip = clipStack.last {
                    SDL_RenderSetClipRect(renderer, &clip)
                } else {
                    SDL_RenderSetClipRect(renderer, nil)
                }
            }
        }
    }

    func pixelRect(_ rect: Rect) -> SDL_Rect {
        let left = (rect.x * scale).rounded(), top = (rect.y * scale).rounded()
        let right = (rect.maxX * scale).rounded(), bottom = (rect.maxY * scale).rounded()
        return SDL_Rect(x: clampInt(left), y: clampInt(top), w: clampInt(right - left), h: clampInt(bottom - top))
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

    private func fill(_ rect: Rect, _ color: Color, radius: Double) {
        var pixels = pixelRect(rect)
        guard pixels.w > 0, pixels.h > 0 else { return }
        setColor(color)
        let r = Int32(min((radius * scale).rounded(), Double(min(pixels.w, pixels.h)) / 2))
        guard r > 1 else {
            SDL_RenderFillRect(renderer, &pixels)
            return
        }
        // Rounded corners as one run of horizontal spans per corner row: cheap and exact enough
        // for the radii a UI uses.
        rows.removeAll(keepingCapacity: true)
        rows.append(SDL_Rect(x: pixels.x, y: pixels.y + r, w: pixels.w, h: pixels.h - 2 * r))
        for row in 0..<r {
            let dy = Double(r) - Double(row) - 0.5
            let inset = Int32((Double(r) - (Double(r * r) - dy * dy).squareRoot()).rounded())
            let width = pixels.w - 2 * inset
            rows.append(SDL_Rect(x: pixels.x + inset, y: pixels.y + row, w: width, h: 1))
            rows.append(SDL_Rect(x: pixels.x + inset, y: pixels.y + pixels.h - 1 - row, w: width, h: 1))
        }
        rows.withUnsafeBufferPointer { buffer in
            _ = SDL_RenderFillRects(renderer, buffer.baseAddress, Int32(buffer.count))
        }
    }

    private func drawText(_ string: String, origin: Point, style: TextStyle, color: Color) {
        let key = TextCache.Key(text: string, style: style, scale: scale)
        guard let entry = text.texture(for: key, renderer: renderer) else { return }
        SDL_SetTextureColorMod(entry.texture, color.red, color.green, color.blue)
        SDL_SetTextureAlphaMod(entry.texture, color.alpha)
        var destination = SDL_Rect(x: clampInt((origin.x * scale).rounded()), y: clampInt((origin.y * scale).rounded()),
                                   w: entry.pixelWidth, h: entry.pixelHeight)
        SDL_RenderCopy(renderer, entry.texture, nil, &destination)
    }

    private func intersect(_ a: SDL_Rect, _ b: SDL_Rect) -> SDL_Rect {
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
