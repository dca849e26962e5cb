@testable import PagerCore
import ScrollPhysics
import Testing

/// The numbers that size and place what is drawn (font sizes, insets, tab sizes, frames, frame
/// intervals) are sanitised where they enter, so laying out, tapping and drawing never trap and
/// never produce a number that is not finite.
extension Misuse {
    @Suite("Public numbers of drawing and layout")
    struct DrawingNumberTests {
        /// Whether every rectangle and point of `list` is finite.
        private func isFinite(_ list: DrawList) -> Bool {
            list.commands.allSatisfy { command in
                switch command {
                case let .fill(rect, _, radius): return Hostile.isFinite(rect) && radius.isFinite
                case let .text(_, origin, style, _): return origin.x.isFinite && origin.y.isFinite && style.size.isFinite
                case let .polygon(points, _): return points.allSatisfy { $0.x.isFinite && $0.y.isFinite }
                case let .image(image):
                    return Hostile.isFinite(image.frame) && Hostile.isFinite(image.clip)
                        && image.cornerRadius.isFinite && image.opacity.isFinite
                case let .pushClip(rect): return Hostile.isFinite(rect)
                case .popClip: return true
                }
            }
        }

        @Test("theme sizes", arguments: Hostile.doubles)
        func themeSizes(_ value: Double) {
            var theme = Theme()
            theme.headerTitleSize = value; theme.compactTitleSize = value; theme.largeTitleSize = value
            theme.tabTitleSize = value; theme.pageTitleSize = value; theme.rowTitleSize = value
            theme.rowSubtitleSize = value; theme.barTitleSize = value
            theme.indicatorHeight = value; theme.cornerRadius = value; theme.padding = value; theme.pageDimming = value
            for size in [theme.headerTitleSize, theme.compactTitleSize, theme.largeTitleSize, theme.tabTitleSize,
                         theme.pageTitleSize, theme.rowTitleSize, theme.rowSubtitleSize, theme.barTitleSize] {
                #expect(Theme.fontSizeRange.contains(size))
            }
            #expect((0...1000).contains(theme.indicatorHeight) && (0...1000).contains(theme.cornerRadius))
            #expect((0...1000).contains(theme.padding) && (0...1).contains(theme.pageDimming))
            if value.isNaN { #expect(theme == Theme()) }
            #expect(CollapsingHeader.titleSizes(theme: theme).count <= 1000)

            let viewPager = ViewPager(tabSizeConfiguration: .selfSizing(height: 48), titles: ["One", "Two", "Three"],
                                      theme: theme, measurer: FixedWidthTextMeasurer())
            viewPager.frame = Rect(x: 0, y: 0, width: 400, height: 600)
            let tab = viewPager.tabbedView.tabFrame(at: 2)
            _ = viewPager.handle(InputEvent(.pointerDown(Point(x: tab.midX, y: tab.midY)), at: 1))
            _ = viewPager.handle(InputEvent(.pointerUp(Point(x: tab.midX, y: tab.midY)), at: 1.05))
            viewPager.advance(to: 5)
            var list = DrawList()
            viewPager.tabbedView.draw(into: &list)
            let header = CollapsingHeader(title: "Title")
            header.width = 400
            header.setCollapse(30)
            header.draw(into: &list, measurer: FixedWidthTextMeasurer(), theme: theme)
            #expect(isFinite(list))
            #expect(TextStyle(size: value).size == Theme.fontSize(value, or: 17))
        }

        @Test("tab strip sizes and insets", arguments: Hostile.doubles)
        func tabStripSizes(_ value: Double) {
            for configuration in [TabStripLayout.SizeConfiguration.fillEqually(height: value, spacing: value),
                                  .fixed(width: value, height: value, spacing: value), .selfSizing(height: value, spacing: value)] {
                #expect(configuration.height.isFinite && configuration.spacing.isFinite && configuration.edgeInset.isFinite)
                let tabs = TabbedView(sizeConfiguration: configuration, titles: ["One", "Two", "Three"],
                                      measurer: FixedWidthTextMeasurer())
                tabs.contentInsets = EdgeInsets(all: value)
                #expect(tabs.contentInsets.top.isFinite)
                tabs.frame = Rect(x: 0, y: 0, width: value, height: value)
                #expect(Hostile.isFinite(tabs.frame))
                tabs.frame = Rect(x: 0, y: 0, width: 400, height: 48)
                _ = tabs.handle(InputEvent(.pointerDown(Point(x: 300, y: 20)), at: 1))
                _ = tabs.handle(InputEvent(.pointerMove(Point(x: 100, y: 20)), at: 1.05))
                _ = tabs.handle(InputEvent(.pointerUp(Point(x: 100, y: 20)), at: 1.1))
                tabs.moveToTab(at: 2, at: 2)
                tabs.advance(to: 5)
                var list = DrawList()
                tabs.draw(into: &list)
                #expect(isFinite(list))
            }
        }

        @Test("bottom bar and page indicator frames", arguments: Hostile.frames)
        func barAndIndicatorFrames(_ frame: Rect) {
            let bar = BottomTabBar(items: [BottomTabBar.Item(title: "A", icon: "a"), BottomTabBar.Item(title: "B", icon: "b")],
                                   selectedIndex: 0, theme: Theme(), icons: IconSet(), measurer: FixedWidthTextMeasurer())
            bar.frame = frame
            #expect(Hostile.isFinite(bar.frame))
            _ = bar.tapGesture(at: Point(x: bar.frame.midX, y: bar.frame.midY), at: 1)
            let indicator = PageIndicator(style: .lines)
            indicator.attach(to: PagedView(pageCount: 20)) { _, _ in }
            indicator.layout(in: frame)
            #expect(Hostile.isFinite(indicator.frame))
            _ = indicator.page(at: Point(x: indicator.frame.midX, y: indicator.frame.midY))
            var list = DrawList()
            bar.draw(into: &list)
            indicator.draw(into: &list)
            #expect(isFinite(list))
        }

        @Test("gesture slop", arguments: Hostile.doubles)
        func slop(_ value: Double) {
            let recognizer = GestureRecognizer(slop: value)
            #expect((0...1e6).contains(recognizer.slop))
            if value.isNaN { #expect(recognizer.slop == GestureRecognizer.defaultSlop) }
        }

        @Test("frame pacing intervals", arguments: Hostile.doubles)
        func framePacing(_ interval: Double) {
            var pacing = FramePacing()
            pacing.framePresented(at: 1, interval: interval)
            pacing.framePresented(at: 2, interval: interval)
            #expect(pacing.lastFrameSlot.isFinite)
            // A frame a second later is always due: no interval keeps the loop from drawing.
            #expect(pacing.isDue(at: pacing.lastFrameSlot + 1, interval: interval))
            #expect(pacing.nextFrameTime(interval: interval).isFinite)
        }

        @Test("a clock started at a time that is not finite", arguments: [Double.nan, .infinity, -.infinity])
        func clockStart(_ time: Double) {
            let clock = SceneClock(time)
            #expect(clock.time == 0)
            #expect(clock.advance(to: 2) == 2)
        }
    }
}

extension Misuse.DrawingNumberTests {
    @Test("icon grid sizes and text measurer ratios", arguments: Hostile.doubles)
    func iconGridAndMeasurer(_ value: Double) {
        let icons = IconSet(gridSize: value, icons: ["dot": [IconSet.Part(.circle(center: Point(x: 12, y: 12), radius: 6))]])
        #expect((0.001...1e6).contains(icons.gridSize))
        if value.isNaN { #expect(icons.gridSize == 24) }
        var list = DrawList()
        icons.draw("dot", in: Rect(x: 0, y: 0, width: 24, height: 24), color: .white, into: &list)
        #expect(list.commands.allSatisfy { command in
            if case let .fill(rect, _, radius) = command { return Hostile.isFinite(rect) && radius.isFinite }
            return true
        })
        let measurer = FixedWidthTextMeasurer(characterWidthRatio: value)
        #expect((0...100).contains(measurer.characterWidthRatio))
        let size = measurer.size(of: "Title", style: TextStyle(size: 17))
        #expect(size.width.isFinite && size.height.isFinite)
    }
}
