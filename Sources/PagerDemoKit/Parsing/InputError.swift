/// A problem with something the user handed the program: a flag, a config, a script, a path.
///
/// Printed as one line that names where (file, line, field) so the user can fix it without a
/// debugger; the program exits with status 2.
package struct InputError: Error, Equatable, CustomStringConvertible, Sendable {
    /// The file, flag or path concerned.
    package var source: String
    /// 1-based line in `source`, when it is a file.
    package var line: Int?
    /// The field or argument, e.g. `pages[2].color` or `drag: duration`.
    package var field: String?
    /// What is wrong, in plain words.
    package var message: String

    /// Creates an error.
    package init(source: String, line: Int? = nil, field: String? = nil, message: String) {
        self.source = source; self.line = line; self.field = field; self.message = message
    }

    /// The longest message printed, in characters: room for two long paths (a same-file error
    /// names both), while a message quoting a 16 MiB script line of junk stays far from a 16 MB
    /// "line" on stderr.
    package static let maximumMessageLength = 1000

    /// `source:line: field: message`, leaving out what is unknown: always one line (control
    /// characters that a quoted token may carry are shown as `?`) of bounded length.
    package var description: String {
        var text = source
        if let line { text += ":\(line)" }
        text += ": "
        if let field { text += "\(field): " }
        return Self.oneLine(text + Self.cut(message))
    }

    /// `text` with its middle cut out around an ellipsis when longer than the maximum, so both
    /// the start (what is wrong) and the end (the hint or the value found) stay readable.
    static func cut(_ text: String) -> String {
        guard text.count > maximumMessageLength else { return text }
        let keep = (maximumMessageLength - 1) / 2
        return text.prefix(keep) + "…" + text.suffix(keep)
    }

    private static func oneLine(_ text: String) -> String {
        guard text.unicodeScalars.contains(where: isControl) else { return text }
        return String(String.UnicodeScalarView(text.unicodeScalars.map { isControl($0) ? "?" : $0 }))
    }

    private static func isControl(_ scalar: Unicode.Scalar) -> Bool {
        scalar.value < 0x20 || (0x7F...0x9F).contains(scalar.value) || scalar == "\u{2028}" || scalar == "\u{2029}"
    }
}
