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
    private var vertices: [SDL_Vertex] = []
    private var indices: [Int32] = []

    init(renderer: OpaquePointer, text: TextCache) {
        self.renderer = renderer
        self.text = text
        SDL_SetRenderDrawBlendMode(renderer, SDL_BLENDMODE_BLEND)
        rows.reserveCapacity(256)
    }

    /// Draws on a new SDL renderer from now on (the old one's textures must be gone already).
    func retarget(to renderer: OpaquePointer) {
        self.renderer = renderer
        SDL_SetRenderDrawBlendMode(renderer, SDL_BLENDMODE_BLEND)
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
            case let .polygon(points, color):
                fillPolygon(points, color)
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

    private func setColor(_ color: Color) {
        SDL_SetRenderDrawColor(renderer, color.red, color.green, color.blue, color.alpha)
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
