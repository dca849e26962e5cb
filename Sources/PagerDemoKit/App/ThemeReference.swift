/// A theme's name together with the place that names it: the `--theme` option, a config's
/// `theme` (or its `theme.base`), or a theme file's `base`.
///
/// Whatever is wrong with the theme it leads to (an unknown name, a missing file, a cycle of
/// bases) is reported at that place, so the user knows which file and line to fix.
package struct ThemeReference: Sendable, Equatable {
    /// The theme's name (`dark`) or a file path (`themes/mine.json`).
    package var name: String
    /// The file, or the flag, that names it.
    package var source: String
    /// The line in `source`, when it is a file.
    package var line: Int?
    /// The field that names it, e.g. `theme.base`.
    package var field: String?

    /// A theme named by a command-line option (`flag` is `--theme`).
    package init(_ name: String, flag: String) {
        self.name = name; source = flag; line = nil; field = nil
    }

    /// A theme named by a string value of a file.
    init(_ value: JSONValueReader) throws(InputError) {
        name = try value.string()
        source = value.source
        line = value.line
        field = JSONPath.field(value.path)
    }

    /// Whether a command-line option names it (rather than a file).
    package var isFlag: Bool { line == nil }

    /// An error about the theme, at the place that names it.
    package func error(_ message: String) -> InputError {
        InputError(source: source, line: line, field: field, message: message)
    }
}
