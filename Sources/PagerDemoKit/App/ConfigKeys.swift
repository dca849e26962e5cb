/// Every key a config may use, per kind of object, in one place: a new option is one line here
/// (and its reader). A key the program would not read is refused, naming it, so a setting that
/// does nothing (a misspelling, or a feed-only key on a pager screen) never passes silently.
enum ConfigKeys {
    /// The config itself when it lists screens.
    static let root: Set<String> = ["title", "initialScreen", "screens", "theme", "direction", "bar", "switcher"]

    /// A config with `pages` at the top level is one screen without a bottom bar: the window's
    /// keys and the screen's, less those only a bottom bar reads.
    static func singleScreen(_ kind: DemoConfig.ScreenKind) -> Set<String> {
        root.subtracting(["initialScreen", "screens", "bar", "switcher"]).union(screen(kind)).subtracting(["icon", "badge", "id", "optional"])
    }

    /// A screen of `kind`.
    static func screen(_ kind: DemoConfig.ScreenKind) -> Set<String> {
        let common: Set<String> = ["kind", "id", "title", "icon", "badge", "header", "tabs", "pages", "initialPage", "loop",
                                     "tabsPosition", "pageSpacing", "peek", "longSwipes",
                                     "indicator", "autoAdvance", "swipe", "animation", "transition"]
        switch kind {
        case .feed: return common.union(["refresh"])
        // A feed's pages are lists that scroll vertically: they cannot also be stacked.
        case .pager, .loop: return common.union(["tabStyle", "orientation", "photos", "optional"])
        }
    }

    /// A page on a screen of `kind` (only feed pages have rows; only the others a picture).
    static func page(_ kind: DemoConfig.ScreenKind) -> Set<String> {
        let common: Set<String> = ["id", "title", "color", "badge"]
        return kind == .feed ? common.union(["rows"]) : common.union(["image", "fit", "caption", "content", "align"])
    }

    /// A block of a page's `content`, of `kind` (the key that names it).
    static func contentBlock(_ kind: String) -> Set<String> {
        switch kind {
        case "image": return ["image", "height", "fit"]
        case "button": return ["button", "action", "style"]
        default: return [kind]
        }
    }

    /// A screen's `icon` given as a picture.
    static let iconImage: Set<String> = ["image"]

    /// A header object on a screen of `kind` (only the feed's collapses).
    static func header(_ kind: DemoConfig.ScreenKind) -> Set<String> {
        let common: Set<String> = ["title", "expandedHeight"]
        return kind == .feed ? common.union(["collapsedHeight", "snap", "scrollMode", "gradient", "image"]) : common
    }

    /// A tab's `insets` given edge by edge.
    static let insets: Set<String> = ["top", "left", "bottom", "right"]

    /// A row object.
    static let row: Set<String> = ["title", "subtitle"]

    /// The `tabs` object for a size (only fixed tabs have a width).
    static func tabs(size: String) -> Set<String> {
        let common: Set<String> = ["size", "height", "spacing", "insets"]
        return size == "fixed" ? common.union(["width"]) : common
    }

    /// A screen's `animation` object (only a spring has a damping ratio).
    static func animation(curve: String) -> Set<String> {
        curve == "spring" ? ["curve", "duration", "dampingRatio"] : ["curve", "duration"]
    }

    /// The top-level `bar` (the bottom bar's item layout).
    static let bar: Set<String> = ["itemPositioning", "itemWidth", "itemSpacing"]

    /// The top-level `switcher` (where the screens' switcher shows by window width).
    static let switcher: Set<String> = ["wideFrom"]
}
