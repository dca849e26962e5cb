import Testing
@testable import PagerCore

@Suite(.tags(.unit))
struct CollapsingHeaderTests {
    /// 150 expanded, 44 collapsed: 106 points to give up.
    @Test func consumeCollapsesAndReturnsTheRest() {
        let header = CollapsingHeader(title: "Products")
        #expect(header.collapseRange == 106)
        #expect(header.consume(60) == 0)
        #expect(header.height == 90)
        #expect(isClose(header.collapseFraction, 60.0 / 106.0))
        #expect(header.consume(100) == 54)
        #expect(header.isCollapsed)
        #expect(header.height == 44)
        #expect(header.consume(-150) == -44)
        #expect(header.isExpanded)
        #expect(header.height == 150)
    }

    @Test func collapsedHeightIsClampedToTheExpandedOne() {
        #expect(CollapsingHeader(title: "A", expandedHeight: 100, collapsedHeight: 120).collapseRange == 0)
        #expect(CollapsingHeader(title: "A", expandedHeight: 100, collapsedHeight: -5).collapseRange == 100)
    }

    @Test func frameFollowsOriginWidthAndHeight() {
        let header = CollapsingHeader(title: "A")
        header.origin = Point(x: 0, y: 20)
        header.width = 390
        header.setCollapseFraction(0.5)
        #expect(header.frame == Rect(x: 0, y: 20, width: 390, height: 97))
        #expect(header.elementNode() == ElementNode(role: "header", title: "A", frame: header.frame))
    }
}

@Suite(.tags(.unit))
struct HeaderSnapRuleTests {
    private let header = CollapsingHeader(title: "A")

    private func target(fraction: Double, velocity: Double) -> Double {
        let collapse = fraction * header.collapseRange
        let projected = friction(start: collapse, velocity: velocity).finalPosition
        return header.snapTarget(projectedCollapse: projected, velocity: velocity, minimumFlingSpeed: 300)
    }

    @Test func atRestTheNearerEndWins() {
        #expect(target(fraction: 0.4, velocity: 0) == 0)
        #expect(target(fraction: 0.6, velocity: 0) == 106)
    }

    @Test func aFlingFollowsItsDirection() {
        #expect(target(fraction: 0.6, velocity: -300) == 0)
        #expect(target(fraction: 0.9, velocity: -400) == 0)
        #expect(target(fraction: 0.4, velocity: 300) == 106)
        #expect(target(fraction: 0.1, velocity: 400) == 106)
    }

    /// Below the fling speed, the end nearer to where friction would stop: 0.4 * 106 + 60 * 0.4995 > 53.
    @Test func aSlowReleaseUsesTheProjection() {
        #expect(target(fraction: 0.4, velocity: 60) == 106)
        #expect(target(fraction: 0.4, velocity: 10) == 0)
        #expect(target(fraction: 0.6, velocity: -60) == 0)
    }
}

@Suite(.tags(.unit))
struct HeaderTitleLayoutTests {
    private let measurer = FixedWidthTextMeasurer()
    private let theme = Theme()

    private func header(collapsedHeight: Double = 44) -> CollapsingHeader {
        let header = CollapsingHeader(title: "Products", collapsedHeight: collapsedHeight)
        header.origin = Point(x: 0, y: 30)
        header.width = 390
        return header
    }

    @Test func expandedIsTheLargeTitleCollapsedTheCompactOne() {
        let header = header()
        let expanded = header.titleLayout(measurer: measurer, theme: theme)
        #expect(expanded.size == 34 && expanded.opacity == 1)
        // Resting on the bottom edge at the leading padding: 30 + 150 - 8 - 34 * 1.2.
        #expect(isClose(expanded.origin.y, 30 + 150 - 8 - 40.8) && expanded.origin.x == 16)
        header.setCollapseFraction(1)
        let collapsed = header.titleLayout(measurer: measurer, theme: theme)
        #expect(collapsed.size == 17 && collapsed.opacity == 1)
        // Centred in the 44 pt bar.
        #expect(isClose(collapsed.origin.y, 30 + (44 - 17 * 1.2) / 2))
        #expect(isClose(collapsed.origin.x, (390 - 8 * 17 * 0.6) / 2))
    }

    /// Half-way the title is half-way in size and place: one title morphing, not a crossfade.
    @Test func halfWayTheTitleIsHalfWayInSizeAndPlace() {
        let header = header()
        header.setCollapseFraction(0.5)
        let layout = header.titleLayout(measurer: measurer, theme: theme)
        #expect(layout.size == 26 && layout.opacity == 1) // (34 + 17) / 2 = 25.5, whole points
        let width = 8 * 26 * 0.6, height = 26 * 1.2
        #expect(isClose(layout.origin.x, 16 + ((390 - width) / 2 - 16) / 2))
        let inset = 8 + ((44 - height) / 2 - 8) / 2
        #expect(isClose(layout.origin.y, 30 + 97 - inset - height))
    }

    /// At every step of a collapse the header draws exactly one title, opaque, inside the
    /// header, shrinking and moving towards the centre monotonically.
    @Test func oneOpaqueTitleMorphsAcrossTheWholeCollapse() {
        let header = header()
        var previous = (size: 35.0, x: -1.0)
        for step in 0...200 {
            header.setCollapseFraction(Double(step) / 200)
            var list = DrawList()
            header.draw(into: &list, measurer: measurer, theme: theme)
            let texts = list.commands.compactMap { command -> (String, Point, TextStyle, Color)? in
                if case let .text(text, origin, style, color) = command { (text, origin, style, color) } else { nil }
            }
            #expect(texts.count == 1, "step \(step): \(texts.count) titles")
            guard let (text, origin, style, color) = texts.first else { continue }
            #expect(color == theme.headerText, "opaque at step \(step)")
            let size = measurer.size(of: text, style: style)
            #expect(origin.y >= header.frame.y && origin.y + size.height <= header.frame.maxY + 1e-9)
            #expect(style.size <= previous.size && origin.x >= previous.x)
            previous = (style.size, origin.x)
        }
        #expect(previous.size == 17)
    }

    /// A header that collapses to nothing keeps the large title and fades it before the top.
    @Test func withoutABarTheLargeTitleRidesUpAndFades() {
        let header = header(collapsedHeight: 0)
        var previous = 2.0
        for step in 0...100 {
            header.setCollapseFraction(Double(step) / 100)
            let layout = header.titleLayout(measurer: measurer, theme: theme)
            #expect(layout.size == 34 && layout.opacity <= previous)
            if layout.opacity > 0 { #expect(layout.origin.y >= header.frame.y) }
            previous = layout.opacity
        }
        #expect(previous == 0)
    }

    @Test func longTitlesAreElided() {
        let header = CollapsingHeader(title: String(repeating: "Long title ", count: 10))
        header.width = 320
        let layout = header.titleLayout(measurer: measurer, theme: theme)
        #expect(layout.title.hasSuffix("…"))
        #expect(measurer.size(of: layout.title, style: TextStyle(size: 34, bold: true)).width <= 320 - 32)
    }
}
