/// Drawing: a rounded backdrop in the overlay colour, so the marks read on any page colour,
/// and the marks in the overlay's text colour, dim except where the position is (the
/// fraction's label at full strength).
extension PageIndicator {
    private static let dimAlpha = 100.0

    /// Appends the indicator's drawing.
    public func draw(into list: inout DrawList) {
        guard markCount > 0, frame.width > 0, frame.height > 0 else { return }
        list.fill(frame, backdrop, cornerRadius: Self.thickness / 2)
        switch style {
        case .dots: drawDots(into: &list)
        case .lines: drawLines(into: &list)
        case .fraction: drawLabel(into: &list)
        }
    }

    /// The overlay colour, translucent; under the fraction's label at least as opaque as keeps
    /// the label at 4.5:1 over any page (a photo's white letterbox included).
    var backdrop: Color {
        let translucent = theme.overlayBackground.withAlpha(160)
        guard style == .fraction else { return translucent }
        var alpha = 160
        while alpha < 255,
              ImageScrim.worstContrast(of: theme.overlayText, over: theme.overlayBackground.withAlpha(UInt8(alpha)))
                < Color.minimumTextContrast {
            alpha += 1
        }
        return theme.overlayBackground.withAlpha(UInt8(alpha))
    }

    /// The label centred on the backdrop, in the overlay's text colour.
    private func drawLabel(into list: inout DrawList) {
        let text = label
        let size = measurer.size(of: text, style: labelStyle)
        let origin = Point(x: frame.midX - size.width / 2, y: frame.midY - size.height / 2)
        list.text(text, at: origin, style: labelStyle, color: theme.overlayText)
    }

    private func markColor(_ emphasis: Double) -> Color {
        theme.overlayText.withAlpha(UInt8((Self.dimAlpha + (255 - Self.dimAlpha) * emphasis).rounded()))
    }

    /// The mark drawn for `page`: its dot (6 pt, growing to 9 at the position), or its dim line
    /// (the fraction has no marks: its backdrop).
    func markFrame(of page: Int) -> Rect {
        let cell = cellFrame(at: Double(page))
        switch style {
        case .dots:
            let size = 6 + 3 * emphasis(of: page)
            return Rect(x: cell.midX - size / 2, y: cell.midY - size / 2, width: size, height: size)
        case .lines:
            return line(in: cell)
        case .fraction:
            return frame
        }
    }

    private func drawDots(into list: inout DrawList) {
        for page in shownPages {
            let dot = markFrame(of: page)
            list.fill(dot, markColor(emphasis(of: page)), cornerRadius: dot.width / 2)
        }
    }

    private func drawLines(into list: inout DrawList) {
        for page in shownPages { list.fill(markFrame(of: page), markColor(0), cornerRadius: 1.5) }
        // The bar slides with the position; past the last page of a loop it comes in again at
        // the first, so both of its parts are drawn, clipped to the marks.
        let window = Double(shownPages.lowerBound)
        list.clipped(to: marksArea) { list in
            for shift in wraps ? [0.0, -Double(pageCount)] : [0] {
                let at = min(max(position + shift, window - 1), window + Double(markCount))
                list.fill(line(in: cellFrame(at: at)), markColor(1), cornerRadius: 1.5)
            }
        }
    }

    /// The backdrop less its padding at the ends: where the marks are.
    private var marksArea: Rect {
        let p = Self.padding
        switch axis {
        case .horizontal: return Rect(x: frame.x + p, y: frame.y, width: frame.width - 2 * p, height: frame.height)
        case .vertical: return Rect(x: frame.x, y: frame.y + p, width: frame.width, height: frame.height - 2 * p)
        }
    }

    /// A 3-pt line across the middle of a cell, along the axis, with a gap to the next.
    private func line(in cell: Rect) -> Rect {
        switch axis {
        case .horizontal: return Rect(x: cell.x + 3, y: cell.midY - 1.5, width: cell.width - 6, height: 3)
        case .vertical: return Rect(x: cell.midX - 1.5, y: cell.y + 3, width: 3, height: cell.height - 6)
        }
    }
}
