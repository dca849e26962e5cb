/// One non-blank line of a script, cut into fields, with the comment removed.
///
/// Works on UTF-8 bytes: every separator (space, tab, CR, LF, `#`) is ASCII, and splitting a
/// `String` by `Character` would treat `\r\n` as one character and miss Windows line ends.
struct ScriptLine {
    /// 1-based line number.
    let number: Int
    /// The line up to the comment, trailing whitespace removed.
    private let content: [UInt8]
    /// Where each field lies in `content`.
    private let fields: [Range<Int>]

    /// The number of fields.
    var count: Int { fields.count }

    /// Field `index`.
    subscript(index: Int) -> String {
        String(decoding: content[fields[index]], as: UTF8.self)
    }

    /// Everything from field `index` to the end of the line, inner spaces kept, for arguments
    /// that may contain spaces (`key Page Down`, `screenshot shots/a b.png`); "" when absent.
    func rest(from index: Int) -> String {
        guard index < fields.count else { return "" }
        return String(decoding: content[fields[index].lowerBound...], as: UTF8.self)
    }

    /// The lines of `text` that hold anything besides whitespace and comments. A UTF-8
    /// byte-order mark at the very start (some editors write one) is skipped, as the JSON
    /// parser skips it; anywhere else it is part of the line.
    static func lines(of text: String) -> [ScriptLine] {
        var lines: [ScriptLine] = []
        var bytes = Array(text.utf8)[...]
        if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { bytes = bytes.dropFirst(3) }
        var number = 0
        for raw in bytes.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false) {
            number += 1
            if let line = ScriptLine(number: number, raw: raw) { lines.append(line) }
        }
        return lines
    }

    private init?(number: Int, raw: ArraySlice<UInt8>) {
        let uncommented = raw.prefix { $0 != UInt8(ascii: "#") }
        var fields: [Range<Int>] = []
        var start: Int?
        let content = Array(uncommented)
        for (offset, byte) in content.enumerated() {
            let isSeparator = byte == UInt8(ascii: " ") || byte == UInt8(ascii: "\t") || byte == UInt8(ascii: "\r")
            if isSeparator, let begin = start {
                fields.append(begin..<offset)
                start = nil
            } else if !isSeparator, start == nil {
                start = offset
            }
        }
        if let begin = start { fields.append(begin..<content.count) }
        guard let last = fields.last else { return nil }
        self.number = number
        self.content = Array(content[..<last.upperBound])
        self.fields = fields
    }
}
