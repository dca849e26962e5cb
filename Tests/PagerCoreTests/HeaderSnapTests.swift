import Testing
@testable import PagerCore
import ScrollPhysics

/// A header released part-way springs to an end (106 points of collapse here).
@Suite(.tags(.unit))
struct HeaderSnapTests {
    private func snap(_ screen: ScrollScreen) -> SpringSimulation? {
        if case let .snapping(snap) = screen.coordinator.motion { return snap.base.spring }
        return nil
    }

    @Test func releasedAt40PercentItExpands() throws {
        let screen = ScrollScreen()
        screen.drag(dy: -42.4)
        #expect(try #require(snap(screen)).target == 0)
        screen.runUntilSettled(from: 0.1)
        #expect(screen.header.collapse == 0)
        #expect(screen.list.position.offset == 0)
    }

    @Test func releasedAt60PercentItCollapses() throws {
        let screen = ScrollScreen()
        screen.drag(dy: -63.6)
        #expect(try #require(snap(screen)).target == 106)
        screen.runUntilSettled(from: 0.1)
        #expect(screen.header.collapse == 106)
        #expect(screen.list.position.offset == 0)
    }

    /// The spring starts from the release velocity: 45% collapsed moving up at 50 pt/s would stop
    /// at 47.7 + 50 * 0.4995 > 53, so it collapses, starting at 50 pt/s.
    @Test func theSpringStartsFromTheReleaseVelocity() throws {
        let screen = ScrollScreen()
        screen.drag(dy: -47.7, velocityY: -50)
        let spring = try #require(snap(screen))
        #expect(spring.target == 106)
        #expect(isClose(spring.velocity(at: 0), 50, 1e-9))
        #expect(spring.position(at: 0) == 47.7)
        #expect(spring.spring == .pageSnap)
    }

    @Test func withVelocityItFollowsTheVelocity() {
        let down = ScrollScreen()
        down.drag(dy: -63.6, velocityY: 400)
        down.runUntilSettled(from: 0.1)
        #expect(down.header.isExpanded)
        #expect(down.coordinator.listOffset == 0)

        let up = ScrollScreen()
        up.drag(dy: -42.4, velocityY: -400)
        up.runUntilSettled(from: 0.1)
        #expect(up.header.isCollapsed)
        // The fling had more than the header needed: the rest scrolled the list.
        #expect(up.list.position.offset > 0)
    }

    /// 45% collapsed at 280 pt/s down: below the fling speed, and friction would stop at
    /// 47.7 - 140 < 0 past the end, so it flings through to the top instead of springing.
    @Test func aFlingThatWouldPassTheEndIsFrictionNotSpring() {
        let screen = ScrollScreen()
        screen.drag(dy: -47.7, velocityY: 280)
        guard case .flinging(.header, _) = screen.coordinator.motion else {
            Issue.record("expected a header fling, got \(screen.coordinator.motion)")
            return
        }
    }

    @Test func snappingCanBeTurnedOff() {
        var configuration = NestedScrollCoordinator.Configuration()
        configuration.snapsHeader = false
        let screen = ScrollScreen(configuration: configuration)
        screen.drag(dy: -42.4)
        screen.runUntilSettled(from: 0.1)
        #expect(isClose(screen.header.collapse, 42.4))
    }

    @Test func aPressCatchesTheSnapAndItsReleaseSnapsAgain() throws {
        let screen = ScrollScreen()
        screen.drag(dy: -42.4)
        let spring = try #require(snap(screen))
        screen.coordinator.press(at: 0.15)
        let held = screen.header.collapse
        #expect(isClose(held, spring.position(at: 0.05), 1e-9))
        screen.advance(to: 0.5)
        #expect(screen.header.collapse == held)
        #expect(screen.coordinator.tap(at: Point(x: 100, y: 400), at: 0.6) == nil)
        #expect(try #require(snap(screen)).target == 0)
        screen.runUntilSettled(from: 0.6)
        #expect(screen.header.isExpanded)
        #expect(screen.selections[0].isEmpty)
    }
}
