/// Drawing the pages on screen, the same way for every pager.
extension PagedView {
    /// Draws the pages on screen, clipped to the pager's frame: `gap` (if given) behind them
    /// all, then each visible page in its frame through `page`, then the page fading out after a
    /// reduced-motion move, over the whole frame at its opacity (``crossFade``). `page` is
    /// called with the page's index, the rectangle it occupies now, and the list to draw into.
    public func drawShownPages(into list: inout DrawList, gap: Color? = nil,
                               page: (_ index: Int, _ frame: Rect, _ list: inout DrawList) -> Void) {
        list.clipped(to: frame) { list in
            if let gap { list.fill(frame, gap) }
            forEachVisiblePage { index, pageFrame in page(index, pageFrame, &list) }
            if let fade = crossFade {
                list.withOpacity(fade.opacity) { page(fade.page, frame, &$0) }
            }
        }
    }
}
