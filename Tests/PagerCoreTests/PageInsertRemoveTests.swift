import PagerCore
import Testing

/// The moments at which pages are inserted and removed.
enum Moment: String, CaseIterable, CustomTestStringConvertible {
    /// At rest on page 2.
    case rest
    /// A finger holds the pages 30% of the way to page 3.
    case draggingForward
    /// A finger holds the pages 30% of the way back to page 1.
    case draggingBack
    /// Springing from page 2 to page 3 after a key press, a few frames in.
    case settling
    /// Springing back to page 1 after a flick to the right, a few frames after the release.
    case flungBack
    /// A long jump from page 2 to page 5 (a tap on its tab), a few frames in.
    case longJump

    var testDescription: String { rawValue }
}

/// Seven pages, "P0" ... "P6", starting on P2, 480 pt wide, at the given moment (shared by
/// PageListDiffTests, which applies new content at each moment).
func harness(at moment: Moment, looping: Bool = false) -> ViewPagerHarness {
    let h = ViewPagerHarness(titles: (0..<7).map { "P\($0)" }, tabs: .fixed(width: 100, height: 48),
                             initialPage: 2, looping: looping)
    switch moment {
    case .rest:
        break
    case .draggingForward:
        h.drag(from: 400, to: 400 - 8 - 144, start: 0.1, duration: 0.2, release: false)
    case .draggingBack:
        h.drag(from: 100, to: 100 + 8 + 144, start: 0.1, duration: 0.2, release: false)
    case .settling:
        h.key(.right, at: 0.1)
        for _ in 0..<4 { h.step() }
    case .flungBack:
        h.drag(from: 100, to: 220, start: 0.1, duration: 0.08)
        for _ in 0..<3 { h.step() }
    case .longJump:
        h.tap(tab: 5, at: 0.1)
        for _ in 0..<4 { h.step() }
    }
    return h
}

/// The pages on screen: title and left edge.
private func shownPages(_ h: ViewPagerHarness) -> [String: Double] {
    var shown: [String: Double] = [:]
    h.pager.forEachVisiblePage { index, frame in shown[h.titles[index]] = frame.x }
    return shown
}

/// Whether the same pages are on screen at the same places (to a billionth of a point).
private func same(_ a: [String: Double], _ b: [String: Double]) -> Bool {
    a.keys.sorted() == b.keys.sorted() && a.allSatisfy { abs($0.value - b[$0.key]!) < 1e-9 }
}

/// Lets go of a held drag (after holding still, so no fling), then lets everything settle.
private func finish(_ h: ViewPagerHarness, _ moment: Moment) {
    if moment == .draggingForward || moment == .draggingBack {
        h.run(until: h.time + 0.1)
        h.send(.pointerUp(Point(x: 240, y: ViewPagerHarness.pagesY)), at: h.time)
    }
    h.settle()
}

/// Once at rest, tab and page agree, the position is that exact page, and the selected tab
/// carries the page's title.
private func expectConsistent(_ h: ViewPagerHarness, _ context: String) {
    #expect(h.viewPager.isSettled, "\(context)")
    #expect(h.tabs.selectedIndex == h.pager.currentPage, "\(context)")
    #expect(h.pager.position == Double(h.pager.currentPage), "\(context)")
    #expect(h.pager.pageCount == h.titles.count && h.tabs.tabCount == h.titles.count, "\(context)")
    let tabs = h.tabs.elementNode().children.filter { $0.role == "tab" }
    let selected = tabs.filter { $0.selected == true }.map(\.title)
    #expect(selected == [h.currentTitle], "\(context): selected tab \(selected) on page \(h.currentTitle)")
    for tab in tabs { #expect(h.titles.contains(tab.title ?? ""), "\(context): stale tab \(tab.title ?? "")") }
}

@Suite(.tags(.unit))
struct PageInsertTests {
    /// Insert before every index at every moment: the current page stays the same page by
    /// title, what is on screen does not move, and once settled tab and page agree.
    @Test(arguments: Moment.allCases, [false, true])
    func insertAtEveryPosition(moment: Moment, looping: Bool) {
        for index in 0...7 {
            let h = harness(at: moment, looping: looping)
            let current = h.currentTitle
            let heading = h.titles[h.pager.targetPage]
            let shown = shownPages(h)
            let selected = h.titles[h.tabs.selectedIndex]
            h.insertPage("New", at: index)
            let context = "\(moment)\(looping ? " looping" : "") insert at \(index)"
            #expect(h.currentTitle == current, "\(context)")
            #expect(same(shownPages(h), shown), "\(context): \(shownPages(h)), not \(shown)")
            // The selection stays, or (ViewPager re-syncs it) already shows where the move heads.
            #expect([selected, heading].contains(h.titles[h.tabs.selectedIndex]), "\(context): tab \(h.titles[h.tabs.selectedIndex])")
            #expect(h.titles[h.pager.targetPage] == heading, "\(context): the move still heads for \(heading)")
            finish(h, moment)
            expectConsistent(h, context)
            #expect(h.currentTitle == heading, "\(context): ends on \(h.currentTitle), not \(heading)")
        }
    }

    @Test func insertingBeforeTheCurrentPageIsNotAMove() {
        let h = harness(at: .rest)
        h.insertPage("New", at: 0)
        h.insertPage("Newer", at: 3)
        #expect(h.pager.currentPage == 4 && h.currentTitle == "P2")
        h.settle()
        #expect(h.moves.isEmpty, "renumbering is not a move")
        #expect(h.pager.position == 4)
    }
}

@Suite(.tags(.unit))
struct PageRemoveTests {
    /// Remove every index at every moment: a page that is not the current one goes without
    /// disturbing the current page; removing the current page hands over to its successor
    /// (its predecessor at the end); once settled tab and page agree.
    @Test(arguments: Moment.allCases, [false, true])
    func removeAtEveryPosition(moment: Moment, looping: Bool) {
        for index in 0..<7 {
            let h = harness(at: moment, looping: looping)
            let current = h.currentTitle
            let heading = h.titles[h.pager.targetPage]
            let shown = shownPages(h)
            let removed = h.titles[index]
            h.removePage(at: index)
            let context = "\(moment)\(looping ? " looping" : "") remove \(removed)"
            if removed != current {
                #expect(h.currentTitle == current, "\(context)")
            } else {
                #expect(h.currentTitle == "P3", "\(context): the successor takes over")
            }
            if shown[removed] == nil {
                #expect(same(shownPages(h), shown), "\(context): \(shownPages(h)), not \(shown)")
            }
            finish(h, moment)
            expectConsistent(h, context)
            #expect(!h.titles.contains(removed))
            if removed != heading && moment != .draggingForward && moment != .draggingBack {
                #expect(h.currentTitle == heading, "\(context): ends on \(h.currentTitle), not \(heading)")
            }
        }
    }

    @Test func removingTheLastPageWhileOnItFallsBackToItsPredecessor() {
        let h = ViewPagerHarness(titles: ["A", "B", "C"], initialPage: 2)
        h.removePage(at: 2)
        #expect(h.currentTitle == "B" && h.pager.currentPage == 1)
        h.settle()
        expectConsistent(h, "remove last")
    }

    /// Remove the current page again and again, at rest and mid-swipe, down to one page; a
    /// single page still swipes, and removing it too leaves an empty pager and strip.
    @Test(arguments: [false, true])
    func removingDownToOnePage(looping: Bool) {
        let h = harness(at: .rest, looping: looping)
        var round = 0
        while h.titles.count > 1 {
            if round % 2 == 1 { h.key(.right, at: h.time + 0.02) }
            h.removePage(at: h.pager.targetPage)
            h.run(until: h.time + 0.05)
            round += 1
            if round % 3 == 0 { h.settle() }
        }
        h.settle()
        expectConsistent(h, "one page left")
        #expect(h.titles.count == 1 && h.pager.pageCount == 1 && h.tabs.tabCount == 1)
        // A single page still drags (rubber band or loop) and comes back to rest on itself.
        h.drag(from: 300, to: 100, start: h.time + 0.1, duration: 0.1)
        h.settle()
        expectConsistent(h, "one page after a swipe")
        #expect(h.pager.position == 0)
        h.viewPager.removePage(at: 0)
        #expect(h.pager.pageCount == 0 && h.tabs.tabCount == 0, "the last page goes too: the pager is empty")
        #expect(h.pager.position == 0 && h.pager.isSettled)
    }
}

@Suite(.tags(.unit))
struct PagedViewInsertRemoveTests {
    /// PagedView alone: inserting and removing at rest renumbers the current page without
    /// reporting a move; the position stays an exact integer.
    @Test func insertAndRemoveAtRest() {
        let h = PagerHarness(pages: 5, initialPage: 2)
        h.pager.insertPage(at: 0)
        #expect(h.pager.pageCount == 6 && h.pager.currentPage == 3 && h.pager.position == 3)
        h.pager.insertPage(at: 6)
        #expect(h.pager.pageCount == 7 && h.pager.currentPage == 3)
        h.pager.insertPage(at: 99)
        #expect(h.pager.pageCount == 8, "an index past the end appends")
        h.pager.removePage(at: 0)
        #expect(h.pager.currentPage == 2 && h.pager.position == 2)
        h.pager.removePage(at: 2)
        #expect(h.pager.currentPage == 2, "the successor takes the removed page's place")
        h.pager.removePage(at: -1)
        h.pager.removePage(at: 99)
        #expect(h.pager.pageCount == 6, "out-of-range removals do nothing")
        #expect(h.moves.isEmpty)
        #expect(h.pager.isSettled)
    }

    /// During a spring to the next page, inserting before the current page keeps the page
    /// heading into view heading into view; removing every page but one leaves it current, and
    /// removing more empties the pager.
    @Test func insertBeforeDuringASpringKeepsTheMotion() {
        let h = PagerHarness(pages: 5, initialPage: 1)
        h.pager.moveToPage(at: 2, at: h.time)
        h.run(until: 0.05)
        let visual = h.pager.position - 1
        h.pager.insertPage(at: 0)
        #expect(h.pager.currentPage == 2 && h.pager.targetPage == 3)
        #expect(abs(h.pager.position - (2 + visual)) < 1e-12, "the same fraction of the way, renumbered")
        h.settle()
        #expect(h.pager.currentPage == 3 && h.moves == [3])
        while h.pager.pageCount > 1 { h.pager.removePage(at: 0) }
        #expect(h.pager.pageCount == 1 && h.pager.currentPage == 0 && h.pager.position == 0)
        for _ in 0..<3 { h.pager.removePage(at: 0) }
        #expect(h.pager.pageCount == 0 && h.pager.currentPage == 0 && h.pager.position == 0)
    }

    /// Removing the target of a spring past the last page sends the spring to the new last page.
    @Test func removingTheSpringTargetAtTheEnd() {
        let h = PagerHarness(pages: 3, initialPage: 1)
        h.pager.moveToPage(at: 2, at: h.time)
        h.run(until: 0.05)
        h.pager.removePage(at: 2)
        h.settle()
        #expect(h.pager.pageCount == 2 && h.pager.currentPage == 1 && h.pager.position == 1)
        #expect(h.moves.isEmpty, "it came back to the page it left")
    }
}
