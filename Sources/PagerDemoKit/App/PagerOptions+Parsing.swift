import PagerCore

extension DemoConfig {
    /// Reads a screen's pager options (the keys ``ConfigKeys/screen(_:)`` lists), each with
    /// its default for `kind` when absent.
    static func options(_ reader: JSONObjectReader, kind: ScreenKind) throws(InputError) -> PagerOptions {
        var options = PagerOptions(kind: kind)
        options.loops = try reader.bool("loop") ?? options.loops
        options.tabsPosition = try reader.choice("tabsPosition", ["top": .top, "bottom": .bottom]) ?? options.tabsPosition
        options.pageSpacing = try reader.number("pageSpacing", in: 0...200) ?? options.pageSpacing
        options.peek = try reader.number("peek", in: 0...400) ?? options.peek
        options.longSwipes = try reader.bool("longSwipes") ?? options.longSwipes
        options.indicator = try reader.choice("indicator", ["dots": .dots, "lines": .lines, "fraction": .fraction]) ?? options.indicator
        options.autoAdvance = try reader.number("autoAdvance", in: AutoAdvance.minimumInterval...3600) ?? options.autoAdvance
        options.orientation = try reader.choice("orientation", ["horizontal": .horizontal, "vertical": .vertical])
            ?? options.orientation
        options.swipes = try reader.bool("swipe") ?? options.swipes
        options.animation = try animation(reader) ?? options.animation
        options.transition = try reader.choice("transition", Dictionary(uniqueKeysWithValues:
            PagerOptions.Transition.allCases.map { ($0.rawValue, $0) })) ?? options.transition
        if kind == .feed { options.refreshes = try reader.bool("refresh") ?? options.refreshes }
        return options
    }
}

extension JSONObjectReader {
    /// `"badge"`: a whole number (``DemoConfig/Page/badgeCounts``) or a short text; nil when absent.
    func badge() throws(InputError) -> String? {
        guard let value = value("badge"), !value.isNull else { return nil }
        let longest = DemoConfig.Page.maximumBadgeLength
        if case .string = value.node.value {
            let text = try value.string()
            guard (1...longest).contains(text.count) else {
                throw value.error("a badge is a number or 1 to \(longest) characters, not \"\(text)\"")
            }
            return text
        }
        return String(try value.integer(in: DemoConfig.Page.badgeCounts))
    }

    /// An optional string that must be one of `choices`' keys; the error lists them.
    func choice<Value>(_ key: String, _ choices: [String: Value]) throws(InputError) -> Value? {
        guard let text = try string(key) else { return nil }
        guard let value = choices[text] else {
            throw error("unknown value \"\(text)\" (\(choices.keys.sorted().joined(separator: " or ")))", key: key)
        }
        return value
    }
}
