import PagerCore
import Testing

/// Every delegate call of a tabbed pager, with the time it carries.
private final class TimedLog: ViewPagerDelegate, TabbedViewDelegate, BottomTabBarDelegate {
    var moves: [(index: Int, time: Double)] = []
    var selects: [(index: Int, time: Double)] = []
    var reselects: [(index: Int, time: Double)] = []
    func didMoveToPage(index: Int, at time: Double) { moves.append((index, time)) }
    func didSelectTab(at index: Int, at time: Double) { selects.append((index, time)) }
    func didReselectTab(at index: Int, at time: Double) { reselects.append((index, time)) }
}

/// Delegate calls carry the time of what they report, and ``TabbedPager/selectTab(at:at:)`` tells
/// the delegate as a tap does while ``TabbedPager/moveToPage(at:animated:at:)`` does not.
@Suite(.tags(.unit)) struct DelegateTimeTests {
    /// Three tabs over three pages at 60 fps, heard by a ``TimedLog``.
    private static func pager() -> (harness: ViewPagerHarness, log: TimedLog) {
        let harness = ViewPagerHarness(titles: ["One", "Two", "Three"])
        let log = TimedLog()
        harness.viewPager.delegate = log
        return (harness, log)
    }

    /// Frames until the pager rests; returns the first frame's time at which it did.
    private static func settleTime(_ harness: ViewPagerHarness) -> Double {
        while !harness.viewPager.isSettled { harness.step() }
        return harness.time
    }

    /// A tap on a tab: the select carries the tap's time, the completed move the time of the
    /// frame at which the pages came to rest.
    @Test func aTapAndItsMoveCarryTheirTimes() {
        let (harness, log) = Self.pager()
        harness.tap(tab: 2, at: 0.25)
        #expect(log.selects.map(\.index) == [2] && log.selects.map(\.time) == [0.25])
        let rest = Self.settleTime(harness)
        #expect(rest > 0.25)
        #expect(log.moves.map(\.index) == [2] && log.moves.map(\.time) == [rest])
    }

    /// The app's select-as-a-tap-would: a select at the time given, then a reselect of the page
    /// in view; a programmatic move tells only the completed move.
    @Test func selectTabTellsTheDelegateAndMoveToPageDoesNot() {
        let (harness, log) = Self.pager()
        harness.viewPager.selectTab(at: 1, at: 0.5)
        #expect(log.selects.map(\.index) == [1] && log.selects.map(\.time) == [0.5])
        harness.run(until: 0.5)
        let rest = Self.settleTime(harness)
        #expect(log.moves.map(\.index) == [1] && log.moves.map(\.time) == [rest])

        harness.viewPager.selectTab(at: 1, at: rest + 0.1)
        #expect(log.reselects.map(\.index) == [1] && log.reselects.map(\.time) == [rest + 0.1])

        harness.viewPager.moveToPage(at: 0, at: rest + 0.2)
        let back = Self.settleTime(harness)
        #expect(log.selects.count == 1, "moveToPage(at:) tells no select")
        #expect(log.moves.map(\.index) == [1, 0] && log.moves.last?.time == back)
    }

    /// A strip and a bottom bar used alone tell their delegates the tap's time.
    @Test func aStripAndABarAloneTellTheTapsTime() {
        let log = TimedLog()
        let strip = TabbedView(sizeConfiguration: .fillEqually(height: 48), tabCount: 3, selectedIndex: 0,
                               measurer: FixedWidthTextMeasurer()) { _ in TitleTabItem(title: "Tab") }
        strip.frame = Rect(x: 0, y: 0, width: 300, height: 48)
        strip.delegate = log
        strip.tap(at: Point(x: 250, y: 24), at: 1.5)
        #expect(log.selects.map(\.index) == [2] && log.selects.map(\.time) == [1.5])

        let bar = BottomTabBar(items: [.init(title: "A", icon: "list"), .init(title: "B", icon: "pages")],
                               selectedIndex: 0, theme: Theme(), icons: IconSet(), measurer: FixedWidthTextMeasurer())
        bar.frame = Rect(x: 0, y: 0, width: 200, height: BottomTabBar.height)
        bar.delegate = log
        bar.tap(at: Point(x: 150, y: 20), at: 2.5)
        #expect(log.selects.map(\.index) == [2, 1] && log.selects.map(\.time) == [1.5, 2.5])
    }
}
