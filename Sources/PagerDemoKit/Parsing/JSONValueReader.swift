/// One JSON value together with its file and its path from the root, so that whatever is wrong
/// with it can be reported as `demo.json:12: pages[2].color: …`.
///
/// Loaders read a config through readers instead of switching on ``JSONNode/Value`` themselves;
/// that way every type or range error is worded the same and never loses its line.
package struct JSONValueReader: Sendable {
    /// The value.
    package let node: JSONNode
    /// The file name for errors.
    package let source: String
    /// The path from the root, e.g. `pages[2].color`; "" for the root itself.
    package let path: String

    /// Wraps a node; pass the root from ``JSONParser/parse(_:source:)`` with the default path.
    package init(_ node: JSONNode, source: String, path: String = "") {
        self.node = node
        self.source = source
        self.path = path
    }

    /// The line the value starts on.
    package var line: Int { node.line }

    /// Whether the value is `null`; optional fields treat it as absent.
    package var isNull: Bool { node.value == .null }

    /// An error about this value, for checks only the caller knows (an unknown colour name).
    package func error(_ message: String) -> InputError {
        InputError(source: source, line: node.line, field: JSONPath.field(path), message: message)
    }

    /// The value as a string.
    package func string() throws(InputError) -> String {
        guard case .string(let text) = node.value else { throw mismatch("a string") }
        return text
    }

    /// The value as a boolean.
    package func bool() throws(InputError) -> Bool {
        guard case .bool(let flag) = node.value else { throw mismatch("a boolean") }
        return flag
    }

    /// The value as a number within `range`. Every setting has a sensible range, and checking it
    /// here turns a typo such as `1e9` into a message instead of a broken layout.
    package func number(in range: ClosedRange<Double>) throws(InputError) -> Double {
        guard case .number(let value) = node.value else { throw mismatch("a number") }
        guard range.contains(value) else { throw outOfRange(value, range.lowerBound, range.upperBound) }
        return value
    }

    /// The value as a whole number within `range`; `2.5` pages or rows is a mistake, not a
    /// request to round.
    package func integer(in range: ClosedRange<Int>) throws(InputError) -> Int {
        guard case .number(let value) = node.value else { throw mismatch("a whole number") }
        guard value == value.rounded() else {
            throw error("expected a whole number, found \(NumberText.format(value))")
        }
        guard let whole = Int(exactly: value), range.contains(whole) else {
            throw outOfRange(value, Double(range.lowerBound), Double(range.upperBound))
        }
        return whole
    }

    /// The elements of an array, each with its path (`pages[0]`, `pages[1]`, …), made as it is read.
    package func array() throws(InputError) -> JSONElements {
        guard case .array(let elements) = node.value else { throw mismatch("an array") }
        return JSONElements(nodes: elements, source: source, path: path)
    }

    /// The value as an object, to read its members by key.
    package func object() throws(InputError) -> JSONObjectReader {
        guard case .object(let members) = node.value else { throw mismatch("an object") }
        return JSONObjectReader(members: members, line: node.line, source: source, path: path)
    }

    private func mismatch(_ expected: String) -> InputError {
        error("expected \(expected), found \(node.typeDescription)")
    }

    private func outOfRange(_ value: Double, _ lower: Double, _ upper: Double) -> InputError {
        error("must be between \(NumberText.format(lower)) and \(NumberText.format(upper)), "
              + "found \(NumberText.format(value))")
    }
}
