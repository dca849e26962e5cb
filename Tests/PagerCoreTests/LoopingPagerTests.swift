import PagerCore
import Testing

private func loopingHarness(pages: Int = 8, initialPage: Int = 0, fps: Double = 60) -> PagerHarness {
    var configuration = PagedView.Configuration()
    configuration.isLooping = true
    return PagerHarness(pages: pages, width: 400, fps: fps, initialPage: initialPage, configuration: configuration)
}

extension PagerHarness {
    /// Frames up to `t`, calling `check` after each.
    func run(until t: Double, checking check: () -> Void) {
        while time + frameInterval <= t + 1e-12 {
            run(until: time + frameInterval)
            check()
        }
    }

    /// Frames until the pager rests, calling `check` after each.
    func settle(checking check: () -> Void) {
        let end = time + 10
        while !pager.isSettled && time < end {
            run(until: time + frameInterval)
            check()
        }
    }

    /// A flick from x0 to x1, one move a frame, with `check` after every frame.
    func flick(from x0: Double, to x1: Double, start: Double, duration: Double, checking check: () -> Void) {
        run(until: start, checking: check)
        send(.pointerDown(Point(x: x0, y: 100)), at: start)
        var k = 1
        while start + Double(k) * frameInterval < start + duration {
            let t = start + Double(k) * frameInterval
            run(until: t, checking: check)
            send(.pointerMove(Point(x: x0 + (x1 - x0) * (t - start) / duration, y: 100)), at: t)
            k += 1
        }
        run(until: start + duration, checking: check)
        send(.pointerMove(Point(x: x1, y: 100)), at: start + duration)
        send(.pointerUp(Point(x: x1, y: 100)), at: start + duration)
    }
}

/// Watches a looping pager frame by frame: the position stays in 0 ..< n and moves
/// continuously except for the documented drop by n where it wraps; counts the wraps.
private final class WrapWatcher {
    let pageCount: Double
    private var previous: Double
    private(set) var forwardWraps = 0
    private(set) var backwardWraps = 0
    private(set) var largestStep = 0.0

    init(_ pager: PagedView) {
        pageCount = Double(pager.pageCount)
        previous = pager.position
    }

    func check(_ pager: PagedView) {
        let position = pager.position
        #expect(position >= 0 && position < pageCount, "position \(position) outside 0..<\(pageCount)")
        #expect(pager.currentPage >= 0 && pager.currentPage < pager.pageCount)
        #expect(pager.targetPage >= 0 && pager.targetPage < pager.pageCount)
        var step = position - previous
        if step < -pageCount / 2 {
            forwardWraps += 1
            step += pageCount
        } else if step > pageCount / 2 {
            backwardWraps += 1
            step -= pageCount
        }
        largestStep = max(largestStep, abs(step))
        previous = position
    }
}

@Suite(.tags(.unit))
struct LoopingWrapArithmeticTests {
    @Test func twentyFiveRightPressesOnEightPagesEndOnPageOne() {
        let h = loopingHarness()
        let watcher = WrapWatcher(h.pager)
        for press in 0..<25 {
            // Faster than a page settles: the presses stack.
            h.run(until: 0.1 + Double(press) * 0.04) { watcher.check(h.pager) }
            h.pager.moveByOnePage(forward: true, at: h.time)
            watcher.check(h.pager)
        }
        h.settle { watcher.check(h.pager) }
        #expect(h.pager.currentPage == 25 % 8)
        #expect(h.pager.position == 1)
        #expect(watcher.forwardWraps == 3, "25 pages forwards from 0 passes the end three times")
        #expect(watcher.backwardWraps == 0)
        #expect(watcher.largestStep < 1, "continuous apart from the wraps")
    }

    @Test func twentyFiveLeftPressesSettledEachTimeEndOnTheMirrorPage() {
        let h = loopingHarness()
        let watcher = WrapWatcher(h.pager)
        var moves = 0
        for _ in 0..<25 {
            h.pager.moveByOnePage(forward: false, at: h.time)
            h.settle { watcher.check(h.pager) }
            moves += 1
        }
        // -25 mod 8 = 7.
        #expect(h.pager.currentPage == 7)
        #expect(h.pager.position == 7)
        #expect(moves == 25 && h.moves.count == 25, "didMoveToPage once per completed move")
        #expect(h.moves.prefix(9) == [7, 6, 5, 4, 3, 2, 1, 0, 7])
        #expect(watcher.backwardWraps == 4)
        #expect(watcher.forwardWraps == 0)
    }

    @Test func swipingRightOnTheFirstPageShowsTheLastPage() {
        let h = loopingHarness()
        h.send(.pointerDown(Point(x: 100, y: 100)), at: 0)
        h.send(.pointerMove(Point(x: 200, y: 100)), at: 0.1)
        var shown: [Int] = []
        h.pager.forEachVisiblePage { index, _ in shown.append(index) }
        #expect(Set(shown) == [7, 0])
        // 92 pt of 400 to the right: no rubber band, 8 - 0.23 modulo the count.
        #expect(abs(h.pager.position - (8 - 92.0 / 400)) < 1e-12)
        #expect(!h.pager.isAtEdge(forward: false) && !h.pager.isAtEdge(forward: true))
        // Carry on at 1500 pt/s, a move every 10 ms, and let go: a fling to the last page.
        for k in 1...3 { h.send(.pointerMove(Point(x: 200 + 15 * Double(k), y: 100)), at: 0.1 + 0.01 * Double(k)) }
        h.send(.pointerUp(Point(x: 245, y: 100)), at: 0.13)
        h.settle()
        #expect(h.pager.currentPage == 7)
        #expect(h.pager.position == 7)
        #expect(h.moves == [7])
    }

    @Test func swipingLeftOnTheLastPageShowsTheFirst() {
        let h = loopingHarness(initialPage: 7)
        let watcher = WrapWatcher(h.pager)
        var shown = Set<Int>()
        h.flick(from: 300, to: 200, start: 0.1, duration: 0.1) {
            watcher.check(h.pager)
            h.pager.forEachVisiblePage { index, _ in shown.insert(index) }
        }
        h.settle { watcher.check(h.pager) }
        #expect(shown == [7, 0])
        #expect(h.pager.currentPage == 0 && h.pager.position == 0)
        #expect(watcher.forwardWraps == 1)
    }

    /// Twenty flicks to the left go round two and a half times: 20 mod 8 = 4.
    @Test func manyFlicksGoRoundManyTurns() {
        let h = loopingHarness(fps: 120)
        let watcher = WrapWatcher(h.pager)
        for flick in 0..<20 {
            h.flick(from: 300, to: 220, start: 0.1 + Double(flick) * 0.25, duration: 0.06) { watcher.check(h.pager) }
        }
        h.settle { watcher.check(h.pager) }
        #expect(h.pager.currentPage == 4)
        #expect(h.pager.position == 4)
        #expect(watcher.forwardWraps == 2)
        #expect(watcher.largestStep < 1)
    }

    @Test func moveToPageCountMeansFirstForwardsAndMinusOneLastBackwards() {
        let h = loopingHarness(initialPage: 7)
        var forwardWatcher = WrapWatcher(h.pager)
        var previous = h.pager.position
        h.pager.moveToPage(at: 8, at: h.time)
        h.settle {
            forwardWatcher.check(h.pager)
            let step = h.pager.position - previous
            if step > -4 { #expect(step >= 0, "forwards from the last page to the first") }
            previous = h.pager.position
        }
        #expect(h.pager.currentPage == 0)
        #expect(forwardWatcher.forwardWraps == 1)
        forwardWatcher = WrapWatcher(h.pager)
        previous = h.pager.position
        var shown = Set<Int>()
        h.pager.moveToPage(at: -1, at: h.time)
        h.settle {
            forwardWatcher.check(h.pager)
            let step = h.pager.position - previous
            if step < 4 { #expect(step <= 0, "backwards from the first page to the last") }
            h.pager.forEachVisiblePage { index, _ in shown.insert(index) }
            previous = h.pager.position
        }
        #expect(forwardWatcher.backwardWraps == 1)
        #expect(shown == [0, 7])
        #expect(h.pager.currentPage == 7 && h.pager.position == 7)
        #expect(h.moves == [0, 7])
    }

    /// A long jump in a looping pager goes the way the indices say, and shows only both ends.
    @Test func longJumpInALoopShowsOnlyBothEnds() {
        let h = loopingHarness(initialPage: 1)
        var shown = Set<Int>()
        h.pager.moveToPage(at: 6, at: h.time)
        h.settle { h.pager.forEachVisiblePage { index, _ in shown.insert(index) } }
        #expect(shown == [1, 6])
        #expect(h.pager.currentPage == 6 && h.moves == [6])
    }
}

@Suite(.tags(.unit))
struct LoopingTabStripTests {
    /// The loop screen's strip: eight fixed 132-pt tabs in 480 pt, wrapping with the pager.
    static let titles = ["News", "Sports", "Weather", "Science", "Culture", "Travel", "Food", "Tech"]
    static let layout = TabStripLayout(configuration: .fixed(width: 132, height: 48), count: 8,
                                       viewportWidth: 480) { _ in 0 }

    private func lerp(_ a: Double, _ b: Double, _ f: Double) -> Double { a + (b - a) * f }

    /// The visible tabs, left to right, with their frames.
    private func visibleTabs(_ tabs: TabbedView) -> [(index: Int, frame: Rect)] {
        var shown: [(index: Int, frame: Rect)] = []
        tabs.forEachVisibleTab { shown.append(($0, $1)) }
        return shown.sorted { $0.frame.x < $1.frame.x }
    }

    /// A ring's centring offset for tab `index`: no ends to clamp at.
    private func ringCentring(_ index: Int) -> Double {
        let span = Self.layout.span(of: index)
        return span.x + span.width / 2 - 240
    }

    /// The strip overflows, so it is a ring: between the last page and the first it scrolls on
    /// into the next lap, where tab 0 follows tab 7, instead of sweeping back across every tab.
    /// Offset and indicator move in proportion; the tabs in view always tile the strip in ring
    /// order; the selection amount wraps; a tap on the next lap's first tab is a tap on tab 0.
    @Test func ringScrollsOnIntoTheNextLapAcrossTheWrap() {
        let h = ViewPagerHarness(titles: Self.titles, tabs: .fixed(width: 132, height: 48), initialPage: 7, looping: true)
        #expect(h.tabs.wraps)
        let last = Self.layout.span(of: 7), first = Self.layout.span(of: 0)
        let c7 = ringCentring(7), c0 = ringCentring(0)
        // One lap: the eight tabs end to end (no spacing here), 8 x 132.
        let lap = Self.layout.lapLength
        #expect(c7 == 750 && c0 == -174 && lap == 1056)
        var fractions: [Double] = []
        h.onFrame = {
            let p = h.pager.position
            guard p >= 7 else { return }
            let f = p - 7
            fractions.append(f)
            let offset = self.lerp(c7, c0 + lap, f)
            #expect(abs(h.tabs.stripOffset - offset) < 1e-9)
            #expect(abs(h.tabs.indicatorFrame.x - (self.lerp(last.x, first.x + lap, f) - offset)) < 1e-9)
            #expect(h.tabs.indicatorFrame.width == 132)
            #expect(h.tabs.indicatorFrame.x >= -1e-9 && h.tabs.indicatorFrame.maxX <= 480 + 1e-9)
            #expect(abs(h.tabs.selectionAmount(of: 0) - f) < 1e-12)
            #expect(abs(h.tabs.selectionAmount(of: 7) - (1 - f)) < 1e-12)
            let shown = self.visibleTabs(h.tabs)
            #expect(shown.first!.frame.x <= 0 && shown.last!.frame.maxX >= 480)
            for (a, b) in zip(shown, shown.dropFirst()) {
                #expect(b.index == (a.index + 1) % 8, "ring order: \(a.index) then \(b.index)")
                #expect(abs(b.frame.x - a.frame.maxX) < 1e-9, "tabs tile the strip")
            }
        }
        // Drag slowly leftwards, towards the first page, and hold 40% of the way.
        h.drag(from: 400, to: 200, start: 0.1, duration: 0.5, release: false)
        h.step()
        #expect(abs(h.pager.position - (7 + 192.0 / 480)) < 1e-12)
        #expect(fractions.count > 20 && fractions.max()! > 0.39)
        // Tab 0 of the next lap is in view at 1056 - 802.8 = 253.2 .. 385.2, and answers as tab 0.
        #expect(abs(h.tabs.stripOffset - 802.8) < 1e-9)
        #expect(h.tabs.tabIndex(at: Point(x: 300, y: ViewPagerHarness.stripY)) == 0)
        #expect(h.tabs.tabIndex(at: Point(x: 250, y: ViewPagerHarness.stripY)) == 7)
        // Let go after holding still: back to the last page, the indicator with it.
        h.send(.pointerUp(Point(x: 200, y: ViewPagerHarness.pagesY)), at: h.time + 0.1)
        h.settle()
        #expect(h.pager.currentPage == 7 && h.tabs.selectedIndex == 7)
        #expect(h.tabs.indicatorFrame.x == last.x - c7)
        // A flick goes over: the first page, its tab centred, and the strip stays on the next
        // lap (every lap looks the same), so it never jumps.
        h.drag(from: 400, to: 300, start: h.time + 0.1, duration: 0.08)
        h.settle()
        #expect(h.pager.currentPage == 0 && h.tabs.selectedIndex == 0)
        #expect(h.tabs.stripOffset == c0 + lap && h.tabs.indicatorFrame.x == 174)
        #expect(h.moves == [0])
    }

    /// A ring of 100,000 tabs: across the wrap only tabs near its two ends are ever in view, so
    /// a swipe from the first page back to the last lays out a screenful, not the whole strip.
    @Test func hugeRingShowsOnlyItsEndsAcrossTheWrap() {
        let titles = (1...100_000).map { "Page \($0)" }
        let h = ViewPagerHarness(titles: titles, tabs: .fixed(width: 132, height: 48), looping: true)
        var seen = Set<Int>()
        h.onFrame = { for tab in self.visibleTabs(h.tabs) { seen.insert(tab.index) } }
        h.drag(from: 100, to: 400, start: 0.1, duration: 0.12)
        h.settle()
        #expect(h.pager.currentPage == 99_999 && h.tabs.selectedIndex == 99_999)
        #expect(!seen.isEmpty && seen.allSatisfy { $0 < 8 || $0 >= 100_000 - 8 }, "\(seen.sorted())")
        let ring = TabStripLayout(configuration: .fixed(width: 132, height: 48), count: 100_000, viewportWidth: 480) { _ in 0 }
        // Tab 99,999 centred, on the lap before tab 0's (the strip went left from -174).
        let span = ring.span(of: 99_999)
        #expect(h.tabs.stripOffset == span.x + span.width / 2 - 240 - ring.lapLength)
    }

    @Test func keysRoundTheLoopKeepTabAndPageTogether() {
        let h = ViewPagerHarness(titles: Self.titles, tabs: .fixed(width: 132, height: 48), looping: true)
        for press in 0..<25 { h.key(.right, at: 0.1 + Double(press) * 0.05) }
        h.settle()
        #expect(h.pager.currentPage == 1 && h.tabs.selectedIndex == 1 && h.pager.position == 1)
        for press in 0..<3 { h.key(.left, at: h.time + 0.02 * Double(press + 1)) }
        h.settle()
        #expect(h.pager.currentPage == 6 && h.tabs.selectedIndex == 6)
        let laps = (h.tabs.stripOffset - ringCentring(6)) / Self.layout.lapLength
        #expect(abs(laps - laps.rounded()) < 1e-9, "tab 6 centred, on some lap")
        #expect(h.tabs.tabFrame(at: 6).midX == 240)
    }
}
