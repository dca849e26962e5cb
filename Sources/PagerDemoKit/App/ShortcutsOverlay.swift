import PagerCore

/// The F1 / ? panel listing every shortcut, drawn over the screen.
enum ShortcutsOverlay {
    static let lines: [(String, String)] = [
        ("Left / Right", "previous / next page (or move in the focused element)"),
        ("PageUp / PageDown", "previous / next page"),
        ("Home / End", "first / last page"),
        ("1 - 9", "page 1 to 9"),
        ("Up / Down", "scroll the list (feed)"),
        ("Tab / Shift+Tab", "move the focus: tabs, list, bottom bar"),
        ("Enter", "activate the focused row or bar item"),
        ("Ctrl+1 - 3", "switch screens"),
        ("+ / -", "add / remove a page (pager and loop)"),
        ("Shift+wheel", "page; wheel scrolls lists"),
        ("F2", "motion inspector"),
        ("F1 or ?", "this help"),
        ("Escape", "close the help or the inspector"),
        ("Ctrl+Q / Ctrl+W", "quit"),
    ]

    static func draw(in bounds: Rect, theme: Theme, measurer: any TextMeasuring, into list: inout DrawList) {
        let keyStyle = TextStyle(size: 13, bold: true), textStyle = TextStyle(size: 13)
        let lineHeight = 22.0
        let width = min(bounds.width - 24, 460)
        let height = min(bounds.height - 24, Double(lines.count) * lineHeight + 56)
        guard width > 40, height > 40 else { return }
        let panel = Rect(x: bounds.midX - width / 2, y: bounds.midY - height / 2, width: width, height: height)
        list.fill(bounds, Color(rgb: 0x000000, alpha: 90))
        list.fill(panel, theme.overlayBackground, cornerRadius: theme.cornerRadius)
        list.clipped(to: panel) { list in
            list.text("Keyboard shortcuts", at: Point(x: panel.x + 16, y: panel.y + 12),
                      style: TextStyle(size: 16, bold: true), color: theme.overlayText)
            let keyColumn = min(172, width * 0.4)
            var y = panel.y + 44
            for (keys, meaning) in lines {
                list.text(keys, at: Point(x: panel.x + 16, y: y), style: keyStyle, color: theme.overlayText)
                let fitted = measurer.elided(meaning, style: textStyle, toFit: width - keyColumn - 32)
                list.text(fitted, at: Point(x: panel.x + 16 + keyColumn, y: y), style: textStyle,
                          color: theme.overlayText.withAlpha(200))
                y += lineHeight
            }
        }
    }
}
