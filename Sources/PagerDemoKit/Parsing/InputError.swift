/// A problem with something the user handed the program: a flag, a config, a script, a path.
///
/// Printed as one line that names where (file, line, field) so the user can fix it without a
/// debugger; the program exits with status 2.
public struct InputError: Error, Equatable, CustomStringConvertible, Sendable {
    /// The file, flag or path concerned.
    public var source: String
    /// 1-based line in `source`, when it is a file.
    public var line: Int?
    /// The field or argument, e.g. `pages[2].color` or `drag: duration`.
    public var field: String?
    /// What is wrong, in plain words.
    public var message: String

    /// Creates an error.
    public init(source: String, line: Int? = nil, field: String? = nil, message: String) {
        self.source = source; self.line = line; self.field = field; self.message = message
    }

    /// `source:line: field: message`, leaving out what is unknown.
    public var description: String {
        var text = source
        if let line { text += ":\(line)" }
        text += ": "
        if let field { text += "\(field): " }
        return text + message
    }
}
