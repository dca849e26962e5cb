@testable import PagerCore
import Testing

/// A tab strip, a bottom bar or a page indicator kept by the app after the ``TabbedPager`` that
/// composed it is gone: a tap on it must not reach the pager that no longer exists (it used to
/// trap reading an unowned reference); the component still works alone.
extension Misuse {
    @Suite("Components that outlive their composition")
    struct OrphanedComponentTests {
        @Test("a tab strip whose ViewPager is gone takes a tap without trapping")
        func tabStripOutlivesViewPager() {
            var viewPager: ViewPager? = ViewPager(tabSizeConfiguration: .fillEqually(height: 40, spacing: 0),
                                                  titles: ["One", "Two", "Three"], measurer: FixedWidthTextMeasurer())
            viewPager?.frame = Rect(x: 0, y: 0, width: 300, height: 400)
            weak let composition = viewPager
            let tabs = viewPager!.tabbedView
            let pages = viewPager!.pagedView
            viewPager = nil
            #expect(composition == nil)

            let secondTab = tabs.tabFrame(at: 1)
            _ = tabs.pressGesture(at: Point(x: secondTab.midX, y: secondTab.midY), at: 1)
            _ = tabs.tapGesture(at: Point(x: secondTab.midX, y: secondTab.midY), at: 1)
            pages.advance(to: 5)
            tabs.advance(to: 5)
            #expect(pages.currentPage == 0)
        }

        @Test("a bottom bar whose pager is gone takes a tap without trapping")
        func bottomBarOutlivesPager() {
            let bar = BottomTabBar(items: [BottomTabBar.Item(title: "A", icon: "home"),
                                           BottomTabBar.Item(title: "B", icon: "search")],
                                   selectedIndex: 0, theme: Theme(), icons: IconSet(), measurer: FixedWidthTextMeasurer())
            var pager: BottomBarPager? = BottomBarPager(tabs: bar, pagedView: PagedView(pageCount: 2),
                                                        tabsPosition: .bottom)
            pager?.frame = Rect(x: 0, y: 0, width: 300, height: 400)
            weak let composition = pager
            pager = nil
            #expect(composition == nil)

            let item = bar.itemFrame(at: 1)
            _ = bar.tapGesture(at: Point(x: item.midX, y: item.midY), at: 1)
            bar.advance(to: 5)
        }

        @Test("a page indicator whose ViewPager is gone takes a tap without trapping")
        func indicatorOutlivesViewPager() {
            var viewPager: ViewPager? = ViewPager(tabSizeConfiguration: .fillEqually(height: 40, spacing: 0),
                                                  titles: ["One", "Two", "Three"], measurer: FixedWidthTextMeasurer())
            let indicator = PageIndicator(style: .dots)
            viewPager?.indicator = indicator
            viewPager?.frame = Rect(x: 0, y: 0, width: 300, height: 400)
            weak let composition = viewPager
            viewPager = nil
            #expect(composition == nil)

            let mark = indicator.cellFrame(at: 2)
            #expect(indicator.page(at: Point(x: mark.midX, y: mark.midY)) == 2)
            _ = indicator.tapGesture(at: Point(x: mark.midX, y: mark.midY), at: 1)
            #expect(indicator.selectedIndex == 0)
        }
    }
}
