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
        try root.rejectUnknownKeys(allowed: ["title", "header", "initialPage", "pages", "tabs"])
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
        let tabs = try root.object("tabs").map { reader throws(InputError) in try tabConfiguration(reader) } ?? defaultTabs
        return DemoConfig(title: title, headerTitle: header, pages: pages, initialPage: initial, tabs: tabs)
    }

    /// `{ "size": "fillEqually" | "fixed" | "selfSizing", "height": 48, "width": 120, "spacing": 0 }`
    static func tabConfiguration(_ reader: JSONObjectReader) throws(InputError) -> TabStripLayout.SizeConfiguration {
        try reader.rejectUnknownKeys(allowed: ["size", "height", "width", "spacing"])
        let height = try reader.number("height", in: 16...200) ?? 48
        let spacing = try reader.number("spacing", in: 0...200) ?? 0
        switch try reader.string("size") ?? "fillEqually" {
        case "fillEqually":
            return .fillEqually(height: height, spacing: spacing)
        case "fixed":
            return .fixed(width: try reader.requiredNumber("width", in: 16...2000), height: height, spacing: spacing)
        case "selfSizing":
            return .selfSizing(height: height, spacing: spacing)
        case let other:
            throw (reader.value("size") ?? JSONValueReader(JSONNode(.null, line: reader.line), source: reader.source,
                                                            path: reader.path))
                .error("unknown size \"\(other)\" (fillEqually, fixed or selfSizing)")
        }
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
