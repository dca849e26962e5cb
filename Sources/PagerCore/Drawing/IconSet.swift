/// Icons as data: a few filled shapes on a square design grid, drawn by the program (no
/// artwork copied from elsewhere). The demo loads them from Assets/icons.json.
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

    /// The side of the design grid (24 by default, as icon fonts use).
    public var gridSize: Double
    /// Icons by name.
    public var icons: [String: [Shape]]

    /// Creates an icon set.
    public init(gridSize: Double = 24, icons: [String: [Shape]] = [:]) {
        self.gridSize = gridSize
        self.icons = icons
    }

    /// Draws icon `name` scaled into `rect`. An unknown name draws a small square, so a typo
    /// shows instead of vanishing.
    public func draw(_ name: String, in rect: Rect, color: Color, into list: inout DrawList) {
        let scale = min(rect.width, rect.height) / gridSize
        let origin = Point(x: rect.midX - gridSize * scale / 2, y: rect.midY - gridSize * scale / 2)
        func map(_ p: Point) -> Point { Point(x: origin.x + p.x * scale, y: origin.y + p.y * scale) }
        guard let shapes = icons[name] else {
            list.fill(rect.insetBy(dx: rect.width / 4, dy: rect.height / 4), color)
            return
        }
        for shape in shapes {
            switch shape {
            case let .rect(r, radius):
                let p = map(Point(x: r.x, y: r.y))
                list.fill(Rect(x: p.x, y: p.y, width: r.width * scale, height: r.height * scale), color,
                          cornerRadius: radius * scale)
            case let .circle(center, radius):
                let c = map(center)
                let r = radius * scale
                list.fill(Rect(x: c.x - r, y: c.y - r, width: 2 * r, height: 2 * r), color, cornerRadius: r)
            case let .polygon(points):
                list.polygon(points, scaledBy: scale, offsetBy: origin, color)
            }
        }
    }
}
