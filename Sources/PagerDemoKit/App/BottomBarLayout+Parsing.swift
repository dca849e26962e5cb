import PagerCore

extension BottomBarLayout {
    /// Reads the top-level `"bar"`: `{ "itemPositioning": "fill" | "centered", "itemWidth": 76,
    /// "itemSpacing": 10 }` (UITabBar's names). `fill` (the default) shares the width, so it
    /// takes no width or spacing; `centered` defaults to seed 001's 76 pt items 10 pt apart.
    static func parse(_ reader: JSONObjectReader) throws(InputError) -> BottomBarLayout {
        let positioning = try reader.choice("itemPositioning", ["fill": Positioning.fill, "centered": .centered]) ?? .fill
        try reader.rejectUnknownKeys(allowed: ConfigKeys.bar)
        if positioning == .fill {
            for key in ["itemWidth", "itemSpacing"] where reader.value(key) != nil {
                throw reader.error("only read with \"itemPositioning\": \"centered\" (fill items share the bar's width)",
                                   key: key)
            }
        }
        return BottomBarLayout(positioning: positioning,
                               itemWidth: try reader.number("itemWidth", in: 16...1000) ?? seedItemWidth,
                               itemSpacing: try reader.number("itemSpacing", in: 0...1000) ?? seedItemSpacing)
    }
}
