import Glibc
import PagerCore
import PagerSDL

/// `--text-layout`: how long a long page of text takes to lay out with the real fonts: a
/// 2,000-word English page and a 2,000-character Japanese one, broken into lines for a phone
/// (320 pt) and a desktop (1,200 pt) column. "First" lays out with a new text cache (every word
/// measured by SDL_ttf); "again" lays the same text out at another width, as a resize does
/// (the words' widths are remembered, the lines are new). Medians of `repeats` runs, each in a
/// cache of its own.
struct TextLayoutBench {
    let repeats: Int

    /// Deterministic English prose: 2,000 words drawn from a fixed vocabulary of varied
    /// lengths, punctuated every few words (a linear congruential sequence picks them).
    static func englishPage(words: Int = 2_000) -> String {
        let vocabulary = ["the", "pages", "swipe", "between", "a", "window", "of", "text", "and", "pictures",
                          "that", "follow", "your", "finger", "with", "motion", "as", "smooth", "phone", "desktop",
                          "library", "paragraphs", "wrap", "lines", "measured", "once", "every", "label", "cached",
                          "internationalisation", "is", "not", "an", "afterthought", "here", "but", "part", "design",
                          "scroll", "header", "collapses", "tab", "strip", "indicator", "spring", "settles", "quickly"]
        var state: UInt32 = 12_345
        var text = ""
        for index in 0..<words {
            state = state &* 1_103_515_245 &+ 12_345
            let word = vocabulary[Int(state >> 16) % vocabulary.count]
            text += index == 0 ? word.prefix(1).uppercased() + word.dropFirst() : word
            text += index % 11 == 10 ? ". " : index % 5 == 4 ? ", " : " "
        }
        return text
    }

    /// Deterministic Japanese: 2,000 characters of kana and kanji with a "、" or "。" now and then.
    static func japanesePage(characters: Int = 2_000) -> String {
        let pool = Array("日本語の文章は単語の間に空白を入れないので文字と文字の間で行を折り返すページを左右にめくる")
        var state: UInt32 = 54_321
        var text = ""
        for index in 0..<characters {
            state = state &* 1_103_515_245 &+ 12_345
            text.append(index % 23 == 22 ? "。" : index % 9 == 8 ? "、" : pool[Int(state >> 16) % pool.count])
        }
        return text
    }

    func run() throws -> String {
        let fonts = try FontLibrary.system()
        let style = ParagraphStyle(text: TextStyle(size: 17))
        var rows: [String] = ["text layout, median of \(repeats) (milliseconds; lines at 320 pt / 1,200 pt)"]
        for (name, text) in [("English, 2,000 words", Self.englishPage()), ("Japanese, 2,000 characters", Self.japanesePage())] {
            var first: [Double] = [], again: [Double] = []
            var lineCounts = (0, 0)
            for _ in 0..<repeats {
                let cache = TextCache(fonts: fonts)
                let start = Measure.monotonic()
                let narrow = ParagraphLayout(text, style: style, width: 320, measurer: cache)
                let middle = Measure.monotonic()
                let wide = ParagraphLayout(text, style: style, width: 1_200, measurer: cache)
                let end = Measure.monotonic()
                first.append(Double(middle - start) / 1e6)
                again.append(Double(end - middle) / 1e6)
                lineCounts = (narrow.lines.count, wide.lines.count)
            }
            rows.append("  \(name): first \(Self.median(first).fixed(2)), again \(Self.median(again).fixed(2)); "
                        + "\(lineCounts.0) / \(lineCounts.1) lines")
        }
        return rows.joined(separator: "\n")
    }

    private static func median(_ values: [Double]) -> Double { values.sorted()[values.count / 2] }
}
