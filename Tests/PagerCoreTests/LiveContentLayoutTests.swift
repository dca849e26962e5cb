import PagerCore
import Testing

/// Live content (``TabbedPager/apply(_:changed:)``) and restored state
/// (``TabbedPager/restore(_:time:index:)``) in the layouts besides the plain one: vertical pages,
/// right to left, and a peek with spacing. A pager and its twin take the same drag; one gets new
/// content mid-drag that moves the page under the finger from index 2 to 4; from then on, frame by
/// frame through the rest of the drag, the fling and the settle, it is its twin shifted by 2.
@Suite(.tags(.unit))
struct LiveContentLayoutTests {
    enum Layout: String, CaseIterable, CustomTestStringConvertible {
        case vertical, rightToLeft, peek

        var testDescription: String { rawValue }

        var configuration: PagedView.Configuration {
            var configuration = PagedView.Configuration()
            switch self {
            case .vertical: configuration.axis = .vertical
            case .rightToLeft: configuration.isRightToLeft = true
            case .peek:
                configuration.peek = 40
                configuration.pageSpacing = 16
            }
            return configuration
        }

        /// A point on the pages `points` along the drag that brings later pages in, from `start`.
        func point(_ points: Double) -> Point {
            switch self {
            case .vertical: return Point(x: 240, y: 300 - points)
            case .rightToLeft: return Point(x: 100 + points, y: ViewPagerHarness.pagesY)
            case .peek: return Point(x: 400 - points, y: ViewPagerHarness.pagesY)
            }
        }
    }

    private let titles = (0..<5).map { "P\($0)" }

    /// Pointer moves from `from` to `to` points along the layout's forward drag, one a frame.
    private func move(_ h: ViewPagerHarness, _ layout: Layout, from: Double, to: Double, start: Double, duration: Double) {
        var k = 1
        while start + Double(k) * h.frameInterval <= start + duration + 1e-12 {
            let t = start + Double(k) * h.frameInterval
            h.run(until: t)
            h.send(.pointerMove(layout.point(from + (to - from) * (t - start) / duration)), at: t)
            k += 1
        }
    }

    @Test(arguments: Layout.allCases)
    func newContentMidDragIsTheSameDragShifted(layout: Layout) {
        let twin = ViewPagerHarness(titles: titles, initialPage: 2, configuration: layout.configuration)
        let h = ViewPagerHarness(titles: titles, initialPage: 2, configuration: layout.configuration)
        for pager in [twin, h] {
            pager.run(until: 0.1)
            pager.send(.pointerDown(layout.point(0)), at: 0.1)
            move(pager, layout, from: 0, to: 60, start: 0.1, duration: 0.2)
        }
        #expect(twin.pager.position > 2 && twin.pager.position < 3, "\(twin.pager.position)")
        h.apply(["X", "P0", "P1", "Y", "P2", "P3", "P4"])
        #expect(h.currentTitle == "P2" && h.pager.currentPage == 4)
        #expect(abs(h.pager.position - (twin.pager.position + 2)) < 1e-9)
        // A quick 100 pt more, released while moving: a fling to the next page.
        for pager in [twin, h] {
            move(pager, layout, from: 60, to: 160, start: pager.time, duration: 0.1)
            pager.send(.pointerUp(layout.point(160)), at: pager.time)
        }
        for _ in 0..<90 {
            twin.step()
            h.step()
            #expect(abs(h.pager.position - (twin.pager.position + 2)) < 1e-9, "\(layout) at \(h.time)")
        }
        twin.settle()
        h.settle()
        #expect(twin.currentTitle == "P3", "the fling went on to the next page")
        #expect(h.currentTitle == twin.currentTitle && h.pager.currentPage == twin.pager.currentPage + 2)
        #expect(h.tabs.selectedIndex == h.pager.currentPage && h.viewPager.isSettled)
    }

    /// A saved page restored into new content lands at rest, drawn exactly where a pager made on
    /// that page draws it.
    @Test(arguments: Layout.allCases)
    func aRestoredPageRestsWhereItsPageIs(layout: Layout) {
        let h = ViewPagerHarness(titles: titles, configuration: layout.configuration)
        h.key(.end, at: 0.1)
        h.settle()
        let saved = h.viewPager.pageReference { h.titles[$0] }
        let newTitles = ["New"] + titles
        let restored = ViewPagerHarness(titles: newTitles, configuration: layout.configuration)
        restored.viewPager.restore(saved, at: 0) { newTitles.firstIndex(of: $0) }
        let reference = ViewPagerHarness(titles: newTitles, initialPage: 5, configuration: layout.configuration)
        #expect(restored.currentTitle == "P4" && restored.pager.position == 5 && restored.tabs.selectedIndex == 5)
        #expect(restored.viewPager.isSettled)
        func frames(_ pager: ViewPagerHarness) -> [Int: Rect] {
            var frames: [Int: Rect] = [:]
            pager.pager.forEachVisiblePage { index, frame in frames[index] = frame }
            return frames
        }
        #expect(frames(restored) == frames(reference) && frames(restored).count == (layout == .peek ? 2 : 1))
    }
}
