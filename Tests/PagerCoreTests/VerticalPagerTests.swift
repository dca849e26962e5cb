import PagerCore
import Testing

/// `axis: .vertical`: pages stacked top to bottom, paged by vertical drags, wheels and Up /
/// Down, while sideways drags go to a horizontal pager around it (the nested hand-off).
@Suite(.tags(.unit))
struct VerticalPagerTests {
    private static func vertical(pages: Int = 3) -> PagedView {
        var configuration = PagedView.Configuration()
        configuration.axis = .vertical
        let pager = PagedView(pageCount: pages, configuration: configuration)
        pager.frame = Rect(x: 0, y: 100, width: 400, height: 600)
        return pager
    }

    /// A horizontal pager of two screens, the first holding a vertical pager: the chain under
    /// a press is the inner pager, then the outer one.
    private final class Nested: GestureContainer {
        let inner = VerticalPagerTests.vertical()
        let outer = PagedView(pageCount: 2)
        init() { outer.frame = Rect(x: 0, y: 100, width: 400, height: 600) }
        func collectGestureParticipants(at point: Point, into chain: inout [any GestureParticipant]) {
            chain.append(inner)
            chain.append(outer)
        }
    }

    private func drag(_ router: inout GestureRouter, in container: any GestureContainer,
                      from a: Point, to b: Point, start: Double) {
        router.handle(InputEvent(.pointerDown(a), at: start), in: container)
        for k in 1...10 {
            let f = Double(k) / 10
            let p = Point(x: a.x + (b.x - a.x) * f, y: a.y + (b.y - a.y) * f)
            router.handle(InputEvent(.pointerMove(p), at: start + 0.02 * Double(k)), in: container)
        }
        router.handle(InputEvent(.pointerUp(b), at: start + 0.2), in: container)
    }

    private func settle(_ pagers: PagedView..., from t: Double) {
        var time = t
        while pagers.contains(where: { !$0.isSettled }) && time < t + 5 {
            time += 1.0 / 60
            for pager in pagers { pager.advance(to: time) }
        }
    }

    @Test func pagesAreStackedTopToBottom() {
        let pager = Self.vertical()
        pager.moveToPage(at: 1, animated: false, at: 0)
        #expect(pager.visiblePageFrames == [1: Rect(x: 0, y: 100, width: 400, height: 600)])
    }

    /// An upward drag brings the next page up from below; a sideways one goes to the outer pager.
    @Test func verticalDragsPageAndSidewaysDragsHandOff() {
        let nested = Nested()
        var router = GestureRouter()
        drag(&router, in: nested, from: Point(x: 200, y: 600), to: Point(x: 200, y: 300), start: 0)
        settle(nested.inner, nested.outer, from: 0.2)
        #expect(nested.inner.currentPage == 1 && nested.outer.currentPage == 0)
        drag(&router, in: nested, from: Point(x: 350, y: 400), to: Point(x: 50, y: 400), start: 2)
        settle(nested.inner, nested.outer, from: 2.2)
        #expect(nested.inner.currentPage == 1 && nested.outer.currentPage == 1, "the screens moved")
    }

    /// Mid-drag the next page shows below the current one, 1:1 with the pointer.
    @Test func theDragIsOneToOne() {
        let pager = Self.vertical()
        var router = GestureRouter()
        router.handle(InputEvent(.pointerDown(Point(x: 200, y: 600)), at: 0), in: pager)
        router.handle(InputEvent(.pointerMove(Point(x: 200, y: 592)), at: 0.01), in: pager)
        router.handle(InputEvent(.pointerMove(Point(x: 200, y: 300)), at: 0.5), in: pager)
        #expect(abs(pager.position - 292.0 / 600) < 1e-12)
        #expect(abs(pager.visiblePageFrames[1]!.y - (100 + 600 - 292)) < 1e-9)
    }

    /// At the first page a downward drag rubber-bands the inner pager: nothing outside takes
    /// vertical drags.
    @Test func atTheFirstPageAVerticalDragStaysInside() {
        let nested = Nested()
        var router = GestureRouter()
        router.handle(InputEvent(.pointerDown(Point(x: 200, y: 300)), at: 0), in: nested)
        router.handle(InputEvent(.pointerMove(Point(x: 200, y: 500)), at: 0.1), in: nested)
        #expect(router.dragOwner === nested.inner)
        #expect(nested.inner.position < 0 && nested.outer.position == 0)
    }

    /// Up / Down and the vertical wheel page stacked pages.
    @Test func keysAndWheelPageVertically() {
        let tabs = TabbedView(sizeConfiguration: .fillEqually(height: 48), titles: ["A", "B", "C"],
                              measurer: FixedWidthTextMeasurer())
        let pager = ViewPager(tabs: tabs, pagedView: Self.vertical(), tabsPosition: .top)
        pager.frame = Rect(x: 0, y: 0, width: 400, height: 648)
        #expect(pager.handleKey(.down, at: 0) && pager.selectedIndex == 1)
        #expect(pager.handleKey(.up, at: 0.01) && pager.selectedIndex == 0)
        #expect(pager.handleWheel(dx: 0, dy: -1, modifiers: [], at: 1) && pager.selectedIndex == 1, "a notch down")
    }
}
