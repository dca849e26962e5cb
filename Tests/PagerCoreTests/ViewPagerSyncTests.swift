import Foundation
import PagerCore
import ScrollPhysics
import Testing

/// Natural frequency of the page spring, w = sqrt(k / m) (libadwaita's 500 / 0.5).
private let omega = (SpringDescription.pageSnap.stiffness / SpringDescription.pageSnap.mass).squareRoot()

@Suite(.tags(.unit))
struct ViewPagerLongJumpTests {
    static let titles = (0..<10).map { "Page \($0)" }

    /// Tap tab 7 of 10 from page 0 (80-pt tabs filling 800 pt): only pages 0 and 7 are ever on
    /// screen, the position rises monotonically from 0 to 7, the indicator moves continuously
    /// and ends exactly on tab 7, and didMoveToPage fires once.
    @Test(arguments: [60.0, 120.0])
    func tappingAFarTabShowsOnlySourceAndTarget(fps: Double) {
        let h = ViewPagerHarness(titles: Self.titles, width: 800, fps: fps)
        let tabWidth = 80.0
        var seen = Set<Int>()
        var positions = [h.pager.position]
        var indicatorXs = [h.tabs.indicatorFrame.x]
        h.onFrame = {
            h.pager.forEachVisiblePage { index, _ in seen.insert(index) }
            positions.append(h.pager.position)
            indicatorXs.append(h.tabs.indicatorFrame.x)
        }
        h.tap(tab: 7, at: 0.1)
        #expect(h.tabs.selectedIndex == 7, "the tapped tab is selected at once")
        #expect(h.pager.targetPage == 7)
        h.settle()
        #expect(seen == [0, 7])
        for (a, b) in zip(positions, positions.dropFirst()) { #expect(b >= a, "\(a) then \(b)") }
        #expect(positions.last == 7)
        #expect(h.tabs.indicatorFrame.x == 7 * tabWidth)
        #expect(h.tabs.indicatorFrame.width == tabWidth)
        #expect(h.moves == [7])
        // Continuity: the screen moves one page with the spring, whose speed never exceeds
        // w / e page widths a second (critically damped, from rest); the indicator covers seven
        // tabs in that time, so a frame moves it at most 7 * 80 * (w / e) / fps points.
        let steps = zip(indicatorXs, indicatorXs.dropFirst()).map { $1 - $0 }
        let bound = 7 * tabWidth * omega / exp(1) / fps
        #expect(steps.allSatisfy { $0 >= 0 && $0 <= bound + 1e-9 }, "largest step \(steps.max()!) > \(bound)")
        // The design moves a long jump in one page's time (Parchment and TabBarView do too), so
        // the indicator crossing seven tabs is fast; the formula bound above is what it promises.
        #expect(steps.count > Int(0.25 * fps), "the move is animated over about 0.3 s")
    }

    @Test func keysHomeEndAndDigitsJumpTheSameWay() {
        let h = ViewPagerHarness(titles: Self.titles, width: 800)
        var seen = Set<Int>()
        h.onFrame = { h.pager.forEachVisiblePage { index, _ in seen.insert(index) } }
        h.key(.end, at: 0.1)
        h.settle()
        #expect(seen == [0, 9])
        #expect(h.pager.currentPage == 9 && h.tabs.selectedIndex == 9)
        seen = []
        h.key(.digit3, at: h.time + 0.1)
        h.settle()
        #expect(seen == [9, 2])
        h.key(.digit0, at: h.time + 0.1)
        h.settle()
        #expect(h.pager.currentPage == 9, "0 is the tenth page")
        h.key(.home, at: h.time + 0.1)
        h.settle()
        #expect(h.moves == [9, 2, 9, 0])
        #expect(h.pager.position == 0 && h.tabs.selectedIndex == 0)
    }
}

@Suite(.tags(.unit))
struct ViewPagerRedirectTests {
    static let titles = (0..<8).map { "Page \($0)" }

    /// A tap on a tab while the pages move redirects at once, from the current position and
    /// velocity: the position, the indicator and the speed (pages a second, measured over a
    /// microsecond either side of the tap) carry on across the tap.
    @Test(arguments: [
        // (how the first move starts, frames into it, tab tapped)
        ("key Right", 4, 5), ("key Right", 4, 0), ("key Right", 10, 3), ("tab 6", 5, 2), ("tab 6", 12, 7),
        ("tab 6", 3, 1), ("tab 6", 9, 4), ("swipe", 3, 6), ("swipe", 6, 0),
    ])
    func tapMidAnimationContinuesFromCurrentState(start: String, frames: Int, tapped: Int) {
        let h = ViewPagerHarness(titles: Self.titles, width: 640, fps: 120)
        switch start {
        case "key Right": h.key(.right, at: 0.1)
        case "tab 6": h.tap(tab: 6, at: 0.1)
        default: h.drag(from: 500, to: 380, start: 0.1, duration: 0.08)
        }
        for _ in 0..<frames { h.step() }
        #expect(h.pager.isAnimating)
        let dt = 1e-6, t0 = h.time
        let p0 = h.pager.position
        h.viewPager.advance(to: t0 + dt)
        let position = h.pager.position, indicator = h.tabs.indicatorFrame.x
        let speedBefore = (position - p0) / dt
        #expect(speedBefore != 0)

        h.tap(tab: tapped, at: t0 + dt)
        #expect(h.tabs.selectedIndex == tapped)
        #expect(abs(h.pager.position - position) < 1e-9, "position jumps from \(position) to \(h.pager.position)")
        #expect(abs(h.tabs.indicatorFrame.x - indicator) < 1e-6, "indicator jumps")
        let p1 = h.pager.position
        h.viewPager.advance(to: t0 + 2 * dt)
        let speedAfter = (h.pager.position - p1) / dt
        #expect(abs(speedAfter - speedBefore) < 0.01 * max(1, abs(speedBefore)),
                "speed \(speedBefore) pages/s before the tap, \(speedAfter) after")

        h.settle()
        #expect(h.pager.currentPage == tapped && h.tabs.selectedIndex == tapped)
        #expect(h.pager.position == Double(tapped))
        #expect(h.moves.last == tapped || (h.moves.isEmpty && tapped == 0))
    }
}

@Suite(.tags(.unit))
struct ViewPagerRandomInputTests {
    /// Taps on tabs, drags on the pages and on the strip, keys and wheel notches at random
    /// moments, many of them mid-animation: once everything settles, the tab is the page and
    /// the position is that exact integer. With page changes, pages are also inserted and
    /// removed at random indices at random moments. Half the seeds loop.
    @Test(arguments: Array(1...24) as [UInt64], [false, true])
    func rapidMixedInputAlwaysEndsConsistent(seed: UInt64, withPageChanges: Bool) {
        var random = SplitMix64(seed: seed)
        var names = 0
        let count = 6 + Int(seed % 3) * 3
        let titles = (0..<count).map { "Page \($0)" }
        let tabs: TabStripLayout.SizeConfiguration = seed % 2 == 0 ? .fixed(width: 110, height: 48)
                                                                    : .fillEqually(height: 48)
        let looping = (seed / 2) % 2 == 1
        let h = ViewPagerHarness(titles: titles, tabs: tabs, width: 480, fps: seed % 3 == 0 ? 144 : 60,
                                 looping: looping)
        h.onFrame = {
            #expect(h.pager.pageCount == h.titles.count && h.tabs.tabCount == h.titles.count)
            #expect(h.pager.currentPage >= 0 && h.pager.currentPage < h.titles.count)
            #expect(h.tabs.selectedIndex >= 0 && h.tabs.selectedIndex < h.titles.count)
            #expect(h.pager.position.isFinite && h.tabs.stripOffset.isFinite)
            if h.viewPager.isSettled {
                #expect(h.tabs.selectedIndex == h.pager.currentPage)
                #expect(h.pager.position == Double(h.pager.currentPage))
            }
        }
        let keys: [Key] = [.left, .right, .right, .pageUp, .pageDown, .home, .end, .digit2, .digit5, .digit9]
        var t = 0.05
        for _ in 0..<60 {
            t += Double.random(in: 0...0.12, using: &random)
            switch Int.random(in: 0..<(withPageChanges ? 8 : 6), using: &random) {
            case 0:
                h.run(until: t)
                var visible: [Int] = []
                h.tabs.forEachVisibleTab { index, _ in visible.append(index) }
                h.tap(tab: visible.randomElement(using: &random)!, at: t)
            case 1:
                let x0 = Double.random(in: 20...460, using: &random), x1 = Double.random(in: 0...480, using: &random)
                h.drag(from: x0, to: x1, start: t, duration: Double.random(in: 0.03...0.4, using: &random))
            case 2:
                let x0 = Double.random(in: 20...460, using: &random), x1 = Double.random(in: 0...480, using: &random)
                h.drag(from: x0, to: x1, y: ViewPagerHarness.stripY, start: t,
                       duration: Double.random(in: 0.03...0.3, using: &random))
            case 3:
                h.key(keys.randomElement(using: &random)!, at: t)
            case 4:
                h.run(until: t)
                h.viewPager.handleWheel(dx: Bool.random(using: &random) ? 1 : -1, dy: 0, modifiers: [], at: t)
            case 6:
                h.run(until: t)
                names += 1
                h.insertPage("New \(names)", at: Int.random(in: 0...h.titles.count, using: &random))
            case 7:
                h.run(until: t)
                h.removePage(at: Int.random(in: 0..<h.titles.count, using: &random))
            default:
                // A press that catches whatever moves, held a while, then released as a tap.
                h.run(until: t)
                let point = Point(x: 240, y: ViewPagerHarness.pagesY)
                h.send(.pointerDown(point), at: t)
                t += Double.random(in: 0...0.1, using: &random)
                h.run(until: t)
                h.send(.pointerUp(point), at: t)
            }
            t = max(t, h.time)
        }
        h.settle()
        #expect(h.viewPager.isSettled)
        #expect(h.tabs.selectedIndex == h.pager.currentPage)
        #expect(h.pager.targetPage == h.pager.currentPage)
        #expect(h.pager.position == Double(h.pager.currentPage))
        #expect(h.tabs.indicatorFrame.x == h.tabs.tabFrame(at: h.pager.currentPage).x)
        let layout = TabStripLayout(configuration: tabs, count: h.titles.count, viewportWidth: 480) { _ in 0 }
        // A looping strip too wide to show at once is a ring, with no ends to stay within.
        if !(looping && layout.overflows) { #expect(h.tabs.stripOffset >= 0 && h.tabs.stripOffset <= layout.maxOffset) }
        // The strip may rest where the user flung it; once the page changes it follows again,
        // and the selected tab is in view, centred as far as the ends allow (a ring's always).
        h.key(h.pager.currentPage == 0 ? .end : .home, at: h.time + 0.05)
        h.settle()
        let final = TabStripLayout(configuration: tabs, count: h.titles.count, viewportWidth: 480) { _ in 0 }
        if looping && final.overflows {
            #expect(abs(h.tabs.tabFrame(at: h.pager.currentPage).midX - 240) < 1e-6)
        } else {
            #expect(h.tabs.stripOffset == final.centeringOffset(for: h.pager.currentPage))
        }
        let selected = h.tabs.elementNode().children.filter { $0.selected == true }.map(\.title)
        #expect(selected == [h.currentTitle])
        // Every completed move was reported once and the last report is where it rests (pages
        // inserted and removed renumber the current page without a move, so not with those).
        if !withPageChanges {
            for (a, b) in zip(h.moves, h.moves.dropFirst()) { #expect(a != b, "a move to the page already current") }
            if let last = h.moves.last { #expect(last == h.pager.currentPage) }
        }
    }
}

/// Seed 000's vocabulary (docs/seeds.md) works as users bring it.
@Suite(.tags(.unit))
struct SeedVocabularyTests {
    final class Recorder: ViewPagerDelegate {
        var pages: [Int] = []
        func didMoveToPage(index: Int, at time: Double) { pages.append(index) }
    }

    @Test func seedStyleViewPager() {
        let viewPager = ViewPager(tabSizeConfiguration: TabbedView.SizeConfiguration.fillEqually(height: 60, spacing: 0),
                                  titles: ["First", "Second", "Third"], measurer: FixedWidthTextMeasurer())
        viewPager.frame = Rect(x: 0, y: 0, width: 390, height: 600)
        #expect(viewPager.tabbedView.frame.height == 60)
        #expect(viewPager.tabbedView.tabFrame(at: 1).width == 130)
        let recorder = Recorder()
        viewPager.delegate = recorder
        viewPager.moveToPage(at: 2, at: 0)
        var t = 0.0
        while !viewPager.isSettled { t += 1.0 / 60; viewPager.advance(to: t) }
        #expect(recorder.pages == [2])
        #expect(viewPager.tabbedView.selectedIndex == 2)
    }
}
