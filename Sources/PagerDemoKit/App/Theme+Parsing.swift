import PagerCore

extension Theme {
    /// Every colour a theme file may set, by its JSON key.
    static var colorKeys: [(String, WritableKeyPath<Theme, Color>)] { [
        ("background", \.background), ("headerBackground", \.headerBackground), ("headerText", \.headerText),
        ("tabBackground", \.tabBackground), ("tabSelected", \.tabSelected), ("tabUnselected", \.tabUnselected),
        ("separator", \.separator), ("rowText", \.rowText), ("rowSecondaryText", \.rowSecondaryText),
        ("rowBackground", \.rowBackground), ("rowHighlight", \.rowHighlight), ("scrollIndicator", \.scrollIndicator),
        ("barBackground", \.barBackground), ("barSelected", \.barSelected), ("barUnselected", \.barUnselected),
        ("focusRing", \.focusRing), ("imagePlaceholder", \.imagePlaceholder), ("overlayBackground", \.overlayBackground), ("overlayText", \.overlayText),
        ("accent", \.accent),
    ] }

    /// Every number a theme file may set (sizes in points; `pageDimming` a fraction), with its
    /// sensible range.
    ///
    /// A bar's title size goes up to the largest whose line (1.2 em, a little over DejaVu Sans's
    /// 1.164) fits the bar at its default height, so a theme at its limits never covers a label:
    /// the pager header's title (56 pt bar, 4 pt above and below), the collapsed feed bar's
    /// (44 pt), a tab's (centred in the 48 pt strip, above an indicator at most 8 pt thick) and
    /// the bottom bar's (under its icon, which ends 31 pt into the 56 pt bar, 3 pt apart).
    static var sizeKeys: [(String, WritableKeyPath<Theme, Double>, ClosedRange<Double>)] { [
        ("headerTitleSize", \.headerTitleSize, 6...40), ("compactTitleSize", \.compactTitleSize, 6...30),
        ("largeTitleSize", \.largeTitleSize, 6...144), ("tabTitleSize", \.tabTitleSize, 6...24),
        ("indicatorHeight", \.indicatorHeight, 0...8), ("pageTitleSize", \.pageTitleSize, 6...144),
        ("rowTitleSize", \.rowTitleSize, 6...72), ("rowSubtitleSize", \.rowSubtitleSize, 6...72),
        ("barTitleSize", \.barTitleSize, 6...18), ("cornerRadius", \.cornerRadius, 0...64),
        ("padding", \.padding, 0...96), ("pageDimming", \.pageDimming, 0...1),
    ] }

    /// This theme with the values in `reader` applied (a theme file, or a config's overrides).
    /// Unknown keys are errors, so a typo never silently does nothing.
    func applying(_ reader: JSONObjectReader, extraKeys: Set<String> = []) throws(InputError) -> Theme {
        let known = Set(Self.colorKeys.map(\.0)).union(Self.sizeKeys.map(\.0)).union(extraKeys)
        try reader.rejectUnknownKeys(allowed: known)
        var theme = self
        for (key, path) in Self.colorKeys where reader.value(key) != nil {
            theme[keyPath: path] = try reader.color(key)
        }
        for (key, path, range) in Self.sizeKeys {
            if let value = try reader.number(key, in: range) { theme[keyPath: path] = value }
        }
        return theme
    }

    /// Reads a theme file: `{ "base": "light" | "dark" | "file.json", ...values }` (without a
    /// base, the built-in light theme); `named` loads the base its `base` names.
    package static func parse(_ text: String, source: String, named: (ThemeReference) throws(InputError) -> Theme)
        throws(InputError) -> Theme {
        let reader = try JSONObjectReader(try JSONParser.parse(text, source: source), source: source)
        var base = Theme()
        if let value = reader.value("base"), !value.isNull { base = try named(try ThemeReference(value)) }
        return try base.applying(reader, extraKeys: ["base", "name"])
    }
}
