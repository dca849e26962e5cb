/// Where the lines of a paragraph sit across its width. Leading and trailing follow the
/// direction of the pager the text is in: leading is the left edge left to right, the right
/// edge right to left.
public enum TextAlignment: Sendable, Hashable {
    /// Against the edge where reading starts.
    case leading
    /// Centred.
    case center
    /// Against the edge where reading ends.
    case trailing
}

/// How a paragraph is set: its face and size, its alignment, the distance between its lines
/// and how many lines it may take.
public struct ParagraphStyle: Sendable, Hashable {
    /// The face and size of every line.
    public var text: TextStyle
    /// Where each line sits across the width.
    public var alignment: TextAlignment
    /// Distance from one line's top to the next as a multiple of the font size, within 1...3
    /// (a value outside counts as the nearer end, NaN as 1.3).
    public var lineHeight: Double { didSet { lineHeight = Self.sanitised(lineHeight: lineHeight) } }
    /// Most lines shown; the last of them ends with an ellipsis when the text goes on. Nil for
    /// no limit; a value under 1 counts as 1.
    public var maximumLines: Int? { didSet { maximumLines = maximumLines.map { max(1, $0) } } }

    /// A style of `text` in lines `lineHeight` font sizes apart, aligned by `alignment`, at most
    /// `maximumLines` lines (nil: no limit).
    public init(text: TextStyle = TextStyle(size: 17), alignment: TextAlignment = .leading, lineHeight: Double = 1.3,
                maximumLines: Int? = nil) {
        self.text = text
        self.alignment = alignment
        self.lineHeight = Self.sanitised(lineHeight: lineHeight)
        self.maximumLines = maximumLines.map { max(1, $0) }
    }

    /// The distance between two lines' tops, in points.
    public var linePitch: Double { text.size * lineHeight }

    private static func sanitised(lineHeight: Double) -> Double { lineHeight.clamped(to: 1...3, nan: 1.3) }
}
