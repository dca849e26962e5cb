extension JSONByteParser {
    /// Parses `{ "key": value, … }` with the cursor on `{`. Keys must be unique: with duplicates,
    /// which one wins differs between parsers, so the file would not mean one thing.
    mutating func parseObject(depth: Int) throws(InputError) -> JSONNode.Value {
        try checkDepth(depth)
        index += 1
        skipWhitespace()
        if current == UInt8(ascii: "}") {
            index += 1
            return .object([])
        }
        var members: [JSONMember] = []
        var keys = KeyIndex()
        while true {
            guard current == UInt8(ascii: "\"") else {
                if members.isEmpty { throw failure("expected a string key or '}', found \(describeCurrent())") }
                if current == UInt8(ascii: "}") { throw failure("trailing comma before '}'") }
                throw failure("expected a string key after ',', found \(describeCurrent())")
            }
            let keyLine = line
            let key = try parseString()
            if let firstLine = keys.insert(key, line: keyLine, members: members) {
                throw failure("duplicate key \"\(key)\" (first on line \(firstLine))", line: keyLine)
            }
            skipWhitespace()
            guard current == UInt8(ascii: ":") else {
                throw failure("expected ':' after key \"\(key)\", found \(describeCurrent())")
            }
            index += 1
            skipWhitespace()
            path.append(.key(key))
            let node = try parseValue(depth: depth)
            path.removeLast()
            members.append(JSONMember(key: key, node: node, line: keyLine))
            skipWhitespace()
            switch current {
            case UInt8(ascii: ","):
                index += 1
                skipWhitespace()
            case UInt8(ascii: "}"):
                index += 1
                return .object(members)
            default:
                throw failure("expected ',' or '}' after member, found \(describeCurrent())")
            }
        }
    }

    /// Parses `[ value, … ]` with the cursor on `[`.
    mutating func parseArray(depth: Int) throws(InputError) -> JSONNode.Value {
        try checkDepth(depth)
        index += 1
        skipWhitespace()
        if current == UInt8(ascii: "]") {
            index += 1
            return .array([])
        }
        var elements: [JSONNode] = []
        while true {
            if current == UInt8(ascii: "]") { throw failure("trailing comma before ']'") }
            path.append(.index(elements.count))
            let node = try parseValue(depth: depth)
            path.removeLast()
            elements.append(node)
            skipWhitespace()
            switch current {
            case UInt8(ascii: ","):
                index += 1
                skipWhitespace()
            case UInt8(ascii: "]"):
                index += 1
                return .array(elements)
            default:
                throw failure("expected ',' or ']' after element, found \(describeCurrent())")
            }
        }
    }

    private func checkDepth(_ depth: Int) throws(InputError) {
        if depth > JSONParser.maximumDepth {
            throw failure("nested deeper than \(JSONParser.maximumDepth) levels")
        }
    }
}

/// Finds duplicate keys. Most objects have a handful of members, where comparing against each
/// is cheaper than hashing every key; past a few it switches to a dictionary to stay O(n).
private struct KeyIndex {
    private static let linearLimit = 16
    private var lines: [String: Int]?

    /// Records `key`, or returns the line of its earlier occurrence among `members`.
    mutating func insert(_ key: String, line: Int, members: [JSONMember]) -> Int? {
        if lines == nil {
            if members.count < KeyIndex.linearLimit {
                return members.first { $0.key == key }?.line
            }
            lines = Dictionary(members.map { ($0.key, $0.line) }, uniquingKeysWith: { first, _ in first })
        }
        if let first = lines?[key] { return first }
        lines?[key] = line
        return nil
    }
}
