import Testing
@testable import PagerCore

/// The header's scroll modes on the way back: header 150 → 44 (106 to collapse) over a list of
/// 100 rows of 60 pt.
@Suite(.tags(.unit))
struct HeaderScrollModeTests {
    private func screen(_ mode: HeaderScrollMode) -> ScrollScreen {
        var configuration = NestedScrollCoordinator.Configuration()
        configuration.scrollMode = mode
        configuration.snapsHeader = false
        let screen = ScrollScreen(configuration: configuration)
        screen.drag(dy: -600) // header collapsed (106), list at 494
        screen.runUntilSettled(from: 0.2)
        return screen
    }

    @Test func exitUntilCollapsedScrollsTheListBackFirst() {
        let screen = screen(.exitUntilCollapsed)
        let offset = screen.list.position.offset
        #expect(screen.header.isCollapsed && offset > 200)
        screen.drag(dy: 50, from: 20, release: false)
        #expect(screen.header.isCollapsed, "the header stays shut mid-list")
        #expect(isClose(screen.list.position.offset, offset - 50))
    }

    @Test func enterAlwaysBringsTheHeaderBackOnAnyBackwardScroll() {
        let screen = screen(.enterAlways)
        let offset = screen.list.position.offset
        #expect(screen.header.isCollapsed && offset > 200)
        screen.drag(dy: 50, from: 20, release: false)
        #expect(isClose(screen.header.collapse, 106 - 50), "the header comes back first, mid-list")
        #expect(isClose(screen.list.position.offset, offset), "the list waits")
        screen.coordinator.drag(by: 100, at: 20.2)
        screen.layout()
        #expect(screen.header.isExpanded)
        #expect(isClose(screen.list.position.offset, offset - 44), "then the list takes the rest")
        // Forward again: the header collapses first, as in every mode.
        screen.coordinator.drag(by: -30, at: 20.3)
        screen.layout()
        #expect(isClose(screen.header.collapse, 30) && isClose(screen.list.position.offset, offset - 44))
    }
}
