import Testing
import PagerCore
import ScrollPhysics

/// The pages own the selection: after any input and on every frame, the selected tab is the page
/// the pages are on or heading for.
@Suite(.tags(.unit))
struct SelectionSourceTests {
    @Test(arguments: [UInt64(1), 2, 3, 4, 5, 6])
    func theSelectedTabIsAlwaysThePagesTarget(seed: UInt64) {
        let titles = (0..<7).map { "Tab \($0)" }
        let h = ViewPagerHarness(titles: titles, tabs: .fixed(width: 120, height: 48), width: 480)
        var frames = 0
        h.onFrame = {
            frames += 1
            #expect(h.tabs.selectedIndex == h.pager.targetPage, "frame \(frames)")
            #expect(h.viewPager.selectedIndex == h.pager.targetPage)
        }
        var random = SplitMix64(seed: seed)
        var t = 0.1
        for _ in 0..<60 {
            t += Double(random.next() % 200) / 1000
            switch random.next() % 6 {
            case 0: h.key([.left, .right, .home, .end, .digit4][Int(random.next() % 5)], at: t)
            case 1: h.tap(tab: Int(random.next() % 7), at: t)
            case 2:
                let x0 = Double(random.next() % 480), x1 = Double(random.next() % 480)
                h.drag(from: x0, to: x1, start: t, duration: 0.1, release: random.next() % 4 != 0)
                t += 0.1
            case 3:
                h.run(until: t)
                h.viewPager.handleWheel(dx: random.next() % 2 == 0 ? 1 : -1, dy: 0, modifiers: [], at: t)
            case 4:
                h.run(until: t)
                if random.next() % 2 == 0 { h.insertPage("New", at: Int(random.next() % UInt64(h.titles.count + 1))) }
                else { h.removePage(at: Int(random.next() % UInt64(h.titles.count))) }
            default:
                h.run(until: t)
            }
            #expect(h.tabs.selectedIndex == h.pager.targetPage, "right after the input at \(t)")
        }
        h.send(.pointerCancel, at: t + 0.01)
        h.settle()
        #expect(h.tabs.selectedIndex == h.pager.currentPage)
    }

    /// The screens' pager is the same composition with a bottom bar below: a tap on an item moves
    /// the pages, and the bar's selection follows the pages.
    @Test func aBottomBarPagerIsAViewPagerWithTheBarBelow() {
        let bar = BottomTabBar(items: ["A", "B", "C"].map { BottomTabBar.Item(title: $0, icon: "") }, selectedIndex: 0,
                               theme: Theme(), icons: IconSet(), measurer: FixedWidthTextMeasurer())
        let screens = BottomBarPager(tabs: bar, pagedView: PagedView(pageCount: 3), tabsPosition: .bottom)
        screens.frame = Rect(x: 0, y: 0, width: 300, height: 600)
        #expect(bar.frame == Rect(x: 0, y: 544, width: 300, height: 56))
        #expect(screens.pagedView.frame == Rect(x: 0, y: 0, width: 300, height: 544))
        var router = GestureRouter()
        router.handle(InputEvent(.pointerDown(Point(x: 250, y: 570)), at: 1), in: screens)
        router.handle(InputEvent(.pointerUp(Point(x: 250, y: 570)), at: 1.05), in: screens)
        #expect(screens.pagedView.targetPage == 2 && bar.selectedIndex == 2)
        screens.advance(to: 1.1)
        #expect(screens.pagedView.position > 0 && screens.pagedView.position < 2, "it animates from the tap's time")
        var t = 1.1
        while !screens.isSettled { t += 1.0 / 60; screens.advance(to: t) }
        #expect(screens.pagedView.currentPage == 2 && bar.selectedIndex == 2)
    }
}
