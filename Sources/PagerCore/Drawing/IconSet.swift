import ScrollPhysics

/// Icons as data: a few filled shapes on a square design grid, drawn by the program (no
/// artwork copied from elsewhere). The demo loads them from Assets/icons.json.
///
/// A part may carry its own colour. Drawn as a template (UIKit's `.alwaysTemplate`) every part
/// takes the tint; drawn in its original colours (`.alwaysOriginal`, as a bottom bar draws
/// its selected item) a part with a colour of its own is drawn in it, and a part without one
/// still takes the tint.
public struct IconSet: Sendable, Equatable {
    /// One filled shape in design-grid units.
    public enum Shape: Sendable, Equatable {
        /// A rectangle with rounded corners.
        case rect(Rect, cornerRadius: Double)
        /// A disc.
        case circle(center: Point, radius: Double)
        /// A convex polygon.
        case polygon([Point])
    }

    /// A shape and the colour it has of its own, if any.
    public struct Part: Sendable, Equatable {
        /// The shape.
        public var shape: Shape
        /// Its own colour; nil takes the tint in both renderings.
        public var color: Color?
        /// Creates a part.
        public init(_ shape: Shape, color: Color? = nil) { self.shape = shape; self.color = color }
    }

    /// The side of the design grid (24 by default, as icon fonts use), within 0.001...1e6 (a
    /// size outside counts as the nearer end, NaN as 24).
    public var gridSize: Double { didSet { gridSize = Self.sanitised(gridSize: gridSize) } }
    /// Icons by name, their parts drawn in order.
    public var icons: [String: [Part]]

    /// Creates an icon set.
    public init(gridSize: Double = 24, icons: [String: [Part]] = [:]) {
        self.gridSize = Self.sanitised(gridSize: gridSize)
        self.icons = icons
    }

    private static func sanitised(gridSize: Double) -> Double { gridSize.clamped(to: 0.001...1e6, nan: 24) }

    /// Whether icon `name` has a part with a colour of its own.
    public func hasOwnColors(_ name: String) -> Bool {
        icons[name]?.contains { $0.color != nil } ?? false
    }

    /// Draws icon `name` scaled into `rect`, tinted `color`. `original` (0 to 1) is how far the
    /// parts with their own colours are drawn in them rather than in the tint: 0 is a template,
    /// 1 the original colours, a fraction between mixes the two (a bar item mid-swipe). An
    /// unknown name draws a small square, so a typo shows instead of vanishing.
    public func draw(_ name: String, in rect: Rect, color: Color, original: Double = 0, into list: inout DrawList) {
        let scale = min(rect.width, rect.height) / gridSize
        let origin = Point(x: rect.midX - gridSize * scale / 2, y: rect.midY - gridSize * scale / 2)
        func map(_ p: Point) -> Point { Point(x: origin.x + p.x * scale, y: origin.y + p.y * scale) }
        guard let parts = icons[name] else {
            list.fill(rect.insetBy(dx: rect.width / 4, dy: rect.height / 4), color)
            return
        }
        let fraction = original.isFinite ? min(max(original, 0), 1) : 0
        for part in parts {
            let fill = part.color.map { color.mixed(with: $0, fraction: fraction) } ?? color
            switch part.shape {
            case let .rect(r, radius):
                let p = map(Point(x: r.x, y: r.y))
                list.fill(Rect(x: p.x, y: p.y, width: r.width * scale, height: r.height * scale), fill,
                          cornerRadius: radius * scale)
            case let .circle(center, radius):
                let c = map(center)
                let r = radius * scale
                list.fill(Rect(x: c.x - r, y: c.y - r, width: 2 * r, height: 2 * r), fill, cornerRadius: r)
            case let .polygon(points):
                list.polygon(points, scaledBy: scale, offsetBy: origin, fill)
            }
        }
    }
}
