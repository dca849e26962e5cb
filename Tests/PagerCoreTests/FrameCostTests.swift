import PagerCore
import Testing

/// Counts the text measurements asked of it: the work a strip or a bar does per title.
final class CountingTextMeasurer: TextMeasuring {
    private let base = FixedWidthTextMeasurer()
    private(set) var count = 0

    func size(of text: String, style: TextStyle) -> Size {
        count += 1
        return base.size(of: text, style: style)
    }

    func reset() { count = 0 }
}

/// A frame's work does not grow with the number of tabs or bar items, whatever their sizing
/// (counted as titles measured, since every title drawn is measured to be fitted and centred),
/// and inserting a tab measures only that tab.
@Suite(.tags(.unit))
struct FrameCostTests {
    static let sizings: [(String, TabStripLayout.SizeConfiguration)] = [
        ("fillEqually", .fillEqually(height: 48)), ("fixed", .fixed(width: 112, height: 48)),
        ("selfSizing", .selfSizing(height: 48)),
    ]

    /// The most titles measured in one frame (advance and draw) of a Right key's move, and in
    /// a frame of a jump to the last tab, on `count` tabs.
    static func largestFrameWork(count: Int, sizing: TabStripLayout.SizeConfiguration) -> Int {
        let measurer = CountingTextMeasurer()
        let h = ViewPagerHarness(titles: (1...count).map { "Page \($0)" }, tabs: sizing, measurer: measurer)
        measurer.reset()
        var largest = 0
        var list = DrawList()
        h.onFrame = {
            list.removeAll()
            h.tabs.draw(into: &list)
            largest = max(largest, measurer.count)
            measurer.reset()
        }
        h.key(.right, at: 0.1)
        h.settle()
        h.key(.end, at: h.time + 0.1)
        h.settle()
        return largest
    }

    @Test(arguments: sizings.map(\.0))
    func aFramesWorkDoesNotGrowWithTheTabs(sizing name: String) {
        let sizing = Self.sizings.first { $0.0 == name }!.1
        let few = Self.largestFrameWork(count: 100, sizing: sizing)
        let many = Self.largestFrameWork(count: 100_000, sizing: sizing)
        #expect(few > 0)
        if case .fillEqually = sizing {
            // A hundred thousand tabs sharing 480 pt are under a point each: none is shown.
            #expect(many <= few, "\(many) titles measured a frame with 100,000 tabs, \(few) with 100")
        } else {
            #expect(many == few, "\(many) titles measured a frame with 100,000 tabs, \(few) with 100")
        }
    }

    /// Equal tabs too narrow to show are neither drawn nor listed, and tabs a point wide or more
    /// are all there.
    @Test func tabsUnderAPointAreNotShown() {
        for (count, shown) in [(480, 480), (481, 0)] {
            let h = ViewPagerHarness(titles: (1...count).map { "\($0)" }, tabs: .fillEqually(height: 48))
            var seen = 0
            h.tabs.forEachVisibleTab { _, _ in seen += 1 }
            #expect(seen == shown, "\(count) tabs")
            #expect(h.tabs.elementNode().children.filter { $0.role == "tab" }.count == shown)
        }
    }

    /// n inserts measure n titles: the new tab's, not every title again; a new width none.
    @Test(arguments: [100, 1000])
    func insertsMeasureOnlyTheNewTab(inserts: Int) {
        let measurer = CountingTextMeasurer()
        let h = ViewPagerHarness(titles: ["First", "Second", "Third"], tabs: .selfSizing(height: 48), measurer: measurer)
        measurer.reset()
        for n in 0..<inserts { h.insertPage("New \(n)", at: 1 + n % h.titles.count) }
        #expect(measurer.count == inserts)
        measurer.reset()
        h.viewPager.frame = Rect(x: 0, y: 0, width: 900, height: 348)
        #expect(measurer.count == 0)
        // The layout is the one measuring everything afresh gives.
        let fresh = ViewPagerHarness(titles: h.titles, tabs: .selfSizing(height: 48))
        fresh.viewPager.frame = h.viewPager.frame
        for index in [0, 1, inserts / 2, h.titles.count - 1] {
            #expect(h.tabs.tabFrame(at: index).offsetBy(dx: h.tabs.stripOffset, dy: 0)
                    == fresh.tabs.tabFrame(at: index).offsetBy(dx: fresh.tabs.stripOffset, dy: 0))
        }
    }

    /// The bottom bar: a frame with 100,000 items measures no more titles than one with 100.
    @Test func aBarFramesWorkDoesNotGrowWithItsItems() {
        func frameWork(_ count: Int) -> Int {
            let measurer = CountingTextMeasurer()
            let bar = BottomTabBar(items: (0..<count).map { .init(title: "S\($0)", icon: "list") }, selectedIndex: 0,
                                   theme: Theme(), icons: IconSet(), measurer: measurer)
            bar.frame = Rect(x: 0, y: 744, width: 480, height: BottomTabBar.height)
            bar.showPages(at: 0.5)
            var list = DrawList()
            bar.draw(into: &list)
            #expect(bar.elementNode().children.count == (count <= 480 ? count : 0))
            return measurer.count
        }
        let few = frameWork(100), many = frameWork(100_000)
        #expect(few > 0 && many <= few, "\(many) titles measured with 100,000 items, \(few) with 100")
    }
}
