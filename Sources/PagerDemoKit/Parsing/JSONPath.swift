/// Spells field paths the one way error messages show them: `pages[2].color`, `header.title`.
///
/// The parser and the readers both build paths; sharing the spelling keeps their messages alike.
enum JSONPath {
    /// The path of member `key` inside the object at `path` ("" is the root).
    static func member(_ key: String, of path: String) -> String {
        path.isEmpty ? key : "\(path).\(key)"
    }

    /// The path of element `index` inside the array at `path`.
    static func element(_ index: Int, of path: String) -> String {
        "\(path)[\(index)]"
    }

    /// The field to put in an error: none at the root, so root errors read `file:1: message`.
    static func field(_ path: String) -> String? {
        path.isEmpty ? nil : path
    }
}
