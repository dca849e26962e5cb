import Testing
@testable import PagerCore

/// The appearance callbacks frame by frame: exact sequences for each kind of move.
@Suite(.tags(.unit)) struct PageLifecycleTests {
    /// A lone pager over a journal's pages, first page shown.
    private func harness(pages: Int = 5, initialPage: Int = 0, looping: Bool = false) -> (PagerHarness, Journal) {
        var configuration = PagedView.Configuration()
        configuration.isLooping = looping
        let h = PagerHarness(pages: pages, initialPage: initialPage, configuration: configuration)
        let journal = Journal(count: pages)
        h.pager.dataSource = journal
        h.run(until: h.frameInterval)
        return (h, journal)
    }

    @Test func theFirstPageAppearsAtTheFirstUpdate() {
        let h = PagerHarness(pages: 3)
        let journal = Journal(count: 3)
        h.pager.dataSource = journal
        #expect(journal.take() == [])
        h.run(until: h.frameInterval)
        #expect(journal.times == [h.frameInterval, h.frameInterval])
        #expect(journal.take() == ["P0 willAppear", "P0 didAppear"])
        #expect(journal.made == ["P0"])
    }

    @Test func aSwipeToTheNextPage() {
        let (h, journal) = harness()
        _ = journal.take()
        var wills: [String] = []
        var willTime = -1.0
        h.drag(from: 300, to: 100, start: 0.1, duration: 0.2)
        wills = journal.lines
        willTime = journal.times.first ?? -1
        #expect(wills == ["P0 willDisappear", "P1 willAppear"])
        // Heard when the pages first left page 0: after the press, before the release.
        #expect(willTime > 0.1 && willTime < 0.3)
        _ = journal.take()
        let rest = h.settle()
        #expect(journal.times == [rest, rest])
        #expect(journal.take() == ["P0 didDisappear", "P1 didAppear"])
        #expect(h.pager.currentPage == 1)
    }

    @Test func aSwipeThatGoesBackIsACancelledTransition() {
        let (h, journal) = harness()
        _ = journal.take()
        h.drag(from: 300, to: 280, start: 0.1, duration: 0.2, holdBeforeRelease: 0.2)
        h.settle()
        #expect(h.pager.currentPage == 0)
        #expect(journal.take() == ["P0 willDisappear", "P1 willAppear",
                                   "P1 willDisappear", "P0 willAppear", "P1 didDisappear", "P0 didAppear"])
    }

    @Test func aDragOneWayThenTheOtherPassesTheOriginOnce() {
        let (h, journal) = harness(initialPage: 1)
        _ = journal.take()
        let t0 = h.time
        h.send(.pointerDown(Point(x: 200, y: 100)), at: t0)
        for (k, x) in [230.0, 260, 200, 140].enumerated() {
            let t = t0 + Double(k + 1) * h.frameInterval
            h.run(until: t)
            h.send(.pointerMove(Point(x: x, y: 100)), at: t)
        }
        #expect(journal.take() == ["P1 willDisappear", "P0 willAppear",
                                   "P0 willDisappear", "P2 willAppear", "P0 didDisappear"])
        h.run(until: h.time + 0.3)
        h.send(.pointerUp(Point(x: 140, y: 100)), at: h.time)
        h.settle()
        #expect(h.pager.currentPage == 1)
        #expect(journal.take() == ["P2 willDisappear", "P1 willAppear", "P2 didDisappear", "P1 didAppear"])
    }

    @Test func aPressThatOnlyHoldsCallsNothing() {
        let (h, journal) = harness()
        _ = journal.take()
        h.send(.pointerDown(Point(x: 200, y: 100)), at: 0.1)
        h.run(until: 0.3)
        h.send(.pointerUp(Point(x: 200, y: 100)), at: 0.3)
        h.settle()
        #expect(journal.take() == [])
    }

    @Test func aLongJumpSkipsThePagesBetween() {
        let (h, journal) = harness(pages: 10)
        _ = journal.take()
        h.pager.moveToPage(at: 7, at: 0.5)
        #expect(journal.times == [0.5, 0.5])
        #expect(journal.take() == ["P0 willDisappear", "P7 willAppear"])
        var frames = 0
        while !h.pager.isSettled {
            h.run(until: h.time + h.frameInterval)
            frames += 1
            if !h.pager.isSettled { #expect(journal.lines.isEmpty) }
        }
        #expect(frames > 3)
        #expect(journal.take() == ["P0 didDisappear", "P7 didAppear"])
        #expect(journal.made == ["P0", "P7"])
    }

    @Test func aMoveAtOnceCallsAllFourInOneUpdate() {
        let (h, journal) = harness()
        _ = journal.take()
        h.pager.moveToPage(at: 3, animated: false, at: 0.5)
        #expect(journal.take() == ["P0 willDisappear", "P3 willAppear", "P0 didDisappear", "P3 didAppear"])
    }

    @Test func keysThatStackMoveThroughThePageBetweenOnScreen() {
        let (h, journal) = harness()
        _ = journal.take()
        h.pager.moveByOnePage(forward: true, at: 0.1)
        h.run(until: 0.15)
        h.pager.moveByOnePage(forward: true, at: 0.15)
        h.settle()
        #expect(h.pager.currentPage == 2)
        let lines = journal.take()
        #expect(lines.first == "P0 willDisappear" && lines.dropFirst().first == "P1 willAppear")
        #expect(lines.last == "P2 didAppear")
        #expect(lines.filter { $0.hasPrefix("P2") } == ["P2 willAppear", "P2 didAppear"])
        #expect(lines.filter { $0.hasPrefix("P1") } == ["P1 willAppear", "P1 willDisappear", "P1 didDisappear"])
        #expect(lines.filter { $0.hasPrefix("P0") } == ["P0 willDisappear", "P0 didDisappear"])
    }

    @Test func aLoopWrapsFromTheLastPageToTheFirst() {
        let (h, journal) = harness(pages: 3, initialPage: 2, looping: true)
        _ = journal.take()
        h.pager.moveByOnePage(forward: true, at: 0.1)
        #expect(journal.take() == ["P2 willDisappear", "P0 willAppear"])
        h.settle()
        #expect(journal.take() == ["P2 didDisappear", "P0 didAppear"])
        // And back across the wrap by a drag.
        h.drag(from: 100, to: 300, start: h.time + 0.1, duration: 0.2)
        h.settle()
        #expect(h.pager.currentPage == 2)
        #expect(journal.take() == ["P0 willDisappear", "P2 willAppear", "P0 didDisappear", "P2 didAppear"])
    }

    @Test func reducedMotionAppearsWhenTheFadeEnds() {
        let (h, journal) = harness()
        h.pager.reducesMotion = true
        _ = journal.take()
        h.pager.moveToPage(at: 1, at: 0.5)
        #expect(journal.take() == ["P0 willDisappear", "P1 willAppear"])
        h.run(until: 0.5 + PagedView.crossFadeSeconds / 2)
        #expect(journal.take() == [])
        let rest = h.settle()
        #expect(rest >= 0.5 + PagedView.crossFadeSeconds)
        #expect(journal.take() == ["P0 didDisappear", "P1 didAppear"])
    }

    @Test func removingTheShownPageTellsItAndShowsItsSuccessor() {
        let (h, journal) = harness(initialPage: 2)
        _ = journal.take()
        journal.titles.remove(at: 2)
        h.pager.removePage(at: 2)
        // The removed page hears its end, then the page that took its place appears.
        #expect(journal.take() == ["P2 willDisappear", "P2 didDisappear", "P3 willAppear", "P3 didAppear"])
        #expect(journal.released == ["P2"])
        #expect(h.pager.page(at: 2)?.title == "P3")
    }

    @Test func insertingBeforeTheShownPageRenumbersWithoutCallbacks() {
        let (h, journal) = harness(initialPage: 1)
        let shown = h.pager.page(at: 1)
        _ = journal.take()
        journal.titles.insert("New", at: 0)
        h.pager.insertPage(at: 0)
        #expect(journal.take() == [])
        #expect(h.pager.currentPage == 2)
        #expect(h.pager.page(at: 2) === shown)
        #expect(h.pager.appearance(ofPage: 2) == .shown && h.pager.appearance(ofPage: 1) == .hidden)
    }

    @Test func removingTheShownPageMidSwipe() {
        let (h, journal) = harness(initialPage: 1)
        _ = journal.take()
        h.drag(from: 300, to: 200, start: 0.1, duration: 0.1)
        #expect(journal.take() == ["P1 willDisappear", "P2 willAppear"])
        journal.titles.remove(at: 1)
        h.pager.removePage(at: 1)
        #expect(journal.lines.first == "P1 didDisappear")
        h.settle()
        let lines = journal.take()
        #expect(lines.last == "\(journal.titles[h.pager.currentPage]) didAppear")
        #expect(cycleViolation(in: ["P1 willAppear", "P1 didAppear", "P1 willDisappear", "P2 willAppear"] + lines) == nil)
    }

    @Test func aTabTapAndKeysThroughTheViewPager() {
        let h = ViewPagerHarness(titles: ["A", "B", "C", "D"])
        let journal = Journal(titles: h.titles)
        h.pager.dataSource = journal
        h.step()
        _ = journal.take()
        h.tap(tab: 3, at: 0.2)
        #expect(journal.times == [0.2, 0.2])
        #expect(journal.take() == ["A willDisappear", "D willAppear"])
        let rest = h.settle()
        #expect(journal.times == [rest, rest])
        #expect(journal.take() == ["A didDisappear", "D didAppear"])
        h.key(.home, at: h.time + 0.1)
        h.settle()
        #expect(journal.take() == ["D willDisappear", "A willAppear", "D didDisappear", "A didAppear"])
        #expect(!journal.made.contains("B") && !journal.made.contains("C"))
    }

    @Test func theObserverHearsWhatThePagesHearWithoutADataSource() {
        let h = PagerHarness(pages: 4)
        var heard: [PageAppearanceEvent] = []
        h.pager.onAppearance = { heard.append($0) }
        h.run(until: h.frameInterval)
        h.pager.moveToPage(at: 2, at: 0.5)
        h.settle()
        #expect(heard.map(\.description) == [
            "page 0 willAppear at \(h.frameInterval)", "page 0 didAppear at \(h.frameInterval)",
            "page 0 willDisappear at 0.5", "page 2 willAppear at 0.5",
            "page 0 didDisappear at \(h.time)", "page 2 didAppear at \(h.time)",
        ])
        #expect(h.pager.loadedPageIndices == [])
    }

    /// Random drags, flings, taps, keys, inserts and removals on a loop and on a line: every
    /// page's callbacks follow the cycle, and at rest exactly the current page is shown.
    @Test(arguments: [false, true]) func everyMoveKeepsTheCycle(looping: Bool) {
        var seed: UInt64 = looping ? 7 : 3
        func next(_ n: Int) -> Int {
            seed = seed &* 6364136223846793005 &+ 1442695040888963407
            return Int((seed >> 33) % UInt64(n))
        }
        var configuration = PagedView.Configuration()
        configuration.isLooping = looping
        let h = PagerHarness(pages: 6, configuration: configuration)
        let journal = Journal(count: 6)
        h.pager.dataSource = journal
        var heard: [PageAppearanceEvent] = []
        h.pager.onAppearance = { heard.append($0) }
        var inserted = 0
        for _ in 0..<120 {
            let t = h.time + 0.01 + Double(next(40)) / 100
            switch next(6) {
            case 0: h.drag(from: 200, to: Double(next(400)), start: t, duration: 0.05 + Double(next(20)) / 100)
            case 1: h.run(until: t); h.pager.moveToPage(at: next(h.pager.pageCount), at: t)
            case 2: h.run(until: t); h.pager.moveByOnePage(forward: next(2) == 0, at: t)
            case 3:
                h.run(until: t)
                let index = next(h.pager.pageCount + 1)
                inserted += 1
                journal.titles.insert("N\(inserted)", at: index)
                h.pager.insertPage(at: index)
            case 4:
                h.run(until: t)
                let index = next(h.pager.pageCount)
                guard h.pager.pageCount > 1 else { break }
                journal.titles.remove(at: index)
                h.pager.removePage(at: index)
            default: h.run(until: t); h.pager.reducesMotion = next(2) == 0
            }
            if next(3) == 0 {
                h.settle(limit: h.time + 5)
                #expect(h.pager.isSettled)
                for page in 0..<h.pager.pageCount {
                    #expect(h.pager.appearance(ofPage: page) == (page == h.pager.currentPage ? .shown : .hidden))
                }
            }
        }
        #expect(cycleViolation(in: journal.lines) == nil)
        #expect(heard.count == journal.lines.count && heard.count > 100)
    }
}
