import Testing
@testable import PagerCore

/// The one value the selectors read: its phase names the pages it is between.
@Suite(.tags(.unit))
struct PagingStateTests {
    @Test func aWholePageIsRestingAndAFractionIsMovingBetweenItsNeighbours() {
        #expect(PagingState.resting(at: 2, pageCount: 5).phase == .resting(page: 2))
        let moving = PagingState(position: 1.25, selectedIndex: 1, pageCount: 5)
        #expect(moving.phase == .moving(from: 1, to: 2, progress: 0.25))
    }

    @Test func aLoopMovesFromItsLastPageToItsFirst() {
        let state = PagingState(position: 3.5, selectedIndex: 0, pageCount: 4, wraps: true)
        #expect(state.phase == .moving(from: 3, to: 0, progress: 0.5))
        let end = PagingState(position: 3.5, selectedIndex: 3, pageCount: 4)
        #expect(end.phase == .moving(from: 3, to: 3, progress: 0.5), "no page after the last one")
    }

    /// A long jump moves between the pages on screen, in proportion to the way between them.
    @Test func aLongJumpMovesBetweenThePagesOnScreen() {
        let state = PagingState(position: 4, selectedIndex: 9, pageCount: 10, splice: [0, 9])
        #expect(state.phase == .moving(from: 0, to: 9, progress: 4.0 / 9))
    }

    /// The pages produce the state, and the strip and the indicator read it: right after an
    /// End key, with no step of time, both show the jump the pages make, its splice included.
    @Test func theSelectorsReadThePagesWithoutBeingTold() {
        let pager = ViewPager(tabSizeConfiguration: .fixed(width: 100, height: 48),
                              titles: (0..<50).map { "Tab \($0)" }, measurer: FixedWidthTextMeasurer())
        pager.indicator = PageIndicator(style: .dots)
        pager.frame = Rect(x: 0, y: 0, width: 400, height: 600)
        pager.advance(to: 0)
        pager.handleKey(.end, at: 0.1)
        let state = pager.pagedView.pagingState
        #expect(state.selectedIndex == 49 && state.splice == [0, 49])
        #expect(pager.tabbedView.selectedIndex == 49)
        #expect(pager.indicator?.selectedIndex == 49)
        pager.advance(to: 0.2)
        let position = pager.pagedView.pagingState.position
        #expect(position > 0 && position < 49)
        #expect(pager.indicator?.position == position)
    }
}
