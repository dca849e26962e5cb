import Foundation
import PagerCore
import Testing
@testable import PagerDemoKit

/// The feed's rows take their height from their content, for listed and generated rows alike.
@Suite(.tags(.unit))
struct FeedRowHeightTests {
    @Test func listedRowsWithASubtitleAreTallerThanTitleOnlyRows() throws {
        let text = try String(contentsOf: DemoDriver.assets.appendingPathComponent("demo.json"), encoding: .utf8)
        let app = DemoApp(config: try DemoConfig.parse(text, source: "demo.json"), measurer: FixedWidthTextMeasurer())
        app.resize(to: Size(width: 480, height: 800))
        app.selectScreen(0, at: 0)
        var time = 0.0
        repeat { time += 1.0 / 60; app.advance(to: time) } while !app.isSettled && time < 5
        func rows(_ node: ElementNode) -> [ElementNode] { node.role == "row" ? [node] : node.children.flatMap(rows) }
        let shown = rows(app.elementTree())
        #expect(shown.count >= 10)
        let config = app.config.screens[0].pages[0].rows
        for (index, row) in shown.enumerated() {
            let expected = config.row(at: index).subtitle == nil ? 44.0 : 60.0
            #expect(row.frame.height == expected, "\(row.title ?? "") is \(row.frame.height) pt")
        }
        #expect(zip(shown, shown.dropFirst()).allSatisfy { $0.frame.maxY == $1.frame.y }, "no gaps, no overlaps")
    }

    @Test func generatedRowsDescribeAMillionWithOnePeriod() {
        let rows = DemoConfig.Rows.synthetic(count: 1_000_000, prefix: "Row")
        let heights = rows.heights
        #expect(heights.pattern.count == 3 && heights.count == 1_000_000)
        for index in [0, 1, 2, 3, 4, 999_997, 999_998, 999_999] {
            #expect(heights.height(at: index) == (rows.row(at: index).subtitle == nil ? 44 : 60))
        }
    }
}
