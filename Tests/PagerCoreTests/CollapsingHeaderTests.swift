import Testing
@testable import PagerCore

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

struct HeaderTitleLayoutTests {
    private let measurer = FixedWidthTextMeasurer()
    private let theme = Theme()

    private func header(collapsedHeight: Double = 44) -> CollapsingHeader {
        let header = CollapsingHeader(title: "Products", collapsedHeight: collapsedHeight)
        header.origin = Point(x: 0, y: 30)
        header.width = 390
        return header
    }

    @Test func expandedShowsTheLargeTitleCollapsedTheCompactOne() {
        let header = header()
        let expanded = header.titleLayout(measurer: measurer, theme: theme)
        #expect(expanded.largeOpacity == 1)
        #expect(expanded.compactOpacity == 0)
        // Resting on the bottom edge: 30 + 150 - 8 - 34 * 1.2.
        #expect(isClose(expanded.largeOrigin.y, 30 + 150 - 8 - 40.8))
        header.setCollapseFraction(1)
        let collapsed = header.titleLayout(measurer: measurer, theme: theme)
        #expect(collapsed.largeOpacity == 0)
        #expect(collapsed.compactOpacity == 1)
        // Centred in the 44 pt bar.
        #expect(isClose(collapsed.compactOrigin.y, 30 + (44 - 17 * 1.2) / 2))
        #expect(isClose(collapsed.compactOrigin.x, (390 - 8 * 17 * 0.6) / 2))
    }

    /// The large title moves up 1:1 with the header's bottom edge and fades over the distance it
    /// has before reaching the compact bar: 150 - 8 - 40.8 - 44 = 57.2 points.
    @Test func theLargeTitleRidesUpAndFades() {
        let header = header()
        header.setCollapse(28.6)
        let layout = header.titleLayout(measurer: measurer, theme: theme)
        #expect(isClose(layout.largeOrigin.y, 30 + 150 - 8 - 40.8 - 28.6))
        #expect(isClose(layout.largeOpacity, 0.5))
        #expect(isClose(layout.compactOpacity, 0))
    }

    /// "Never just clipped": whatever is visible lies inside the header's frame.
    @Test(arguments: [44.0, 0.0])
    func visibleTitlesStayInsideTheHeader(collapsedHeight: Double) {
        let header = header(collapsedHeight: collapsedHeight)
        var previousLarge = 2.0, previousCompact = -1.0
        for step in 0...200 {
            header.setCollapseFraction(Double(step) / 200)
            let layout = header.titleLayout(measurer: measurer, theme: theme)
            let frame = header.frame
            if layout.largeOpacity > 0 {
                let size = measurer.size(of: layout.largeTitle, style: TextStyle(size: 34, bold: true))
                #expect(layout.largeOrigin.y >= frame.y + collapsedHeight)
                #expect(layout.largeOrigin.y + size.height <= frame.maxY + 1e-9)
            }
            if layout.compactOpacity > 0 {
                let size = measurer.size(of: layout.compactTitle, style: TextStyle(size: 17, bold: true))
                #expect(layout.compactOrigin.y >= frame.y)
                #expect(layout.compactOrigin.y + size.height <= frame.y + collapsedHeight + 1e-9)
            }
            #expect(layout.largeOpacity <= previousLarge)
            #expect(layout.compactOpacity >= previousCompact)
            previousLarge = layout.largeOpacity
            previousCompact = layout.compactOpacity
        }
        #expect(previousLarge == 0)
        #expect(previousCompact == (collapsedHeight > 0 ? 1 : 0))
    }

    @Test func drawCrossfadesTheTwoTitles() {
        let header = header()
        header.setCollapse(60)
        var list = DrawList()
        header.draw(into: &list, measurer: measurer, theme: theme)
        #expect(list.commands.first == .fill(header.frame, theme.headerBackground, cornerRadius: 0))
        #expect(list.commands[1] == .pushClip(header.frame))
        #expect(list.commands.last == .popClip)
        let layout = header.titleLayout(measurer: measurer, theme: theme)
        let alphas: [Double: UInt8] = Dictionary(uniqueKeysWithValues: list.commands.compactMap {
            if case let .text(_, _, style, color) = $0 { return (style.size, color.alpha) }
            return nil
        })
        #expect(layout.largeOpacity == 0)
        #expect(alphas[34] == nil)
        #expect(alphas[17] == UInt8((255 * layout.compactOpacity).rounded()))
    }

    @Test func longTitlesAreElided() {
        let header = CollapsingHeader(title: String(repeating: "Long title ", count: 10))
        header.width = 320
        let layout = header.titleLayout(measurer: measurer, theme: theme)
        #expect(layout.largeTitle.hasSuffix("…"))
        #expect(measurer.size(of: layout.largeTitle, style: TextStyle(size: 34, bold: true)).width <= 320 - 32)
    }
}
