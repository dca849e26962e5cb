import PagerCore
import Testing

/// Every character 10 pt wide, lines 12 pt high, at a 10 pt font.
private let measurer = FixedWidthTextMeasurer(characterWidthRatio: 1)
private let body = TextStyle(size: 10)

private func lines(_ text: String, width: Double, alignment: TextAlignment = .leading, maximumLines: Int? = nil,
                   isRightToLeft: Bool = false, measurer: any TextMeasuring = measurer) -> [String] {
    ParagraphLayout(text, style: ParagraphStyle(text: body, alignment: alignment, maximumLines: maximumLines),
                    width: width, isRightToLeft: isRightToLeft, measurer: measurer).lines.map(\.text)
}

/// A measurer whose whole line is wider than its words' sum: 5 pt more for any text with a
/// space in it (as kerning around a space can make a real line).
private struct KerningMeasurer: TextMeasuring {
    func size(of text: String, style: TextStyle) -> Size {
        Size(width: Double(text.count) * 10 + (text.contains(" ") && text.count > 1 ? 5 : 0), height: 12)
    }
}

@Suite(.tags(.unit))
struct ParagraphLayoutTests {
    @Test func wordsFillEachLineGreedily() {
        // Ten characters a line: "The quick" (9) + " brown" (15) does not fit, and so on.
        #expect(lines("The quick brown fox jumps over the lazy dog", width: 100)
            == ["The quick", "brown fox", "jumps over", "the lazy", "dog"])
    }

    @Test func aWordWiderThanTheLineIsBrokenBetweenCharacters() {
        #expect(lines("abcdefghijklmnopqrstuvwxyz", width: 100) == ["abcdefghij", "klmnopqrst", "uvwxyz"])
        // The word starts a line of its own; what follows it continues on its last line.
        #expect(lines("to abcdefghijklmn ok", width: 100) == ["to", "abcdefghij", "klmn ok"])
    }

    @Test func japaneseBreaksBetweenCharactersButNotBeforeClosingPunctuation() {
        // Five characters a line; "、" and "。" stay with the character before them.
        #expect(lines("日本語の文章は、単語の間に空白を入れない。", width: 50)
            == ["日本語の文", "章は、単語", "の間に空白", "を入れな", "い。"])
    }

    @Test func anOpeningBracketNeverEndsALine() {
        // 「 goes with 例, 」 with 例: "これは" + "「例」" is six characters, too many for four.
        #expect(lines("これは「例」です", width: 40) == ["これは", "「例」で", "す"])
    }

    @Test func chineseAndLatinMixed() {
        #expect(lines("我们用 Swift 写程序", width: 60) == ["我们用", "Swift", "写程序"])
    }

    @Test func aLineBreaksAfterAHyphenInsideAWord() {
        #expect(lines("well-known fact", width: 60) == ["well-", "known", "fact"])
        #expect(lines("well-known", width: 100) == ["well-known"])
    }

    @Test func punctuationStaysWithItsWord() {
        // "f(x)" is one word; a "!" after a space does not start a line.
        #expect(lines("so f(x) is it !", width: 70) == ["so f(x)", "is it !"])
    }

    @Test func lineFeedsStartNewLinesAndEmptyLinesStay() {
        #expect(lines("one\ntwo", width: 100) == ["one", "two"])
        #expect(lines("one\n\ntwo", width: 100) == ["one", "", "two"])
        #expect(lines("one\r\ntwo", width: 100) == ["one", "two"])
    }

    @Test func spacesAtALineEndAreNotDrawnAndSpacesInsideAreKept() {
        #expect(lines("aaaaaaaaa   bbb", width: 100) == ["aaaaaaaaa", "bbb"])
        #expect(lines("a   b", width: 100) == ["a   b"])
    }

    @Test func theLastAllowedLineEndsWithAnEllipsisCutBetweenCharacters() {
        let layout = ParagraphLayout("one two three four five six", style: ParagraphStyle(text: body, maximumLines: 2),
                                     width: 100, measurer: measurer)
        // "three four" would be followed by "five six": nine characters and "…" fill the ten.
        #expect(layout.lines.map(\.text) == ["one two", "three fou…"])
        #expect(layout.isTruncated)
        #expect(layout.lines[1].frame.width == 100)
    }

    @Test func anEllipsisAfterALineFeedKeepsTheWholeLine() {
        #expect(lines("one\ntwo\nthree", width: 100, maximumLines: 2) == ["one", "two…"])
        #expect(lines("one\ntwo", width: 100, maximumLines: 2) == ["one", "two"])
        let fits = ParagraphLayout("one two", style: ParagraphStyle(text: body, maximumLines: 1), width: 100, measurer: measurer)
        #expect(!fits.isTruncated)
        #expect(lines("one two three", width: 100, maximumLines: 1) == ["one two t…"])
    }

    @Test func alignmentPlacesEachLineAcrossTheWidth() {
        func x(_ alignment: TextAlignment, rtl: Bool) -> Double {
            ParagraphLayout("ab", style: ParagraphStyle(text: body, alignment: alignment), width: 100, isRightToLeft: rtl,
                            measurer: measurer).lines[0].frame.x
        }
        #expect(x(.leading, rtl: false) == 0)
        #expect(x(.center, rtl: false) == 40)
        #expect(x(.trailing, rtl: false) == 80)
        // Right to left, leading is the right edge.
        #expect(x(.leading, rtl: true) == 80)
        #expect(x(.center, rtl: true) == 40)
        #expect(x(.trailing, rtl: true) == 0)
    }

    @Test func arabicBreaksAtSpacesAndAlignsRightInARightToLeftPager() {
        let layout = ParagraphLayout("مرحبا بالعالم الجميل", style: ParagraphStyle(text: body), width: 140,
                                     isRightToLeft: true, measurer: measurer)
        #expect(layout.lines.map(\.text) == ["مرحبا بالعالم", "الجميل"])
        #expect(layout.lines.map(\.frame.x) == [10, 80])
    }

    @Test func linesArePitchedByTheLineHeightAndCentredInIt() {
        let layout = ParagraphLayout("one two three", style: ParagraphStyle(text: body, lineHeight: 1.5), width: 50,
                                     measurer: measurer)
        // Pitch 15 pt, labels 12 pt high: each 1.5 pt below its line's top.
        #expect(layout.lines.map(\.frame.y) == [1.5, 16.5, 31.5])
        #expect(layout.height == 45)
        #expect(layout.usedWidth == 50)
    }

    @Test func aLineIsMeasuredWholeSoKerningNeverMakesItOverflow() {
        // By its words' widths "aaaa bbbb" is 90 pt and fits; measured whole it is 95.
        #expect(lines("aaaa bbbb", width: 90, measurer: KerningMeasurer()) == ["aaaa", "bbbb"])
        #expect(lines("aaaa bbbb", width: 95, measurer: KerningMeasurer()) == ["aaaa bbbb"])
    }

    @Test func devanagariIsBrokenBetweenWholeCharactersOnly() {
        // A long word cut inside keeps each vowel sign and virama with its consonant.
        let text = "अंतर्राष्ट्रीयकरण"
        let layout = ParagraphLayout(text, style: ParagraphStyle(text: body), width: 30, measurer: measurer)
        #expect(layout.lines.count > 1)
        #expect(layout.lines.map(\.text).joined() == text)
        for line in layout.lines {
            let first = line.text.unicodeScalars.first!.value
            #expect(!(0x093E...0x094D).contains(first) && first != 0x0902, "line starts with a combining sign: \(line.text)")
        }
    }

    @Test func marksJoinersAndSkinTonesStayWithTheirCharacter() {
        // Ideographs break anywhere, but not before a skin tone or a combining mark.
        #expect(lines("日本👍🏽語e\u{301}", width: 20) == ["日本", "👍🏽語", "e\u{301}"])
        // A family joined by ZWJ is one character, so one 10 pt cell here.
        #expect(lines("字👨\u{200D}👩\u{200D}👧字", width: 20) == ["字👨\u{200D}👩\u{200D}👧", "字"])
    }

    @Test func degenerateWidthsAndTextNeverHang() {
        #expect(lines("", width: 100).isEmpty)
        #expect(lines("abc", width: 0) == ["a", "b", "c"])
        #expect(lines("abc", width: -5) == ["a", "b", "c"])
        #expect(lines("ab cd", width: .nan) == ["a", "b", "c", "d"])
        #expect(lines("ab cd", width: .infinity) == ["ab cd"])
        #expect(lines("   ", width: 100) == [""])
    }

    @Test func drawingSkipsTheLinesOutsideTheVisibleRectangle() {
        let words = (1...100).map { _ in "word" }.joined(separator: " ")
        let layout = ParagraphLayout(words, style: ParagraphStyle(text: body), width: 40, measurer: measurer)
        #expect(layout.lines.count == 100)
        var list = DrawList()
        // Lines are 13 pt apart from y = 100; rows 10 to 19 cross 230..<360.
        layout.draw(at: Point(x: 5, y: 100), color: .black, into: &list, visible: Rect(x: 0, y: 230, width: 40, height: 130))
        let origins = list.commands.compactMap { command -> Point? in
            if case .text(_, let origin, _, _) = command { return origin } else { return nil }
        }
        #expect(origins.count == 10)
        #expect(origins.first == Point(x: 5, y: 230.5))
        var all = DrawList()
        layout.draw(at: .zero, color: .black, into: &all)
        #expect(all.commands.count == 100)
    }
}
