import PagerCore

/// The files a fuzz run draws its configs and themes from, read by the caller (the fuzzer
/// touches no files): the configs of `Assets/` and `Assets/options/`, the named themes, the icons.
public struct FuzzAssets: Sendable {
    /// One config: its name (the file's, as `options/peek.json`) and its text.
    public struct Config: Sendable, Equatable {
        /// Where it came from, for messages.
        public var name: String
        /// The JSON text.
        public var text: String
        /// Creates an entry.
        public init(name: String, text: String) { self.name = name; self.text = text }
    }

    /// The configs a stream may start from (at least one).
    public var configs: [Config]
    /// Theme files by name (`light`, `dark`): what a config's or a theme's `base` names.
    public var themes: [String: String]
    /// `Assets/icons.json`'s text, if there is one.
    public var icons: String?

    /// Creates the set.
    public init(configs: [Config], themes: [String: String], icons: String? = nil) {
        precondition(!configs.isEmpty, "a fuzz run needs at least one config")
        self.configs = configs
        self.themes = themes
        self.icons = icons
    }

    /// The theme named `name` (a bundled one, or `files`' generated one), as the program loads
    /// it: its `base` first.
    func theme(_ name: String, files: [String: String]) throws(InputError) -> Theme {
        guard let text = files[name] ?? themes[name] else {
            throw InputError(source: "--theme", message: "unknown theme \"\(name)\"")
        }
        return try Theme.parse(text, source: name) { base throws(InputError) in
            guard base.name != name else { throw base.error("a theme cannot be its own base") }
            return try theme(base.name, files: files)
        }
    }
}
