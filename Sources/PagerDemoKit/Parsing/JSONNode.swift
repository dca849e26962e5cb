/// A parsed JSON value that remembers the line it starts on.
///
/// Configs are validated after parsing, so the line has to travel with the value: only then can
/// "unknown colour" point at line 12 rather than at the file as a whole.
package struct JSONNode: Sendable, Equatable {
    /// The JSON data model (RFC 8259). Objects keep their members in file order so that errors
    /// and any re-emitted output follow what the author wrote.
    package enum Value: Sendable, Equatable {
        case null
        case bool(Bool)
        case number(Double)
        case string(String)
        case array([JSONNode])
        case object([JSONMember])
    }

    /// The value.
    package var value: Value
    /// The line, in 32 bits, which keeps a node at 24 bytes (a 64-bit line makes it 32); an
    /// input within the 16 MiB limit has fewer lines than 32 bits count.
    private var storedLine: UInt32

    /// 1-based line of the value's first character.
    package var line: Int {
        get { Int(storedLine) }
        set { storedLine = UInt32(clamping: newValue) }
    }

    /// Creates a node; tests and generated configs build trees by hand.
    package init(_ value: Value, line: Int) {
        self.value = value
        storedLine = UInt32(clamping: line)
    }

    /// The value's type as a phrase ("a string", "an array"), for messages of the form
    /// `expected a number, found a string`.
    package var typeDescription: String {
        switch value {
        case .null: "null"
        case .bool: "a boolean"
        case .number: "a number"
        case .string: "a string"
        case .array: "an array"
        case .object: "an object"
        }
    }
}

/// One `"key": value` pair of an object.
///
/// The key's own line is kept besides the value's, because a key can be wrong (unknown,
/// misspelt) independently of its value, and the two may sit on different lines.
package struct JSONMember: Sendable, Equatable {
    /// The decoded key.
    package var key: String
    /// The value.
    package var node: JSONNode
    /// The key's line, in 32 bits as ``JSONNode``'s.
    private var storedLine: UInt32

    /// 1-based line of the key.
    package var line: Int {
        get { Int(storedLine) }
        set { storedLine = UInt32(clamping: newValue) }
    }

    /// Creates a member.
    package init(key: String, node: JSONNode, line: Int) {
        self.key = key
        self.node = node
        storedLine = UInt32(clamping: line)
    }
}
