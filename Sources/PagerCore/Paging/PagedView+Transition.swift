extension PagedView {
    /// Draws the pages on screen through `transition`, clipped to the pager's frame,
    /// `gap` (if given) behind the pages, then ``drawPages(into:transition:background:content:)``.
    /// Pages near the current one are not told to prefetch: call ``prefetchNearbyPages(context:)``
    /// after.
    public func drawShownPages(into list: inout DrawList, gap: Color? = nil, transition: PageTransition,
                               background: (_ index: Int, _ frame: Rect, _ list: inout DrawList) -> Void,
                               content: (_ index: Int, _ frame: Rect, _ list: inout DrawList) -> Void) {
        list.clipped(to: frame) { list in
            if let gap { list.fill(frame, gap) }
            drawPages(into: &list, transition: transition, background: background, content: content)
        }
    }

    /// Draws the pages in view, each through `transition` (``PageTransition/slide`` draws
    /// them as they are), and over them the page fading out after a reduced-motion move, as
    /// opaque as ``crossFade`` says. For each page, `background` fills it and `content` draws what
    /// is on it (the part a parallax shifts), both given the page's index and its untransformed
    /// frame. Pages are drawn in page order, lower ``PageTransform/layer`` first.
    public func drawPages(into list: inout DrawList, transition: PageTransition = .slide,
                          background: (_ index: Int, _ frame: Rect, _ list: inout DrawList) -> Void,
                          content: (_ index: Int, _ frame: Rect, _ list: inout DrawList) -> Void) {
        if transition.isSlide {
            forEachVisiblePage { index, frame in
                background(index, frame, &list)
                content(index, frame, &list)
            }
        } else {
            drawTransformed(into: &list, transition: transition, background: background, content: content)
        }
        if let fade = crossFade {
            list.withOpacity(fade.opacity) { faded in
                background(fade.page, frame, &faded)
                content(fade.page, frame, &faded)
            }
        }
    }

    private func drawTransformed(into list: inout DrawList, transition: PageTransition,
                                 background: (_ index: Int, _ frame: Rect, _ list: inout DrawList) -> Void,
                                 content: (_ index: Int, _ frame: Rect, _ list: inout DrawList) -> Void) {
        let horizontal = configuration.axis == .horizontal
        let forward = horizontal ? Point(x: configuration.isRightToLeft ? -1 : 1, y: 0) : Point(x: 0, y: 1)
        var pages: [(index: Int, frame: Rect, transform: PageTransform)] = []
        forEachVisiblePageWithOffset { index, frame, offset in
            let length = horizontal ? frame.width : frame.height
            let position = PagePosition(offset: offset, length: length, crossLength: horizontal ? frame.height : frame.width,
                                        stride: length + max(configuration.pageSpacing, 0))
            pages.append((index, frame, transition.transform(position)))
        }
        // Stable: equal layers keep page order.
        let ordered = pages.enumerated().sorted { ($0.element.transform.layer, $0.offset) < ($1.element.transform.layer, $1.offset) }
        for (_, page) in ordered {
            list.transformed(page.transform, frame: page.frame, forward: forward,
                             background: { background(page.index, page.frame, &$0) },
                             content: { content(page.index, page.frame, &$0) })
        }
    }
}
