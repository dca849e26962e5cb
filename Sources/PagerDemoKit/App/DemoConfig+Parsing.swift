import PagerCore

extension DemoConfig {
    /// Reads a config from JSON text; every mistake is reported with file, line and field.
    ///
    /// ```json
    /// { "title": "Pager", "header": "ViewPager", "initialPage": 0,
    ///   "pages": [ { "title": "First", "color": "red" }, { "title": "Second", "color": "#007AFF" } ] }
    /// ```
    public static func parse(_ text: String, source: String) throws(InputError) -> DemoConfig {
        let root = try JSONObjectReader(try JSONParser.parse(text, source: source), source: source)
        try root.rejectUnknownKeys(allowed: ["title", "header", "initialPage", "pages"])
        let title = try root.string("title") ?? "Pager"
        let header = try root.string("header") ?? "ViewPager"
        guard let pageReaders = try root.objects("pages") else {
            throw root.error("missing (a list of pages, each with a title and a colour)", key: "pages")
        }
        guard !pageReaders.isEmpty else { throw root.error("needs at least one page", key: "pages") }
        var pages: [Page] = []
        for page in pageReaders {
            try page.rejectUnknownKeys(allowed: ["title", "color"])
            pages.append(Page(title: try page.requiredString("title"), color: try page.color("color")))
        }
        let initial = try root.integer("initialPage", in: 0...(pages.count - 1)) ?? 0
        return DemoConfig(title: title, headerTitle: header, pages: pages, initialPage: initial)
    }
}

extension JSONObjectReader {
    /// A colour field: a name (`"red"`) or `#RRGGBB` / `#RRGGBBAA` / `#RGB`.
    func color(_ key: String) throws(InputError) -> Color {
        let text = try requiredString(key)
        guard let color = Color(parsing: text) else {
            let names = Color.named.keys.sorted().joined(separator: ", ")
            throw (value(key) ?? JSONValueReader(JSONNode(.null, line: line), source: source, path: path))
                .error("unknown colour \"\(text)\" (use #RRGGBB or one of: \(names))")
        }
        return color
    }
}
