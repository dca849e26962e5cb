/// A text style: which face at which size.
public struct TextStyle: Sendable, Hashable {
    /// Font size in points (the renderer rasterises at points x scale, never scales bitmaps),
    /// within ``Theme/fontSizeRange`` (a size outside counts as the nearer end, NaN as 17).
    public var size: Double { didSet { size = Theme.fontSize(size, or: 17) } }
    /// Bold or regular.
    public var bold: Bool
    /// Creates a style.
    public init(size: Double, bold: Bool = false) { self.size = Theme.fontSize(size, or: 17); self.bold = bold }
}

/// One thing to draw, in logical points; the renderer turns points into pixels.
///
/// The core decides everything (where, what colour, which text); a renderer only executes
/// these, so another backend needs a handful of functions (see rxi/microui's command list).
public enum DrawCommand: Sendable, Equatable {
    /// Fill a rectangle, optionally with rounded corners.
    case fill(Rect, Color, cornerRadius: Double)
    /// Draw a single line of text with its top-left corner at a point.
    case text(String, origin: Point, style: TextStyle, color: Color)
    /// Fill a convex polygon (icons); points in order around it.
    case polygon([Point], Color)
    /// Draw an image (its pixels come from the program's ``ImageProviding``).
    case image(ImageDraw)
    /// Restrict the following commands to a rectangle (intersected with any current clip).
    case pushClip(Rect)
    /// Restore the clip from before the matching `pushClip`.
    case popClip
}

/// The commands for one frame, in painter's order.
public struct DrawList: Sendable {
    /// The commands, back to front.
    public internal(set) var commands: [DrawCommand] = []

    /// An empty list that keeps `capacity` slots, so steady frames do not reallocate. A list
    /// with slots also makes room for the shapes it keeps between frames, so the first frame that
    /// draws a line or places an icon pays for neither a rehash nor Swift's one-time set-up of
    /// the table's generic type (about 145,000 instructions, a third of a frame's budget).
    public init(capacity: Int = 256) {
        commands.reserveCapacity(capacity)
        if capacity > 0 {
            placedQuads.reserveCapacity(Self.placedShapeLimit)
            placedShapes.reserveCapacity(Self.placedShapeLimit)
        }
    }

    /// Empties the list, keeping its storage.
    public mutating func removeAll() { commands.removeAll(keepingCapacity: true) }

    /// Fills `rect` with `color`.
    public mutating func fill(_ rect: Rect, _ color: Color, cornerRadius: Double = 0) {
        guard rect.width > 0, rect.height > 0, color.alpha > 0 else { return }
        commands.append(.fill(rect, color, cornerRadius: cornerRadius))
    }

    /// Draws `text` with its top-left at `origin`.
    public mutating func text(_ text: String, at origin: Point, style: TextStyle, color: Color) {
        guard !text.isEmpty, color.alpha > 0 else { return }
        commands.append(.text(text, origin: origin, style: style, color: color))
    }

    /// Outlines `rect` with a `width`-point line drawn inside it (focus rings, panels).
    public mutating func stroke(_ rect: Rect, _ color: Color, width: Double) {
        let w = min(width, rect.width / 2, rect.height / 2)
        fill(Rect(x: rect.x, y: rect.y, width: rect.width, height: w), color)
        fill(Rect(x: rect.x, y: rect.maxY - w, width: rect.width, height: w), color)
        fill(Rect(x: rect.x, y: rect.y + w, width: w, height: rect.height - 2 * w), color)
        fill(Rect(x: rect.maxX - w, y: rect.y + w, width: w, height: rect.height - 2 * w), color)
    }

    /// Fills the convex polygon through `points`.
    public mutating func polygon(_ points: [Point], _ color: Color) {
        guard points.count >= 3, color.alpha > 0 else { return }
        commands.append(.polygon(points, color))
    }

    /// Fills the convex polygon through `points`, each scaled by `scale` and then moved by
    /// `offset` (an icon's shape placed on screen). The placed points are kept for the next
    /// frames, so a shape drawn in the same place again (a bar's icons, frame after frame) reuses
    /// one array instead of allocating a new one each frame.
    public mutating func polygon(_ points: [Point], scaledBy scale: Double, offsetBy offset: Point, _ color: Color) {
        guard points.count >= 3, color.alpha > 0 else { return }
        let key = PlacedShape(points: points, scale: scale, offset: offset)
        if let placed = placedShapes[key] {
            commands.append(.polygon(placed, color))
            return
        }
        let placed = points.map { Point(x: offset.x + $0.x * scale, y: offset.y + $0.y * scale) }
        if placedShapes.count >= Self.placedShapeLimit { placedShapes.removeAll(keepingCapacity: true) }
        placedShapes[key] = placed
        commands.append(.polygon(placed, color))
    }

    /// Fills the quadrilateral `a`, `b`, `c`, `d` (convex, in order around it); the same four
    /// points as in an earlier frame reuse that frame's array, so a still line (a checkmark, a
    /// stroke) allocates nothing.
    public mutating func quadrilateral(_ a: Point, _ b: Point, _ c: Point, _ d: Point, _ color: Color) {
        guard color.alpha > 0 else { return }
        let key = Quad(a: a, b: b, c: c, d: d)
        if let placed = placedQuads[key] {
            commands.append(.polygon(placed, color))
            return
        }
        if placedQuads.count >= Self.placedShapeLimit { placedQuads.removeAll(keepingCapacity: true) }
        let placed = [a, b, c, d]
        placedQuads[key] = placed
        commands.append(.polygon(placed, color))
    }

    /// Four corners: the key of ``placedQuads``.
    struct Quad: Hashable, Sendable { var a, b, c, d: Point }
    private var placedQuads: [Quad: [Point]] = [:]

    /// A shape and where it was placed: the key of ``placedShapes``.
    struct PlacedShape: Hashable, Sendable {
        var points: [Point]
        var scale: Double
        var offset: Point
    }
    /// Placed shapes of recent frames (forgotten in bulk past ``placedShapeLimit``).
    private var placedShapes: [PlacedShape: [Point]] = [:]
    static let placedShapeLimit = 64

    /// Runs `body` with drawing clipped to `rect`.
    public mutating func clipped(to rect: Rect, _ body: (inout DrawList) -> Void) {
        commands.append(.pushClip(rect))
        body(&self)
        commands.append(.popClip)
    }
}
