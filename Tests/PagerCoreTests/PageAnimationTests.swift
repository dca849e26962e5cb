import Foundation
import Testing
import PagerCore
import ScrollPhysics

/// Collects what completions are told.
private final class Completions {
    var calls: [(id: Int, finished: Bool, time: Double)] = []
    func handler(_ id: Int, _ clock: @escaping () -> Double) -> MoveCompletion {
        { [unowned self] finished in self.calls.append((id, finished, clock())) }
    }
}

@Suite(.tags(.unit)) struct PageAnimationTests {
    /// Ease-in-out by its definition, cubic-bezier(0.42, 0, 0.58, 1) (CSS Easing Functions
    /// Level 1, §3.2): the Bézier's x solved for the parameter by bisection, then its y.
    static func easeInOut(_ x: Double) -> Double {
        func coordinate(_ s: Double, _ p1: Double, _ p2: Double) -> Double {
            3 * (1 - s) * (1 - s) * s * p1 + 3 * (1 - s) * s * s * p2 + s * s * s
        }
        var low = 0.0, high = 1.0
        for _ in 0..<80 {
            let mid = (low + high) / 2
            if coordinate(mid, 0.42, 0.58) < x { low = mid } else { high = mid }
        }
        return coordinate((low + high) / 2, 0, 1)
    }

    /// The underdamped unit-mass spring released at rest one page before its target, SwiftUI's
    /// parameters: w0 = 2π / response, decay ζ w0, wd = w0 sqrt(1 - ζ²); the distance left is
    /// e^(-ζ w0 t) (cos(wd t) + ζ w0 / wd sin(wd t)).
    static func springRemaining(_ t: Double, response: Double, ratio: Double) -> Double {
        let w0 = 2 * Double.pi / response, decay = ratio * w0, wd = w0 * (1 - ratio * ratio).squareRoot()
        return exp(-decay * t) * (cos(wd * t) + decay / wd * sin(wd * t))
    }

    static func configurations() -> [(String, PagedView.Configuration)] {
        var loop = PagedView.Configuration()
        loop.isLooping = true
        var vertical = PagedView.Configuration()
        vertical.axis = .vertical
        var rtl = PagedView.Configuration()
        rtl.isRightToLeft = true
        var peek = PagedView.Configuration()
        peek.peek = 48
        peek.pageSpacing = 12
        return [("plain", .init()), ("loop", loop), ("vertical", vertical), ("rtl", rtl), ("peek", peek)]
    }

    /// An ease-in-out move of 0.4 s, frame by frame at 30, 60 and 144 fps, in every layout: the
    /// position is the curve at each frame time, the move completes (finished) on the first
    /// frame at or after 0.4 s, exactly on the page, and the delegate hears of it once.
    @Test func easeInOutFrameByFrame() {
        for (name, configuration) in Self.configurations() {
            for fps in [30.0, 60, 144] {
                let harness = PagerHarness(pages: 5, fps: fps, initialPage: 1, configuration: configuration)
                let completions = Completions()
                harness.pager.moveToPage(at: 2, animation: .timing(.easeInOut, duration: 0.4), at: 0,
                                         completion: completions.handler(1) { harness.time })
                while true {
                    harness.run(until: harness.time + harness.frameInterval)
                    guard harness.time < 0.4 else { break }
                    let expected = 1 + Self.easeInOut(harness.time / 0.4)
                    #expect(abs(harness.pager.position - expected) < 1e-9, "\(name) \(fps) fps t \(harness.time)")
                    #expect(completions.calls.isEmpty && !harness.pager.isSettled)
                }
                #expect(harness.pager.position == 2 && harness.pager.isSettled, "\(name) \(fps)")
                #expect(completions.calls.count == 1 && completions.calls[0].finished)
                #expect(harness.moves == [2])
                harness.run(until: 1)
                #expect(completions.calls.count == 1)
            }
        }
    }

    /// A linear move is a straight line in time; ease-in lags it and ease-out leads it.
    @Test func curvesAgainstLinear() {
        var positions: [String: Double] = [:]
        for (name, curve) in [("linear", TimingCurve.linear), ("easeIn", .easeIn), ("easeOut", .easeOut)] {
            let harness = PagerHarness(pages: 3)
            harness.pager.moveToPage(at: 1, animation: .timing(curve, duration: 0.5), at: 0)
            harness.run(until: 0.25)
            positions[name] = harness.pager.position
        }
        #expect(abs(positions["linear"]! - 0.5) < 1e-9)
        #expect(positions["easeIn"]! < 0.5 && positions["easeOut"]! > 0.5)
    }

    /// A spring of response 0.5 s and damping ratio 0.6 against the closed form (unit mass,
    /// k = (2π / response)², c = 4π ζ / response, SwiftUI's definition), frame by frame; it
    /// overshoots the page (underdamped) and completes once, at rest on it.
    @Test func springFrameByFrame() {
        for fps in [30.0, 60, 144] {
            let harness = PagerHarness(pages: 5, fps: fps, initialPage: 3)
            let completions = Completions()
            harness.pager.moveToPage(at: 2, animation: .spring(response: 0.5, dampingRatio: 0.6), at: 0,
                                     completion: completions.handler(1) { harness.time })
            var overshot = false
            while !harness.pager.isSettled && harness.time < 5 {
                harness.run(until: harness.time + harness.frameInterval)
                guard !harness.pager.isSettled else { break }
                let expected = 2 + Self.springRemaining(harness.time, response: 0.5, ratio: 0.6)
                #expect(abs(harness.pager.position - expected) < 1e-9, "\(fps) fps t \(harness.time)")
                overshot = overshot || harness.pager.position < 2
            }
            #expect(overshot)
            #expect(harness.pager.position == 2 && harness.moves == [2])
            #expect(completions.calls.count == 1 && completions.calls[0].finished)
        }
    }

    /// No animation: on the page at once, completed at once.
    @Test func noneIsImmediate() {
        let harness = PagerHarness(pages: 5)
        let completions = Completions()
        harness.pager.moveToPage(at: 3, animation: .none, at: 0.1, completion: completions.handler(1) { 0.1 })
        #expect(harness.pager.position == 3 && harness.pager.isSettled && harness.moves == [3])
        #expect(completions.calls.map(\.finished) == [true])
        // A move to the page it rests on completes at once too.
        harness.pager.moveToPage(at: 3, animation: .timing(.linear, duration: 1), at: 0.2,
                                 completion: completions.handler(2) { 0.2 })
        #expect(completions.calls.map(\.id) == [1, 2] && completions.calls[1].finished)
    }

    /// Interrupted moves are told `false` once: by a press that catches the pages, by another
    /// move (whose own completion is told `true` when it lands), by a drag.
    @Test func interruptions() {
        let harness = PagerHarness(pages: 5)
        let completions = Completions()
        harness.pager.moveToPage(at: 2, animation: .timing(.easeOut, duration: 0.4), at: 0,
                                 completion: completions.handler(1) { harness.time })
        harness.run(until: 0.1)
        harness.send(.pointerDown(Point(x: 200, y: 100)), at: 0.1)
        #expect(completions.calls.map(\.finished) == [false])
        harness.send(.pointerUp(Point(x: 200, y: 100)), at: 0.12)
        harness.settle()
        #expect(completions.calls.count == 1)

        let second = Completions()
        let start = harness.time
        harness.pager.moveByOnePage(forward: true, animation: .timing(.linear, duration: 0.3), at: start,
                                    completion: second.handler(2) { harness.time })
        harness.run(until: start + 0.1)
        harness.pager.moveByOnePage(forward: true, animation: .spring(response: 0.3, dampingRatio: 1), at: start + 0.1,
                                    completion: second.handler(3) { harness.time })
        #expect(second.calls.map(\.id) == [2] && !second.calls[0].finished)
        harness.settle()
        #expect(second.calls.map(\.id) == [2, 3] && second.calls[1].finished)

        let third = Completions()
        harness.pager.moveToPage(at: 0, animation: .timing(.easeInOut, duration: 1), at: harness.time,
                                 completion: third.handler(4) { harness.time })
        harness.drag(from: 300, to: 200, start: harness.time + 0.1, duration: 0.1)
        #expect(third.calls.map(\.finished) == [false])
        harness.settle()
        #expect(third.calls.count == 1)
    }

    /// 100,000 pages: End with a timed animation lands on the last page exactly at the end of
    /// its duration, the tabs' move animation used by keys.
    @Test func longJumpOnAHundredThousandPages() {
        let titles = (0..<100_000).map { "Page \($0)" }
        let harness = ViewPagerHarness(titles: titles)
        harness.viewPager.moveAnimation = .timing(.easeInOut, duration: 0.5)
        harness.key(.end, at: 0.1)
        harness.run(until: 0.55)
        #expect(!harness.viewPager.pagedView.isSettled)
        harness.run(until: 0.6 + 1e-9)
        #expect(harness.pager.currentPage == 99_999 && harness.pager.position == 99_999 && harness.pager.isSettled)
    }

    /// A tab tap uses the pager's move animation: linear over 0.5 s, the position on the line.
    @Test func tabTapUsesMoveAnimation() {
        let harness = ViewPagerHarness(titles: ["A", "B", "C"])
        harness.viewPager.moveAnimation = .timing(.linear, duration: 0.5)
        harness.tap(tab: 1, at: 0)
        harness.run(until: 0.25)
        #expect(abs(harness.pager.position - harness.time / 0.5) < 1e-9)
        harness.viewPager.moveAnimation = .none
        harness.tap(tab: 2, at: harness.time)
        #expect(harness.pager.position == 2 && harness.pager.isSettled)
    }
}
