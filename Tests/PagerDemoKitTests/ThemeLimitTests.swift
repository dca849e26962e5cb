import PagerCore
import Testing
@testable import PagerDemoKit

/// A theme at the top of every size range still keeps each bar's labels inside the bar: the
/// tab titles in the strip and above its indicator, the header titles in their headers, the
/// bottom bar's titles in the bar and the badges' text in their capsules.
@Suite(.tags(.unit))
struct ThemeLimitTests {
    /// Every size and height a theme file may set, at the top of its range.
    static var largest: Theme {
        var theme = Theme()
        for (key, path, range) in Theme.sizeKeys where key.hasSuffix("Size") || key.hasSuffix("Height") {
            theme[keyPath: path] = range.upperBound
        }
        return theme
    }

    /// Each text of the last frame drawn at `size`, with the rectangle its line takes.
    private func texts(_ run: DrawnDemo, size: Double) -> [(String, Rect)] {
        run.list.commands.compactMap { command in
            guard case let .text(text, origin, style, _) = command, style.size == size else { return nil }
            let measured = FixedWidthTextMeasurer().size(of: text, style: style)
            return (text, Rect(x: origin.x, y: origin.y, width: measured.width, height: measured.height))
        }
    }

    private func node(_ role: String, in tree: ElementNode) -> ElementNode? {
        if tree.role == role { return tree }
        for child in tree.children { if let found = node(role, in: child) { return found } }
        return nil
    }

    private func inside(_ rect: Rect, _ bar: Rect) -> Bool {
        rect.y >= bar.y && rect.maxY <= bar.maxY
    }

    @Test func aPagerScreensLabelsStayInTheirBars() throws {
        let theme = Self.largest
        let run = try DrawnDemo(config: "demo.json", theme: theme)
        let tree = run.app.elementTree()
        let strip = try #require(node("tabStrip", in: tree)), header = try #require(node("header", in: tree))
        let bar = try #require(node("bottomBar", in: tree))
        let indicator = try #require(node("indicator", in: strip))
        let tabs = texts(run, size: theme.tabTitleSize)
        #expect(tabs.map(\.0) == ["First", "Second", "Third"])
        for (title, rect) in tabs {
            #expect(inside(rect, strip.frame), "\(title) \(rect) in the strip \(strip.frame)")
            #expect(rect.maxY <= indicator.frame.y, "\(title) \(rect) above the indicator \(indicator.frame)")
        }
        let headerTitles = texts(run, size: theme.headerTitleSize)
        #expect(headerTitles.map(\.0) == ["ViewPager"])
        for (title, rect) in headerTitles { #expect(inside(rect, header.frame), "\(title) \(rect) in \(header.frame)") }
        let barTitles = texts(run, size: theme.barTitleSize)
        #expect(barTitles.map(\.0) == ["Feed", "Pager", "Loop", "Welcome"])
        for (title, rect) in barTitles { #expect(inside(rect, bar.frame), "\(title) \(rect) in \(bar.frame)") }
    }

    @Test func theCollapsedFeedBarHoldsItsCompactTitle() throws {
        let theme = Self.largest
        let run = try DrawnDemo(config: "demo.json", theme: theme)
        run.send(.pointerDown(Point(x: 80, y: 780)), at: 0.1)
        run.send(.pointerUp(Point(x: 80, y: 780)), at: 0.15)
        run.settle()
        for step in 0..<10 { run.send(.wheel(dx: 0, dy: -3, at: Point(x: 240, y: 500)), at: run.time + 0.05 + Double(step) * 0.01) }
        run.settle()
        let header = try #require(node("header", in: run.app.elementTree()))
        #expect(header.title == "Market" && header.frame.height == 44, "collapsed: \(header.frame)")
        let titles = texts(run, size: theme.compactTitleSize)
        #expect(titles.map(\.0) == ["Market"])
        for (title, rect) in titles { #expect(inside(rect, header.frame), "\(title) \(rect) in \(header.frame)") }
    }

    @Test func badgeTextStaysInItsCapsule() throws {
        let run = try DrawnDemo(config: "options/badges.json", theme: Self.largest)
        let capsules = run.list.commands.compactMap { command -> Rect? in
            guard case let .fill(rect, color, _) = command, color == Badge.background, rect.height == Badge.height else { return nil }
            return rect
        }
        let badgeTexts: Set<String> = ["3", "new", "12"]
        let drawn = run.list.commands.compactMap { command -> Rect? in
            guard case let .text(text, origin, style, _) = command, badgeTexts.contains(text), style.size < 20 else { return nil }
            let measured = FixedWidthTextMeasurer().size(of: text, style: style)
            return Rect(x: origin.x, y: origin.y, width: measured.width, height: measured.height)
        }
        #expect(capsules.count == 4 && drawn.count == 4, "\(capsules) \(drawn)")
        for rect in drawn {
            #expect(capsules.contains { inside(rect, $0) }, "\(rect) in one of \(capsules)")
        }
    }
}
