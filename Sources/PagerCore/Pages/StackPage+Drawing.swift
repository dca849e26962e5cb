extension StackPage {
    public func drawBackground(in frame: Rect, into list: inout DrawList, context: PageContext) {
        list.fill(frame, background ?? context.theme.background)
    }

    public func draw(in frame: Rect, into list: inout DrawList, context: PageContext) {
        place(in: frame, isRightToLeft: context.isRightToLeft, measurer: context.measurer)
        guard let layout else { return }
        let theme = context.theme
        let backdrop = (background ?? theme.background).withAlpha(255)
        let textColor = backdrop.higherContrast(theme.rowText, theme.rowText.readableText)
        list.clipped(to: frame) { list in
            for (block, placed) in zip(blocks, layout.blocks) {
                let box = windowFrame(of: placed.frame)
                guard box.maxY >= frame.y, box.y <= frame.maxY else { continue }
                switch block {
                case let .image(source, _, mode):
                    list.image(source, in: box, mode: mode, context: context)
                case .title, .text:
                    placed.paragraph?.draw(at: Point(x: box.x, y: box.y), color: textColor, into: &list, visible: frame)
                case let .button(button):
                    button.draw(into: &list, on: backdrop, context: context)
                case .spacer:
                    break
                }
            }
            if isScrollable, let indicator = self.list.indicatorFrame {
                let opacity = self.list.indicatorOpacity
                if opacity > 0 {
                    list.withOpacity(opacity) { $0.fill(indicator, theme.scrollIndicator, cornerRadius: indicator.width / 2) }
                }
            }
        }
    }

    public func prefetch(in frame: Rect, priority: Int, context: PageContext) {
        for block in blocks {
            guard case let .image(source, height, mode) = block else { continue }
            let box = Size(width: Self.columnWidth(pageWidth: frame.width, insets: insets, maximumColumnWidth: maximumColumnWidth),
                           height: height)
            _ = context.images.info(for: source, box: box, mode: mode, priority: priority)
        }
    }

    /// The page (role `page`) and an element per block that shows: `image`, `heading`, `text`
    /// (the whole paragraph, as a screen reader reads it), `button`.
    public func elementNode(frame: Rect, selected: Bool) -> ElementNode {
        var children: [ElementNode] = []
        if let layout {
            for (block, placed) in zip(blocks, layout.blocks) {
                let box = windowFrame(of: placed.frame).intersection(frame)
                guard box.width > 0, box.height > 0 else { continue }
                switch block {
                case let .image(source, _, _): children.append(ElementNode(role: "image", title: source.description, frame: box))
                case let .title(text): children.append(ElementNode(role: "heading", title: text, frame: box))
                case let .text(text): children.append(ElementNode(role: "text", title: text, frame: box))
                case let .button(button):
                    var node = button.elementNode()
                    node.frame = box
                    children.append(node)
                case .spacer: break
                }
            }
        }
        return ElementNode(role: "page", title: title, frame: frame, selected: selected, children: children)
    }
}
