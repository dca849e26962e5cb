extension ListView {
    /// Gap between a row's title and its subtitle, in points.
    static let subtitleSpacingPoints = 2.0
    /// Row separator thickness in points: a hairline (the renderer draws any fill at least one
    /// pixel thick, so it shows at 1x too).
    static let separatorThicknessPoints = 0.5
    /// The selection's checkmark: its box (points) and stroke, at the row's trailing edge, like
    /// UITableViewCell's `.checkmark` accessory.
    static let checkmarkSize = Size(width: 14, height: 10)
    static let checkmarkStroke = 2.0

    /// Appends the visible rows, their inset separators, the press highlight, the selection's
    /// checkmark and the scroll indicator, clipped to ``frame``.
    ///
    /// Only visible rows are asked for and drawn; titles that do not fit are elided with "…".
    /// - Complexity: O(visible rows), independent of ``rowCount``.
    public func draw(into list: inout DrawList, measurer: any TextMeasuring, theme: Theme) {
        guard frame.width > 0, frame.height > 0 else { return }
        list.clipped(to: frame) { list in
            list.fill(frame, theme.rowBackground)
            let titleStyle = TextStyle(size: theme.rowTitleSize)
            let subtitleStyle = TextStyle(size: theme.rowSubtitleSize)
            let textWidth = max(0, frame.width - 2 * theme.padding)
            forEachVisibleRow { index, rowFrame in
                let strength = highlightOpacity(forRow: index)
                if strength > 0 {
                    let alpha = UInt8((Double(theme.rowHighlight.alpha) * strength).rounded())
                    list.fill(rowFrame, theme.rowHighlight.withAlpha(alpha))
                }
                let row = rowProvider(index)
                let selected = index == selectedRow
                let textWidth = selected ? max(0, textWidth - Self.checkmarkSize.width - theme.padding) : textWidth
                if selected { drawCheckmark(in: rowFrame, theme: theme, into: &list) }
                let (title, titleSize) = measurer.fitted(row.title, style: titleStyle, toFit: textWidth)
                let titleHeight = titleSize.height
                let x = rowFrame.x + theme.padding
                if let subtitle = row.subtitle, !subtitle.isEmpty {
                    let (fitted, subtitleSize) = measurer.fitted(subtitle, style: subtitleStyle, toFit: textWidth)
                    let subtitleHeight = subtitleSize.height
                    let top = rowFrame.midY - (titleHeight + Self.subtitleSpacingPoints + subtitleHeight) / 2
                    list.text(title, at: Point(x: x, y: top), style: titleStyle, color: theme.rowText)
                    list.text(fitted, at: Point(x: x, y: top + titleHeight + Self.subtitleSpacingPoints),
                              style: subtitleStyle, color: theme.rowSecondaryText)
                } else {
                    list.text(title, at: Point(x: x, y: rowFrame.midY - titleHeight / 2),
                              style: titleStyle, color: theme.rowText)
                }
                // Inset on the left like UITableView's separators.
                let separator = Rect(x: x, y: rowFrame.maxY - Self.separatorThicknessPoints,
                                     width: rowFrame.maxX - x, height: Self.separatorThicknessPoints)
                list.fill(separator, theme.separator)
            }
            let opacity = indicatorOpacity
            if opacity > 0, let bar = indicatorFrame {
                let alpha = UInt8((Double(theme.scrollIndicator.alpha) * opacity).rounded())
                list.fill(bar, theme.scrollIndicator.withAlpha(alpha), cornerRadius: bar.width / 2)
            }
        }
    }

    /// A checkmark in the accent colour, centred vertically at the row's trailing padding.
    private func drawCheckmark(in rowFrame: Rect, theme: Theme, into list: inout DrawList) {
        let box = Self.checkmarkSize
        let x = rowFrame.maxX - theme.padding - box.width, y = rowFrame.midY - box.height / 2
        let corner = Point(x: x + box.width * 0.38, y: y + box.height)
        list.segment(from: Point(x: x, y: y + box.height * 0.5), to: corner, theme.tabSelected, width: Self.checkmarkStroke)
        list.segment(from: corner, to: Point(x: x + box.width, y: y), theme.tabSelected, width: Self.checkmarkStroke)
    }

    /// The list as an inspection node (role "list") with one child per visible row
    /// (role "row", its title and subtitle, its frame, `selected` for the selected row).
    public func elementNode() -> ElementNode {
        var rows: [ElementNode] = []
        rows.reserveCapacity(visibleRows.count)
        forEachVisibleRow { index, rowFrame in
            let row = rowProvider(index)
            rows.append(ElementNode(role: "row", title: row.title, frame: rowFrame, selected: index == selectedRow,
                                    subtitle: row.subtitle))
        }
        return ElementNode(role: "list", frame: frame, children: rows)
    }
}
