import ScrollPhysics

extension DrawList {
    /// Outlines `rect` with a `width`-point line inside it whose corners are quarter circles of
    /// `radius` (a focus ring): straight sides as fills, each corner as a few thin quadrilaterals
    /// between the outer and the inner arc (the draw list has no curves; eight segments a
    /// quarter keep the arc within a twentieth of a point of round at these radii).
    public mutating func roundedStroke(_ rect: Rect, _ color: Color, width: Double, radius: Double) {
        let w = min(width, rect.width / 2, rect.height / 2)
        let r = min(max(radius, w), rect.width / 2, rect.height / 2)
        guard w > 0, r > 0 else { return }
        fill(Rect(x: rect.x + r, y: rect.y, width: rect.width - 2 * r, height: w), color)
        fill(Rect(x: rect.x + r, y: rect.maxY - w, width: rect.width - 2 * r, height: w), color)
        fill(Rect(x: rect.x, y: rect.y + r, width: w, height: rect.height - 2 * r), color)
        fill(Rect(x: rect.maxX - w, y: rect.y + r, width: w, height: rect.height - 2 * r), color)
        let corners = [(Point(x: rect.x + r, y: rect.y + r), Double.pi), (Point(x: rect.maxX - r, y: rect.y + r), 1.5 * .pi),
                       (Point(x: rect.maxX - r, y: rect.maxY - r), 0), (Point(x: rect.x + r, y: rect.maxY - r), 0.5 * .pi)]
        let segments = 8
        for (centre, start) in corners {
            for k in 0..<segments {
                let a = start + Double(k) / Double(segments) * .pi / 2, b = start + Double(k + 1) / Double(segments) * .pi / 2
                func point(_ angle: Double, _ radius: Double) -> Point {
                    Point(x: centre.x + radius * Math.cos(angle), y: centre.y + radius * Math.sin(angle))
                }
                quadrilateral(point(a, r), point(b, r), point(b, r - w), point(a, r - w), color)
            }
        }
    }
}
