/// Reads the members of one JSON object by key, naming `path.key` and the member's line in
/// every error.
///
/// Optional getters return nil when the key is absent or `null`, so a config only states what
/// differs from the defaults; `required…` getters say which key is missing.
/// ``rejectUnknownKeys(allowed:)`` catches misspelt keys, which would otherwise be silently
/// ignored.
package struct JSONObjectReader: Sendable {
    /// The members in file order.
    package let members: [JSONMember]
    /// The line of the object's `{`.
    package let line: Int
    /// The file name for errors.
    package let source: String
    /// The object's path from the root, e.g. `pages[2]`; "" for the root.
    package let path: String

    /// Reads `node`, which must be an object; the usual entry point for a parsed config.
    package init(_ node: JSONNode, source: String, path: String = "") throws(InputError) {
        self = try JSONValueReader(node, source: source, path: path).object()
    }

    init(members: [JSONMember], line: Int, source: String, path: String) {
        self.members = members
        self.line = line
        self.source = source
        self.path = path
    }

    /// The keys in file order.
    package var keys: [String] { members.map(\.key) }

    /// The member's value, including `null`; nil only when the key is absent.
    package func value(_ key: String) -> JSONValueReader? {
        guard let member = members.first(where: { $0.key == key }) else { return nil }
        return JSONValueReader(member.node, source: source, path: JSONPath.member(key, of: path))
    }

    /// The member's value, or an error naming the missing key at the object's line.
    package func requiredValue(_ key: String) throws(InputError) -> JSONValueReader {
        guard let value = value(key) else {
            throw error("missing required key \"\(key)\"")
        }
        return value
    }

    /// An error about the object as a whole (at its `{`), or about one member when `key` is
    /// given (at that member's line, with `path.key` as the field).
    package func error(_ message: String, key: String? = nil) -> InputError {
        if let key, let value = value(key) { return value.error(message) }
        return InputError(source: source, line: line, field: JSONPath.field(path), message: message)
    }

    /// Fails on the first key not in `allowed`, naming it, its line and the keys that are
    /// allowed, so a misspelling like `colour` does not silently fall back to a default.
    package func rejectUnknownKeys(allowed: Set<String>) throws(InputError) {
        guard let unknown = members.first(where: { !allowed.contains($0.key) }) else { return }
        let known = allowed.sorted().joined(separator: ", ")
        throw InputError(source: source, line: unknown.line, field: JSONPath.field(path),
                         message: "unknown key \"\(JSONPath.shortened(unknown.key))\" (allowed: \(known))")
    }

    /// The present, non-null member's value.
    private func optional(_ key: String) -> JSONValueReader? {
        guard let value = value(key), !value.isNull else { return nil }
        return value
    }
}

extension JSONObjectReader {
    /// An optional string.
    package func string(_ key: String) throws(InputError) -> String? {
        try optional(key)?.string()
    }

    /// A string that must be present.
    package func requiredString(_ key: String) throws(InputError) -> String {
        try requiredValue(key).string()
    }

    /// An optional boolean.
    package func bool(_ key: String) throws(InputError) -> Bool? {
        try optional(key)?.bool()
    }

    /// An optional number within `range`.
    package func number(_ key: String, in range: ClosedRange<Double>) throws(InputError) -> Double? {
        try optional(key)?.number(in: range)
    }

    /// A number within `range` that must be present.
    package func requiredNumber(_ key: String, in range: ClosedRange<Double>) throws(InputError) -> Double {
        try requiredValue(key).number(in: range)
    }

    /// An optional whole number within `range`.
    package func integer(_ key: String, in range: ClosedRange<Int>) throws(InputError) -> Int? {
        try optional(key)?.integer(in: range)
    }

    /// A whole number within `range` that must be present.
    package func requiredInteger(_ key: String, in range: ClosedRange<Int>) throws(InputError) -> Int {
        try requiredValue(key).integer(in: range)
    }

    /// An optional array's raw elements, for callers that walk nodes themselves.
    package func array(_ key: String) throws(InputError) -> [JSONNode]? {
        try optional(key)?.array().nodes
    }

    /// An optional array's elements as readers with paths `key[0]`, `key[1]`, …, each made as
    /// it is read.
    package func elements(_ key: String) throws(InputError) -> JSONElements? {
        try optional(key)?.array()
    }

    /// An optional sub-object, with path `path.key`.
    package func object(_ key: String) throws(InputError) -> JSONObjectReader? {
        try optional(key)?.object()
    }

    /// An optional array of objects (`pages: [{…}, {…}]`), each a reader with path `key[i]`
    /// made as it is read; every element is checked to be an object first.
    package func objects(_ key: String) throws(InputError) -> JSONObjects? {
        guard let elements = try elements(key) else { return nil }
        return try JSONObjects(elements)
    }
}
