/// The cursor behind ``JSONParser``: walks the UTF-8 bytes once, counting lines as it goes.
///
/// Every JSON delimiter is ASCII, so bytes are enough to find structure; multi-byte characters only
/// ever appear inside strings, where they are copied through untouched.
struct JSONByteParser {
    /// A step in the path from the root to the value being parsed, rendered only when an error
    /// needs it.
    enum PathComponent {
        case key(String)
        case index(Int)
    }

    /// The document's bytes, borrowed for the parse (``JSONParser/parse(_:source:)`` lends them).
    let bytes: UnsafeBufferPointer<UInt8>
    let source: String
    var index = 0
    var line = 1
    var path: [PathComponent] = []

    init(bytes: UnsafeBufferPointer<UInt8>, source: String) {
        self.bytes = bytes
        self.source = source
    }

    /// The byte under the cursor, nil at the end.
    var current: UInt8? {
        index < bytes.count ? bytes[index] : nil
    }

    mutating func parseDocument() throws(InputError) -> JSONNode {
        if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { index = 3 }
        skipWhitespace()
        guard current != nil else { throw failure("empty input: expected a JSON value") }
        let root = try parseValue(depth: 0)
        skipWhitespace()
        guard current == nil else {
            throw failure("unexpected \(describeCurrent()) after the JSON value")
        }
        return root
    }

    /// Skips the four whitespace bytes JSON allows, counting line feeds.
    mutating func skipWhitespace() {
        while let byte = current {
            switch byte {
            case UInt8(ascii: " "), UInt8(ascii: "\t"), UInt8(ascii: "\r"): index += 1
            case UInt8(ascii: "\n"): index += 1; line += 1
            default: return
            }
        }
    }

    /// Parses the value under the cursor (whitespace already skipped). `depth` counts the arrays
    /// and objects around it.
    mutating func parseValue(depth: Int) throws(InputError) -> JSONNode {
        let startLine = line
        guard let byte = current else { throw failure("expected a value, found end of input") }
        let value: JSONNode.Value
        switch byte {
        case UInt8(ascii: "{"): value = try parseObject(depth: depth + 1)
        case UInt8(ascii: "["): value = try parseArray(depth: depth + 1)
        case UInt8(ascii: "\""): value = .string(try parseString())
        case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"): value = .number(try parseNumber())
        case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"):
            value = try parseWord()
        case UInt8(ascii: "'"): throw failure("strings need double quotes (\"), not single quotes (')")
        default: throw failure("expected a value, found \(describeCurrent())")
        }
        return JSONNode(value, line: startLine)
    }

    /// `true`, `false` or `null`; anything else spelt with letters (`NaN`, `True`, `undefined`)
    /// is named in the error so the user sees what was not understood.
    mutating func parseWord() throws(InputError) -> JSONNode.Value {
        let start = index
        while let byte = current, byte.isASCIIWordCharacter { index += 1 }
        let word = String(decoding: bytes[start..<index], as: UTF8.self)
        switch word {
        case "true": return .bool(true)
        case "false": return .bool(false)
        case "null": return .null
        default:
            index = start
            let shown = word.count > 20 ? word.prefix(20) + "…" : word
            throw failure("unexpected word \"\(shown)\" (JSON knows only true, false and null)")
        }
    }

    /// An error at the cursor's line (or `line`), naming the path parsed so far.
    func failure(_ message: String, line: Int? = nil) -> InputError {
        var rendered = ""
        for component in path {
            switch component {
            case .key(let key): rendered = JSONPath.member(key, of: rendered)
            case .index(let index): rendered = JSONPath.element(index, of: rendered)
            }
        }
        return InputError(source: source, line: line ?? self.line, field: JSONPath.field(rendered),
                          message: message)
    }

    /// The character under the cursor as a message shows it: `'}'`, `'é'`, `U+0007`,
    /// `end of input`.
    func describeCurrent() -> String {
        guard let byte = current else { return "end of input" }
        if byte < 0x20 || byte == 0x7F {
            return JSONByteParser.codePointName(UInt32(byte))
        }
        let length = byte < 0x80 ? 1 : byte >= 0xF0 ? 4 : byte >= 0xE0 ? 3 : 2
        let end = min(index + length, bytes.count)
        return "'" + String(decoding: bytes[index..<end], as: UTF8.self) + "'"
    }

    /// `U+0007`: how messages name characters that do not print.
    static func codePointName(_ value: UInt32) -> String {
        let hex = String(value, radix: 16, uppercase: true)
        return "U+" + String(repeating: "0", count: max(0, 4 - hex.count)) + hex
    }
}

extension UInt8 {
    /// Letters, digits and underscore: what a mistyped bare word is made of.
    var isASCIIWordCharacter: Bool {
        (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(self)
            || (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(self)
            || (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(self)
            || self == UInt8(ascii: "_")
    }

    /// `0`–`9`.
    var isASCIIDigit: Bool {
        (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(self)
    }
}
