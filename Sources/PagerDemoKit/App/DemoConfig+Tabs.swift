import PagerCore

extension DemoConfig {
    /// A screen's `tabs`: how its strip is sized and how its tabs' content sits in them, or no
    /// strip at all.
    struct TabsSetting {
        /// Seed 000's `SizeConfiguration`.
        var size: TabStripLayout.SizeConfiguration
        /// Seed 000's `contentInsets` of each tab.
        var insets: EdgeInsets
        /// `"none"`: the pages alone (seed 000's PagedView without a strip).
        var isHidden: Bool
    }

    /// `"tabs": "none"` (pager and loop screens), or
    /// `{ "size": "fillEqually" | "fixed" | "selfSizing", "height": 48, "width": 120, "spacing": 0, "insets": … }`
    /// where `insets` is one number for all four edges or `{ "top", "left", "bottom", "right" }`
    /// (each 0 when left out).
    static func tabsSetting(_ reader: JSONObjectReader, kind: ScreenKind) throws(InputError) -> TabsSetting {
        guard let value = reader.value("tabs"), !value.isNull else { return TabsSetting(size: defaultTabs, insets: .zero, isHidden: false) }
        if case .string = value.node.value {
            let text = try value.string()
            guard text == "none" else { throw value.error("unknown tabs \"\(text)\" (\"none\", or an object with a size)") }
            guard kind != .feed else { throw value.error("a feed keeps its tab strip (\"none\" is for pager and loop screens)") }
            for key in ["tabStyle", "tabsPosition"] where reader.value(key) != nil {
                throw reader.error("there is no tab strip to place or style (\"tabs\" is \"none\")", key: key)
            }
            return TabsSetting(size: defaultTabs, insets: .zero, isHidden: true)
        }
        let object = try value.object()
        return TabsSetting(size: try tabConfiguration(object), insets: try tabInsets(object), isHidden: false)
    }

    /// A tab's `insets`: a number of points inside every edge, or one per edge.
    static func tabInsets(_ reader: JSONObjectReader) throws(InputError) -> EdgeInsets {
        let range = 0.0...200
        guard let value = reader.value("insets"), !value.isNull else { return .zero }
        if case .number = value.node.value { return EdgeInsets(all: try value.number(in: range)) }
        let edges = try value.object()
        try edges.rejectUnknownKeys(allowed: ConfigKeys.insets)
        return EdgeInsets(top: try edges.number("top", in: range) ?? 0, left: try edges.number("left", in: range) ?? 0,
                          bottom: try edges.number("bottom", in: range) ?? 0, right: try edges.number("right", in: range) ?? 0)
    }
}
