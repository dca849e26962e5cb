import Testing
@testable import PagerCore

/// A wheel notch scrolls 100 points at once through the same chain as a drag.
@Suite(.tags(.unit))
struct WheelScrollTests {
    @Test func aNotchCollapsesTheHeaderFirstAndSnapsItTheWayTheWheelTurned() {
        let screen = ScrollScreen()
        screen.coordinator.scroll(notches: -1, at: 0)
        #expect(screen.header.collapse == 100)
        #expect(screen.list.position.offset == 0)
        screen.runUntilSettled(from: 0)
        #expect(screen.header.isCollapsed)
        screen.coordinator.scroll(notches: -1, at: 2)
        #expect(screen.list.position.offset == 100)
        #expect(screen.list.indicatorOpacity == 1)
    }

    @Test func turningBackScrollsTheListToItsTopThenExpandsWithoutOverscroll() {
        let screen = ScrollScreen()
        screen.header.setCollapse(106)
        screen.list.scroll(to: 100)
        screen.layout()
        screen.coordinator.scroll(notches: 3, at: 0)
        #expect(screen.list.position.offset == 0)
        #expect(screen.header.isExpanded)
        #expect(screen.list.position.overscroll == 0)
        #expect(!screen.coordinator.isMoving)
    }

    @Test func fractionalNotchesScrollFractionally() {
        let screen = ScrollScreen()
        screen.header.setCollapse(106)
        screen.layout()
        screen.coordinator.scroll(notches: -0.25, at: 0)
        #expect(screen.list.position.offset == 25)
    }

    @Test func aNotchStopsAFlingAndScrollsFromWhereItWas() {
        let screen = ScrollScreen()
        screen.header.setCollapse(106)
        screen.list.scroll(to: 1000)
        screen.layout()
        screen.drag(dy: -10, velocityY: -2000)
        guard case let .flinging(.list, fling) = screen.coordinator.motion else {
            Issue.record("expected a list fling")
            return
        }
        screen.coordinator.scroll(notches: 1, at: 0.3)
        #expect(isClose(screen.list.position.offset, fling.base.friction.position(at: 0.3 - fling.startTime) - 100, 1e-9))
        #expect(!screen.coordinator.isMoving)
    }

    @Test func theNotchSizeIsASetting() {
        var configuration = NestedScrollCoordinator.Configuration()
        configuration.wheelPointsPerNotch = 180
        let screen = ScrollScreen(configuration: configuration)
        screen.coordinator.scroll(notches: -1, at: 0)
        #expect(screen.header.isCollapsed)
        #expect(screen.list.position.offset == 74)
    }
}
