import PagerCore

/// The F1 / ? panel listing every shortcut: an opaque card over a dimmed screen.
///
/// Both columns wrap at spaces, so nothing is cut at any width; when the wrapped list is taller
/// than the window the text steps down a point at a time (13, 12, 11 pt), which is enough for
/// every window from 320x480 up. Below that the card is clipped to the window.
enum ShortcutsOverlay {
    static let lines: [(String, String)] = [
        ("Left / Right", "previous / next page (or move in the focused element)"),
        ("PageUp / PageDown", "previous / next page"),
        ("Home / End", "first / last page"),
        ("1 - 9", "page 1 to 9"),
        ("Up / Down", "scroll the list (feed)"),
        ("Tab / Shift+Tab", "move the focus: tabs, list, buttons, bar"),
        ("Enter", "activate what has the focus"),
        ("Ctrl+1 - 9", "switch screens (in bar order)"),
        ("+ / -, B", "add / remove a page (pager and loop); B: one more on its badge"),
        ("Shift+wheel", "page; wheel scrolls lists"),
        ("F2", "motion inspector"),
        ("F1 or ?", "this help"),
        ("Escape", "close the help or the inspector"),
        ("Ctrl+Q / Ctrl+W", "quit"),
    ]

    static let title = "Keyboard shortcuts"
    /// Space kept free around the card, inside the card, and between the two columns.
    static let margin = 12.0, padding = 16.0, columnGap = 12.0
    /// The card is no wider than this, so lines stay short on a wide window.
    static let maximumWidth = 460.0
    /// Text sizes tried in turn until the card fits the window's height.
    static let textSizes = [13.0, 12.0, 11.0]
    /// The key column takes at most this share of the card's inner width; longer keys wrap.
    static let keyColumnShare = 0.45

    /// One line of text on the card.
    struct Label: Equatable {
        var text: String
        var origin: Point
        var style: TextStyle
        /// A meaning (drawn dimmer) rather than a key or the title.
        var isMeaning: Bool
    }

    /// Where the card and each line go.
    struct Layout {
        var card: Rect
        var labels: [Label]
        /// Whether everything fits the window (false only below 320x480-ish: then it is clipped).
        var fits: Bool
    }

    /// The card for a window of `bounds`, or nil when the window is too small for any card.
    static func layout(in bounds: Rect, measurer: any TextMeasuring) -> Layout? {
        let width = min(bounds.width - 2 * margin, maximumWidth)
        let availableHeight = bounds.height - 2 * margin
        guard width > 2 * padding + 40, availableHeight > 2 * padding + 20 else { return nil }
        var content = (height: 0.0, labels: [Label]())
        for size in textSizes {
            content = stack(width: width, textSize: size, measurer: measurer)
            if content.height <= availableHeight { break }
        }
        let height = min(content.height, availableHeight)
        let card = Rect(x: bounds.midX - width / 2, y: bounds.midY - height / 2, width: width, height: height)
        let labels = content.labels.map { label in
            var moved = label
            moved.origin = Point(x: label.origin.x + card.x, y: label.origin.y + card.y)
            return moved
        }
        return Layout(card: card, labels: labels, fits: content.height <= availableHeight)
    }

    /// The title and both columns, wrapped to a card `width` wide, relative to the card's corner.
    private static func stack(width: Double, textSize: Double, measurer: any TextMeasuring)
        -> (height: Double, labels: [Label]) {
        let keyStyle = TextStyle(size: textSize, bold: true), meaningStyle = TextStyle(size: textSize)
        let titleStyle = TextStyle(size: textSize + 3, bold: true)
        let lineHeight = (textSize * 1.35).rounded(), entryGap = (textSize * 0.4).rounded()
        let inner = width - 2 * padding
        let widestKey = lines.map { measurer.size(of: $0.0, style: keyStyle).width }.max() ?? 0
        let keyColumn = min(widestKey, inner * keyColumnShare)
        let meaningColumn = inner - keyColumn - columnGap
        var labels = [Label(text: measurer.elided(title, style: titleStyle, toFit: inner),
                            origin: Point(x: padding, y: padding), style: titleStyle, isMeaning: false)]
        var y = padding + (titleStyle.size * 1.35).rounded() + entryGap * 2
        for (keys, meaning) in lines {
            let keyLines = measurer.wrapped(keys, style: keyStyle, toFit: keyColumn)
            let meaningLines = measurer.wrapped(meaning, style: meaningStyle, toFit: meaningColumn)
            for (row, line) in keyLines.enumerated() {
                labels.append(Label(text: line, origin: Point(x: padding, y: y + Double(row) * lineHeight),
                                    style: keyStyle, isMeaning: false))
            }
            for (row, line) in meaningLines.enumerated() {
                labels.append(Label(text: line, origin: Point(x: padding + keyColumn + columnGap, y: y + Double(row) * lineHeight),
                                    style: meaningStyle, isMeaning: true))
            }
            y += Double(max(keyLines.count, meaningLines.count)) * lineHeight + entryGap
        }
        return (y - entryGap + padding, labels)
    }

    static func draw(in bounds: Rect, theme: Theme, measurer: any TextMeasuring, into list: inout DrawList) {
        guard let layout = layout(in: bounds, measurer: measurer) else { return }
        list.fill(bounds, Color(rgb: 0x000000, alpha: 90))
        list.fill(layout.card, theme.overlayBackground, cornerRadius: theme.cornerRadius)
        list.clipped(to: layout.card) { list in
            for label in layout.labels {
                list.text(label.text, at: label.origin, style: label.style,
                          color: label.isMeaning ? theme.overlayText.withAlpha(200) : theme.overlayText)
            }
        }
    }
}
