import Testing
@testable import PagerCore
import ScrollPhysics

/// ``HeaderScrollMode/enterAlwaysCollapsed``: header 150 → 44 → gone (the bar's 44 pt scroll
/// away too) over a list of 100 rows of 60 pt.
@Suite(.tags(.unit))
struct EnterAlwaysCollapsedTests {
    private func screen(snaps: Bool = false) -> ScrollScreen {
        var configuration = NestedScrollCoordinator.Configuration()
        configuration.scrollMode = .enterAlwaysCollapsed
        configuration.snapsHeader = snaps
        return ScrollScreen(configuration: configuration)
    }

    @Test func forwardTheWholeHeaderGoesBeforeTheList() {
        let screen = screen()
        screen.drag(dy: -100, release: false)
        #expect(screen.header.height == 50 && screen.list.position.offset == 0)
        screen.coordinator.drag(by: -500, at: 0.2)
        screen.layout()
        #expect(screen.header.height == 0, "the bar scrolled away too")
        #expect(screen.list.position.offset == 450)
        // The list now shows everything under the tab strip: its range stayed the same.
        #expect(screen.list.position.viewportLength == ScrollScreen.height - ScrollScreen.tabStripHeight)
    }

    @Test func backwardTheBarComesBackFirstAndTheRestOnlyAtTheListsTop() {
        let screen = screen()
        screen.drag(dy: -600, release: false) // header gone (150), list at 450
        screen.coordinator.drag(by: 30, at: 0.2)
        screen.layout()
        #expect(screen.header.height == 30 && screen.list.position.offset == 450, "the bar comes back, the list waits")
        screen.coordinator.drag(by: 30, at: 0.3)
        screen.layout()
        #expect(screen.header.height == 44, "only to the bar's height")
        #expect(screen.list.position.offset == 434)
        screen.coordinator.drag(by: 400, at: 0.4)
        screen.layout()
        #expect(screen.header.height == 44 && screen.list.position.offset == 34, "mid-list the header stays a bar")
        screen.coordinator.drag(by: 84, at: 0.5)
        screen.layout()
        #expect(screen.list.position.offset == 0)
        #expect(screen.header.height == 94, "at the list's top the header expands the rest of the way")
        // Forward again: the header collapses first, the list stays at its top.
        screen.coordinator.drag(by: -20, at: 0.6)
        screen.layout()
        #expect(screen.header.height == 74 && screen.list.position.offset == 0)
    }

    @Test func otherModesStillStopAtTheBar() {
        for mode in [HeaderScrollMode.exitUntilCollapsed, .enterAlways] {
            var configuration = NestedScrollCoordinator.Configuration()
            configuration.scrollMode = mode
            let screen = ScrollScreen(configuration: configuration)
            screen.drag(dy: -600, release: false)
            #expect(screen.header.height == 44 && screen.list.position.offset == 494)
        }
    }

    /// ```
    /// header gone, list at its top, 2000 pt/s down:  bar friction 150 → 106 at t1,
    ///                                                 (the list has nothing to give)
    ///                                                 header friction 106 → 0 from v(t1)
    /// ```
    @Test func aBackwardFlingFromTheListsTopBringsBarThenHeaderOnOneCurve() throws {
        let screen = screen(snaps: true)
        screen.drag(dy: -150, velocityY: 0)
        screen.runUntilSettled(from: 0.1)
        #expect(screen.header.height == 0 && screen.list.position.offset == 0)
        screen.drag(dy: 10, from: 1, velocityY: 2000)
        let (part, bar, start) = try #require(screen.fling)
        #expect(part == .bar)
        #expect(bar.startPosition == 140 && bar.initialVelocity == -2000)
        let hit = try #require(bar.time(atPosition: 106))

        screen.advance(to: start + hit + 0.001)
        let (next, header, headerStart) = try #require(screen.fling)
        #expect(next == .header)
        #expect(isClose(headerStart, start + hit, 1e-12))
        #expect(header.startPosition == 106)
        #expect(isClose(header.initialVelocity, bar.velocity(at: hit), 1e-6))
        #expect(isClose(screen.header.collapse, header.position(at: 0.001), 1e-9))
        #expect(screen.list.position.offset == 0)

        screen.runUntilSettled(from: start + hit + 0.02)
        #expect(screen.header.isExpanded && screen.list.position.offset == 0)
    }

    /// Mid-list the same fling brings only the bar back, then scrolls the list and stops there.
    @Test func aBackwardFlingMidListBringsTheBarThenTheList() throws {
        let screen = screen(snaps: true)
        screen.drag(dy: -1150)
        screen.runUntilSettled(from: 0.1)
        #expect(screen.header.height == 0 && screen.list.position.offset == 1000)
        screen.drag(dy: 10, from: 1, velocityY: 1000)
        let (part, bar, start) = try #require(screen.fling)
        #expect(part == .bar)
        let hit = try #require(bar.time(atPosition: 106))
        screen.advance(to: start + hit + 0.001)
        let (next, list, listStart) = try #require(screen.fling)
        #expect(next == .list)
        #expect(isClose(listStart, start + hit, 1e-12))
        #expect(isClose(list.initialVelocity, bar.velocity(at: hit), 1e-6))
        screen.runUntilSettled(from: start + hit + 0.02)
        #expect(screen.header.height == 44, "only the bar came back")
        // Where friction counts it stopped (below 20 pt/s).
        let stop = list.time(atSpeed: screen.coordinator.configuration.flingTolerance.velocity)
        #expect(isClose(screen.list.position.offset, list.position(at: stop), 1e-9))
        #expect(screen.list.position.offset > 500 && screen.list.position.offset < 1000)
    }

    @Test func aBarLeftPartWaySnapsWithinTheBar() {
        let screen = screen(snaps: true)
        screen.drag(dy: -600)
        screen.runUntilSettled(from: 0.1)
        screen.drag(dy: 30, from: 1) // 30 of the bar's 44 showing
        screen.runUntilSettled(from: 1.1)
        #expect(screen.header.height == 44, "nearer the bar than gone")
        screen.drag(dy: -30, from: 3) // 14 showing
        screen.runUntilSettled(from: 3.1)
        #expect(screen.header.height == 0)
        #expect(screen.list.position.offset == 450, "the list never moved")
    }

    @Test func theBarSlidesUpWholeWithItsTitle() {
        let screen = screen()
        let measurer = FixedWidthTextMeasurer()
        screen.drag(dy: -106, release: false)
        let atBar = screen.header.titleLayout(measurer: measurer, theme: Theme())
        screen.coordinator.drag(by: -20, at: 0.2)
        let sliding = screen.header.titleLayout(measurer: measurer, theme: Theme())
        #expect(sliding.size == atBar.size && sliding.origin.x == atBar.origin.x)
        #expect(isClose(sliding.origin.y, atBar.origin.y - 20, 1e-9))
    }
}
