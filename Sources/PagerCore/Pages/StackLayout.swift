/// Where a ``StackPage``'s blocks go for one page width: each block's frame relative to the
/// content's top-left corner, the paragraphs' lines, and the content's height. Worked out once
/// per width (and direction), so a page that moves under a swipe is not laid out again.
struct StackLayout {
    /// One placed block.
    struct Placed {
        /// The block's frame, relative to the content's top-left corner (the page's top-left
        /// corner when the content is scrolled to the top and aligned to the top).
        var frame: Rect
        /// A title's or paragraph's lines.
        var paragraph: ParagraphLayout?
    }

    let width: Double
    let isRightToLeft: Bool
    let blocks: [Placed]
    /// The content's height, insets included.
    let height: Double

    /// The title's style: bold, a little smaller than a page's large title (UIKit's
    /// `.title1`, 28 pt).
    static let titleStyle = ParagraphStyle(text: TextStyle(size: 28, bold: true), lineHeight: 1.2)
    /// The paragraphs' style: the body size, lines 1.4 apart for reading.
    static let textStyle = ParagraphStyle(text: TextStyle(size: 17), lineHeight: 1.4)

    init(page: StackPage, width: Double, isRightToLeft: Bool, measurer: any TextMeasuring) {
        self.width = width
        self.isRightToLeft = isRightToLeft
        let insets = page.insets
        let room = max(0, width - insets.horizontal)
        let column = StackPage.columnWidth(pageWidth: width, insets: insets, maximumColumnWidth: page.maximumColumnWidth)
        // A column narrower than the room is centred in it.
        let left = (isRightToLeft ? insets.right : insets.left) + ((room - column) / 2).rounded()
        var y = insets.top
        var placed: [Placed] = []
        for (index, block) in page.blocks.enumerated() {
            if index > 0 { y += page.spacing }
            switch block {
            case let .image(_, height, _):
                let height = height.clamped(to: 0...1e5, nan: 200)
                placed.append(Placed(frame: Rect(x: left, y: y, width: column, height: height)))
                y += height
            case let .title(text), let .text(text):
                var style = Self.textStyle
                if case .title = block { style = Self.titleStyle }
                style.alignment = page.textAlignment
                let paragraph = ParagraphLayout(text, style: style, width: column, isRightToLeft: isRightToLeft,
                                                measurer: measurer)
                placed.append(Placed(frame: Rect(x: left, y: y, width: column, height: paragraph.height), paragraph: paragraph))
                y += paragraph.height
            case let .button(button):
                let size = button.preferredSize(measurer: measurer)
                let buttonWidth = min(column, max(size.width, StackPage.minimumButtonWidth))
                let free = column - buttonWidth
                let offset: Double
                switch (page.textAlignment, isRightToLeft) {
                case (.center, _): offset = free / 2
                case (.leading, false), (.trailing, true): offset = 0
                case (.trailing, false), (.leading, true): offset = free
                }
                placed.append(Placed(frame: Rect(x: left + offset, y: y, width: buttonWidth, height: size.height)))
                y += size.height
            case let .spacer(points):
                let points = points.clamped(to: 0...1e5, nan: 0)
                placed.append(Placed(frame: Rect(x: left, y: y, width: column, height: points)))
                y += points
            }
        }
        blocks = placed
        height = y + insets.bottom
    }
}
