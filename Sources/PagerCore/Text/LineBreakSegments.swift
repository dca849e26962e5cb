/// A paragraph cut at every place a line may break: each segment is the text between two
/// break opportunities, with the spaces that follow it kept apart (they separate it from the
/// next segment on a line, and vanish at a line's end).
struct LineBreakSegment: Equatable {
    /// The visible text, never empty unless the segment is only spaces or an empty line.
    var text: String
    /// The spaces after it (usually one), drawn only between two segments on one line.
    var spaces: String
    /// Whether a forced break (a line feed) follows: the next segment starts a new line.
    var endsParagraph: Bool
}

extension LineBreakSegment {
    /// `text` cut at its break opportunities (``LineBreakClass``), in reading order.
    ///
    /// - Complexity: O(characters).
    static func segments(of text: String) -> [LineBreakSegment] {
        var segments: [LineBreakSegment] = []
        var current = "", spaces = ""
        var previous: LineBreakClass?
        func flush(endsParagraph: Bool) {
            segments.append(LineBreakSegment(text: current, spaces: spaces, endsParagraph: endsParagraph))
            current = ""; spaces = ""
        }
        for character in text {
            let kind = LineBreakClass(character)
            switch kind {
            case .space:
                spaces.append(character)
                previous = .space
            case .mandatory:
                flush(endsParagraph: true)
                previous = nil
            default:
                if !spaces.isEmpty {
                    // "word !" keeps the mark with its word, as a line may not start with it.
                    if kind == .closing || kind == .closingPunctuation {
                        current += spaces; spaces = ""
                    } else {
                        flush(endsParagraph: false)
                    }
                } else if let previous, !current.isEmpty, LineBreakClass.allowsBreak(between: previous, and: kind) {
                    flush(endsParagraph: false)
                }
                current.append(character)
                previous = kind
            }
        }
        if !current.isEmpty || !spaces.isEmpty { flush(endsParagraph: false) }
        return segments
    }
}
