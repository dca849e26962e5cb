extension JSONByteParser {
    /// Parses a string with the cursor on its opening quote.
    ///
    /// Strings without escapes (nearly all of them) are decoded straight from the input bytes;
    /// only a backslash switches to copying byte by byte.
    mutating func parseString() throws(InputError) -> String {
        index += 1
        let start = index
        while let byte = current {
            switch byte {
            case UInt8(ascii: "\""):
                let text = String(decoding: bytes[start..<index], as: UTF8.self)
                index += 1
                return text
            case UInt8(ascii: "\\"):
                var buffer = Array(bytes[start..<index])
                return try parseEscapedRemainder(into: &buffer)
            case ..<0x20:
                throw controlCharacterFailure(byte)
            default:
                index += 1
            }
        }
        throw failure("unterminated string")
    }

    private mutating func parseEscapedRemainder(into buffer: inout [UInt8]) throws(InputError) -> String {
        while let byte = current {
            switch byte {
            case UInt8(ascii: "\""):
                index += 1
                return String(decoding: buffer, as: UTF8.self)
            case UInt8(ascii: "\\"):
                try parseEscape(into: &buffer)
            case ..<0x20:
                throw controlCharacterFailure(byte)
            default:
                buffer.append(byte)
                index += 1
            }
        }
        throw failure("unterminated string")
    }

    /// Decodes one escape with the cursor on its backslash.
    private mutating func parseEscape(into buffer: inout [UInt8]) throws(InputError) {
        index += 1
        guard let byte = current else { throw failure("unterminated string") }
        index += 1
        let simple: UInt8
        switch byte {
        case UInt8(ascii: "\""), UInt8(ascii: "\\"), UInt8(ascii: "/"): simple = byte
        case UInt8(ascii: "b"): simple = 0x08
        case UInt8(ascii: "f"): simple = 0x0C
        case UInt8(ascii: "n"): simple = 0x0A
        case UInt8(ascii: "r"): simple = 0x0D
        case UInt8(ascii: "t"): simple = 0x09
        case UInt8(ascii: "u"):
            UTF8.encode(try parseUnicodeEscape()) { buffer.append($0) }
            return
        default:
            index -= 1
            if (0x21..<0x7F).contains(byte) {
                throw failure("invalid escape '\\\(Character(Unicode.Scalar(byte)))' in string")
            }
            throw failure("invalid escape in string: '\\' followed by \(describeCurrent())")
        }
        buffer.append(simple)
    }

    /// Decodes `XXXX` after `\u`, joining a UTF-16 surrogate pair written as two escapes.
    /// Lone surrogates are errors: they are not characters and a Swift string cannot hold them.
    private mutating func parseUnicodeEscape() throws(InputError) -> Unicode.Scalar {
        let first = try parseHexQuad()
        switch first {
        case 0xD800...0xDBFF:
            guard current == UInt8(ascii: "\\"), index + 1 < bytes.count,
                  bytes[index + 1] == UInt8(ascii: "u") else {
                throw failure("unpaired surrogate \\u\(hex(first)) in string")
            }
            index += 2
            let second = try parseHexQuad()
            guard (0xDC00...0xDFFF).contains(second) else {
                throw failure("unpaired surrogate \\u\(hex(first)) in string")
            }
            let value = 0x10000 + ((first - 0xD800) << 10) + (second - 0xDC00)
            return Unicode.Scalar(value)!
        case 0xDC00...0xDFFF:
            throw failure("unpaired surrogate \\u\(hex(first)) in string")
        default:
            return Unicode.Scalar(first)!
        }
    }

    private mutating func parseHexQuad() throws(InputError) -> UInt32 {
        var value: UInt32 = 0
        for _ in 0..<4 {
            guard let byte = current, let digit = hexValue(byte) else {
                throw failure("expected 4 hex digits after \\u in string")
            }
            value = value << 4 | digit
            index += 1
        }
        return value
    }

    private func hexValue(_ byte: UInt8) -> UInt32? {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): UInt32(byte - UInt8(ascii: "0"))
        case UInt8(ascii: "a")...UInt8(ascii: "f"): UInt32(byte - UInt8(ascii: "a") + 10)
        case UInt8(ascii: "A")...UInt8(ascii: "F"): UInt32(byte - UInt8(ascii: "A") + 10)
        default: nil
        }
    }

    private func hex(_ value: UInt32) -> String {
        String(JSONByteParser.codePointName(value).dropFirst(2))
    }

    /// A raw line break inside a string almost always means a missing closing quote, so say so.
    private func controlCharacterFailure(_ byte: UInt8) -> InputError {
        if byte == UInt8(ascii: "\n") || byte == UInt8(ascii: "\r") {
            return failure("line break inside a string (missing closing '\"'?)")
        }
        return failure("unescaped control character \(JSONByteParser.codePointName(UInt32(byte))) in string")
    }
}
