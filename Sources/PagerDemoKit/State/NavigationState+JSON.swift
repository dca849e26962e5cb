import PagerCore

/// The `--state` file: a ``NavigationState`` as JSON, read with the config's parser (every
/// mistake named by line and field) and written in a fixed order, so the same state gives the
/// same bytes.
///
/// ```json
/// {"version":1,"screen":{"id":"Feed","index":0,"neighbours":["Pager","Loop"]},"focus":"list",
///  "pagers":[{"screen":"Feed","page":{"id":"Fruits","index":0,"neighbours":["Animals"]},
///             "header":106,"lists":[{"page":"Fruits","offset":120}]}]}
/// ```
extension NavigationState {
    /// The format's version; a file of another version is outdated and not read.
    package static let fileVersion = 1
    /// The focus names a file may hold.
    static let focusNames: Set<String> = ["tabs", "list", "page", "bar"]

    /// The state as one line of JSON.
    package var jsonText: String {
        var text = "{\"version\":\(Self.fileVersion),\"screen\":\(Self.json(screen))"
        if let focus { text += ",\"focus\":\(JSONText.string(focus))" }
        text += ",\"pagers\":["
        text += pagers.keys.sorted().map { id in
            let pager = pagers[id]!
            var entry = "{\"screen\":\(JSONText.string(id)),\"page\":\(Self.json(pager.page))"
            if let collapse = pager.headerCollapse { entry += ",\"header\":\(JSONText.number(collapse))" }
            if !pager.listOffsets.isEmpty {
                entry += ",\"lists\":[" + pager.listOffsets.keys.sorted().map { page in
                    "{\"page\":\(JSONText.string(page)),\"offset\":\(JSONText.number(pager.listOffsets[page]!))}"
                }.joined(separator: ",") + "]"
            }
            return entry + "}"
        }.joined(separator: ",")
        return text + "]}"
    }

    private static func json(_ reference: PageReference) -> String {
        "{\"id\":\(JSONText.string(reference.id)),\"index\":\(reference.index),\"neighbours\":["
            + reference.neighbourIDs.map(JSONText.string).joined(separator: ",") + "]}"
    }

    /// Reads a state file; a damaged or outdated one is an error naming the line and field.
    package static func parse(_ text: String, source: String) throws(InputError) -> NavigationState {
        let root = try JSONObjectReader(try JSONParser.parse(text, source: source), source: source)
        try root.rejectUnknownKeys(allowed: ["version", "screen", "focus", "pagers"])
        let version = try root.requiredInteger("version", in: 0...Int(Int32.max))
        guard version == fileVersion else {
            throw root.error("version \(version) is not this program's (\(fileVersion))", key: "version")
        }
        var state = NavigationState(screen: try reference(try root.requiredValue("screen").object()))
        if let focus = try root.string("focus") {
            guard focusNames.contains(focus) else {
                throw root.error("unknown focus \"\(focus)\" (\(focusNames.sorted().joined(separator: ", ")))", key: "focus")
            }
            state.focus = focus
        }
        for entry in try root.objects("pagers") ?? .empty {
            try entry.rejectUnknownKeys(allowed: ["screen", "page", "header", "lists"])
            var pager = NavigationState.Pager(page: try reference(try entry.requiredValue("page").object()),
                                              headerCollapse: try entry.number("header", in: 0...1e6))
            for list in try entry.objects("lists") ?? .empty {
                try list.rejectUnknownKeys(allowed: ["page", "offset"])
                pager.listOffsets[try list.requiredString("page")] = try list.requiredNumber("offset", in: 0...1e12)
            }
            state.pagers[try entry.requiredString("screen")] = pager
        }
        return state
    }

    private static func reference(_ reader: JSONObjectReader) throws(InputError) -> PageReference {
        try reader.rejectUnknownKeys(allowed: ["id", "index", "neighbours"])
        var neighbours: [String] = []
        for element in try reader.elements("neighbours") ?? .empty { neighbours.append(try element.string()) }
        return PageReference(id: try reader.requiredString("id"),
                             index: try reader.requiredInteger("index", in: 0...Int(Int32.max)), neighbourIDs: neighbours)
    }
}
