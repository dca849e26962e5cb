extension JSONByteParser {
    /// Parses a number with the cursor on `-` or a digit, following RFC 8259's grammar exactly:
    /// `-? (0 | [1-9][0-9]*) (. [0-9]+)? ([eE] [+-]? [0-9]+)?`. Values too large for a `Double`
    /// are errors rather than infinities, so every number a config yields is finite.
    mutating func parseNumber() throws(InputError) -> Double {
        let start = index
        if current == UInt8(ascii: "-") { index += 1 }
        guard let first = current, first.isASCIIDigit else {
            throw failure("expected a digit after '-', found \(describeCurrent())")
        }
        index += 1
        if first == UInt8(ascii: "0"), let next = current, next.isASCIIDigit {
            throw failure("numbers must not start with a leading zero")
        }
        skipDigits()
        if current == UInt8(ascii: ".") {
            index += 1
            guard let digit = current, digit.isASCIIDigit else {
                throw failure("expected a digit after '.', found \(describeCurrent())")
            }
            skipDigits()
        }
        if current == UInt8(ascii: "e") || current == UInt8(ascii: "E") {
            index += 1
            if current == UInt8(ascii: "+") || current == UInt8(ascii: "-") { index += 1 }
            guard let digit = current, digit.isASCIIDigit else {
                throw failure("expected a digit in the exponent, found \(describeCurrent())")
            }
            skipDigits()
        }
        let text = String(decoding: bytes[start..<index], as: UTF8.self)
        guard let value = Double(text), value.isFinite else {
            throw failure("number \(text) is too large")
        }
        return value
    }

    private mutating func skipDigits() {
        while let byte = current, byte.isASCIIDigit { index += 1 }
    }
}
