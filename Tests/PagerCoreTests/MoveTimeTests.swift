import Testing
import PagerCore
import ScrollPhysics

/// Calls that start motion take the time they happen at, so the first move after an idle spell
/// animates from its first frame instead of jumping (its spring would otherwise have started at
/// the last frame's time, long over by the next frame).
@Suite(.tags(.unit))
struct MoveTimeTests {
    static let width = 400.0
    /// The pager's settle spring from page 0 to `target`, started at rest.
    static func spring(to target: Double) -> SpringSimulation {
        SpringSimulation(spring: PagedView.Configuration().spring, startPosition: 0, target: target, velocity: 0,
                         tolerance: .points(per: width))
    }

    @Test func moveToPageAfterAnIdleSpellStartsAtItsOwnTime() {
        let pager = PagedView(pageCount: 5)
        pager.frame = Rect(x: 0, y: 0, width: Self.width, height: 300)
        pager.advance(to: 0)
        pager.moveToPage(at: 2, at: 10)
        pager.advance(to: 10 + 1.0 / 60)
        #expect(abs(pager.position - Self.spring(to: 2).position(at: 1.0 / 60)) < 1e-12)
        #expect(pager.position < 0.5, "one frame in, the move has barely begun")
    }

    @Test func keysAfterAnIdleSpellAnimate() {
        let viewPager = ViewPager(tabSizeConfiguration: .fillEqually(height: 48), titles: ["A", "B", "C"],
                                  measurer: FixedWidthTextMeasurer())
        viewPager.frame = Rect(x: 0, y: 0, width: Self.width, height: 348)
        viewPager.advance(to: 0)
        viewPager.handleKey(.right, at: 30)
        #expect(viewPager.selectedIndex == 1 && viewPager.tabbedView.selectedIndex == 1)
        viewPager.advance(to: 30 + 0.05)
        #expect(abs(viewPager.pagedView.position - Self.spring(to: 1).position(at: 0.05)) < 1e-12)
        // The indicator is between the two tabs, where the pages are.
        let tabWidth = Self.width / 3
        #expect(abs(viewPager.tabbedView.indicatorFrame.x - viewPager.pagedView.position * tabWidth) < 1e-9)
    }

    @Test func aLoneStripAnimatesItsIndicatorFromTheCallsTime() {
        let strip = TabbedView(sizeConfiguration: .fillEqually(height: 48), titles: ["A", "B", "C", "D"],
                               measurer: FixedWidthTextMeasurer())
        strip.frame = Rect(x: 0, y: 0, width: 400, height: 48)
        strip.advance(to: 0)
        strip.moveToTab(at: 3, at: 20)
        strip.advance(to: 20 + 0.02)
        let x = strip.indicatorFrame.x
        #expect(x > 0 && x < 150, "mid-way to tab 3 (x 300), not there at once: \(x)")
    }
}

@Suite(.tags(.unit))
struct AnchoredSimulationTests {
    @Test func readsTheBaseFromItsStartTime() {
        let spring = MoveTimeTests.spring(to: 1)
        let anchored = AnchoredSimulation(spring, startingAt: 5)
        #expect(anchored.position(at: 5.125) == spring.position(at: 0.125))
        #expect(anchored.velocity(at: 5.25) == spring.velocity(at: 0.25))
        #expect(anchored.position(at: 4) == 0, "before its start it is at its start")
    }

    @Test func snapsToItsRestingPositionOnceDone() {
        let spring = MoveTimeTests.spring(to: 1)
        let anchored = AnchoredSimulation(spring, startingAt: 2)
        #expect(anchored.position(at: 2 + spring.settleTime() + 0.001) == 1)
        #expect(anchored.velocity(at: 2 + spring.settleTime() + 0.001) == 0)
        #expect(anchored.position(at: 2 + 1e6) == 1)
    }

    /// A fling is done once its speed falls below the tolerance; it rests where it was then,
    /// whatever frame noticed: the same value at 30, 60 and 144 fps.
    @Test func aFlingRestsWhereItStoppedAtAnyFrameRate() {
        let friction = FrictionSimulation(startPosition: 0, velocity: 3000, tolerance: .points)
        let stop = friction.time(atSpeed: Tolerance.points.velocity)
        #expect(friction.restingPosition == friction.position(at: stop))
        let anchored = AnchoredSimulation(friction, startingAt: 1)
        var rests: [Double] = []
        for fps in [30.0, 60, 144] {
            var frame = 0.0
            while !anchored.isDone(at: 1 + frame / fps) { frame += 1 }
            rests.append(anchored.position(at: 1 + frame / fps))
        }
        #expect(rests.allSatisfy { $0 == friction.restingPosition })
    }
}

@Suite(.tags(.unit))
struct LatestTimeTests {
    @Test func movesOnlyForwardAndIgnoresTimesThatAreNotFinite() {
        var clock = LatestTime()
        #expect(clock.advance(to: 2) == 2)
        #expect(clock.advance(to: 1) == 2, "a late event acts now")
        #expect(clock.advance(to: .nan) == 2)
        #expect(clock.advance(to: .infinity) == 2)
        #expect(clock.advance(to: 3.5) == 3.5)
    }
}
