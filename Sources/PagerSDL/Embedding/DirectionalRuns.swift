/// A label cut into runs of one writing direction, in the order they are drawn from left to
/// right: a simplified Unicode bidirectional algorithm (UAX #9) with one level of embedding,
/// enough for a label in Hebrew or Arabic with numbers or Latin words inside it.
///
/// The label's direction is that of its first strong character (rule P2). Neutral characters
/// (spaces, punctuation) between two runs of one direction join them, others take the label's
/// direction (rules N1, N2); digits read left to right. A right-to-left label lists its runs
/// from its end, and each right-to-left run is shaped right to left (HarfBuzz then orders and
/// mirrors its glyphs), so "שלום (1)" draws as a reader of Hebrew expects.
enum DirectionalRuns {
    /// One run: its text and whether it is shaped right to left.
    struct Run: Equatable {
        var text: Substring
        var isRightToLeft: Bool
    }

    /// `text`'s runs in drawing order (left to right). A text with no right-to-left character
    /// is one left-to-right run, found by a scan of its UTF-8 bytes.
    static func runs(of text: String) -> [Run] {
        // Hebrew, Arabic, Syriac, Thaana and N'Ko start with a byte from 0xD6 to 0xDF; Arabic
        // Extended with 0xE0 0xA2/0xA3; the presentation forms with 0xEF.
        guard text.utf8.contains(where: { (0xD6...0xDF).contains($0) || $0 == 0xE0 || $0 == 0xEF }) else {
            return [Run(text: text[...], isRightToLeft: false)]
        }
        var strong: [(index: String.Index, rightToLeft: Bool?)] = []  // nil: neutral.
        for index in text.unicodeScalars.indices {
            strong.append((index, direction(of: text.unicodeScalars[index])))
        }
        guard let base = strong.lazy.compactMap(\.rightToLeft).first, strong.contains(where: { $0.rightToLeft == true }) else {
            return [Run(text: text[...], isRightToLeft: false)]
        }
        // Neutrals take the direction around them when both sides agree, else the label's.
        var resolved = strong.map(\.rightToLeft)
        var position = 0
        while position < resolved.count {
            guard resolved[position] == nil else { position += 1; continue }
            var end = position
            while end < resolved.count, resolved[end] == nil { end += 1 }
            let before = position > 0 ? resolved[position - 1] : nil
            let after = end < resolved.count ? resolved[end] : nil
            let direction = before != nil && before == after ? before! : base
            for neutral in position..<end { resolved[neutral] = direction }
            position = end
        }
        var runs: [Run] = []
        var start = 0
        for position in 1...resolved.count where position == resolved.count || resolved[position] != resolved[start] {
            let end = position == resolved.count ? text.endIndex : strong[position].index
            runs.append(Run(text: text[strong[start].index..<end], isRightToLeft: resolved[start] ?? base))
            start = position
        }
        return base ? runs.reversed() : runs
    }

    /// True for a strong right-to-left character, false for a strong left-to-right one or a
    /// digit, nil for a neutral (spaces, punctuation, symbols, marks).
    private static func direction(of scalar: Unicode.Scalar) -> Bool? {
        switch scalar.value {
        case 0x0590...0x08FF, 0xFB1D...0xFDFF, 0xFE70...0xFEFF, 0x10800...0x10FFF, 0x1E800...0x1EFFF:
            // Arabic-Indic digits read left to right, like ASCII ones.
            if (0x0660...0x0669).contains(scalar.value) || (0x06F0...0x06F9).contains(scalar.value) { return false }
            return scalar.properties.isAlphabetic || scalar.properties.generalCategory == .otherLetter ? true : nil
        case 0x30...0x39:
            return false
        default:
            return scalar.properties.isAlphabetic ? false : nil
        }
    }
}
