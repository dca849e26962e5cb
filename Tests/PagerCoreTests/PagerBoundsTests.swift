import Foundation
import PagerCore
import ScrollPhysics
import Testing

/// Motion stays within the rubber band at any page width, including 1 pt and widths that change
/// mid-settle, and when pages under the band are removed (fuzz seeds 100230, 100341, 101711 and
/// 102399 found each in the demo).
@Suite(.tags(.unit))
struct PagerReleaseBoundsTests {
    /// Seed 101711: at 1 pt wide a 500 pt/s release was 500 pages/s, and the spring from page
    /// 0.5 towards page 1 swung to about page -5 on a 3-page pager.
    @Test func aReleaseAtOnePointWideStaysInsideTheBand() {
        let h = PagerHarness(pages: 3, width: 1, fps: 120, initialPage: 2)
        h.send(.pointerDown(Point(x: 0, y: 100)), at: 0)
        // 500 pt/s to the right: the slop is passed at 8.5 pt, then 1 pt more is one page more.
        for k in 1...19 { h.send(.pointerMove(Point(x: 0.5 * Double(k), y: 100)), at: 0.001 * Double(k)) }
        #expect(h.pager.position == 0.5)
        h.send(.pointerUp(Point(x: 9.5, y: 100)), at: 0.019)
        let cap = PagedView.Configuration().maximumReleaseSpeed
        #expect(isClose(cap, 0.5 * exp(1) * (500.0 / 0.5).squareRoot(), 1e-9),
                "half a page over the critically damped swing per unit speed, 1 / (w e)")
        #expect(isClose(h.pager.velocity, -cap, 1e-9), "the release speed is capped, not 500 pages/s")
        var lowest = h.pager.position
        while !h.pager.isSettled && h.time < 5 {
            h.run(until: h.time + h.frameInterval)
            lowest = min(lowest, h.pager.position)
        }
        // The spring from 0.5 towards page 1 at the capped speed, whose furthest point is exact.
        let spring = SpringSimulation(spring: .pageSnap, startPosition: 0.5, target: 1, velocity: -cap,
                                      tolerance: .points(per: 1))
        #expect(lowest >= 1 - spring.largestDisplacement - 1e-12)
        #expect(lowest > -1, "never a whole page past page 0")
        #expect(h.pager.currentPage == 1)
    }

    /// The cap holds back the spring, not the decision: 500 pt/s is a fling (over 300 pt/s) at
    /// 1 pt wide as at 400, though 43 pages/s is only 43 pt/s there.
    @Test func aFlickAtOnePointWideIsStillAFling() {
        let h = PagerHarness(pages: 3, width: 1, fps: 120, initialPage: 2)
        h.send(.pointerDown(Point(x: 0, y: 100)), at: 0)
        for k in 1...33 { h.send(.pointerMove(Point(x: 0.25 * Double(k), y: 100)), at: 0.0005 * Double(k)) }
        let released = h.pager.position
        #expect(released > 1.5 && released < 2, "less than half a page back: not past half")
        h.send(.pointerUp(Point(x: 8.25, y: 100)), at: 0.017)
        #expect(h.pager.springTarget == 1, "a backward flick moves one page back")
        h.settle()
        #expect(h.pager.currentPage == 1)
    }

    @Test func theCapLeavesNormalWidthsAlone() {
        // The tracker's 8000 pt/s is 43 pages/s at 186 pt; every wider pager is untouched.
        let cap = PagedView.Configuration().maximumReleaseSpeed
        #expect(8000 / cap > 185 && 8000 / cap < 187)
        let h = PagerHarness(pages: 3, width: 200, fps: 120)
        h.drag(from: 190, to: 10, start: 0, duration: 0.03)  // 6000 pt/s = 30 pages/s
        #expect(isClose(h.pager.velocity, 30, 1e-6))
    }

    /// A spring started at 1 pt wide judged rest at half a page (0.5 pt); after the window grew
    /// to 400 pt it snapped the last 0.2 page (80 pt) in one frame.
    @Test func aWindowThatGrowsMidSettleSettlesAsAWidePagerWould() {
        let narrow = PagerHarness(pages: 2, width: 1)
        let wide = PagerHarness(pages: 2, width: 400)
        narrow.pager.moveToPage(at: 1, at: narrow.time)
        wide.pager.moveToPage(at: 1, at: wide.time)
        narrow.run(until: 0.05)
        wide.run(until: 0.05)
        let before = narrow.pager.position
        narrow.pager.frame = Rect(x: 0, y: 0, width: 400, height: 300)
        #expect(narrow.pager.position == before)
        #expect(narrow.pager.position == wide.pager.position)
        #expect(narrow.pager.isAnimating)
        #expect(narrow.settle() == wide.settle(), "the same spring, the same rest, the same frame")
        #expect(narrow.pager.position == 1)
    }
}

/// Slots outside a strip's anchors show implied pages; removing one of those moved the band's
/// edge under a pager pulled past it.
@Suite(.tags(.unit))
struct PagerRemoveUnderTheBandTests {
    /// Seed 100230: on page 1, pulled past page 0, page 0 removed: the position went from the
    /// band's -0.3 to -1.3, beyond any band.
    @Test func removingTheFirstPageWhilePulledPastItKeepsThePull() {
        let h = PagerHarness(pages: 3, width: 400, initialPage: 1)
        h.send(.pointerDown(Point(x: 0, y: 100)), at: 0)
        h.send(.pointerMove(Point(x: 608, y: 100)), at: 0.1)  // 600 pt: one page and 200 pt past
        let band = RubberBand.offset(forOvershoot: 200, dimension: 400) / 400
        #expect(isClose(h.pager.position, -band, 1e-12))
        h.pager.removePage(at: 0)
        #expect(isClose(h.pager.position, -band, 1e-12), "as far past the new first page as before")
        // The drag carries on along the same band.
        h.send(.pointerMove(Point(x: 708, y: 100)), at: 0.2)
        #expect(isClose(h.pager.position, -RubberBand.offset(forOvershoot: 300, dimension: 400) / 400, 1e-12))
        h.send(.pointerUp(Point(x: 708, y: 100)), at: 0.5)
        var lowest = h.pager.position
        while !h.pager.isSettled && h.time < 5 {
            h.run(until: h.time + h.frameInterval)
            lowest = min(lowest, h.pager.position)
        }
        #expect(lowest > -1)
        #expect(h.pager.position == 0)
        #expect(h.pager.pageCount == 2)
    }

    /// Seed 100341: the same past the last page, there while springing back.
    @Test func removingTheLastPageWhileSpringingBackPastItKeepsTheOvershoot() {
        let h = PagerHarness(pages: 4, width: 400, initialPage: 2)
        h.send(.pointerDown(Point(x: 700, y: 100)), at: 0)
        h.send(.pointerMove(Point(x: 92, y: 100)), at: 0.1)  // one page and 200 pt past page 3
        h.send(.pointerUp(Point(x: 92, y: 100)), at: 0.2)
        h.run(until: 0.22)
        let overshoot = h.pager.position - 3
        #expect(overshoot > 0.1 && overshoot < 1)
        h.pager.removePage(at: 3)
        #expect(isClose(h.pager.position, 2 + overshoot, 1e-12))
        #expect(h.pager.isAnimating)
        var highest = h.pager.position
        while !h.pager.isSettled && h.time < 5 {
            h.run(until: h.time + h.frameInterval)
            highest = max(highest, h.pager.position)
        }
        #expect(highest < 3, "never a whole page past the last page, 2")
        #expect(h.pager.position == 2)
    }

    /// Removing the first page while it is on screen but not pulled past puts its successor in
    /// its place rather than a page-wide band.
    @Test func removingAPageHalfShownBelowTheFirstAnchorShowsItsSuccessor() {
        let h = PagerHarness(pages: 3, width: 400, initialPage: 1)
        h.send(.pointerDown(Point(x: 0, y: 100)), at: 0)
        h.send(.pointerMove(Point(x: 308, y: 100)), at: 0.1)  // page 0 three quarters in view
        #expect(isClose(h.pager.position, 0.25, 1e-12))
        h.pager.removePage(at: 0)
        #expect(h.pager.position == 0)
        h.send(.pointerMove(Point(x: 208, y: 100)), at: 0.2)
        #expect(isClose(h.pager.position, 0.25, 1e-12), "1:1 again from there")
    }
}

/// A move to the next page while pulled past the first makes the strip [0, 1]; removing page 1
/// merges the two anchors, and the strip was re-anchored at the slot nearest the screen, the
/// empty one past page 0: it sprang towards page "-1" and then jumped a whole page to page 0.
@Suite(.tags(.unit))
struct PagerMergeUnderTheBandTests {
    @Test func mergingAnchorsWhilePulledPastTheFirstPageKeepsARealPage() {
        let h = PagerHarness(pages: 2, width: 400)
        h.send(.pointerDown(Point(x: 0, y: 100)), at: 0)
        h.send(.pointerMove(Point(x: 20_008, y: 100)), at: 0.1)
        let pulled = h.pager.position
        #expect(pulled < -0.95 && pulled > -1)
        h.pager.moveByOnePage(forward: true, at: h.time)
        #expect(h.pager.anchors == [0, 1])
        h.pager.removePage(at: 1)
        #expect(h.pager.anchors == [0], "anchored at a page that exists")
        #expect(h.pager.position == pulled)
        var previous = h.pager.position, largestStep = 0.0
        while !h.pager.isSettled && h.time < 5 {
            h.run(until: h.time + h.frameInterval)
            largestStep = max(largestStep, abs(h.pager.position - previous))
            previous = h.pager.position
            #expect(h.pager.position > -1)
        }
        #expect(h.pager.position == 0)
        #expect(largestStep < 0.25, "springs back to page 0 without a jump")
    }
}

/// Random drags, flings, keys, wheel notches, inserts, removes and page widths from 1 pt to
/// 1600 pt changed at any moment (mid-drag, mid-settle): every frame is inside the band.
@Suite(.tags(.unit))
struct PagerBoundsPropertyTests {
    @Test(arguments: 0..<500 as Range<UInt64>)
    func anyWidthAtAnyMomentStaysInsideTheBand(seed: UInt64) {
        var random = SplitMix64(seed: seed)
        let h = PagerHarness(pages: 1 + Int(seed % 4), width: 400, fps: [30.0, 60, 144][Int(seed % 3)])
        let widths = [1.0, 2, 5, 30, 186, 400, 1600]
        var failures = 0
        func check() {
            let position = h.pager.position, count = Double(h.pager.pageCount)
            guard position > -1, position < count, failures < 3 else {
                failures += 1
                if failures <= 3 { Issue.record("seed \(seed) t=\(h.time): position \(position) on \(h.pager.pageCount) pages") }
                return
            }
        }
        var t = 0.0, x = 200.0
        for _ in 0..<150 {
            t += Double.random(in: 0...0.08, using: &random)
            while h.time + h.frameInterval <= t {
                h.run(until: h.time + h.frameInterval)
                check()
            }
            switch Int.random(in: 0..<10, using: &random) {
            case 0: x = Double.random(in: 0...400, using: &random); h.send(.pointerDown(Point(x: x, y: 100)), at: t)
            case 1, 2, 3:
                x += Bool.random(using: &random) ? Double.random(in: -60...60, using: &random)
                                                 : Double.random(in: -1e5...1e5, using: &random)
                h.send(.pointerMove(Point(x: x, y: 100)), at: t)
            case 4: h.send(.pointerUp(Point(x: x, y: 100)), at: t)
            case 5: h.pager.frame = Rect(x: 0, y: 0, width: widths.randomElement(using: &random)!, height: 300)
            case 6: h.pager.moveByOnePage(forward: Bool.random(using: &random), at: t)
            case 7: h.pager.scroll(notches: Double.random(in: -2...2, using: &random), at: t)
            case 8:
                if Bool.random(using: &random), h.pager.pageCount < 6 {
                    h.pager.insertPage(at: Int.random(in: 0...h.pager.pageCount, using: &random))
                } else if h.pager.pageCount > 1 {
                    // The pages stay (removing the only one would empty the pager, which has no band).
                    h.pager.removePage(at: h.pager.targetPage)
                }
            default: h.pager.moveToPage(at: Int.random(in: 0..<h.pager.pageCount, using: &random), at: t)
            }
            check()
        }
        h.send(.pointerCancel, at: t + 0.001)
        while !h.pager.isSettled && h.time < t + 10 {
            h.run(until: h.time + h.frameInterval)
            check()
        }
        #expect(h.pager.isSettled)
        #expect(h.pager.position == Double(h.pager.currentPage))
    }
}

/// A loop dragged across thousands of pages springs back across them at thousands of pages a
/// second; a removal that leaves one page (which does not wrap) re-aims that spring at the one
/// page, and carried at full speed it swung hundreds of pages past it (fuzz seed 3603: -298.8).
@Suite(.tags(.unit))
struct PagerLoopLeftWithOnePageTests {
    @Test(arguments: [30.0, 60, 144])
    func removingDownToOnePageMidSpinStaysInsideTheBand(fps: Double) {
        var configuration = PagedView.Configuration()
        configuration.isLooping = true
        let h = PagerHarness(pages: 2, width: 400, fps: fps, configuration: configuration)
        h.send(.pointerDown(Point(x: 300, y: 100)), at: 0)
        h.send(.pointerMove(Point(x: 300 - 4_000_000, y: 100)), at: 0.1)  // 10,000 pages on
        h.send(.pointerUp(Point(x: 300 - 4_000_000, y: 100)), at: 0.1)
        h.run(until: 0.1 + 3 * h.frameInterval)
        #expect(abs(h.pager.velocity) > 1_000, "springing back across the pages dragged past")
        h.pager.removePage(at: 0)
        #expect(h.pager.pageCount == 1)
        while !h.pager.isSettled && h.time < 5 {
            h.run(until: h.time + h.frameInterval)
            #expect(h.pager.position > -1 && h.pager.position < 1, "t=\(h.time): \(h.pager.position)")
        }
        #expect(h.pager.isSettled)
        #expect(h.pager.position == 0)
    }
}
