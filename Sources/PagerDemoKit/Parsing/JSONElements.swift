/// An array's elements as readers with paths `key[0]`, `key[1]`, …, each made when it is read.
///
/// A reader carries its path as a string, a heap allocation for most paths: for an array of a
/// million short values (`"rows": ["a", "a", …]`) all its readers at once would take over 30
/// times the bytes of the text they read. Made one at a time, none outlives its use, so reading
/// an array costs no memory beyond the parsed nodes themselves.
package struct JSONElements: RandomAccessCollection, Sendable {
    /// The array's parsed elements.
    package let nodes: [JSONNode]
    /// The file name for errors.
    package let source: String
    /// The array's path from the root.
    package let path: String

    /// No elements: what an absent array reads as (`try reader.elements("tags") ?? .empty`).
    package static var empty: JSONElements { JSONElements(nodes: [], source: "", path: "") }

    package var startIndex: Int { 0 }
    package var endIndex: Int { nodes.count }

    /// Element `index`, with its path.
    package subscript(index: Int) -> JSONValueReader {
        JSONValueReader(nodes[index], source: source, path: JSONPath.element(index, of: path))
    }
}

/// An array's elements as object readers, each made when it is read (see ``JSONElements``);
/// every element was checked to be an object when the array was read.
package struct JSONObjects: RandomAccessCollection, Sendable {
    /// The elements, each a reader of its own.
    let elements: JSONElements

    /// Checks that every element of `elements` is an object.
    /// - Throws: ``InputError`` at the first element that is not, naming its path and line.
    init(_ elements: JSONElements) throws(InputError) {
        let misfit = elements.nodes.firstIndex { node in
            if case .object = node.value { false } else { true }
        }
        if let misfit { _ = try elements[misfit].object() }
        self.elements = elements
    }

    private init(checked elements: JSONElements) { self.elements = elements }

    /// No objects: what an absent array reads as (`try reader.objects("pages") ?? .empty`).
    package static var empty: JSONObjects { JSONObjects(checked: .empty) }

    package var startIndex: Int { 0 }
    package var endIndex: Int { elements.endIndex }

    /// Element `index` as an object reader, with its path.
    package subscript(index: Int) -> JSONObjectReader {
        let element = elements.nodes[index]
        guard case .object(let members) = element.value else { preconditionFailure("checked to be an object") }
        return JSONObjectReader(members: members, line: element.line, source: elements.source,
                                path: JSONPath.element(index, of: elements.path))
    }
}
