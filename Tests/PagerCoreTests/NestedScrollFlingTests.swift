import Testing
@testable import PagerCore
import ScrollPhysics
import Foundation

/// Momentum across the hand-off: each phase is friction from where the previous one reached its
/// bound, starting with the previous phase's velocity at that instant.
@Suite(.tags(.unit))
struct NestedScrollFlingTests {
    private func bounce(_ screen: ScrollScreen) -> (NestedScrollCoordinator.Edge, SpringSimulation, startTime: Double)? {
        if case let .bouncing(edge, bounce) = screen.coordinator.motion { return (edge, bounce.base.spring, bounce.startTime) }
        return nil
    }

    /// ```
    /// release at 20 collapsed, 2000 pt/s up:  header friction 20 → 106 at t1,
    ///                                          list friction from 0 with v(t1)
    /// ```
    @Test func anUpwardFlingCollapsesTheHeaderAndPassesItsVelocityToTheList() throws {
        let screen = ScrollScreen()
        screen.drag(dy: -20, velocityY: -2000)
        let (part, header, start) = try #require(screen.fling)
        #expect(part == .header)
        #expect(start == 0.1)
        #expect(header.startPosition == 20 && header.initialVelocity == 2000)
        let hit = try #require(header.time(atPosition: 106))

        screen.advance(to: start + hit + 0.001)
        #expect(screen.header.collapse == 106)
        let (next, list, listStart) = try #require(screen.fling)
        #expect(next == .list)
        #expect(isClose(listStart, start + hit, 1e-12))
        #expect(list.startPosition == 0)
        #expect(isClose(list.initialVelocity, header.velocity(at: hit), 1e-6))
        // v(x) falls linearly with distance: 2000 - 86 * 1000 * ln(1 / 0.998).
        #expect(isClose(list.initialVelocity, 2000 + 86 * 1000 * log(0.998), 1e-6))
        #expect(isClose(screen.list.position.offset, list.position(at: 0.001), 1e-9))

        screen.advance(to: 1.0)
        #expect(isClose(screen.list.position.offset, list.position(at: 1.0 - listStart), 1e-9))
        #expect(isClose(screen.coordinator.velocity, list.velocity(at: 1.0 - listStart), 1e-9))
    }

    /// ```
    /// list at 290, 3000 pt/s down:  list friction 290 → 0 at t1,
    ///                                header friction 106 → 0 from v(t1) at t2,
    ///                                bounce at the top with v(t2)
    /// ```
    @Test func aDownwardFlingReachingTheTopExpandsTheHeaderWithTheVelocityLeft() throws {
        let screen = ScrollScreen()
        screen.drag(dy: -406)
        #expect(screen.header.isCollapsed && screen.list.position.offset == 300)
        screen.drag(dy: 10, from: 1, velocityY: 3000)
        let (part, list, start) = try #require(screen.fling)
        #expect(part == .list)
        #expect(list.startPosition == 290 && list.initialVelocity == -3000)
        let hit = try #require(list.time(atPosition: 0))

        screen.advance(to: start + hit + 0.001)
        #expect(screen.list.position.offset == 0)
        let (next, header, headerStart) = try #require(screen.fling)
        #expect(next == .header)
        #expect(isClose(headerStart, start + hit, 1e-12))
        #expect(header.startPosition == 106)
        #expect(isClose(header.initialVelocity, list.velocity(at: hit), 1e-6))
        #expect(isClose(screen.header.collapse, header.position(at: 0.001), 1e-9))

        let headerHit = try #require(header.time(atPosition: 0))
        screen.advance(to: headerStart + headerHit + 0.001)
        #expect(screen.header.isExpanded)
        let (edge, spring, bounceStart) = try #require(bounce(screen))
        #expect(edge == .top)
        #expect(isClose(bounceStart, headerStart + headerHit, 1e-12))
        #expect(isClose(spring.velocity(at: 0), header.velocity(at: headerHit), 1e-6))
        #expect(screen.list.position.overscroll < 0)

        screen.runUntilSettled(from: bounceStart + 0.01)
        #expect(screen.header.isExpanded)
        #expect(screen.coordinator.listOffset == 0)
    }

    @Test func aFlingReachingTheBottomBouncesAndComesBackExactly() throws {
        let screen = ScrollScreen()
        screen.header.setCollapse(106)
        screen.list.scroll(to: 5000)
        screen.layout()
        screen.drag(dy: -10, velocityY: -3000)
        let (_, list, start) = try #require(screen.fling)
        let hit = try #require(list.time(atPosition: 5292))
        screen.advance(to: start + hit + 0.001)
        let (edge, spring, _) = try #require(bounce(screen))
        #expect(edge == .bottom)
        #expect(isClose(spring.velocity(at: 0), list.velocity(at: hit), 1e-6))
        #expect(screen.list.position.overscroll > 0)
        screen.runUntilSettled(from: start + hit + 0.01)
        #expect(screen.coordinator.listOffset == 5292)
        #expect(screen.list.position.overscroll == 0)
    }

    @Test func theBounceSpeedIsCapped() throws {
        let screen = ScrollScreen()
        screen.header.setCollapse(106)
        screen.list.scroll(to: 5290)
        screen.layout()
        screen.drag(dy: -1, velocityY: -9000)
        screen.advance(to: 0.101)
        let (edge, spring, _) = try #require(bounce(screen))
        #expect(edge == .bottom)
        #expect(spring.velocity(at: 0) == 5000)
    }

    /// A fling that dies inside the list stops where friction falls below 20 pt/s.
    @Test func aSlowFlingStopsInsideTheListAtTheToleranceTime() throws {
        let screen = ScrollScreen()
        screen.header.setCollapse(106)
        screen.list.scroll(to: 1000)
        screen.layout()
        screen.drag(dy: -10, velocityY: -500)
        let (_, list, start) = try #require(screen.fling)
        let stop = list.time(atSpeed: 20)
        screen.advance(to: start + stop + 0.5)
        #expect(screen.list.position.offset == list.position(at: stop))
        #expect(!screen.coordinator.isMoving)
    }

    @Test func releasingAPullSpringsBackFromTheBandedPosition() throws {
        let screen = ScrollScreen()
        screen.drag(dy: 100)
        let (edge, spring, _) = try #require(bounce(screen))
        #expect(edge == .top)
        #expect(spring.position(at: 0) == screen.list.position.overscroll)
        let settled = screen.runUntilSettled(from: 0.1)
        #expect(settled < 2)
        #expect(screen.coordinator.listOffset == 0)
        #expect(screen.header.isExpanded)
    }

    /// The content moves slower than the pointer in the band: its release speed is scaled by the
    /// band's slope `c / (x c / d + 1)^2`.
    @Test func aReleaseInTheBandCarriesTheContentsSpeed() throws {
        let screen = ScrollScreen()
        screen.drag(dy: 100, velocityY: 400)
        let (_, spring, _) = try #require(bounce(screen))
        let slope = 0.55 / pow(100 * 0.55 / ScrollScreen.viewport + 1, 2)
        #expect(isClose(spring.velocity(at: 0), -400 * slope, 1e-9))
    }

    @Test func theIndicatorShowsWhileTheListMovesThenFades() throws {
        let screen = ScrollScreen()
        screen.header.setCollapse(106)
        screen.layout()
        #expect(screen.list.indicatorOpacity == 0)
        screen.drag(dy: -10, velocityY: -1000)
        #expect(screen.list.indicatorOpacity == 1)
        let (_, list, start) = try #require(screen.fling)
        let stop = start + list.time(atSpeed: 20)
        screen.advance(to: stop + 0.4)
        #expect(screen.list.indicatorOpacity == 1)
        #expect(screen.coordinator.isAnimating && !screen.coordinator.isSettled)
        screen.advance(to: stop + 0.65)
        #expect(isClose(screen.list.indicatorOpacity, 0.5, 1e-9))
        screen.advance(to: stop + 0.81)
        #expect(screen.list.indicatorOpacity == 0)
        #expect(screen.coordinator.isSettled)
    }

    /// Collapsing the header alone does not scroll the list, so it shows no indicator.
    @Test func theHeaderAloneDoesNotShowTheIndicator() {
        let screen = ScrollScreen()
        screen.drag(dy: -50, release: false)
        #expect(screen.list.indicatorOpacity == 0)
    }
}
