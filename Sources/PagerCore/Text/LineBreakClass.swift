/// How a character takes part in breaking a paragraph into lines: a simplified reading of
/// Unicode's line breaking algorithm (UAX #14) that covers what pages show.
///
/// - Words of alphabetic scripts (Latin, Cyrillic, Greek, Arabic, Hebrew, Devanagari…) break
///   only at spaces, and after a hyphen or dash inside a word.
/// - Chinese, Japanese and Korean ideographs and kana break between any two characters, except
///   that closing punctuation and small kana never start a line and opening brackets never end
///   one (the Japanese *kinsoku* rules, JIS X 4051).
enum LineBreakClass: Equatable {
    /// A space: the line may break after it; spaces at the end of a line are not drawn.
    case space
    /// A forced break (line feed, carriage return, U+2028, U+2029).
    case mandatory
    /// A character of a script written without spaces: a break is allowed on either side.
    case ideographic
    /// CJK punctuation that may not start a line (、。」 small kana…): no break before it; a
    /// break after it is allowed.
    case closing
    /// CJK punctuation that may not end a line (「（《…): no break after it; a break before it
    /// is allowed.
    case opening
    /// Latin closing punctuation (`) ] } ! ? , . : ;` and closing quotes): no break before it.
    case closingPunctuation
    /// Latin opening punctuation (`( [ {` and opening quotes): no break after it.
    case openingPunctuation
    /// A hyphen or dash: a break is allowed after it, inside a word.
    case hyphen
    /// Anything else: part of a word.
    case word

    /// The class of `character`, from its first scalar.
    init(_ character: Character) {
        guard let scalar = character.unicodeScalars.first else { self = .word; return }
        let value = scalar.value
        switch value {
        case 0x20, 0x09, 0x3000: self = .space
        case 0x0A, 0x0D, 0x2028, 0x2029: self = .mandatory
        case 0x2D, 0x2010, 0x2012, 0x2013, 0x2014: self = .hyphen
        default:
            if Self.closingCharacters.contains(value) { self = value < 0x3000 ? .closingPunctuation : .closing }
            else if Self.openingCharacters.contains(value) { self = value < 0x3000 ? .openingPunctuation : .opening }
            else if Self.isIdeographic(value) { self = .ideographic }
            else { self = .word }
        }
        // "\r\n" is one Character, whose first scalar is U+000D: mandatory, as it should be.
    }

    /// Whether a line may break between a character of class `before` and one of class `after`
    /// (spaces and forced breaks are handled by the caller).
    static func allowsBreak(between before: LineBreakClass, and after: LineBreakClass) -> Bool {
        switch (before, after) {
        case (_, .closing), (_, .closingPunctuation), (.opening, _), (.openingPunctuation, _): return false
        case (.hyphen, .word), (.hyphen, .ideographic): return true
        case (.hyphen, _): return false
        case (.ideographic, _), (.closing, _), (_, .ideographic), (_, .opening): return true
        default: return false
        }
    }

    /// CJK blocks whose characters break on either side: CJK radicals and symbols, kana,
    /// Bopomofo, Hangul compatibility jamo, the unified ideographs and their extensions,
    /// Hangul syllables, compatibility ideographs, fullwidth forms (Unicode's Blocks.txt).
    private static func isIdeographic(_ value: UInt32) -> Bool {
        switch value {
        case 0x2E80...0x2FDF, 0x3040...0x30FF, 0x3100...0x312F, 0x3130...0x318F, 0x31F0...0x31FF,
             0x3400...0x4DBF, 0x4E00...0x9FFF, 0xAC00...0xD7AF, 0xF900...0xFAFF, 0xFF01...0xFF60,
             0x20000...0x3FFFF:
            return true
        default:
            return false
        }
    }

    /// Characters that do not start a line: CJK closing punctuation, the prolonged sound mark,
    /// small kana, and the Latin closing marks that follow a word (UAX #14 classes CL, CP, NS, EX, IS).
    private static let closingCharacters: Set<UInt32> = [
        0x3001, 0x3002, 0xFF0C, 0xFF0E, 0xFF1A, 0xFF1B, 0xFF01, 0xFF1F, 0x30FB, 0x30FC, 0x309D, 0x309E,
        0x30FD, 0x30FE, 0x3005, 0x300D, 0x300F, 0x3009, 0x300B, 0x3011, 0x3015, 0x3017, 0x3019, 0xFF09,
        0xFF3D, 0xFF5D, 0x3041, 0x3043, 0x3045, 0x3047, 0x3049, 0x3063, 0x3083, 0x3085, 0x3087, 0x308E,
        0x30A1, 0x30A3, 0x30A5, 0x30A7, 0x30A9, 0x30C3, 0x30E3, 0x30E5, 0x30E7, 0x30EE, 0x30F5, 0x30F6,
        0x29, 0x5D, 0x7D, 0x21, 0x3F, 0x2C, 0x2E, 0x3A, 0x3B, 0x2019, 0x201D, 0xBB,
    ]

    /// Characters that do not end a line: opening brackets and quotation marks (UAX #14 class OP).
    private static let openingCharacters: Set<UInt32> = [
        0x300C, 0x300E, 0x3008, 0x300A, 0x3010, 0x3014, 0x3016, 0x3018, 0xFF08, 0xFF3B, 0xFF5B,
        0x28, 0x5B, 0x7B, 0x2018, 0x201C, 0xAB,
    ]
}
