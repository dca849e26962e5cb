import PagerCore
import Testing

/// A long jump through a strip of many tabs: the tabs between the two pages are cut out while it
/// lasts, so the strip glides from one to the other in one move. Nothing in view jumps when the
/// cut is made or undone, and a jump too short to need a cut sweeps as before.
@Suite(.tags(.unit))
struct TabSpliceTests {
    /// 100,000 fixed 112-pt tabs in a 480-pt strip, like the benchmark's pages scenario.
    static let layout = TabStripLayout(configuration: .fixed(width: 112, height: 48), count: 100_000,
                                       viewportWidth: 480) { _ in 0 }

    private func harness(initialPage: Int = 0) -> ViewPagerHarness {
        ViewPagerHarness(titles: (1...100_000).map { "Page \($0)" }, tabs: .fixed(width: 112, height: 48),
                         initialPage: initialPage)
    }

    private func visibleTabs(_ tabs: TabbedView) -> [(index: Int, frame: Rect)] {
        var shown: [(index: Int, frame: Rect)] = []
        tabs.forEachVisibleTab { shown.append(($0, $1)) }
        return shown
    }

    @Test func endGlidesFromTheFirstTabToTheLastWithoutTheOnesBetween() {
        let h = harness()
        var seen = Set<Int>()
        var offsets: [Double] = []
        var fractions: [Double] = []
        let last = 99_999
        h.onFrame = {
            for tab in self.visibleTabs(h.tabs) { seen.insert(tab.index) }
            offsets.append(h.tabs.stripOffset)
            let p = h.pager.position
            guard p > 0 && p < Double(last) else { return }
            // Between the two, the indicator goes from tab 0 to the last tab as drawn, in
            // proportion to the pager's progress, and the selection passes from one to the other.
            let f = p / Double(last)
            fractions.append(f)
            let from = h.tabs.tabFrame(at: 0), to = h.tabs.tabFrame(at: last)
            #expect(abs(h.tabs.indicatorFrame.x - (from.x + (to.x - from.x) * f)) < 1e-6)
            #expect(abs(h.tabs.selectionAmount(of: 0) - (1 - f)) < 1e-12)
            #expect(abs(h.tabs.selectionAmount(of: last) - f) < 1e-12)
            #expect(h.tabs.selectionAmount(of: 50_000) == 0)
            // The drawn strip: tabs in ascending order, each where the last one ended.
            let shown = self.visibleTabs(h.tabs)
            for (a, b) in zip(shown, shown.dropFirst()) {
                #expect(b.index > a.index)
                #expect(abs(b.frame.x - a.frame.maxX) < 1e-9, "tab \(b.index) glued to tab \(a.index)")
            }
        }
        h.key(.end, at: 0.1)
        h.settle()
        #expect(h.pager.currentPage == last && h.tabs.selectedIndex == last)
        #expect(h.tabs.stripOffset == Self.layout.centeringOffset(for: last))
        #expect(fractions.count > 5 && fractions.max()! > 0.9)
        // Only tabs within a viewport of either end were ever laid out.
        #expect(seen.allSatisfy { $0 < 10 || $0 > last - 10 }, "\(seen.sorted())")
        // The offset moves without a jump: no frame moves it more than the distance between the
        // two tabs as drawn, and no frame after the first goes backwards.
        let steps = zip(offsets, offsets.dropFirst()).map { $1 - $0 }
        #expect(steps.allSatisfy { $0 > -1e-6 || $0 < -1_000_000 }, "\(steps.filter { $0 < 0 })")
    }

    /// What is in view does not move when the jump starts (the cut is made) or when it ends (the
    /// cut is undone, and the offset loses what was cut before the tabs in view).
    @Test func nothingInViewMovesWhenTheCutIsMadeOrUndone() {
        let h = harness(initialPage: 40)
        func snapshot() -> [Int: Double] {
            Dictionary(uniqueKeysWithValues: visibleTabs(h.tabs).map { ($0.index, $0.frame.x) })
        }
        let before = snapshot()
        // The key starts the jump but moves nothing yet.
        h.viewPager.moveToPage(at: 90_000, at: h.time)
        let started = snapshot()
        #expect(started == before)
        var lastFrames: [[Int: Double]] = []
        h.onFrame = { lastFrames.append(snapshot()) }
        h.settle()
        #expect(h.pager.anchors == [90_000])
        // The frame that finished the jump and the one before show the same tabs within the last
        // frame's own motion (under a point and a half as the spring lands); an offset that kept
        // or lost the cut would put them about 10 million points away.
        let final = snapshot()
        #expect(lastFrames.count >= 2)
        let beforeEnd = lastFrames[lastFrames.count - 2]
        #expect(Set(final.keys) == Set(beforeEnd.keys))
        for (index, x) in final where beforeEnd[index] != nil {
            #expect(abs(beforeEnd[index]! - x) < 1.5, "tab \(index) moved from \(beforeEnd[index]!) to \(x)")
        }
    }

    /// A jump over fewer tabs than a viewport's width on either side keeps every tab: the
    /// indicator sweeps across them as it always did.
    @Test func shortJumpSweepsAcrossTheTabsBetween() {
        let h = harness()
        var seen = Set<Int>()
        h.onFrame = { for tab in self.visibleTabs(h.tabs) { seen.insert(tab.index) } }
        h.viewPager.moveToPage(at: 8, at: h.time)
        h.settle()
        #expect(h.pager.currentPage == 8)
        #expect(Set(0...10).isSubset(of: seen))
        #expect(h.tabs.stripOffset == Self.layout.centeringOffset(for: 8))
    }

    /// A tap on a tab glued in during a jump is a tap on that tab.
    @Test func tapOnAGluedTabHitsIt() {
        let h = harness()
        h.viewPager.moveToPage(at: 99_999, at: h.time)
        h.run(until: 0.08)
        let glued = visibleTabs(h.tabs).filter { $0.index > 90_000 }
        let tab = try! #require(glued.first)
        let point = Point(x: tab.frame.midX, y: ViewPagerHarness.stripY)
        #expect(h.tabs.tabIndex(at: point) == tab.index)
    }
}
