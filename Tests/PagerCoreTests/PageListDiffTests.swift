import PagerCore
import ScrollPhysics
import Testing

/// Applies `diff`'s steps to `old` as a pager applies them; each inserted page is "+", and once
/// all have been applied they are named from `new` (an insertion's page is the new list's there).
private func replay(_ diff: PageListDiff, old: [String], new: [String]) -> [String] {
    var list = old
    for step in diff.steps {
        switch step {
        case let .remove(index): list.remove(at: index)
        case let .insert(index): list.insert("+", at: index)
        }
    }
    guard list.count == new.count else { return list }
    return list.enumerated().map { index, title in
        if title == "+" { return diff.keptOldIndex[index] == nil ? new[index] : "misplaced" }
        return diff.keptOldIndex[index].map { old[$0] } == title ? title : "moved wrongly"
    }
}

@Suite(.tags(.unit))
struct PageListDiffTests {
    @Test func stepsTurnTheOldListIntoTheNewOne() {
        var rng = SplitMix64(seed: 27)
        for _ in 0..<500 {
            let old = (0..<Int.random(in: 1...12, using: &rng)).map { "P\($0)" }
            var new = old.filter { _ in Int.random(in: 0..<4, using: &rng) > 0 }.shuffled(using: &rng)
            for n in 0..<Int.random(in: 0...3, using: &rng) { new.insert("N\(n)", at: Int.random(in: 0...new.count, using: &rng)) }
            if new.isEmpty { new = ["Only"] }
            let current = Int.random(in: 0..<old.count, using: &rng)
            let diff = PageListDiff(from: old, to: new, current: current)
            #expect(replay(diff, old: old, new: new) == new, "\(old) -> \(new)")
            // The selection is the current page if it stays, else the next kept one, else the
            // previous one.
            if let selection = diff.selection {
                let expected = new.contains(old[current]) ? old[current]
                    : (old[(current + 1)...].first { new.contains($0) } ?? old[..<current].last { new.contains($0) })
                #expect(new[selection] == expected, "\(old) -> \(new) from \(old[current])")
                #expect(diff.keptOldIndex[selection] != nil, "the selected page stays in place")
            } else {
                #expect(!old.contains { new.contains($0) })
            }
        }
    }

    @Test func onlyPagesOutOfOrderMove() {
        // B moved to the end: A, C, D stay (the longest run in order), B is removed and inserted.
        let diff = PageListDiff(from: ["A", "B", "C", "D"], to: ["A", "C", "D", "B"], current: 0)
        #expect(diff.steps == [.remove(1), .insert(3)])
        #expect(diff.keptOldIndex == [0, 2, 3, nil])
        // The same move with B current: B stays, the others move around it.
        let around = PageListDiff(from: ["A", "B", "C", "D"], to: ["A", "C", "D", "B"], current: 1)
        #expect(around.selection == 3)
        #expect(around.keptOldIndex[3] == 1)
        #expect(replay(around, old: ["A", "B", "C", "D"], new: ["A", "C", "D", "B"]) == ["A", "C", "D", "B"])
        #expect(PageListDiff(from: ["A", "B"], to: ["A", "B"], current: 1).isEmpty)
    }

    @Test func nothingKeptEndsOnTheFirstNewPage() {
        let diff = PageListDiff(from: ["A", "B", "C"], to: ["X", "Y"], current: 2)
        #expect(diff.selection == nil)
        #expect(replay(diff, old: ["A", "B", "C"], new: ["X", "Y"]) == ["X", "Y"])
        let h = ViewPagerHarness(titles: ["A", "B", "C"], initialPage: 2)
        h.apply(["X", "Y"])
        h.settle()
        #expect(h.currentTitle == "X" && h.tabs.selectedIndex == 0 && h.pager.position == 0)
    }
}

/// Lets go of a held drag (still, so no fling) and lets everything settle.
private func finish(_ h: ViewPagerHarness, _ moment: Moment) {
    if moment == .draggingForward || moment == .draggingBack {
        h.run(until: h.time + 0.1)
        h.send(.pointerUp(Point(x: 240, y: ViewPagerHarness.pagesY)), at: h.time)
    }
    h.settle()
}

@Suite(.tags(.unit))
struct LiveContentTests {
    /// New content at every moment: a reordered list with pages removed and added around the
    /// current one. The current page stays current by id, the page on screen does not move, a
    /// move still heads for the same page, and once at rest tab and page agree on it.
    @Test(arguments: Moment.allCases, [false, true])
    func applyingNewContentKeepsThePageByID(moment: Moment, looping: Bool) {
        let edits: [[String]] = [
            ["P6", "P5", "P4", "P3", "P2", "P1", "P0"],          // reversed
            ["New", "P2", "P3", "P4", "P5", "P6"],               // P0, P1 out, one in front
            ["P0", "P3", "P1", "P2", "A", "B", "P4", "P5", "P6"], // a move before, two inserted after
            ["P2"],                                              // only the current page left
        ]
        for edit in edits {
            let h = harness(at: moment, looping: looping)
            let current = h.currentTitle
            let heading = h.titles[h.pager.targetPage]
            var shown: [String: Double] = [:]
            h.pager.forEachVisiblePage { index, frame in shown[h.titles[index]] = frame.x }
            let beforeMoves = h.moves.count
            h.apply(edit)
            let context = "\(moment)\(looping ? " looping" : "") -> \(edit)"
            #expect(h.currentTitle == current, "\(context)")
            #expect(h.moves.count == beforeMoves, "\(context): renumbering is not a move")
            var after: [String: Double] = [:]
            h.pager.forEachVisiblePage { index, frame in after[h.titles[index]] = frame.x }
            // Where the pages on screen stay neighbours in place, nothing on screen moves.
            let onScreen = shown.keys.sorted { shown[$0]! < shown[$1]! }
            let newIndices = onScreen.compactMap { edit.firstIndex(of: $0) }
            let oldIndices = onScreen.compactMap { h.titles.firstIndex(of: $0) }
            let diff = PageListDiff(from: (0..<7).map { "P\($0)" }, to: edit, current: 2)
            if newIndices.count == onScreen.count, newIndices.allSatisfy({ diff.keptOldIndex[$0] != nil }),
               zip(newIndices, newIndices.dropFirst()).allSatisfy({ $1 == $0 + 1 }) || newIndices.count == 1 {
                #expect(oldIndices.count == onScreen.count)
                for title in onScreen {
                    #expect(abs(after[title]! - shown[title]!) < 1e-9, "\(context): \(title) stays where it is drawn")
                }
            }
            // A move heads on for its target while that stays in place (else for the page that
            // takes its place, as when a single page is removed).
            if let index = edit.firstIndex(of: heading), diff.keptOldIndex[index] != nil {
                #expect(h.titles[h.pager.targetPage] == heading, "\(context): still heading for \(heading)")
            }
            finish(h, moment)
            #expect(h.viewPager.isSettled, "\(context)")
            #expect(h.tabs.selectedIndex == h.pager.currentPage && h.pager.position == Double(h.pager.currentPage), "\(context)")
            #expect(h.tabs.tabCount == edit.count && h.pager.pageCount == edit.count, "\(context)")
            let selected = h.tabs.elementNode().children.filter { $0.role == "tab" && $0.selected == true }.map(\.title)
            #expect(selected == [h.currentTitle], "\(context)")
            if let index = edit.firstIndex(of: heading), diff.keptOldIndex[index] != nil { #expect(h.currentTitle == heading, "\(context): ends on \(h.currentTitle)") }
        }
    }

    /// The current page removed in new content: the selection goes to the next page kept
    /// (the previous one when none follows), at rest and mid-drag.
    @Test func aRemovedCurrentPageHandsOverToItsNearestKeptNeighbour() {
        let h = ViewPagerHarness(titles: ["A", "B", "C", "D", "E"], initialPage: 2)
        h.apply(["E", "A", "B", "D"])
        #expect(h.currentTitle == "D")
        h.settle()
        #expect(h.currentTitle == "D" && h.tabs.selectedIndex == 3)
        let end = ViewPagerHarness(titles: ["A", "B", "C"], initialPage: 2)
        end.apply(["B", "A"])
        end.settle()
        #expect(end.currentTitle == "B", "none follows: the previous kept page")
    }

    /// A drag under way when new content arrives keeps following the finger 1:1 (page widths
    /// per point: 1 / 480) and ends with an ordinary settle on the page it picks.
    @Test(arguments: [false, true])
    func aDragKeepsFollowingTheFingerAcrossNewContent(looping: Bool) {
        let h = ViewPagerHarness(titles: (0..<5).map { "P\($0)" }, initialPage: 2, looping: looping)
        h.drag(from: 400, to: 300, start: 0.1, duration: 0.2, release: false)
        let before = h.pager.position
        h.apply(["P4", "P0", "X", "P2", "P3", "P1"])
        // P2 is now index 3, the drag as far past it as before.
        #expect(abs(h.pager.position - (before + 1)) < 1e-9)
        let t = h.time + 1.0 / 60
        h.run(until: t)
        h.send(.pointerMove(Point(x: 252, y: ViewPagerHarness.pagesY)), at: t)
        #expect(abs(h.pager.position - (before + 1 + 48.0 / 480)) < 1e-9, "1:1 after the change")
        h.run(until: t + 0.1)
        h.send(.pointerUp(Point(x: 252, y: ViewPagerHarness.pagesY)), at: h.time)
        h.settle()
        // 148 pt of 480 dragged slowly: back to P2, now at index 3.
        #expect(h.currentTitle == "P2" && h.pager.currentPage == 3 && h.tabs.selectedIndex == 3)
    }

    /// A fling's spring keeps its target page and its speed across new content: the position
    /// frame by frame is the old spring's, shifted by the target's new index.
    @Test func aFlingKeepsItsSpringAcrossNewContent() {
        let reference = ViewPagerHarness(titles: (0..<5).map { "P\($0)" }, initialPage: 1)
        let h = ViewPagerHarness(titles: (0..<5).map { "P\($0)" }, initialPage: 1)
        for pager in [reference, h] {
            pager.drag(from: 400, to: 300, start: 0.1, duration: 0.05)
            for _ in 0..<3 { pager.step() }
        }
        h.apply(["A", "B", "P0", "P1", "P2", "P3", "P4"])
        for _ in 0..<40 {
            reference.step()
            h.step()
            #expect(abs(h.pager.position - (reference.pager.position + 2)) < 1e-9)
        }
        reference.settle()
        h.settle()
        #expect(h.currentTitle == reference.currentTitle)
    }

    /// A title changed under the same id: the tab is measured again (self-sizing, FixedWidthTextMeasurer's
    /// widths), the others keep theirs, and the pages do not move.
    @Test func aRetitledTabIsMeasuredAgain() {
        final class Box { var titles = ["A", "B", "C"] }
        let box = Box()
        let measurer = FixedWidthTextMeasurer()
        let tabs = TabbedView(sizeConfiguration: .selfSizing(height: 48, spacing: 0), tabCount: 3, selectedIndex: 1,
                              measurer: measurer) { TitleTabItem(title: box.titles[$0]) }
        let pager = ViewPager(tabs: tabs, pagedView: PagedView(pageCount: 3, initialPage: 1), tabsPosition: .top)
        pager.frame = Rect(x: 0, y: 0, width: 2000, height: 400)
        let widths = (0..<3).map { tabs.tabFrame(at: $0).width }
        box.titles[2] = "A much longer title"
        pager.apply(PageListDiff(from: ["a", "b", "c"], to: ["a", "b", "c"], current: 1), changed: [2])
        let expected = TitleTabItem(title: box.titles[2]).preferredWidth(measurer: measurer, theme: Theme())
        #expect(tabs.tabFrame(at: 2).width == expected && expected > widths[2])
        #expect(tabs.tabFrame(at: 0).width == widths[0] && tabs.tabFrame(at: 1).width == widths[1])
        #expect(pager.pagedView.position == 1 && tabs.elementNode().children.filter { $0.role == "tab" }.last?.title == box.titles[2])
    }

    /// 100,000 pages: one page removed before the current one and one added after it cost a
    /// frame like any other, and the pager stays on its page.
    @Test func aHundredThousandPages() {
        let titles = (0..<100_000).map { "Page \($0 + 1)" }
        let h = ViewPagerHarness(titles: titles, tabs: .fixed(width: 120, height: 48), initialPage: 50_000)
        var edited = titles
        edited.remove(at: 10)
        edited.insert("New", at: 60_000)
        h.apply(edited)
        #expect(h.currentTitle == "Page 50001" && h.pager.currentPage == 49_999)
        h.settle()
        #expect(h.tabs.selectedIndex == 49_999 && h.pager.position == 49_999)
    }
}
