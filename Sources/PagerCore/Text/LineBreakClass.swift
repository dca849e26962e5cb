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
    /// A scalar that belongs to the character before it (a combining mark, a joiner, a
    /// variation selector, a skin tone): never a break before it.
    case combining

    /// The class of `scalar`.
    init(_ scalar: Unicode.Scalar) {
        let value = scalar.value
        if value < 0x80 { self = Self.ascii[Int(value)]; return }
        switch value {
        case 0x3000: self = .space
        case 0x2028, 0x2029: self = .mandatory
        case 0x2010, 0x2012, 0x2013, 0x2014: self = .hyphen
        case 0x2019, 0x201D, 0xBB: self = .closingPunctuation
        case 0x2018, 0x201C, 0xAB: self = .openingPunctuation
        // CJK punctuation that does not start a line, the prolonged sound and iteration marks,
        // small kana.
        case 0x3001, 0x3002, 0x3005, 0x3009, 0x300B, 0x300D, 0x300F, 0x3011, 0x3015, 0x3017, 0x3019,
             0x3041, 0x3043, 0x3045, 0x3047, 0x3049, 0x3063, 0x3083, 0x3085, 0x3087, 0x308E, 0x309D, 0x309E,
             0x30A1, 0x30A3, 0x30A5, 0x30A7, 0x30A9, 0x30C3, 0x30E3, 0x30E5, 0x30E7, 0x30EE, 0x30F5, 0x30F6,
             0x30FB, 0x30FC, 0x30FD, 0x30FE, 0xFF01, 0xFF09, 0xFF0C, 0xFF0E, 0xFF1A, 0xFF1B, 0xFF1F, 0xFF3D, 0xFF5D:
            self = .closing
        // CJK opening brackets and quotation marks.
        case 0x3008, 0x300A, 0x300C, 0x300E, 0x3010, 0x3014, 0x3016, 0x3018, 0xFF08, 0xFF3B, 0xFF5B:
            self = .opening
        // CJK radicals and symbols, kana, Bopomofo, Hangul compatibility jamo, the unified
        // ideographs and their extensions, Hangul syllables, compatibility ideographs, fullwidth
        // forms (Unicode's Blocks.txt).
        case 0x2E80...0x2FDF, 0x3040...0x30FF, 0x3100...0x312F, 0x3130...0x318F, 0x31F0...0x31FF,
             0x3400...0x4DBF, 0x4E00...0x9FFF, 0xAC00...0xD7AF, 0xF900...0xFAFF, 0xFF01...0xFF60, 0x20000...0x3FFFF:
            self = .ideographic
        default:
            self = value >= 0x300 && Self.joinsPrevious(scalar) ? .combining : .word
        }
    }

    /// The classes of the ASCII characters.
    private static let ascii: [LineBreakClass] = (0..<128).map { value -> LineBreakClass in
        switch value {
        case 0x20, 0x09: return .space
        case 0x0A, 0x0D: return .mandatory
        case 0x2D: return .hyphen
        case 0x29, 0x5D, 0x7D, 0x21, 0x3F, 0x2C, 0x2E, 0x3A, 0x3B: return .closingPunctuation
        case 0x28, 0x5B, 0x7B: return .openingPunctuation
        default: return .word
        }
    }

    /// Whether `scalar` extends the character before it (Unicode's Grapheme_Extend, roughly:
    /// marks, ZWJ, variation selectors, emoji modifiers).
    private static func joinsPrevious(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x200C, 0x200D, 0xFE00...0xFE0F, 0x1F3FB...0x1F3FF, 0xE0020...0xE007F, 0xE0100...0xE01EF: return true
        default:
            switch scalar.properties.generalCategory {
            case .nonspacingMark, .spacingMark, .enclosingMark: return true
            default: return false
            }
        }
    }

    /// Whether a line may break between a character of class `before` and one of class `after`
    /// (spaces and forced breaks are handled by the caller).
    static func allowsBreak(between before: LineBreakClass, and after: LineBreakClass) -> Bool {
        switch (before, after) {
        case (_, .combining): return false
        case (_, .closing), (_, .closingPunctuation), (.opening, _), (.openingPunctuation, _): return false
        case (.hyphen, .word), (.hyphen, .ideographic): return true
        case (.hyphen, _): return false
        case (.ideographic, _), (.closing, _), (_, .ideographic), (_, .opening): return true
        default: return false
        }
    }
}
