extension DemoConfig {
    /// Reads a screen's pager options (the keys ``ConfigKeys/screen(_:)`` lists), each with
    /// its default for `kind` when absent.
    static func options(_ reader: JSONObjectReader, kind: ScreenKind) throws(InputError) -> PagerOptions {
        var options = PagerOptions(kind: kind)
        options.loops = try reader.bool("loop") ?? options.loops
        return options
    }
}
