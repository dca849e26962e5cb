import PagerCore
import Testing

/// Right to left: the pages, the tab strip, the bottom bar and the indicator mirror; a drag to
/// the right brings the next page; Left / Right go to the page on that side.
@Suite(.tags(.unit))
struct RightToLeftTests {
    private func harness(pages: Int = 3, peek: Double = 0) -> ViewPagerHarness {
        var configuration = PagedView.Configuration()
        configuration.isRightToLeft = true
        configuration.peek = peek
        let h = ViewPagerHarness(titles: (0..<pages).map { "P\($0)" }, configuration: configuration)
        h.tabs.isRightToLeft = true
        return h
    }

    @Test func laterPagesLieToTheLeft() {
        let h = harness(peek: 40)
        h.pager.moveToPage(at: 1, animated: false, at: 0)
        let f = h.pager.visiblePageFrames
        #expect(f[1] == Rect(x: 40, y: 48, width: 400, height: 300))
        #expect(f[2]!.maxX == 40 && f[0]!.x == 440, "the next page on the left, the previous on the right")
    }

    @Test func aDragToTheRightGoesToTheNextPage() {
        let h = harness()
        h.drag(from: 100, to: 400, start: 0.1, duration: 0.2)
        h.settle()
        #expect(h.pager.currentPage == 1 && h.tabs.selectedIndex == 1)
        h.drag(from: 400, to: 100, start: h.time + 0.1, duration: 0.2)
        h.settle()
        #expect(h.pager.currentPage == 0)
    }

    @Test func theStripIsMirroredAndTapsHitWhatIsShown() {
        let h = harness()
        #expect(h.tabs.tabFrame(at: 0) == Rect(x: 320, y: 0, width: 160, height: 48))
        #expect(h.tabs.tabFrame(at: 2) == Rect(x: 0, y: 0, width: 160, height: 48))
        #expect(h.tabs.indicatorFrame.x == 320, "under the first tab, at the right")
        h.send(.pointerDown(Point(x: 40, y: 24)), at: 0.1)
        h.send(.pointerUp(Point(x: 40, y: 24)), at: 0.1)
        h.settle()
        #expect(h.pager.currentPage == 2, "the tab drawn at the left is the last")
    }

    @Test func leftAndRightFollowWhatIsOnScreen() {
        let h = harness()
        h.viewPager.handleKey(.left, at: 0.1)
        #expect(h.viewPager.selectedIndex == 1, "Left: the page to the left, the next")
        h.viewPager.handleKey(.right, at: 0.2)
        #expect(h.viewPager.selectedIndex == 0)
        h.viewPager.handleKey(.end, at: 0.3)
        h.viewPager.handleKey(.home, at: 0.4)
        #expect(h.viewPager.selectedIndex == 0, "Home: the first page, at the right end")
    }

    @Test func theBarAndTheIndicatorMirror() {
        let bar = BottomTabBar(items: [.init(title: "A", icon: "list"), .init(title: "B", icon: "pages"),
                                       .init(title: "C", icon: "loop")],
                               selectedIndex: 0, theme: Theme(), icons: IconSet(), measurer: FixedWidthTextMeasurer())
        bar.isRightToLeft = true
        bar.frame = Rect(x: 0, y: 744, width: 480, height: BottomTabBar.height)
        #expect(bar.itemFrame(at: 0).x == 320 && bar.itemFrame(at: 2).x == 0)
        #expect(bar.itemIndex(at: Point(x: 10, y: 760)) == 2 && bar.itemIndex(at: Point(x: 470, y: 760)) == 0)

        let indicator = PageIndicator(style: .dots, isRightToLeft: true)
        let pages = PagesAt(pageCount: 3)
        indicator.attach(to: pages) { _, _ in }
        indicator.layout(in: Rect(x: 0, y: 0, width: 480, height: 300))
        let first = indicator.elementNode().children[0].frame, last = indicator.elementNode().children[2].frame
        #expect(first.x > last.x, "the first page's dot at the right")
        #expect(indicator.page(at: Point(x: first.midX, y: first.midY)) == 0)
    }
}
