import PagerCore
import Testing

/// A looping pager with one page has no other page to come round to: it shows its page once
/// (peek or not), a swipe springs back to it, and a key or a tap asks for no move.
@Suite(.tags(.unit))
struct OnePageLoopTests {
    private func harness(peek: Double = 48) -> PagerHarness {
        var configuration = PagedView.Configuration()
        configuration.isLooping = true
        configuration.peek = peek
        return PagerHarness(pages: 1, width: 400, configuration: configuration)
    }

    private func shown(_ pager: PagedView) -> [Rect] {
        var frames: [Rect] = []
        pager.forEachVisiblePage { index, frame in
            #expect(index == 0)
            frames.append(frame)
        }
        return frames
    }

    @Test(arguments: [0.0, 48]) func itsPageIsDrawnOnce(_ peek: Double) {
        let run = harness(peek: peek)
        #expect(shown(run.pager) == [Rect(x: peek, y: 0, width: 400 - 2 * peek, height: 300)])
    }

    @Test func aSwipeSpringsBackWithoutAMove() {
        let run = harness()
        var furthest = 0.0
        run.drag(from: 300, to: 60, start: 0.1, duration: 0.1)
        while !run.pager.isSettled && run.time < 5 {
            run.run(until: run.time + run.frameInterval)
            furthest = max(furthest, abs(run.pager.position))
            #expect(shown(run.pager).count == 1)
        }
        #expect(run.pager.isSettled && run.pager.position == 0 && run.pager.currentPage == 0)
        // The rubber band's reach for a 240-point pull over a 304-point page, never a page.
        #expect(furthest > 0 && furthest < 0.5, "furthest \(furthest) pages")
        #expect(run.moves.isEmpty)
    }

    @Test func aKeyOrATapAsksForNoMove() {
        let run = harness()
        for forward in [true, false] {
            run.pager.moveByOnePage(forward: forward, at: run.time)
            #expect(run.pager.isSettled && run.pager.position == 0, "\(forward ? "next" : "previous")")
        }
        run.pager.moveToPage(at: 1, at: run.time)
        #expect(run.pager.isSettled && run.pager.position == 0)
        run.pager.moveToPage(at: -1, at: run.time)
        #expect(run.pager.isSettled && run.pager.position == 0 && run.moves.isEmpty)
    }

    @Test func aSecondPageMakesItWrapAgain() {
        let run = harness(peek: 0)
        run.pager.insertPage(at: 1)
        run.pager.moveByOnePage(forward: false, at: run.time)
        run.settle()
        #expect(run.pager.currentPage == 1, "back from the first page comes round to the last")
    }
}
