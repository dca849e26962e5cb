extension DrawList {
    /// Draws one page moved, scaled and faded by `transform`: `background` (what fills the
    /// page) and then `content` (what is on it, shifted by the transform's content shift and
    /// clipped to the page), both drawn as if untransformed in `frame`. The identity draws them
    /// as they are, adding nothing.
    ///
    /// The commands are transformed as vectors, not resampled: every point `q` becomes
    /// `centre + (q + shift - centre) × scale + translation` (the shift for content only), a
    /// rectangle's size and corner radius scale, and text is set again at its size × scale
    /// (rounded to half a point, so a zoom reuses a few sizes of rendered text rather than a new
    /// one each frame). So a renderer draws a scaled page as sharply as any other: edges and
    /// glyphs rasterised at their final size, never a magnified or minified bitmap.
    /// - Parameters:
    ///   - transform: how the page is moved, scaled, faded and its content shifted.
    ///   - frame: the page's untransformed frame (its slide position), in points.
    ///   - forward: the unit vector on screen in which the pages advance (the transform's
    ///     lengths are along it): (1, 0) left to right, (-1, 0) right to left, (0, 1) down.
    ///   - background: draws what fills the page.
    ///   - content: draws what is on the page.
    public mutating func transformed(_ transform: PageTransform, frame: Rect, forward: Point,
                                     background: (inout DrawList) -> Void, content: (inout DrawList) -> Void) {
        guard !transform.isIdentity else {
            // Drawn as it is: the same commands as without a transition.
            background(&self)
            content(&self)
            return
        }
        let scale = transform.scale.isFinite ? max(0, transform.scale) : 1
        guard scale > 0, transform.opacity > 0 else { return }
        let start = commands.count
        background(&self)
        let contentStart = commands.count
        commands.append(.pushClip(frame))
        content(&self)
        commands.append(.popClip)
        let centre = Point(x: frame.midX, y: frame.midY)
        let shift = Point(x: forward.x * transform.contentShift, y: forward.y * transform.contentShift)
        let move = Point(x: forward.x * transform.translation, y: forward.y * transform.translation)
        func map(_ q: Point, shifted: Bool) -> Point {
            let sx = shifted ? shift.x : 0, sy = shifted ? shift.y : 0
            return Point(x: centre.x + (q.x + sx - centre.x) * scale + move.x,
                         y: centre.y + (q.y + sy - centre.y) * scale + move.y)
        }
        // The page's own clip (the first command of the content) stays on the page.
        remap(from: start, scale: scale) { q, index in map(q, shifted: index > contentStart) }
        fade(from: start, by: transform.opacity)
    }
}

extension DrawList {
    /// Maps the commands from `start` on as vectors: each point `q` of command `i` becomes
    /// `map(q, i)`, a rectangle keeps its origin's mapping and scales its size and corner radius
    /// by `scale`, and text is set again at its size × `scale`, rounded to half a point (so a
    /// changing scale reuses a few sizes of rendered text). Clips are mapped as rectangles.
    mutating func remap(from start: Int, scale: Double, _ map: (Point, Int) -> Point) {
        func mapRect(_ rect: Rect, _ index: Int) -> Rect {
            let origin = map(Point(x: rect.x, y: rect.y), index)
            return Rect(x: origin.x, y: origin.y, width: rect.width * scale, height: rect.height * scale)
        }
        var index = start
        while index < commands.count {
            switch commands[index] {
            case let .fill(rect, color, radius):
                commands[index] = .fill(mapRect(rect, index), color, cornerRadius: radius * scale)
            case let .text(text, origin, style, color):
                var scaled = style
                scaled.size = max(1, (style.size * scale * 2).rounded() / 2)
                commands[index] = .text(text, origin: map(origin, index), style: scaled, color: color)
            case let .polygon(points, color):
                commands[index] = .polygon(points.map { map($0, index) }, color)
            case var .image(image):
                image.frame = mapRect(image.frame, index)
                image.clip = mapRect(image.clip, index)
                image.cornerRadius *= scale
                commands[index] = .image(image)
            case let .pushClip(rect):
                commands[index] = .pushClip(mapRect(rect, index))
            case .popClip:
                break
            }
            index += 1
        }
    }
}
