import ScrollPhysics

/// Measures text for layout. PagerSDL's `TextCache` implements it with the real font;
/// ``FixedWidthTextMeasurer`` lays text out without any font (tests, headless programs).
public protocol TextMeasuring {
    /// Width and height of `text` in points when drawn in `style`.
    func size(of text: String, style: TextStyle) -> Size
    /// `text` shortened with a trailing ellipsis to fit `width` points, and its size. The default
    /// searches with ``size(of:style:)``; a measurer may remember results, since a label that
    /// needs eliding is elided again every frame it is shown.
    func fitted(_ text: String, style: TextStyle, toFit width: Double) -> (text: String, size: Size)
}

extension TextMeasuring {
    /// `text` shortened with a trailing ellipsis so it fits `width` points (unchanged if it fits).
    public func elided(_ text: String, style: TextStyle, toFit width: Double) -> String {
        fitted(text, style: style, toFit: width).text
    }

    public func fitted(_ text: String, style: TextStyle, toFit width: Double) -> (text: String, size: Size) {
        fittedBySearch(text, style: style, toFit: width)
    }

    /// ``elided(_:style:toFit:)`` and the size of the result, measured once: what a label needs
    /// to be centred, without a second look-up of the same string.
    ///
    /// - Complexity: O(log n) measurements by binary search over the character count.
    public func fittedBySearch(_ text: String, style: TextStyle, toFit width: Double) -> (text: String, size: Size) {
        let full = size(of: text, style: style)
        if full.width <= width { return (text, full) }
        var elision = Elision(text)
        return elision.fit(width) { size(of: $0, style: style) }
    }
}

/// A measurer where every character is the same width: layout without fonts, for a program
/// that draws no text of Pager's (a game with its own labels, a headless simulation) and for
/// tests, whose layouts it makes exact. Part of the API on purpose: the core needs a measurer
/// to lay out tabs, and this is the one that needs nothing else.
public struct FixedWidthTextMeasurer: TextMeasuring, Sendable {
    /// Width of one character as a fraction of the font size, within 0...100 (a ratio outside
    /// counts as the nearer end, NaN as 0.6).
    public var characterWidthRatio: Double {
        didSet { characterWidthRatio = Self.sanitised(ratio: characterWidthRatio) }
    }
    /// Creates a measurer; the default gives 0.6 em per character.
    public init(characterWidthRatio: Double = 0.6) { self.characterWidthRatio = Self.sanitised(ratio: characterWidthRatio) }

    private static func sanitised(ratio: Double) -> Double { ratio.clamped(to: 0...100, nan: 0.6) }
    public func size(of text: String, style: TextStyle) -> Size {
        Size(width: Double(text.count) * style.size * characterWidthRatio, height: style.size * 1.2)
    }
}
