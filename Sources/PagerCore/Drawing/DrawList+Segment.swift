extension DrawList {
    /// A straight line `width` points thick from `start` to `end`, as the thin quadrilateral
    /// around it (the draw list's polygons are its only non-rectangular shape).
    public mutating func segment(from start: Point, to end: Point, _ color: Color, width: Double) {
        let dx = end.x - start.x, dy = end.y - start.y
        let length = (dx * dx + dy * dy).squareRoot()
        guard length > 1e-9 else { return }
        let nx = -dy / length * width / 2, ny = dx / length * width / 2
        quadrilateral(Point(x: start.x + nx, y: start.y + ny), Point(x: end.x + nx, y: end.y + ny),
                      Point(x: end.x - nx, y: end.y - ny), Point(x: start.x - nx, y: start.y - ny), color)
    }
}
