/// A paragraph cut at every place a line may break: each segment is the text between two
/// break opportunities, with the spaces that follow it kept apart (they separate it from the
/// next segment on a line, and vanish at a line's end). Both are slices of the paragraph, so
/// cutting allocates nothing and a line's text is one slice from its first segment to its last.
struct LineBreakSegment: Equatable {
    /// The visible text, empty only for a run of spaces at the start or an empty line.
    var text: Substring
    /// The spaces after it (usually one), drawn only between two segments on one line.
    var spaces: Substring
    /// Whether a forced break (a line feed) follows: the next segment starts a new line.
    var endsParagraph: Bool
}

extension LineBreakSegment {
    /// `text` cut at its break opportunities (`LineBreakClass`), in reading order.
    ///
    /// - Complexity: O(scalars), one pass with no allocation but the array.
    static func segments(of text: String) -> [LineBreakSegment] {
        var segments: [LineBreakSegment] = []
        let scalars = text.unicodeScalars
        var start = scalars.startIndex  // Where the current segment starts.
        var textEnd = start             // Where its visible text ends (its spaces start).
        var inSpaces = false            // Whether spaces follow its text.
        var previous: LineBreakClass?   // The class of its last visible scalar; nil before one.
        func flush(upTo end: String.Index, endsParagraph: Bool) {
            segments.append(LineBreakSegment(text: text[start..<textEnd], spaces: text[textEnd..<end],
                                             endsParagraph: endsParagraph))
        }
        var index = start
        while index < scalars.endIndex {
            let scalar = scalars[index]
            var next = scalars.index(after: index)
            var kind = LineBreakClass(scalar)
            if kind == .combining && (inSpaces || previous == nil) { kind = .word }
            switch kind {
            case .space:
                inSpaces = true
            case .mandatory:
                flush(upTo: index, endsParagraph: true)
                if scalar == "\r", next < scalars.endIndex, scalars[next] == "\n" { next = scalars.index(after: next) }
                start = next; textEnd = next; inSpaces = false; previous = nil
            case .combining:
                textEnd = next
            default:
                if inSpaces {
                    // "word !" keeps the mark with its word (spaces and all): no line starts with it.
                    if (kind == .closing || kind == .closingPunctuation) && textEnd > start {
                        inSpaces = false
                    } else {
                        flush(upTo: index, endsParagraph: false)
                        start = index; inSpaces = false
                    }
                } else if let previous, LineBreakClass.allowsBreak(between: previous, and: kind) {
                    flush(upTo: index, endsParagraph: false)
                    start = index
                }
                textEnd = next
                previous = kind
            }
            index = next
        }
        if start < scalars.endIndex { flush(upTo: scalars.endIndex, endsParagraph: false) }
        return segments
    }
}
