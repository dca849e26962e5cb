import PagerCore

extension TextMeasuring {
    /// `text` broken into lines no wider than `width` points, at spaces (greedy: each line takes
    /// as many words as fit). A single word wider than the line is elided rather than split, so
    /// no line is ever wider than `width`.
    ///
    /// Used by panels whose width follows the window (the help card), where eliding a whole
    /// sentence would hide what it says.
    ///
    /// - Complexity: O(words) measurements of growing lines, for the few short texts of a panel.
    package func wrapped(_ text: String, style: TextStyle, toFit width: Double) -> [String] {
        var lines: [String] = []
        var line = ""
        for word in text.split(separator: " ", omittingEmptySubsequences: true) {
            let candidate = line.isEmpty ? String(word) : line + " " + word
            if size(of: candidate, style: style).width <= width {
                line = candidate
                continue
            }
            if !line.isEmpty { lines.append(line) }
            line = elided(String(word), style: style, toFit: width)
        }
        if !line.isEmpty { lines.append(line) }
        return lines
    }
}
