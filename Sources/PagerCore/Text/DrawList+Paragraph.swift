extension DrawList {
    /// Appends `text` set in `style` across `frame`'s width from its top (lines below the frame
    /// are drawn too unless clipped; `visible` limits them), in `color`, aligned for a
    /// right-to-left pager when `isRightToLeft`, and returns the layout. A page that draws the
    /// same text every frame keeps a ``ParagraphLayout`` instead and draws that.
    @discardableResult
    public mutating func paragraph(_ text: String, in frame: Rect, style: ParagraphStyle, color: Color,
                                   isRightToLeft: Bool = false, measurer: any TextMeasuring,
                                   visible: Rect? = nil) -> ParagraphLayout {
        let layout = ParagraphLayout(text, style: style, width: frame.width, isRightToLeft: isRightToLeft, measurer: measurer)
        layout.draw(at: Point(x: frame.x, y: frame.y), color: color, into: &self, visible: visible)
        return layout
    }
}
