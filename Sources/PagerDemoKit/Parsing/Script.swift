/// A parsed `--script` file: the input a demo run replays.
///
/// Scripts make runs reproducible: the same script at the same `--fps` gives the same trace, so
/// tests and benchmarks drive the program through them instead of a person.
///
/// The format is one event a line, `<ms> <event> <args>`, with absolute, non-decreasing times in
/// milliseconds; `#` starts a comment that runs to the end of the line (also after a key name or
/// a screenshot path), and blank lines are ignored.
package struct Script: Sendable, Equatable {
    /// The events in file order, which is also time order.
    package var entries: [ScriptEntry]

    /// Creates a script from entries already in time order.
    package init(entries: [ScriptEntry] = []) {
        self.entries = entries
    }

    /// When the last event has finished, in seconds, counting a drag's duration; 0 for an empty
    /// script. The runner keeps going at least this long before waiting for things to settle.
    package var endTime: Double {
        entries.map { $0.time + $0.event.duration }.max() ?? 0
    }

    /// Parses a script, stopping at the first problem.
    /// - Parameters:
    ///   - text: The script.
    ///   - source: The file name to put in errors.
    /// - Throws: ``InputError`` naming the line and the field (`time`, `event`, `drag: duration`, …).
    /// - Complexity: O(n) in the length of `text`.
    package static func parse(_ text: String, source: String) throws(InputError) -> Script {
        var entries: [ScriptEntry] = []
        var previousMilliseconds = 0.0
        for line in ScriptLine.lines(of: text) {
            let parser = ScriptLineParser(line: line, source: source)
            let (milliseconds, entry) = try parser.parse(notBefore: previousMilliseconds)
            previousMilliseconds = milliseconds
            entries.append(entry)
        }
        return Script(entries: entries)
    }
}
