import PagerCore
import Testing

/// Replacing every page in one batch (remove them all, then insert the new ones): the pager
/// passes through no pages and ends on the new list's first page.
extension Misuse {
    @Suite("Replace all in a batch")
    struct ReplaceAllInBatchTests {
        @Test(arguments: [0, 2])
        func aPagedViewReplacesEveryPage(current: Int) {
            let h = FeedPager(pages: 4, initialPage: current)
            h.feed.titles = ["N0", "N1", "N2"]
            h.pager.performBatchUpdates {
                for index in (0..<4).reversed() { h.pager.removePage(at: index) }
                for index in 0..<3 { h.pager.insertPage(at: index) }
            }
            #expect(h.pager.pageCount == 3 && h.pager.currentPage == 0)
            #expect(h.pager.page(at: 0)?.title == "N0")
            #expect(h.feed.askedOutside == [] && h.feed.violations == [])
            #expect(h.feed.heard.suffix(2) == ["N0 willAppear", "N0 didAppear"])
            h.visit(2)
            #expect(h.feed.mismatches(in: h.pager) == [] && h.moves.last == 2)
        }

        @Test func aViewPagerReplacesEveryPageAndTab() {
            var titles = ["A", "B", "C"]
            let viewPager = ViewPager(tabbedView: TabbedView(sizeConfiguration: .fillEqually(height: 48, spacing: 0),
                                                             tabCount: 3, measurer: FixedWidthTextMeasurer()) { index in
                                          TitleTabItem(title: titles[index])
                                      },
                                      pagedView: PagedView(pageCount: 3, initialPage: 1))
            viewPager.frame = Rect(x: 0, y: 0, width: 400, height: 300)
            titles = ["X", "Y"]
            viewPager.pagedView.performBatchUpdates {
                for index in (0..<3).reversed() { viewPager.removePage(at: index) }
                for index in 0..<2 { viewPager.insertPage(at: index) }
            }
            viewPager.advance(to: 0.1)
            var list = DrawList()
            viewPager.tabbedView.draw(into: &list)
            #expect(viewPager.pagedView.pageCount == 2 && viewPager.tabbedView.tabCount == 2)
            #expect(viewPager.selectedIndex == 0 && viewPager.pagedView.currentPage == 0)
            #expect(viewPager.tabbedView.elementNode().children.filter { $0.role == "tab" }.map(\.title) == ["X", "Y"])

            // The same as a keyed diff to an empty list and back.
            titles = []
            viewPager.apply(PageListDiff(from: ["X", "Y"], to: [String](), current: 0))
            #expect(viewPager.pagedView.pageCount == 0 && viewPager.tabbedView.tabCount == 0)
            titles = ["Z"]
            viewPager.apply(PageListDiff(from: [String](), to: ["Z"], current: 0))
            #expect(viewPager.pagedView.pageCount == 1 && viewPager.tabbedView.tabCount == 1)
        }
    }
}
