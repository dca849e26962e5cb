/// A paragraph broken into lines for one width: each line's text and where it sits, measured
/// with a ``TextMeasuring`` so the same text, style and width always give the same lines.
///
/// Lines break at the opportunities `LineBreakClass` describes (between words; between the
/// characters of Chinese, Japanese and Korean text), each line taking as many segments as fit
/// (greedy filling, as UIKit and Android set body text); a word wider than the line is broken
/// between characters. A line feed starts a new line. With ``ParagraphStyle/maximumLines``,
/// the last line shown ends with an ellipsis when the text goes on.
///
/// A line that comes near the width is measured as drawn (the whole line, once), so it never
/// overflows by the kerning its words' separate widths leave out.
public struct ParagraphLayout: Sendable, Equatable {
    /// One line of the paragraph.
    public struct Line: Sendable, Equatable {
        /// The line's text, without the spaces it broke at.
        public var text: String
        /// Where the line's label is drawn, relative to the paragraph's top-left corner: x from
        /// the alignment, y centred in the line's pitch, the label's measured size.
        public var frame: Rect
    }

    /// The style the lines were set in.
    public let style: ParagraphStyle
    /// The width the lines were broken for.
    public let width: Double
    /// The lines, top to bottom.
    public let lines: [Line]
    /// Whether text was left out (the line limit was reached; the last line ends with "…").
    public let isTruncated: Bool

    /// The paragraph's height: its lines times the line pitch.
    public var height: Double { Double(lines.count) * style.linePitch }
    /// The widest line's width.
    public var usedWidth: Double { lines.map(\.frame.width).max() ?? 0 }

    /// `text` set in `style` for lines of `width` points (NaN or a negative width counts as 0: one
    /// character a line), aligned for a right-to-left pager when `isRightToLeft`,
    /// measured by `measurer`.
    ///
    /// - Complexity: one measurement per segment (a word, or a CJK character) and one per line,
    ///   plus O(log n) for each word broken inside.
    public init(_ text: String, style: ParagraphStyle, width: Double, isRightToLeft: Bool = false,
                measurer: any TextMeasuring) {
        self.style = style
        self.width = width.clamped(to: 0...Double.largestCoordinate, nan: 0)
        var breaker = LineBreaker(width: self.width, style: style.text, maximumLines: style.maximumLines, measurer: measurer)
        breaker.place(LineBreakSegment.segments(of: text))
        isTruncated = breaker.isTruncated
        let pitch = style.linePitch
        let available = self.width
        lines = breaker.lines.enumerated().map { index, line in
            let x: Double
            switch (style.alignment, isRightToLeft) {
            case (.leading, false), (.trailing, true): x = 0
            case (.center, _): x = (available - line.size.width) / 2
            case (.trailing, false), (.leading, true): x = available - line.size.width
            }
            let y = Double(index) * pitch + (pitch - line.size.height) / 2
            return Line(text: line.text, frame: Rect(x: max(0, x), y: y, width: line.size.width, height: line.size.height))
        }
    }

    /// Appends the lines that cross `visible` (all when nil) as labels in `color`, the
    /// paragraph's top-left corner at `origin`. Each line is one label, so a renderer that
    /// caches labels rasterises a line once.
    public func draw(at origin: Point, color: Color, into list: inout DrawList, visible: Rect? = nil) {
        let range = visibleLines(top: origin.y, in: visible)
        for line in lines[range] where !line.text.isEmpty {
            list.text(line.text, at: Point(x: origin.x + line.frame.x, y: origin.y + line.frame.y), style: style.text,
                      color: color)
        }
    }

    /// The lines whose pitch crosses `visible` vertically, the paragraph's top at `top`.
    private func visibleLines(top: Double, in visible: Rect?) -> Range<Int> {
        guard let visible, !lines.isEmpty else { return lines.indices }
        let pitch = style.linePitch
        let first = Int(((visible.y - top) / pitch).rounded(.down).clamped(to: 0...Double(lines.count), nan: 0))
        let last = Int(((visible.maxY - top) / pitch).rounded(.up).clamped(to: 0...Double(lines.count), nan: 0))
        return first..<max(first, last)
    }
}
