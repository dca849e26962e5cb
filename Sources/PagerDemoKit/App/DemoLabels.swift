import PagerCore

/// The labels the demo's screens draw first, each in the style it is drawn in: what the text
/// cache can measure in idle time before any frame needs them (a label measured the first time
/// is shaped by HarfBuzz, about 50,000 instructions, and a new page or screen measures a few
/// dozen at once).
package enum DemoLabels {
    /// Rows of each list measured ahead: more than a window's height of them.
    package static let rowsAhead = 24
    /// Pages each side of a screen's first page whose labels are measured ahead (of 100,000
    /// pages, the strip shows a few).
    package static let pagesAround = 8

    /// Every screen's title, bar item and header, the tab and page titles of the pages within
    /// ``pagesAround`` of its first page, and the first ``rowsAhead`` rows of their lists, in the
    /// theme's styles.
    package static func expected(in config: DemoConfig) -> [(text: String, style: TextStyle)] {
        let theme = config.theme
        let bar = TextStyle(size: theme.barTitleSize, bold: true), tab = TextStyle(size: theme.tabTitleSize, bold: true)
        let titles = [theme.headerTitleSize, theme.compactTitleSize, theme.largeTitleSize].map { TextStyle(size: $0, bold: true) }
        let page = TextStyle(size: theme.pageTitleSize, bold: true)
        let row = TextStyle(size: theme.rowTitleSize), subtitle = TextStyle(size: theme.rowSubtitleSize)
        var labels: [(text: String, style: TextStyle)] = []
        for screen in config.screens {
            labels.append((screen.title, bar))
            labels += titles.map { (screen.header.title, $0) }
            let first = min(max(0, screen.initialPage), max(0, screen.pages.count - 1))
            for index in max(0, first - pagesAround)..<min(screen.pages.count, first + pagesAround + 1) {
                let entry = screen.pages[index]
                labels += [(entry.title, tab), (entry.title, page)]
                guard screen.kind == .feed else { continue }
                for line in 0..<min(rowsAhead, entry.rows.count) {
                    let rowText = entry.rows.row(at: line)
                    labels.append((rowText.title, row))
                    if let text = rowText.subtitle { labels.append((text, subtitle)) }
                }
            }
        }
        return labels
    }
}
