/// Spells field paths the one way error messages show them: `pages[2].color`, `header.title`.
///
/// The parser and the readers both build paths; sharing the spelling keeps their messages alike.
enum JSONPath {
    /// The longest field an error shows, in characters. A longer path (arrays nested hundreds
    /// deep, a key thousands of characters long) keeps its start, which says where in the
    /// document it begins, and its end, which names what is wrong, around an ellipsis: a path
    /// 256 levels deep made an 835-character line.
    static let maximumFieldLength = 80

    /// The path of member `key` inside the object at `path` ("" is the root).
    static func member(_ key: String, of path: String) -> String {
        path.isEmpty ? key : "\(path).\(key)"
    }

    /// The path of element `index` inside the array at `path`.
    static func element(_ index: Int, of path: String) -> String {
        "\(path)[\(index)]"
    }

    /// The field to put in an error: none at the root, so root errors read `file:1: message`;
    /// at most ``maximumFieldLength`` characters.
    static func field(_ path: String) -> String? {
        path.isEmpty ? nil : shortened(path)
    }

    /// `path` itself if it fits, else its start and end around `…`, cut where a component
    /// begins (`.` or `[`) when one is near enough, so no index or key is shown cut in two.
    static func shortened(_ path: String, maximum: Int = maximumFieldLength) -> String {
        let characters = Array(path)
        guard characters.count > maximum else { return path }
        let room = max(2, maximum) - 1  // one for the ellipsis
        let headRoom = room / 2, tailRoom = room - headRoom
        func startsComponent(_ index: Int) -> Bool { characters[index] == "." || characters[index] == "[" }
        // The head ends just before a component starts; the tail begins where one starts.
        var headEnd = headRoom
        while headEnd > headRoom / 2, !startsComponent(headEnd) { headEnd -= 1 }
        if !startsComponent(headEnd) { headEnd = headRoom }
        var tailStart = characters.count - tailRoom
        while tailStart < characters.count - tailRoom / 2, !startsComponent(tailStart) { tailStart += 1 }
        if !startsComponent(tailStart) { tailStart = characters.count - tailRoom }
        return String(characters[..<headEnd]) + "…" + String(characters[tailStart...])
    }
}
