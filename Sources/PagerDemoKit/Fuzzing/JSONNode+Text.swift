extension JSONNode {
    /// The value as JSON text, members in their order, one line: what the fuzzer writes as a
    /// generated config, and what ``JSONParser`` reads back as the same tree (lines aside).
    var text: String {
        switch value {
        case .null: return "null"
        case let .bool(flag): return flag ? "true" : "false"
        case let .number(number): return JSONText.number(number)
        case let .string(string): return JSONText.string(string)
        case let .array(elements): return "[" + elements.map(\.text).joined(separator: ", ") + "]"
        case let .object(members):
            return "{" + members.map { "\(JSONText.string($0.key)): \($0.node.text)" }.joined(separator: ", ") + "}"
        }
    }

    /// The member `key` of an object, if it is one and has it.
    subscript(member key: String) -> JSONNode? {
        guard case let .object(members) = value else { return nil }
        return members.first { $0.key == key }?.node
    }

    /// Sets (or adds, at the end) member `key` of an object; nil removes it. Does nothing to a
    /// value that is not an object.
    mutating func set(_ key: String, _ node: JSONNode?) {
        guard case var .object(members) = value else { return }
        if let index = members.firstIndex(where: { $0.key == key }) {
            if let node { members[index].node = node } else { members.remove(at: index) }
        } else if let node {
            members.append(JSONMember(key: key, node: node, line: line))
        }
        value = .object(members)
    }

    /// A node built in code (its line is the file's first).
    static func make(_ value: Value) -> JSONNode { JSONNode(value, line: 1) }
    static func number(_ number: Double) -> JSONNode { make(.number(number)) }
    static func string(_ string: String) -> JSONNode { make(.string(string)) }
    static func bool(_ flag: Bool) -> JSONNode { make(.bool(flag)) }
}
