import PagerCore
import Testing

/// A pager over no pages (a feed whose content has not loaded yet) draws no page, calls no page
/// callback, takes input without trapping, and grows when pages are inserted; removing its last
/// page empties it again.
extension Misuse {
    @Suite("Empty pager")
    struct EmptyPagerTests {
        /// Keys, wheel notches, moves and frames a user and an app give an empty pager.
        static func exercise(_ pager: PagedView, from start: Double) {
            var time = start
            for key in [Key.right, .left, .end, .home, .pageDown, .digit3] {
                time += 0.05
                pager.handle(InputEvent(.key(key, []), at: time))
            }
            pager.handle(InputEvent(.wheel(dx: 1, dy: 0, at: Point(x: 200, y: 100)), at: time + 0.1))
            pager.moveToPage(at: 2, at: time + 0.2)
            pager.moveByOnePage(forward: false, at: time + 0.3)
            pager.handle(InputEvent(.pointerDown(Point(x: 300, y: 100)), at: time + 0.4))
            pager.handle(InputEvent(.pointerMove(Point(x: 100, y: 100)), at: time + 0.45))
            pager.handle(InputEvent(.pointerUp(Point(x: 100, y: 100)), at: time + 0.5))
            for frame in 1...30 { pager.advance(to: time + 0.5 + Double(frame) / 60) }
        }

        @Test(arguments: [false, true])
        func aPagerOverNoPagesShowsNothingAndGrows(looping: Bool) {
            let h = FeedPager(pages: 0, looping: looping)
            var finished: [Bool] = []
            h.pager.moveToPage(at: 0, animation: .default, at: 0) { finished.append($0) }
            Self.exercise(h.pager, from: 0)
            var list = DrawList()
            h.pager.drawShownPages(into: &list, context: PageContext(theme: Theme(), measurer: FixedWidthTextMeasurer()))
            #expect(h.pager.pageCount == 0 && h.pager.currentPage == 0)
            #expect(h.pager.visiblePages.isEmpty && h.pager.shownPageNodes().isEmpty)
            #expect(h.feed.made.isEmpty && h.feed.heard.isEmpty && h.moves.isEmpty)
            #expect(finished == [false], "a move in an empty pager ends at once, unfinished")
            #expect(h.pager.isSettled)

            h.feed.insert("first", at: 0, into: h.pager)
            #expect(h.pager.pageCount == 1 && h.pager.currentPage == 0 && h.pager.position == 0)
            #expect(h.feed.heard == ["first willAppear", "first didAppear"])
            h.feed.insert("second", at: 1, into: h.pager)
            h.visit(1)
            #expect(h.pager.currentPage == 1 && h.moves == [1])
            #expect(h.feed.mismatches(in: h.pager).isEmpty && h.feed.violations.isEmpty && h.feed.askedOutside.isEmpty)
        }

        @Test func removingTheLastPageEmptiesThePager() {
            let h = FeedPager(pages: 2, initialPage: 1)
            h.feed.remove(at: 1, from: h.pager)
            h.settle()
            #expect(h.pager.pageCount == 1 && h.pager.currentPage == 0)
            h.feed.remove(at: 0, from: h.pager)
            #expect(h.pager.pageCount == 0, "the pager becomes empty, not stuck at one page")
            #expect(h.pager.loadedPageIndices.isEmpty && h.pager.visiblePages.isEmpty)
            #expect(h.feed.heard.suffix(2) == ["P0 willDisappear", "P0 didDisappear"])
            #expect(h.feed.released.last == "P0@0")
            let heard = h.feed.heard.count
            Self.exercise(h.pager, from: h.time)
            #expect(h.feed.heard.count == heard && h.feed.askedOutside.isEmpty)
            h.feed.insert("again", at: 0, into: h.pager)
            #expect(h.pager.pageCount == 1 && h.feed.heard.suffix(2) == ["again willAppear", "again didAppear"])
            #expect(h.feed.mismatches(in: h.pager).isEmpty && h.feed.violations.isEmpty)
        }

        /// Removing the last page mid-drag and mid-spring: the pager empties and its gesture and
        /// move end without touching a page.
        @Test func removingTheLastPageMidMove() {
            let h = FeedPager(pages: 1)
            var finished: [Bool] = []
            h.pager.handle(InputEvent(.pointerDown(Point(x: 300, y: 100)), at: 0.1))
            h.pager.handle(InputEvent(.pointerMove(Point(x: 200, y: 100)), at: 0.15))
            h.feed.remove(at: 0, from: h.pager)
            h.pager.handle(InputEvent(.pointerMove(Point(x: 100, y: 100)), at: 0.2))
            h.pager.handle(InputEvent(.pointerUp(Point(x: 100, y: 100)), at: 0.25))
            h.run(until: 0.5)
            #expect(h.pager.pageCount == 0 && h.pager.position == 0)
            h.feed.insert("A", at: 0, into: h.pager)
            h.feed.insert("B", at: 1, into: h.pager)
            h.pager.moveToPage(at: 1, animation: .default, at: h.time) { finished.append($0) }
            h.run(until: h.time + 0.1)
            h.feed.remove(at: 1, from: h.pager)
            h.feed.remove(at: 0, from: h.pager)
            h.settle()
            #expect(finished == [false] && h.pager.pageCount == 0 && h.pager.isSettled)
            #expect(h.feed.violations.isEmpty && h.feed.askedOutside.isEmpty)
        }

        @Test func aPageBuilderOverNoPagesIsNeverAsked() {
            var asked: [Int] = []
            let builder = PageBuilder(count: 0) { index in
                asked.append(index)
                return ColorPage(title: "\(index)", color: nil)
            }
            let pager = PagedView(dataSource: builder)
            pager.frame = Rect(x: 0, y: 0, width: 400, height: 300)
            Self.exercise(pager, from: 0)
            #expect(asked.isEmpty && pager.pageCount == 0)
            #expect(PagedView(pageCount: 0).pageCount == 0 && PagedView(pageCount: -3).pageCount == 0)
        }

        @Test func aSceneOverNoPagesDrawsNoPage() {
            let scene = PagerScene(pages: [], measurer: FixedWidthTextMeasurer())
            scene.resize(to: Size(width: 400, height: 300))
            for (index, key) in [Key.right, .end, .left].enumerated() {
                scene.handle(InputEvent(.key(key, []), at: Double(index) * 0.1))
            }
            scene.advance(to: 1)
            var list = DrawList()
            scene.draw(into: &list)
            let pager = scene.elementTree().children.first { $0.role == "pager" }
            #expect(pager?.children.isEmpty == true)
            #expect(scene.viewPager.pagedView.pageCount == 0 && scene.viewPager.tabbedView.tabCount == 0)
        }

        /// A tab strip (with an indicator) over no pages, then a page inserted and removed again.
        @Test func aViewPagerOverNoPages() {
            let viewPager = ViewPager(tabSizeConfiguration: .fillEqually(height: 48, spacing: 0), titles: [],
                                      measurer: FixedWidthTextMeasurer())
            viewPager.indicator = PageIndicator(style: .dots)
            viewPager.frame = Rect(x: 0, y: 0, width: 400, height: 300)
            var finished: [Bool] = []
            viewPager.moveToPage(at: 1, animation: .default, at: 0) { finished.append($0) }
            viewPager.selectTab(at: 0, at: 0.1)
            viewPager.handle(InputEvent(.key(.right, []), at: 0.2))
            viewPager.advance(to: 0.5)
            var list = DrawList()
            viewPager.indicator?.draw(into: &list)
            viewPager.tabbedView.draw(into: &list)
            _ = viewPager.tabbedView.elementNode()
            #expect(viewPager.indicator?.shownPages.isEmpty == true)
            #expect(viewPager.pagedView.pageCount == 0 && viewPager.tabbedView.tabCount == 0)
            #expect(finished == [false])
            // The app's data gains a page: the tab strip and pages grow together.
            viewPager.insertPage(at: 0)
            viewPager.advance(to: 0.6)
            #expect(viewPager.pagedView.pageCount == 1 && viewPager.tabbedView.tabCount == 1)
            #expect(viewPager.selectedIndex == 0)
            viewPager.removePage(at: 0)
            viewPager.advance(to: 0.7)
            #expect(viewPager.pagedView.pageCount == 0 && viewPager.tabbedView.tabCount == 0)
            viewPager.tabbedView.draw(into: &list)
        }
    }
}

extension PagedView {
    /// The indices of the pages in view.
    var visiblePages: [Int] {
        var pages: [Int] = []
        forEachVisiblePage { index, _ in pages.append(index) }
        return pages
    }
}
