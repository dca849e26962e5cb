import Foundation
import PagerCore
import ScrollPhysics
import Testing

private let measurer = FixedWidthTextMeasurer()

/// The text colour each title was drawn in.
private func titleColours(_ view: TabbedView) -> [String: Color] {
    var list = DrawList()
    view.draw(into: &list)
    var colours: [String: Color] = [:]
    for case let .text(text, _, _, color) in list.commands { colours[text] = color }
    return colours
}

/// Linear interpolation, the formula every follow test checks against.
private func lerp(_ a: Double, _ b: Double, _ f: Double) -> Double { a + (b - a) * f }

@Suite(.tags(.unit))
struct TabbedViewIndicatorTests {
    /// Self-sizing tabs of different widths, spacing 6, no overflow (401 pt of tabs in 600):
    /// ```
    /// ┌──────────────────────────────────────────────────────────────┐
    /// │6┌─────┐6┌──────────┐6┌───────────────┐6┌─────────────┐6      │
    /// │ │  A  │ │  Medium  │ │  Much longer  │ │  Two words  │       │
    /// │ └═════┘ └──────────┘ └───────────────┘ └─────────────┘       │  ═ indicator
    /// └──────────────────────────────────────────────────────────────┘
    ///  x=10: tabs at 16 (41), 63 (86), 155 (131), 292 (113)
    /// ```
    static let titles = ["A", "Medium", "Much longer", "Two words"]

    static func makeStrip() -> TabbedView {
        let view = TabbedView(sizeConfiguration: .selfSizing(height: 48, spacing: 6), titles: titles, measurer: measurer)
        view.showPages(at: 0)
        view.frame = Rect(x: 10, y: 100, width: 600, height: 48)
        return view
    }

    @Test func indicatorXAndWidthInterpolateLinearlyWithThePosition() {
        let view = Self.makeStrip()
        let spans = (0..<4).map { view.tabFrame(at: $0) }
        #expect(spans.map(\.x) == [16, 63, 155, 292])
        #expect(spans.map(\.width) == [41, 86, 131, 113])
        for position in stride(from: 0.0, through: 3, by: 0.25) {
            view.showPages(at: position)
            let a = Int(position.rounded(.down)), b = min(a + 1, 3), f = position - Double(a)
            let indicator = view.indicatorFrame
            #expect(abs(indicator.x - lerp(spans[a].x, spans[b].x, f)) < 1e-9, "x at \(position)")
            #expect(abs(indicator.width - lerp(spans[a].width, spans[b].width, f)) < 1e-9, "width at \(position)")
            #expect(indicator.maxY == 148 && indicator.height == Theme().indicatorHeight)
        }
        // Spot values: a quarter, a half and three quarters of the way from "A" to "Medium".
        view.showPages(at: 0.25)
        #expect(view.indicatorFrame.x == 16 + 47 * 0.25 && view.indicatorFrame.width == 41 + 45 * 0.25)
        view.showPages(at: 0.5)
        #expect(view.indicatorFrame.x == 39.5 && view.indicatorFrame.width == 63.5)
        view.showPages(at: 0.75)
        #expect(view.indicatorFrame.x == 16 + 47 * 0.75 && view.indicatorFrame.width == 41 + 45 * 0.75)
    }

    @Test func positionsPastTheEndsAreClamped() {
        let view = Self.makeStrip()
        view.showPages(at: -0.4)
        #expect(view.indicatorFrame.x == 16 && view.indicatorFrame.width == 41)
        view.showPages(at: 3.7)
        #expect(view.indicatorFrame.x == 292 && view.indicatorFrame.width == 113)
        view.showPages(at: .nan)
        #expect(view.indicatorFrame.x == 16, "a non-finite position shows the selected tab")
    }

    @Test func selectionAmountAndTitleColourFollowThePosition() {
        let view = Self.makeStrip()
        let theme = Theme()
        for position in [0.0, 0.25, 0.5, 0.75, 1, 1.6, 2.5, 3] {
            view.showPages(at: position)
            let colours = titleColours(view)
            for index in 0..<4 {
                let amount = max(0, 1 - abs(position - Double(index)))
                #expect(view.selectionAmount(of: index) == amount, "tab \(index) at \(position)")
                #expect(colours[Self.titles[index]] == theme.tabUnselected.mixed(with: theme.tabSelected, fraction: amount),
                        "colour of tab \(index) at \(position)")
            }
        }
    }

    /// Through a ViewPager: while a finger holds the pages between two tabs, the indicator
    /// sits where the formula puts it for the pager's own position, frame after frame.
    @Test func indicatorFollowsAPagerDragFrameByFrame() {
        let h = ViewPagerHarness(titles: Self.titles, tabs: .selfSizing(height: 48, spacing: 6), width: 600)
        let spans = (0..<4).map { h.tabs.tabFrame(at: $0) }
        var checked = 0
        h.onFrame = {
            let p = h.pager.position
            let a = min(Int(p.rounded(.down)), 3), b = min(a + 1, 3), f = p - Double(a)
            #expect(abs(h.tabs.indicatorFrame.x - lerp(spans[a].x, spans[b].x, f)) < 1e-9)
            #expect(abs(h.tabs.indicatorFrame.width - lerp(spans[a].width, spans[b].width, f)) < 1e-9)
            checked += 1
        }
        // A slow drag of 300 pt: the pages follow 1:1 (less the slop), the indicator with them.
        h.drag(from: 500, to: 200, start: 0.1, duration: 0.5, release: false)
        #expect(abs(h.pager.position - 292.0 / 600) < 1e-12)
        h.step()
        let mid = h.tabs.indicatorFrame
        #expect(mid.x > spans[0].x && mid.x < spans[1].x)
        h.send(.pointerUp(Point(x: 200, y: ViewPagerHarness.pagesY)), at: h.time + 0.1)
        h.settle()
        #expect(checked > 30)
        #expect(h.pager.currentPage == 0, "held still before release, under half: back to the first page")
        #expect(h.tabs.indicatorFrame.x == spans[0].x)
    }
}

@Suite(.tags(.unit))
struct TabbedViewStripOffsetTests {
    /// Seed 003's (docs/seeds.md) scroll mode: eight fixed 132-pt tabs in a 480-pt strip (the
    /// demo's loop screen, not looping here), 1056 pt of tabs, 576 to scroll.
    static let titles = ["News", "Sports", "Weather", "Science", "Culture", "Travel", "Food", "Tech"]
    static let layout = TabStripLayout(configuration: .fixed(width: 132, height: 48), count: 8,
                                       viewportWidth: 480) { _ in 0 }

    @Test func stripOffsetInterpolatesBetweenCentringOffsetsDuringASwipe() {
        let h = ViewPagerHarness(titles: Self.titles, tabs: .fixed(width: 132, height: 48), initialPage: 2)
        let centring = (0..<8).map { Self.layout.centeringOffset(for: $0) }
        #expect(centring[2] == 264 + 66 - 240)
        #expect(h.tabs.stripOffset == centring[2])
        var frames = 0
        h.onFrame = {
            let p = h.pager.position
            let a = min(Int(p.rounded(.down)), 7), b = min(a + 1, 7)
            let expected = lerp(centring[a], centring[b], p - Double(a))
            #expect(abs(h.tabs.stripOffset - expected) < 1e-9, "at position \(p)")
            frames += 1
        }
        // A flick to the next page, then a slow drag back past half way.
        h.drag(from: 400, to: 300, start: 0.1, duration: 0.1)
        h.settle()
        #expect(h.pager.currentPage == 3)
        #expect(h.tabs.stripOffset == centring[3])
        h.drag(from: 100, to: 400, start: h.time + 0.1, duration: 1)
        h.settle()
        #expect(h.pager.currentPage == 2)
        #expect(h.tabs.stripOffset == centring[2])
        #expect(frames > 60)
    }

    @Test func centringOffsetsAreClampedAtBothEndsOfTheStrip() {
        let first = ViewPagerHarness(titles: Self.titles, tabs: .fixed(width: 132, height: 48), initialPage: 0)
        #expect(first.tabs.stripOffset == 0)
        #expect(first.tabs.tabFrame(at: 0).x == 0)
        first.key(.end, at: 0.1)
        first.settle()
        #expect(first.tabs.stripOffset == 576, "the last tab sits at the right edge, not centred")
        #expect(first.tabs.tabFrame(at: 7).maxX == 480)
    }

    /// A strip flung by hand stays where the user left it while the page stays; when the page
    /// changes it glides back to following (no jump), and it never rests outside 0...maxOffset.
    @Test func flungStripGlidesBackWhenThePageChanges() {
        let h = ViewPagerHarness(titles: (1...12).map { "Month \($0)" }, tabs: .fixed(width: 120, height: 48),
                                 initialPage: 5)
        let dozen = TabStripLayout(configuration: .fixed(width: 120, height: 48), count: 12, viewportWidth: 480) { _ in 0 }
        #expect(h.tabs.stripOffset == dozen.centeringOffset(for: 5))
        // Fling the strip towards its end: 150 pt in 60 ms.
        h.drag(from: 400, to: 250, y: ViewPagerHarness.stripY, start: 0.1, duration: 0.06)
        #expect(h.pager.currentPage == 5, "a strip drag does not move the pages")
        var offsets: [Double] = []
        h.onFrame = { offsets.append(h.tabs.stripOffset) }
        h.run(until: h.time + 0.1)
        let flung = h.tabs.stripOffset
        #expect(flung > dozen.centeringOffset(for: 5) + 150, "the strip coasts on")
        let lastStep = offsets[offsets.count - 1] - offsets[offsets.count - 2]
        #expect(lastStep > 0)

        // The page changes mid-fling: no jump at that instant, then a glide at bounded speed
        // (a critically damped spring from gap x0 and speed v0 never exceeds |v0| (1 + 1/e) + w |x0| / e).
        h.viewPager.handleKey(.right, at: h.time)
        #expect(h.tabs.stripOffset == flung, "the strip does not jump when the page changes")
        let omega = (SpringDescription.pageSnap.stiffness / SpringDescription.pageSnap.mass).squareRoot()
        let gap = flung - dozen.centeringOffset(for: 5)
        let e = exp(1.0)
        // Plus the page's own motion: one 120-pt tab at the page spring's top speed, w / e pages a second.
        let bound = (abs(lastStep) * (1 + 1 / e) + omega * gap * h.frameInterval / e
                     + 120 * omega / e * h.frameInterval) * 1.05
        offsets = [flung]
        h.settle()
        for (a, b) in zip(offsets, offsets.dropFirst()) { #expect(abs(b - a) <= bound, "step \(b - a) > \(bound)") }
        #expect(h.pager.currentPage == 6)
        #expect(h.tabs.stripOffset == dozen.centeringOffset(for: 6), "following again, exactly")
    }

    /// Pages 0 and 1 share the centring offset 0 (clamped); a page change between them must
    /// still bring a strip the user scrolled away back, or the selected tab stays out of view.
    @Test func flungStripComesBackEvenWhenTheCentringOffsetIsTheSame() {
        let h = ViewPagerHarness(titles: (1...12).map { "Month \($0)" }, tabs: .fixed(width: 120, height: 48))
        h.drag(from: 400, to: 100, y: ViewPagerHarness.stripY, start: 0.1, duration: 0.05)
        h.settle()
        #expect(h.tabs.stripOffset == 960, "flung to the end")
        h.key(.right, at: h.time + 0.1)
        h.settle()
        #expect(h.pager.currentPage == 1)
        #expect(h.tabs.stripOffset == 0, "following again: tab 1 in view")
        #expect(h.tabs.tabFrame(at: 1).x == 120)
    }

    @Test func stripRestsWhereItWasFlungWhileThePageStays() {
        let h = ViewPagerHarness(titles: (1...12).map { "Month \($0)" }, tabs: .fixed(width: 120, height: 48),
                                 initialPage: 5)
        h.drag(from: 400, to: 330, y: ViewPagerHarness.stripY, start: 0.1, duration: 0.1)
        h.settle()
        let rest = h.tabs.stripOffset
        #expect(rest > 420 + 62, "coasted past where the finger left it")
        #expect(rest < 960)
        h.run(until: h.time + 1)
        #expect(h.tabs.stripOffset == rest, "following does not pull it back while the page stays")
    }

    @Test(arguments: [(400.0, 40.0), (40.0, 440.0)])
    func hardFlingsNeverRestOutsideTheStrip(from x0: Double, to x1: Double) {
        let h = ViewPagerHarness(titles: (1...12).map { "Month \($0)" }, tabs: .fixed(width: 120, height: 48),
                                 initialPage: x0 > x1 ? 9 : 2)
        var extremes = (low: Double.infinity, high: -Double.infinity)
        h.onFrame = { extremes = (min(extremes.low, h.tabs.stripOffset), max(extremes.high, h.tabs.stripOffset)) }
        h.drag(from: x0, to: x1, y: ViewPagerHarness.stripY, start: 0.1, duration: 0.05)
        h.settle()
        let offset = h.tabs.stripOffset
        #expect(offset >= 0 && offset <= 960)
        #expect(offset == (x0 > x1 ? 960 : 0), "a hard fling ends against the end it was thrown at")
        // It may overshoot while bouncing, but only within the rubber band's reach.
        #expect(extremes.low > -480 * 0.55 && extremes.high < 960 + 480 * 0.55)
    }
}

@Suite(.tags(.unit))
struct TabbedViewManyTabsTests {
    /// 100,000 tabs: only the few in view are ever created, laid out or drawn.
    @Test func hundredThousandTabsCreateOnlyVisibleItems() {
        var made = Set<Int>()
        let view = TabbedView(sizeConfiguration: .fixed(width: 100, height: 48), tabCount: 100_000,
                              measurer: measurer) { index in
            made.insert(index)
            return TitleTabItem(title: "Tab \(index)")
        }
        view.showPages(at: 0)
        view.frame = Rect(x: 0, y: 0, width: 480, height: 48)
        var list = DrawList()
        view.draw(into: &list)
        #expect(made == Set(0..<5))
        view.showPages(at: 70_000.5)
        list.removeAll()
        view.draw(into: &list)
        var visible: [Int] = []
        view.forEachVisibleTab { index, _ in visible.append(index) }
        #expect(visible == Array(69_998..<70_004))
        #expect(made.count == 5 + 6)
        let tree = view.elementNode()
        #expect(tree.children.filter { $0.role == "tab" }.count == 6)
        #expect(tree.children.allSatisfy { $0.frame.width > 0 })
    }
}
