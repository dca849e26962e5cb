extension DrawList {
    /// The glyph of an image that cannot be shown, centred in `box`: a picture frame (an outline
    /// with a hill and a sun inside) split by a crack, at most 32 points and 40% of the box's
    /// shorter side, in `color` on the fill `behind` (the crack's colour); nothing where that is
    /// under 8 points.
    mutating func brokenImageGlyph(in box: Rect, color: Color, behind: Color) {
        let side = min(32, min(box.width, box.height) * 0.4)
        guard side >= 8 else { return }
        let width = side, height = side * 0.8
        let frame = Rect(x: box.midX - width / 2, y: box.midY - height / 2, width: width, height: height)
        let line = max(1, side / 16)
        stroke(frame, color, width: line)
        let inner = frame.insetBy(dx: line * 2, dy: line * 2)
        // A hill from the bottom-left corner, and a sun top-right.
        polygon([Point(x: inner.x, y: inner.maxY), Point(x: inner.x + inner.width * 0.4, y: inner.y + inner.height * 0.35),
                 Point(x: inner.x + inner.width * 0.75, y: inner.maxY)], color)
        let sun = inner.width * 0.2
        fill(Rect(x: inner.maxX - sun, y: inner.y, width: sun, height: sun), color, cornerRadius: sun / 2)
        // The crack: a zigzag of the background's gap through the frame, top to bottom.
        let gap = max(1, line)
        let x = frame.midX
        let top = Point(x: x + gap, y: frame.y - 1), knee = Point(x: x - gap * 2, y: frame.midY)
        let bottom = Point(x: x + gap, y: frame.maxY + 1)
        quadrilateral(top, Point(x: top.x + gap, y: top.y), Point(x: knee.x + gap, y: knee.y), knee, behind)
        quadrilateral(knee, Point(x: knee.x + gap, y: knee.y), Point(x: bottom.x + gap, y: bottom.y), bottom, behind)
    }
}
