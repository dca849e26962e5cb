/// Drawing the pages on screen, the same way for every pager: one helper clips to the frame,
/// fills the gap, draws the pages in view through a transition and the page fading out after
/// a reduced-motion move over them (``drawShownPages(into:gap:transition:background:content:)``);
/// the other ways in are that helper with fewer parts.
extension PagedView {
    /// ``drawShownPages(into:gap:transition:background:content:)`` with each page drawn whole by
    /// `page` (slid, never split into background and content): the page's index, the rectangle
    /// it occupies now (the whole frame for the page fading out), and the list to draw into.
    public func drawShownPages(into list: inout DrawList, gap: Color? = nil,
                               page: (_ index: Int, _ frame: Rect, _ list: inout DrawList) -> Void) {
        drawShownPages(into: &list, gap: gap, transition: .slide, background: page, content: { _, _, _ in })
    }
}
