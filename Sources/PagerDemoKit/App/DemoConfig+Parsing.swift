import PagerCore

extension DemoConfig {
    /// Reads a config from JSON text; every mistake is reported with file, line and field.
    ///
    /// The full form lists screens (a bottom-bar item each); a config with `pages` at the top
    /// level is one pager screen and no bottom bar:
    /// ```json
    /// { "title": "Pager", "initialScreen": 1, "screens": [
    ///     { "kind": "pager", "title": "Pager", "icon": "pages", "header": "ViewPager",
    ///       "tabs": { "size": "fillEqually", "height": 48 },
    ///       "pages": [ { "title": "First", "color": "red" } ] } ] }
    /// ```
    ///
    /// `"theme"` names a theme (`"dark"`) or gives `{ "base": "dark", ...overrides }`; a theme
    /// named by `themeOverride` (the `--theme` option) replaces the base, and the config's own
    /// overrides still apply on top.
    /// - Parameters:
    ///   - themeNamed: loads a theme by name (or file path), reporting what is wrong with it at
    ///     the reference (the `--theme` option, or the config's `theme` / `theme.base`).
    ///   - environment: reads an environment variable: the locale decides `"direction"`'s default.
    ///   - folders: lists the folder of a Photos screen (`"photos"`); the paths the config names
    ///     (pictures, folders) resolve against the folder of `source`.
    package static func parse(_ text: String, source: String, themeOverride: String? = nil,
                             environment: (String) -> String? = { _ in nil },
                             folders: @escaping PhotoFolder.Lister = PhotoFolder.noFolders,
                             themeNamed: (ThemeReference) throws(InputError) -> Theme = { _ throws(InputError) in Theme() })
        throws(InputError) -> DemoConfig {
        var files = Files(nextTo: source, list: folders)
        let root = try JSONObjectReader(try JSONParser.parse(text, source: source), source: source)
        if root.value("screens") != nil && root.value("pages") != nil {
            throw root.error("give either screens or pages at the top level, not both", key: "pages")
        }
        let title = try root.string("title") ?? "Pager"
        var screens: [Screen] = []
        var warnings: [String] = []
        // The entries of `screens` left out (optional Photos screens with nothing to show).
        var leftOut: [Int] = []
        if let readers = try root.objects("screens") {
            try root.rejectUnknownKeys(allowed: ConfigKeys.root)
            guard !readers.isEmpty else { throw root.error("needs at least one screen", key: "screens") }
            files.listedScreens = readers.count
            for (index, reader) in readers.enumerated() {
                if let reason = try leftOutScreen(reader, files: files) {
                    warnings.append(reason)
                    leftOut.append(index)
                    continue
                }
                screens.append(try screen(reader, defaultTitle: title, files: files))
            }
            guard !screens.isEmpty else { throw root.error("every screen is left out (\(warnings.joined(separator: "; ")))", key: "screens") }
        } else {
            screens.append(try screen(root, defaultTitle: title, topLevel: true, files: files))
        }
        let middle = screens.count / 2
        let listed = screens.count + leftOut.count
        let theme = try self.theme(root, override: themeOverride, named: themeNamed)
        var config = DemoConfig(title: title, screens: screens, initialScreen: middle, theme: theme)
        config.leftOutScreens = leftOut
        if let initial = try root.integer("initialScreen", in: 0...(listed - 1)) { config.initialScreen = config.screenIndex(listed: initial) }
        config.warnings = warnings
        config.isRightToLeft = try root.choice("direction", ["ltr": false, "rtl": true])
            ?? WritingDirection.isRightToLeft(environment)
        for index in config.screens.indices { config.screens[index].options.isRightToLeft = config.isRightToLeft }
        if let bar = try root.object("bar") { config.bar = try BottomBarLayout.parse(bar) }
        if let switcher = try root.object("switcher") {
            try switcher.rejectUnknownKeys(allowed: ConfigKeys.switcher)
            config.switcherWideFrom = try switcher.number("wideFrom", in: 0...100_000)
            if config.switcherWideFrom == nil { throw switcher.error("needs \"wideFrom\" (points)", key: "wideFrom") }
        }
        return config
    }

    static func theme(_ root: JSONObjectReader, override: String?,
                      named: (ThemeReference) throws(InputError) -> Theme) throws(InputError) -> Theme {
        let flag = override.map { ThemeReference($0, flag: "--theme") }
        guard let value = root.value("theme"), !value.isNull else {
            if let flag { return try named(flag) }
            return Theme()
        }
        if case .string = value.node.value {
            let reference = try ThemeReference(value)
            return try named(flag ?? reference)
        }
        let overrides = try value.object()
        let configBase = try overrides.value("base").flatMap { base throws(InputError) in
            base.isNull ? nil : try ThemeReference(base)
        }
        var base = Theme()
        if let reference = flag ?? configBase { base = try named(reference) }
        return try base.applying(overrides, extraKeys: ["base"])
    }

    static func screen(_ reader: JSONObjectReader, defaultTitle: String, topLevel: Bool = false, files: Files)
        throws(InputError) -> Screen {
        let kindText = try reader.string("kind") ?? "pager"
        guard let kind = ScreenKind(rawValue: kindText) else {
            throw reader.error("unknown kind \"\(kindText)\" (\(ScreenKind.allCases.map(\.rawValue).joined(separator: ", ")))",
                               key: "kind")
        }
        try reader.rejectUnknownKeys(allowed: topLevel ? ConfigKeys.singleScreen(kind) : ConfigKeys.screen(kind))
        let isPhotos = reader.value("photos") != nil
        var pages: [Page] = []
        if isPhotos {
            guard reader.value("pages") == nil else { throw reader.error("give either photos or pages, not both", key: "pages") }
            pages = try photoPages(reader, files: files)
        } else {
            guard let pageReaders = try reader.objects("pages") else {
                throw reader.error("missing (a list of pages, each with a title and a colour)", key: "pages")
            }
            guard !pageReaders.isEmpty else { throw reader.error("needs at least one page", key: "pages") }
            for page in pageReaders { pages.append(try self.page(page, kind: kind, files: files)) }
        }
        let title = try reader.string("title") ?? defaultTitle
        var header = try self.header(reader, kind: kind, files: files)
        // A Photos screen's header names it, unless the config names it otherwise.
        if isPhotos && reader.value("header") == nil { header.title = title }
        var tabs = try tabsSetting(reader, kind: kind)
        // A Photos screen shows its pictures alone unless it asks for a strip.
        if isPhotos && reader.value("tabs") == nil { tabs.isHidden = true }
        let styleText = try reader.string("tabStyle") ?? (kind == .loop ? "pill" : "label")
        guard let style = TabStyle(rawValue: styleText) else {
            throw reader.error("unknown tab style \"\(styleText)\" (label or pill)", key: "tabStyle")
        }
        let (icon, iconImage) = try self.icon(reader, fallback: kind.rawValue, files: files)
        var screen = Screen(kind: kind, title: title, icon: icon, header: header, tabs: tabs.size,
                            tabStyle: style, pages: pages,
                            initialPage: try reader.integer("initialPage", in: 0...(pages.count - 1)) ?? 0)
        screen.iconImage = iconImage
        screen.options = try options(reader, kind: kind)
        if isPhotos {
            screen.photosFolder = try reader.string("photos")
            if reader.value("indicator") == nil { screen.options.indicator = .fraction }
        }
        screen.tabInsets = tabs.insets
        if tabs.isHidden { screen.options.tabsPosition = .hidden }
        screen.badge = try reader.badge()
        if let id = try reader.string("id") { screen.id = id }
        return screen
    }

    /// One entry of a screen's `pages`: a title and a colour, a feed page's rows, or a pager
    /// page's picture (whose title defaults to the file's name and colour to the theme's).
    static func page(_ page: JSONObjectReader, kind: ScreenKind, files: Files) throws(InputError) -> Page {
        try page.rejectUnknownKeys(allowed: ConfigKeys.page(kind))
        let (content, align) = kind == .feed ? ([], .center) : try self.content(page, files: files)
        let picture = kind == .feed ? nil : try self.picture(page, files: files)
        // Feed pages, pictures and pages of blocks may leave the colour to the theme; pager
        // pages are their colour.
        let themed = kind == .feed || picture != nil || !content.isEmpty
        let color: Color? = themed && page.value("color") == nil ? nil : try page.color("color")
        var title = try page.string("title")
        if title == nil, let picture { title = picture.source.fileName }
        if title == nil { title = content.lazy.compactMap { if case let .title(text) = $0 { text } else { nil } }.first }
        guard let title else { throw page.error("missing required key \"title\"") }
        let id = try page.string("id") ?? title
        var result = Page(title: title, color: color, rows: .listed(try rows(page)), badge: try page.badge(), id: id,
                          picture: picture)
        result.content = content
        result.align = align
        return result
    }

    /// `"header": "Title"` or `{ "title", "expandedHeight", "collapsedHeight", "snap", "scrollMode",
    /// "gradient", "image" }`.
    static func header(_ reader: JSONObjectReader, kind: ScreenKind, files: Files) throws(InputError) -> Header {
        if let value = reader.value("header"), case .object = value.node.value, let object = try reader.object("header") {
            try object.rejectUnknownKeys(allowed: ConfigKeys.header(kind))
            let expanded = try object.number("expandedHeight", in: 0...2000) ?? 150
            let collapsed = try object.number("collapsedHeight", in: 0...expanded) ?? min(44, expanded)
            var mode = HeaderScrollMode.exitUntilCollapsed
            if let text = try object.string("scrollMode") {
                guard let parsed = HeaderScrollMode(rawValue: text) else {
                    let names = HeaderScrollMode.allCases.map(\.rawValue).joined(separator: " or ")
                    throw object.error("unknown scroll mode \"\(text)\" (\(names))", key: "scrollMode")
                }
                mode = parsed
            }
            var header = Header(title: try object.string("title") ?? "", expandedHeight: expanded,
                                collapsedHeight: collapsed, snaps: try object.bool("snap") ?? true, scrollMode: mode)
            if object.value("gradient") != nil { header.gradient = try object.color("gradient") }
            header.backgroundImage = try path(object, "image", files: files).map { ImageSource(path: $0) }
            return header
        }
        let title = try reader.string("header") ?? (kind == .pager ? "ViewPager" : "")
        return kind == .feed ? Header(title: title) : Header(title: title, expandedHeight: 56, collapsedHeight: 56)
    }

    /// Rows: strings, or objects with a title and an optional subtitle.
    static func rows(_ page: JSONObjectReader) throws(InputError) -> [Row] {
        guard let elements = try page.elements("rows") else { return [] }
        var rows: [Row] = []
        rows.reserveCapacity(elements.count)
        for element in elements {
            if case .string = element.node.value {
                rows.append(Row(title: try element.string()))
            } else {
                let object = try element.object()
                try object.rejectUnknownKeys(allowed: ConfigKeys.row)
                rows.append(Row(title: try object.requiredString("title"), subtitle: try object.string("subtitle")))
            }
        }
        return rows
    }

    /// `{ "size": "fillEqually" | "fixed" | "selfSizing", "height": 48, "width": 120, "spacing": 0 }`
    /// (the `insets` beside them are read by ``tabInsets(_:)``)
    static func tabConfiguration(_ reader: JSONObjectReader) throws(InputError) -> TabStripLayout.SizeConfiguration {
        let size = try reader.string("size") ?? "fillEqually"
        try reader.rejectUnknownKeys(allowed: ConfigKeys.tabs(size: size))
        let height = try reader.number("height", in: 16...200) ?? 48
        let spacing = try reader.number("spacing", in: 0...200) ?? 0
        switch size {
        case "fillEqually":
            return .fillEqually(height: height, spacing: spacing)
        case "fixed":
            return .fixed(width: try reader.requiredNumber("width", in: 16...2000), height: height, spacing: spacing)
        case "selfSizing":
            return .selfSizing(height: height, spacing: spacing)
        case let other:
            throw reader.error("unknown size \"\(other)\" (fillEqually, fixed or selfSizing)", key: "size")
        }
    }
}

extension JSONObjectReader {
    /// A colour field: a name (`"red"`) or `#RRGGBB` / `#RRGGBBAA` / `#RGB`.
    func color(_ key: String) throws(InputError) -> Color {
        let text = try requiredString(key)
        guard let color = Color(parsing: text) else {
            let names = Color.named.keys.sorted().joined(separator: ", ")
            throw error("unknown colour \"\(text)\" (use #RRGGBB or one of: \(names))", key: key)
        }
        return color
    }
}
