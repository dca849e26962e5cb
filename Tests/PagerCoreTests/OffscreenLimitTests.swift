import Testing
@testable import PagerCore

/// Pages made lazily from the data source and let go of beyond the offscreen limit (observed
/// through weak references).
@Suite(.tags(.unit)) struct OffscreenLimitTests {
    private final class Weak { weak var page: (any Page)? }

    private func harness(pages: Int, initialPage: Int = 0, looping: Bool = false, limit: Int = 1) -> (PagerHarness, Journal) {
        var configuration = PagedView.Configuration()
        configuration.isLooping = looping
        let journal = Journal(count: pages)
        let h = PagerHarness(pages: pages, initialPage: initialPage, configuration: configuration)
        h.pager.dataSource = journal
        h.pager.offscreenPageLimit = limit
        h.run(until: h.frameInterval)
        return (h, journal)
    }

    @Test func pagesBeyondTheLimitAreReleased() {
        let (h, journal) = harness(pages: 5)
        let first = Weak()
        first.page = h.pager.page(at: 0)
        h.drag(from: 300, to: 100, start: 0.1, duration: 0.2)
        h.settle()
        #expect(h.pager.currentPage == 1 && first.page != nil)
        #expect(h.pager.loadedPageIndices == [0, 1])
        h.drag(from: 300, to: 100, start: h.time + 0.1, duration: 0.2)
        h.settle()
        #expect(h.pager.currentPage == 2)
        #expect(first.page == nil)
        #expect(journal.released == ["P0"])
        #expect(h.pager.loadedPageIndices == [1, 2])
    }

    @Test func aLimitOfTwoKeepsTwoEachSide() {
        let (h, _) = harness(pages: 6, limit: 2)
        for _ in 0..<3 {
            h.pager.moveByOnePage(forward: true, at: h.time + 0.01)
            h.settle()
        }
        #expect(h.pager.currentPage == 3)
        #expect(h.pager.loadedPageIndices == [1, 2, 3])
    }

    @Test func aHundredThousandPagesMakeOnlyWhatShows() {
        let (h, journal) = harness(pages: 100_000)
        h.pager.moveToPage(at: 50_000, at: 0.1)
        #expect(h.pager.loadedPageIndices == [0, 50_000])
        h.settle()
        #expect(h.pager.loadedPageIndices == [50_000])
        #expect(journal.made == ["P0", "P50000"])
        h.pager.moveToPage(at: 99_999, animated: false, at: h.time + 0.1)
        #expect(h.pager.loadedPageIndices == [99_999])
        #expect(journal.made.count == 3)
    }

    @Test func aLoopMeasuresTheLimitRoundTheWrap() {
        let (h, _) = harness(pages: 10, looping: true)
        h.pager.moveByOnePage(forward: false, at: 0.1)
        h.settle()
        #expect(h.pager.currentPage == 9)
        #expect(h.pager.loadedPageIndices == [0, 9])
        h.pager.moveByOnePage(forward: false, at: h.time + 0.1)
        h.settle()
        #expect(h.pager.currentPage == 8)
        #expect(h.pager.loadedPageIndices == [8, 9])
    }

    @Test func heldPagesFollowInsertAndRemove() {
        let (h, journal) = harness(pages: 5, initialPage: 2, limit: 2)
        h.pager.moveByOnePage(forward: true, at: 0.1)
        h.settle()
        let shown = h.pager.page(at: 3)
        let before = h.pager.page(at: 2)
        journal.titles.insert("New", at: 1)
        h.pager.insertPage(at: 1)
        #expect(h.pager.page(at: 4) === shown && h.pager.page(at: 3) === before)
        journal.titles.remove(at: 0)
        h.pager.removePage(at: 0)
        #expect(h.pager.page(at: 3) === shown && h.pager.page(at: 2) === before)
        #expect(h.pager.currentPage == 3)
        #expect(journal.made == ["P2", "P3"])
    }

    /// A keyed diff applied as one batch: the data is the final list from the start, and the
    /// pager asks for no page until the steps are done, so it never asks past the new count or
    /// for an index that meant another page half-way.
    @Test func aBatchOfEditsAsksOnlyForTheFinalPages() {
        let (h, journal) = harness(pages: 6, initialPage: 2)
        let old = journal.titles
        journal.titles = ["P5", "P0"]
        let diff = PageListDiff(from: old, to: journal.titles, current: 2)
        h.pager.performBatchUpdates {
            for step in diff.steps {
                switch step {
                case let .insert(index): h.pager.insertPage(at: index)
                case let .remove(index): h.pager.removePage(at: index)
                }
            }
        }
        #expect(journal.askedOutside.isEmpty)
        #expect(h.pager.pageCount == 2)
        h.settle()
        #expect(journal.askedOutside.isEmpty)
        #expect(h.pager.page(at: 0)?.title == "P5" && h.pager.page(at: 1)?.title == "P0")
    }
}
