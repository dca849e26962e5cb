import PagerCore

extension IconSet {
    /// Reads Assets/icons.json: `{ "grid": 24, "icons": { "name": [ shape, ... ] } }` where a shape
    /// is `{ "rect": [x, y, w, h], "radius": r }`, `{ "circle": [cx, cy, r] }` or
    /// `{ "polygon": [[x, y], ...] }` (convex). A shape may add `"color"` (a name or `#RRGGBB`):
    /// its own colour, drawn where the icon shows in its original colours (the selected bar
    /// item); shapes without one always take the tint.
    package static func parse(_ text: String, source: String) throws(InputError) -> IconSet {
        let root = try JSONObjectReader(try JSONParser.parse(text, source: source), source: source)
        try root.rejectUnknownKeys(allowed: ["grid", "icons"])
        let grid = try root.number("grid", in: 1...1024) ?? 24
        guard let icons = try root.object("icons") else { throw root.error("missing", key: "icons") }
        var set = IconSet(gridSize: grid)
        for name in icons.keys {
            guard let shapes = try icons.objects(name) else { continue }
            var parsed: [Part] = []
            for shape in shapes {
                try shape.rejectUnknownKeys(allowed: ["rect", "radius", "circle", "polygon", "color"])
                let color: Color? = shape.value("color") == nil ? nil : try shape.color("color")
                if let rect = try shape.array("rect") {
                    let v = try numbers(rect, count: 4, in: shape, key: "rect")
                    parsed.append(Part(.rect(Rect(x: v[0], y: v[1], width: v[2], height: v[3]),
                                             cornerRadius: try shape.number("radius", in: 0...grid) ?? 0), color: color))
                } else if let circle = try shape.array("circle") {
                    let v = try numbers(circle, count: 3, in: shape, key: "circle")
                    parsed.append(Part(.circle(center: Point(x: v[0], y: v[1]), radius: v[2]), color: color))
                } else if let polygon = try shape.elements("polygon") {
                    var points: [Point] = []
                    for point in polygon {
                        let v = try point.array().map { element throws(InputError) in try element.number(in: -grid...(2 * grid)) }
                        guard v.count == 2 else { throw point.error("expected [x, y]") }
                        points.append(Point(x: v[0], y: v[1]))
                    }
                    guard points.count >= 3 else { throw shape.error("needs at least 3 points", key: "polygon") }
                    parsed.append(Part(.polygon(points), color: color))
                } else {
                    throw shape.error("expected rect, circle or polygon")
                }
            }
            set.icons[name] = parsed
        }
        return set
    }

    private static func numbers(_ nodes: [JSONNode], count: Int, in reader: JSONObjectReader, key: String)
        throws(InputError) -> [Double] {
        guard nodes.count == count else { throw reader.error("expected \(count) numbers", key: key) }
        var values: [Double] = []
        for (index, node) in nodes.enumerated() {
            let value = JSONValueReader(node, source: reader.source, path: "\(reader.path).\(key)[\(index)]")
            values.append(try value.number(in: -1024...1024))
        }
        return values
    }
}
