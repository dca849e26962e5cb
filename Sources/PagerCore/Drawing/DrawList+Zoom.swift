extension DrawList {
    /// Draws `content`, laid out in `frame`, zoomed: every point `q` it draws shows at
    /// `centre + offset + (q − centre) × scale` (the frame's centre), clipped to the frame,
    /// mapped as vectors as ``transformed(_:frame:forward:background:content:)`` maps them, so
    /// a zoomed page is drawn sharp, not magnified. At scale 1 with no offset the commands are
    /// the content's own, with no clip added.
    public mutating func zoomed(scale: Double, offset: Point, in frame: Rect, content: (inout DrawList) -> Void) {
        guard scale.isFinite, scale > 0, offset.x.isFinite, offset.y.isFinite, scale != 1 || offset != Point(x: 0, y: 0)
        else { return content(&self) }
        commands.append(.pushClip(frame))
        let start = commands.count
        content(&self)
        let centre = Point(x: frame.midX, y: frame.midY)
        remap(from: start, scale: scale) { q, _ in
            Point(x: centre.x + offset.x + (q.x - centre.x) * scale, y: centre.y + offset.y + (q.y - centre.y) * scale)
        }
        commands.append(.popClip)
    }

    /// Draws `content` zoomed as `zoom` has it now (``zoomed(scale:offset:in:content:)``).
    public mutating func zoomed(_ zoom: PageZoom, in frame: Rect, content: (inout DrawList) -> Void) {
        zoomed(scale: zoom.scale, offset: zoom.motion.offset, in: frame, content: content)
    }
}
