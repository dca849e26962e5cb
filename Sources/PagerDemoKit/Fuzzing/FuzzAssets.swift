import PagerCore

/// The files a fuzz run draws its configs and themes from, read by the caller (the fuzzer
/// touches no files): the configs of `Assets/` and `Assets/options/`, the named themes, the icons.
package struct FuzzAssets: Sendable {
    /// One config: its name (the file's, as `options/peek.json`) and its text.
    package struct Config: Sendable, Equatable {
        /// Where it came from, for messages.
        package var name: String
        /// The JSON text.
        package var text: String
        /// Creates an entry.
        package init(name: String, text: String) { self.name = name; self.text = text }
    }

    /// The configs a stream may start from (at least one).
    package var configs: [Config]
    /// Theme files by name (`light`, `dark`): what a config's or a theme's `base` names.
    package var themes: [String: String]
    /// `Assets/icons.json`'s text, if there is one.
    package var icons: String?
    /// The pictures and the Photos folder a drawn config may name.
    package var pictures: FuzzPictures

    /// Creates the set.
    package init(configs: [Config], themes: [String: String], icons: String? = nil, pictures: FuzzPictures = FuzzPictures()) {
        precondition(!configs.isEmpty, "a fuzz run needs at least one config")
        self.configs = configs
        self.themes = themes
        self.icons = icons
        self.pictures = pictures
    }

    /// The loader the program uses (bases, cycles, errors at the place that names a theme), over
    /// the bundled themes as `themes/NAME.json` and `files`' generated ones at their paths.
    func themeLoader(files: [String: String]) -> ThemeLoader {
        var all = files
        for (name, text) in themes { all["themes/\(name).json"] = text }
        let available = all, names = themes.keys.map { "\($0).json" }
        return ThemeLoader(directory: "themes", exists: { available[$0] != nil },
                           contents: { $0 == "themes" ? names : nil }, canonical: { $0 },
                           read: { path, reference throws(InputError) in
                               guard let text = available[path] else { throw reference.error("no such theme file \"\(path)\"") }
                               return text
                           })
    }
}
