/// Measures text for layout. The renderer implements it with the real font; tests use a
/// fixed-width fake, so layout is checked without SDL.
public protocol TextMeasuring {
    /// Width and height of `text` in points when drawn in `style`.
    func size(of text: String, style: TextStyle) -> Size
}

extension TextMeasuring {
    /// `text` shortened with a trailing ellipsis so it fits `width` points (unchanged if it fits).
    ///
    /// - Complexity: O(log n) measurements by binary search over the character count.
    public func elided(_ text: String, style: TextStyle, toFit width: Double) -> String {
        fitted(text, style: style, toFit: width).text
    }

    /// ``elided(_:style:toFit:)`` and the size of the result, measured once: what a label needs
    /// to be centred, without a second look-up of the same string.
    public func fitted(_ text: String, style: TextStyle, toFit width: Double) -> (text: String, size: Size) {
        let full = size(of: text, style: style)
        if full.width <= width { return (text, full) }
        let shortened = shortenedWithEllipsis(text, style: style, toFit: width)
        return (shortened, size(of: shortened, style: style))
    }

    private func shortenedWithEllipsis(_ text: String, style: TextStyle, toFit width: Double) -> String {
        let characters = Array(text)
        var low = 0, high = characters.count
        while low < high {
            let mid = (low + high + 1) / 2
            let candidate = String(characters[..<mid]) + "…"
            if size(of: candidate, style: style).width <= width { low = mid } else { high = mid - 1 }
        }
        return low == 0 ? "…" : String(characters[..<low]).trimmingTrailingSpaces() + "…"
    }
}

extension String {
    fileprivate func trimmingTrailingSpaces() -> String {
        var result = self
        while result.last == " " { result.removeLast() }
        return result
    }
}

/// A measurer where every character is the same width: for tests and for headless layout
/// without fonts.
public struct FixedWidthTextMeasurer: TextMeasuring, Sendable {
    /// Width of one character as a fraction of the font size.
    public var characterWidthRatio: Double
    /// Creates a fake measurer; the default gives 0.6 em per character.
    public init(characterWidthRatio: Double = 0.6) { self.characterWidthRatio = characterWidthRatio }
    public func size(of text: String, style: TextStyle) -> Size {
        Size(width: Double(text.count) * style.size * characterWidthRatio, height: style.size * 1.2)
    }
}
