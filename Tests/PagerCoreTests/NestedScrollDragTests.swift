import Testing
@testable import PagerCore
import ScrollPhysics

/// The drag hand-off: header 150 → 44 (106 to collapse), list of 100 rows of 60 pt in a 708 pt
/// viewport (5292 to scroll).
@Suite(.tags(.unit))
struct NestedScrollDragTests {
    /// Pulled `pull` points past an end, the list shows `(1 - 1 / (pull * 0.55 / 708 + 1)) * 708`.
    private func band(_ pull: Double) -> Double {
        (1 - 1 / (pull * 0.55 / ScrollScreen.viewport + 1)) * ScrollScreen.viewport
    }

    /// ```
    /// pointer up 300:  header 150 → 44 (106)  then  list 0 → 194 (194)   106 + 194 = 300
    /// ```
    @Test func upwardCollapsesTheHeaderThenScrollsTheListBySamePointerTravel() {
        let screen = ScrollScreen()
        let rowBefore = screen.list.rowFrame(at: 10).y
        screen.drag(dy: -300, release: false)
        #expect(screen.header.collapse == 106)
        #expect(screen.list.position.offset == 194)
        #expect(screen.list.position.overscroll == 0)
        // On screen, row 10 moved exactly with the pointer.
        #expect(isClose(screen.list.rowFrame(at: 10).y - rowBefore, -300))
    }

    @Test func manySmallMovesAddUpToTheSame() {
        let screen = ScrollScreen()
        screen.drag(dy: -300, steps: 37, release: false)
        #expect(screen.header.collapse == 106)
        #expect(isClose(screen.list.position.offset, 194))
    }

    /// ```
    /// pointer down 100:  list 194 → 94, header stays collapsed
    /// pointer down 200:  list 94 → 0 (94)  then  header 44 → 150 (106)
    /// ```
    @Test func downwardScrollsTheListToItsTopFirstThenExpandsTheHeader() {
        let screen = ScrollScreen()
        screen.drag(dy: -300, release: false)
        screen.coordinator.drag(by: 100, at: 0.2)
        #expect(screen.list.position.offset == 94)
        #expect(screen.header.collapse == 106)
        screen.coordinator.drag(by: 200, at: 0.3)
        #expect(screen.list.position.offset == 0)
        #expect(screen.header.collapse == 0)
        #expect(screen.list.position.overscroll == 0)
    }

    @Test func theListTopWithTheHeaderCollapsedIsNotAnEnd() {
        let screen = ScrollScreen()
        screen.drag(dy: -106, release: false)
        #expect(screen.header.isCollapsed)
        screen.coordinator.drag(by: 50, at: 0.2)
        #expect(screen.header.collapse == 56)
        #expect(screen.list.position.overscroll == 0)
    }

    @Test func theTopRubberBandsOnlyWithTheHeaderFullyExpanded() {
        let screen = ScrollScreen()
        screen.drag(dy: -30, release: false)
        screen.coordinator.drag(by: 100, at: 0.2)
        #expect(screen.header.isExpanded)
        #expect(isClose(screen.list.position.overscroll, -band(70)))
        #expect(isClose(screen.coordinator.listOffset, -band(70)))
    }

    @Test func theBottomRubberBandsPastTheLastRow() {
        let screen = ScrollScreen()
        screen.drag(dy: -(106 + 5292 + 100), release: false)
        #expect(screen.header.isCollapsed)
        #expect(screen.list.position.offset == 5292)
        #expect(isClose(screen.list.position.overscroll, band(100)))
    }

    /// A list left at its bottom while the header is expanded (after a page switch) is not at a
    /// true end: the header still collapses first.
    @Test func aListAtItsBottomUnderAnExpandedHeaderCollapsesTheHeaderFirst() {
        let screen = ScrollScreen()
        screen.list.scroll(to: 5292)
        screen.drag(dy: -50, release: false)
        #expect(screen.header.collapse == 50)
        #expect(screen.list.position.overscroll == 0)
    }

    @Test func movingBackUnwindsTheOverscrollBeforeAnythingElse() {
        let screen = ScrollScreen()
        screen.drag(dy: 100, release: false)
        #expect(screen.list.position.overscroll < 0)
        screen.coordinator.drag(by: -100, at: 0.2)
        #expect(screen.list.position.overscroll == 0)
        #expect(screen.header.isExpanded)
        screen.coordinator.drag(by: -50, at: 0.3)
        #expect(screen.header.collapse == 50)
    }

    @Test func aDragCatchesASpringingOverscrollWithoutAJump() {
        let screen = ScrollScreen()
        screen.drag(dy: 120)
        screen.advance(to: 0.15)
        let shown = screen.list.position.overscroll
        #expect(shown < 0 && shown > -band(120))
        screen.coordinator.press(at: 0.15)
        screen.coordinator.beginDrag(at: 0.15)
        #expect(screen.list.position.overscroll == shown)
        screen.coordinator.drag(by: 0.001, at: 0.16)
        #expect(isClose(screen.list.position.overscroll, shown, 0.001))
    }

    @Test func withoutBouncingTheEndsAreHard() {
        var configuration = NestedScrollCoordinator.Configuration()
        configuration.bounces = false
        let screen = ScrollScreen(configuration: configuration)
        screen.drag(dy: 100, release: false)
        #expect(screen.list.position.overscroll == 0)
        screen.coordinator.drag(by: -(106 + 5292 + 100), at: 0.2)
        #expect(screen.list.position.overscroll == 0)
        #expect(screen.list.position.offset == 5292)
    }

    @Test func traceValuesAreHeaderHeightAndListOffset() {
        let screen = ScrollScreen()
        screen.drag(dy: -300, release: false)
        #expect(screen.coordinator.headerHeight == 44)
        #expect(screen.coordinator.listOffset == 194)
    }
}
