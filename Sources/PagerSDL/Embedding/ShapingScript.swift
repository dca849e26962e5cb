/// The script HarfBuzz shapes a run of text as (an ISO 15924 tag, as `TTF_SetFontScriptName`
/// takes it): the scripts whose letters change shape or order with their neighbours (Arabic's
/// joining forms, Devanagari's vowel signs drawn before their consonant and its conjuncts), by
/// the first letter of one in the run. Other text keeps SDL_ttf's default, `Zzzz` (unknown),
/// which draws it glyph after glyph with kerning and ligatures.
enum ShapingScript {
    /// SDL_ttf's default script.
    static let unknown = "Zzzz"

    /// The ranges of the Unicode blocks of each complex script (Unicode 15, chapter 9 for
    /// Arabic and Hebrew, chapter 12 for the Indic scripts).
    private static let blocks: [(range: ClosedRange<UInt32>, tag: String)] = [
        (0x0590...0x05FF, "Hebr"), (0xFB1D...0xFB4F, "Hebr"),
        (0x0600...0x06FF, "Arab"), (0x0750...0x077F, "Arab"), (0x08A0...0x08FF, "Arab"),
        (0xFB50...0xFDFF, "Arab"), (0xFE70...0xFEFF, "Arab"),
        (0x0700...0x074F, "Syrc"), (0x0780...0x07BF, "Thaa"),
        (0x0900...0x097F, "Deva"), (0xA8E0...0xA8FF, "Deva"), (0x0980...0x09FF, "Beng"),
        (0x0A00...0x0A7F, "Guru"), (0x0A80...0x0AFF, "Gujr"), (0x0B00...0x0B7F, "Orya"),
        (0x0B80...0x0BFF, "Taml"), (0x0C00...0x0C7F, "Telu"), (0x0C80...0x0CFF, "Knda"),
        (0x0D00...0x0D7F, "Mlym"), (0x0D80...0x0DFF, "Sinh"), (0x0E00...0x0E7F, "Thai"),
        (0x0E80...0x0EFF, "Laoo"), (0x0F00...0x0FFF, "Tibt"), (0x1000...0x109F, "Mymr"),
        (0x1780...0x17FF, "Khmr"),
    ]

    /// The tag for `text`: the script of its first letter in a complex script, else
    /// ``unknown``.
    static func tag(for text: some StringProtocol) -> String {
        for scalar in text.unicodeScalars where scalar.value >= 0x0590 {
            if let block = blocks.first(where: { $0.range.contains(scalar.value) }) { return block.tag }
        }
        return unknown
    }
}
