/// Reads numbers in scripts the way people write them in decimal, and nothing else.
enum DecimalText {
    /// A plain decimal number (`12`, `-3.5`, `.5`, `1e3`), never `inf`, `nan` or hex, which
    /// `Double(_:)` would also accept; nil when `text` is not one. Too large a number comes back
    /// infinite, so the caller can say so rather than call it "not a number".
    static func parse(_ text: String) -> Double? {
        var digits = 0
        var sawExponent = false
        var exponentDigits = 0
        var previous: UInt8?
        var sawPoint = false
        for byte in text.utf8 {
            switch byte {
            case UInt8(ascii: "0")...UInt8(ascii: "9"):
                if sawExponent { exponentDigits += 1 } else { digits += 1 }
            case UInt8(ascii: "+"), UInt8(ascii: "-"):
                guard previous == nil || previous == UInt8(ascii: "e") || previous == UInt8(ascii: "E") else { return nil }
            case UInt8(ascii: "."):
                guard !sawPoint, !sawExponent else { return nil }
                sawPoint = true
            case UInt8(ascii: "e"), UInt8(ascii: "E"):
                guard !sawExponent, digits > 0 else { return nil }
                sawExponent = true
            default:
                return nil
            }
            previous = byte
        }
        guard digits > 0, !sawExponent || exponentDigits > 0 else { return nil }
        return Double(text)
    }
}
