import PagerCore
import Testing

/// A measurer with proportional widths (1 pt for "i", 10 pt for "W", 5 for the rest, 8 for
/// the ellipsis) that counts how often it is asked.
private final class CountingMeasurer {
    var calls = 0
    func size(_ text: String) -> Size {
        calls += 1
        let width = text.reduce(0.0) { sum, c in sum + (c == "i" ? 1 : c == "W" ? 10 : c == "…" ? 8 : 5) }
        return Size(width: width, height: 12)
    }
}

/// The longest prefix (trailing spaces trimmed) plus "…" that fits, found by trying every length.
private func bruteForce(_ text: String, _ width: Double, _ measure: (String) -> Size) -> String {
    let characters = Array(text)
    var best = 0
    for count in 0...characters.count where measure(String(characters[..<count]) + "…").width <= width { best = count }
    var prefix = characters[..<best]
    while prefix.last == " " { prefix = prefix.dropLast() }
    return String(prefix) + "…"
}

@Suite(.tags(.unit))
struct ElisionTests {
    @Test(arguments: ["Page 99999", "WiWiWiWi iiii WWWW", "a b c d e f g", "W", "Wide title with spaces   at the end"])
    func fitIsTheLongestPrefixThatFits(text: String) {
        let measurer = CountingMeasurer()
        var elision = Elision(text)
        for width in stride(from: 0.0, through: 120, by: 0.5) {
            let fit = elision.fit(width) { measurer.size($0) }
            #expect(fit.text == bruteForce(text, width, measurer.size), "width \(width)")
            #expect(fit.size == measurer.size(fit.text))
        }
    }

    /// A label refitted to every width of a strip that follows the finger measures each prefix
    /// at most once, and nothing when the width only wobbles.
    @Test func refittingMeasuresEachPrefixOnce() {
        let measurer = CountingMeasurer()
        let text = "Page 12345 of a long title"
        var elision = Elision(text)
        _ = elision.fit(60) { measurer.size($0) }
        let first = measurer.calls
        #expect(first <= 6, "binary search over 26 characters plus the result: \(first)")
        for width in stride(from: 59.0, through: 61, by: 0.125) { _ = elision.fit(width) { measurer.size($0) } }
        #expect(measurer.calls == first, "a width between the same two prefixes needs no measuring")
        for width in stride(from: 0.0, through: 200, by: 0.25) { _ = elision.fit(width) { measurer.size($0) } }
        // Every prefix plus ellipsis at most once, and every distinct result at most once.
        #expect(measurer.calls <= 2 * (text.count + 1))
    }

    @Test func measurerDefaultLeavesTextThatFitsAlone() {
        let fixed = FixedWidthTextMeasurer()
        let style = TextStyle(size: 10)
        #expect(fixed.fitted("Short", style: style, toFit: 100).text == "Short")
        // 6 pt a character: nine characters and the ellipsis fill 60 pt.
        #expect(fixed.fitted("A much longer title", style: style, toFit: 60).text == "A much lo…")
        #expect(fixed.elided("  ", style: style, toFit: 6) == "…")
    }
}
