import PagerCore
import Testing

/// Every move's completion is told exactly once, with whether it finished, also when the
/// completion of an interrupted move starts another move and a third move then takes over.
extension Misuse {
    @Suite("Completion chains")
    struct CompletionChainTests {
        @Test func aMoveStartedByAnInterruptedCompletionIsToldToo() {
            let pager = PagedView(pageCount: 6)
            pager.frame = Rect(x: 0, y: 0, width: 400, height: 300)
            var told: [String: [Bool]] = [:]
            pager.moveToPage(at: 1, animation: .default, at: 0) { finished in
                told["A", default: []].append(finished)
                guard !finished else { return }
                pager.moveToPage(at: 2, animation: .default, at: 0.05) { told["C", default: []].append($0) }
            }
            pager.advance(to: 0.02)
            pager.moveToPage(at: 3, animation: .default, at: 0.05) { told["B", default: []].append($0) }
            pager.advance(to: 0.1)
            pager.moveToPage(at: 4, animation: .default, at: 0.1) { told["D", default: []].append($0) }
            var time = 0.1
            while !pager.isSettled && time < 5 {
                time += 1.0 / 60
                pager.advance(to: time)
            }
            #expect(told == ["A": [false], "B": [false], "C": [false], "D": [true]])
            #expect(pager.currentPage == 4)
        }

        /// A chain of completions, each starting the next move when told, interrupted by presses
        /// and new moves: each is told once.
        @Test func aLongChainTellsEachCompletionOnce() {
            let pager = PagedView(pageCount: 10)
            pager.frame = Rect(x: 0, y: 0, width: 400, height: 300)
            var told: [Int: [Bool]] = [:]
            var started = 0
            var time = 0.0
            func start(_ target: Int) {
                let id = started
                started += 1
                pager.moveToPage(at: target % 10, animation: .default, at: time) { finished in
                    told[id, default: []].append(finished)
                    if id < 30 { start(target + 3) }
                }
            }
            start(1)
            for step in 0..<200 {
                time += 1.0 / 60
                pager.advance(to: time)
                if step % 7 == 3 { start(step) }
                if step % 11 == 5 {
                    pager.handle(InputEvent(.pointerDown(Point(x: 200, y: 100)), at: time))
                    pager.handle(InputEvent(.pointerUp(Point(x: 200, y: 100)), at: time))
                }
            }
            while !pager.isSettled && time < 20 {
                time += 1.0 / 60
                pager.advance(to: time)
            }
            #expect(told.count == started)
            #expect(told.values.allSatisfy { $0.count == 1 })
        }
    }
}
