import PagerCore
@testable import PagerDemoKit
import Testing

/// The labels the demo measures ahead are the ones its screens draw first, in their styles,
/// and stay few with a hundred thousand pages or a million rows.
@Suite(.tags(.unit))
struct DemoLabelsTests {
    @Test func theDefaultConfigsScreensTabsAndFirstRowsInTheirStyles() throws {
        let text = try String(contentsOf: DemoDriver.assets.appendingPathComponent("demo.json"), encoding: .utf8)
        let config = try DemoConfig.parse(text, source: "demo.json")
        let labels = DemoLabels.expected(in: config)
        let theme = config.theme
        let contains = { (text: String, style: TextStyle) in labels.contains { $0.text == text && $0.style == style } }
        for screen in config.screens {
            #expect(contains(screen.title, TextStyle(size: theme.barTitleSize, bold: true)), "\(screen.title)")
            #expect(contains(screen.header.title, TextStyle(size: theme.headerTitleSize, bold: true)))
            for index in 0..<screen.pages.count {
                #expect(contains(screen.pages[index].title, TextStyle(size: theme.tabTitleSize, bold: true)))
            }
        }
        let feed = try #require(config.screens.first { $0.kind == .feed })
        let first = feed.pages[0].rows.row(at: 0)
        #expect(contains(first.title, TextStyle(size: theme.rowTitleSize)))
        if let subtitle = first.subtitle { #expect(contains(subtitle, TextStyle(size: theme.rowSubtitleSize))) }
    }

    @Test func aHundredThousandPagesOfAMillionRowsStayFew() throws {
        let text = try String(contentsOf: DemoDriver.assets.appendingPathComponent("demo.json"), encoding: .utf8)
        var config = try DemoConfig.parse(text, source: "demo.json")
        let index = try #require(config.screens.firstIndex { $0.kind == .feed })
        config.screens[index].pages = PageList((0..<100_000).map {
            DemoConfig.Page(title: "Page \($0)", color: nil, rows: .synthetic(count: 1_000_000, prefix: "Row"))
        })
        let labels = DemoLabels.expected(in: config).filter { $0.text.hasPrefix("Row ") }
        #expect(labels.count == (DemoLabels.pagesAround + 1) * DemoLabels.rowsAhead, "\(labels.count)")
    }
}
