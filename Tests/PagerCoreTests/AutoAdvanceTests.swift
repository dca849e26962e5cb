import PagerCore
import Testing

/// Auto-advance: the pages move on by one after every interval at rest, wrap on a loop, stop
/// at the last page otherwise, hold while paused, and say when a sleeping loop should wake.
@Suite(.tags(.unit))
struct AutoAdvanceTests {
    private func harness(looping: Bool = false, pages: Int = 3) -> ViewPagerHarness {
        let h = ViewPagerHarness(titles: (0..<pages).map { "P\($0)" }, looping: looping)
        h.viewPager.autoAdvance = AutoAdvance(interval: 1)
        return h
    }

    @Test func theTimerMovesOnePageAfterEachIntervalAtRest() throws {
        let h = harness()
        h.run(until: 0.5)
        let rest = try #require(h.viewPager.autoAdvance?.restingSince)
        #expect(h.viewPager.wakeTime == rest + 1, "a sleeping loop wakes when the move is due")
        h.run(until: rest + 1 - 0.02)
        #expect(h.pager.isSettled && h.pager.targetPage == 0, "nothing before the interval")
        h.run(until: rest + 1 + 0.02)
        #expect(h.pager.targetPage == 1 && h.viewPager.wakeTime == nil, "moving: no timer")
        #expect(h.tabs.selectedIndex == 1)
        h.settle()
        h.run(until: h.time + 1.1)
        #expect(h.pager.targetPage == 2)
        h.settle()
        h.run(until: h.time + 3)
        #expect(h.pager.currentPage == 2 && h.viewPager.wakeTime == nil, "stops at the last page")
    }

    @Test func aLoopWrapsToTheFirstPage() {
        let h = harness(looping: true, pages: 2)
        h.run(until: 1.1)
        h.settle()
        #expect(h.pager.currentPage == 1)
        h.run(until: h.time + 1.1)
        h.settle()
        #expect(h.pager.currentPage == 0 && h.moves == [1, 0])
    }

    /// Paused (the pointer down or hovering), nothing moves; the count starts again after.
    @Test func aPauseHoldsThePagesAndRestartsTheCount() {
        let h = harness()
        h.viewPager.autoAdvance?.isPaused = true
        h.run(until: 5)
        #expect(h.pager.currentPage == 0 && h.viewPager.wakeTime == nil)
        h.viewPager.autoAdvance?.isPaused = false
        h.run(until: 5.9)
        #expect(h.pager.targetPage == 0, "a full interval after the pause ends")
        h.run(until: 6.1)
        #expect(h.pager.targetPage == 1)
    }

    /// A press on the pages holds them (they are not at rest while held).
    @Test func aPressHoldsThePages() {
        let h = harness()
        h.run(until: 0.1)
        h.send(.pointerDown(Point(x: 200, y: ViewPagerHarness.pagesY)), at: 0.1)
        h.run(until: 3)
        #expect(h.pager.targetPage == 0)
        h.send(.pointerUp(Point(x: 200, y: ViewPagerHarness.pagesY)), at: 3)
        h.run(until: 4.2)
        #expect(h.pager.targetPage == 1)
    }

    /// A window loop sleeps from the frame the pages come to rest in until ``wakeTime``: that
    /// frame alone must start the count, at its own time, both at the start and after a move.
    @Test func theFrameThatComesToRestNamesTheNextMove() throws {
        let h = harness(looping: true)
        h.step()
        #expect(h.viewPager.wakeTime == h.time + 1, "the first frame, at rest, starts the count")
        h.run(until: 1.1)
        #expect(h.pager.targetPage == 1 && h.viewPager.wakeTime == nil, "moving: no timer")
        let rest = h.settle()
        #expect(h.pager.currentPage == 1)
        let wake = try #require(h.viewPager.wakeTime, "the frame that settled the move starts the next count")
        #expect(wake == rest + 1)
    }

    @Test func theIntervalHasAFloor() {
        #expect(AutoAdvance(interval: 0).interval == AutoAdvance.minimumInterval)
        #expect(AutoAdvance(interval: .nan).interval == AutoAdvance.minimumInterval)
    }
}
