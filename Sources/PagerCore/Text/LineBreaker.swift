/// Fills lines greedily from a paragraph's segments: each line takes segments while they fit,
/// a segment wider than a whole line is cut between characters, and past the line limit the
/// last line is elided. The engine behind ``ParagraphLayout``.
struct LineBreaker {
    /// A finished line: its text (no trailing spaces) and its measured size.
    struct Line {
        var text: String
        var size: Size
        /// The spaces it broke at, which join it to the next line's text when it is elided.
        var spaces: Substring
        /// Whether a line feed ended it.
        var endsParagraph: Bool
    }

    private struct Measured {
        var segment: LineBreakSegment
        var width: Double
        var height: Double
        var spacesWidth: Double
    }

    let width: Double
    let style: TextStyle
    let maximumLines: Int?
    let measurer: any TextMeasuring
    private(set) var lines: [Line] = []
    private(set) var isTruncated = false
    /// Widths of the space runs met, by run (almost always just " ").
    private var spaceWidths: [Substring: Double] = [:]

    init(width: Double, style: TextStyle, maximumLines: Int?, measurer: any TextMeasuring) {
        self.width = width
        self.style = style
        self.maximumLines = maximumLines
        self.measurer = measurer
    }

    /// Breaks `segments` into ``lines``.
    mutating func place(_ segments: [LineBreakSegment]) {
        // A stack, so a segment taken off an overfull line goes back to be placed first.
        var pending = segments.reversed().map { measure($0) }
        var line: [Measured] = []
        var lineWidth = 0.0  // The segments' widths with the spaces between them.
        while true {
            guard let next = pending.popLast() else {
                // The last line, which may give segments back.
                if line.isEmpty { return }
                guard finish(&line, returningTo: &pending) else { return }
                lineWidth = 0
                continue
            }
            // A single character wider than the line still takes a line of its own.
            let candidate = line.isEmpty ? next.width : lineWidth + (line.last?.spacesWidth ?? 0) + next.width
            if candidate <= width || line.isEmpty && next.segment.text.dropFirst().isEmpty {
                line.append(next)
                lineWidth = candidate
                if next.segment.endsParagraph {
                    guard finish(&line, returningTo: &pending) else { return }
                    lineWidth = 0
                }
                continue
            }
            if line.isEmpty {
                // A word wider than the line: as many characters as fit, the rest on the next lines.
                let (head, tail) = split(next.segment.text)
                let noSpaces = next.segment.spaces.prefix(0)
                pending.append(measure(LineBreakSegment(text: tail, spaces: next.segment.spaces,
                                                        endsParagraph: next.segment.endsParagraph)))
                var piece = [measure(LineBreakSegment(text: head, spaces: noSpaces, endsParagraph: false))]
                guard finish(&piece, returningTo: &pending) else { return }
                continue
            }
            pending.append(next)
            guard finish(&line, returningTo: &pending) else { return }
            lineWidth = 0
        }
    }

    /// Ends the line made of `line` (emptied): when it comes near the width it is measured whole,
    /// and gives back segments to `pending` while it overflows. False once the line limit is reached with text left,
    /// after eliding the last line.
    private mutating func finish(_ line: inout [Measured], returningTo pending: inout [Measured]) -> Bool {
        defer { line.removeAll(keepingCapacity: true) }
        var text = joined(line), size = estimatedSize(of: line) ?? measurer.size(of: text, style: style)
        while size.width > width, line.count > 1 {
            pending.append(line.removeLast())
            text = joined(line); size = estimatedSize(of: line) ?? measurer.size(of: text, style: style)
        }
        let last = line.last?.segment
        let finished = Line(text: text, size: size, spaces: last?.spaces ?? "", endsParagraph: last?.endsParagraph ?? false)
        if let maximumLines, lines.count == maximumLines {
            elideLastLine(before: finished)
            return false
        }
        lines.append(finished)
        return true
    }

    /// The line limit is reached and `next` would follow: the last line shows as much of the
    /// text as fits with an ellipsis after it (the ellipsis always shows, as text was cut).
    private mutating func elideLastLine(before next: Line) {
        isTruncated = true
        guard var last = lines.popLast() else { return }
        let continued = last.endsParagraph ? last.text : last.text + last.spaces + next.text
        let fit = measurer.fitted(continued + Elision.ellipsis, style: style, toFit: width)
        last.text = fit.text
        last.size = fit.size
        lines.append(last)
    }

    /// The line's size from its segments' widths when that is exact (one segment) or far enough
    /// from the line's width that kerning across its spaces cannot make it overflow (a twentieth
    /// of the font size per space; fonts rarely kern a pair with a space, and then by less); nil
    /// when the line must be measured whole. Saves measuring most lines again: a 2,000-word page's 400
    /// lines took 1.5 ms to measure with SDL_ttf.
    private func estimatedSize(of line: [Measured]) -> Size? {
        guard let first = line.first else { return Size(width: 0, height: style.size * 1.2) }
        var width = first.width
        for (previous, measured) in zip(line, line.dropFirst()) { width += previous.spacesWidth + measured.width }
        let slack = style.size * 0.05 * Double(line.count - 1)
        guard line.count == 1 || width + slack <= self.width else { return nil }
        return Size(width: width, height: first.height)
    }

    /// The segments' text with the spaces between them, none after the last: one slice of the
    /// paragraph, as the segments of a line follow each other in it.
    private func joined(_ line: [Measured]) -> String {
        guard let first = line.first, let last = line.last else { return "" }
        return String(first.segment.text.base[first.segment.text.startIndex..<last.segment.text.endIndex])
    }

    /// `text` cut after the most characters (at least one) whose width fits the line.
    private func split(_ text: Substring) -> (head: Substring, tail: Substring) {
        let ends = Array(text.indices.dropFirst()) + [text.endIndex]  // ends[k - 1]: the end of k characters.
        var low = 1, high = ends.count - 1
        while low < high {
            let middle = (low + high + 1) / 2
            if measurer.size(of: String(text[..<ends[middle - 1]]), style: style).width <= width { low = middle } else { high = middle - 1 }
        }
        return (text[..<ends[low - 1]], text[ends[low - 1]...])
    }

    private mutating func measure(_ segment: LineBreakSegment) -> Measured {
        let size = segment.text.isEmpty ? Size(width: 0, height: style.size * 1.2)
            : measurer.size(of: String(segment.text), style: style)
        var spacesWidth = 0.0
        if !segment.spaces.isEmpty {
            if let known = spaceWidths[segment.spaces] { spacesWidth = known } else {
                spacesWidth = measurer.size(of: String(segment.spaces), style: style).width
                spaceWidths[segment.spaces] = spacesWidth
            }
        }
        return Measured(segment: segment, width: size.width, height: size.height, spacesWidth: spacesWidth)
    }
}
