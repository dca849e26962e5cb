import Testing
@testable import PagerCore

/// The pages a pager holds off screen ask for their images with their distance as priority;
/// pages it does not hold are never asked.
@Suite("ImagePrefetch", .tags(.unit)) struct ImagePrefetchTests {
    private func pager(pages: Int, limit: Int, looping: Bool = false) -> (PagerHarness, ScriptedImages) {
        var configuration = PagedView.Configuration()
        configuration.isLooping = looping
        let h = PagerHarness(pages: pages, configuration: configuration)
        h.pager.dataSource = PageBuilder(count: pages) { ImagePage(image: ImageSource(path: "p\($0).png")) }
        h.pager.offscreenPageLimit = limit
        h.run(until: h.frameInterval)
        return (h, ScriptedImages())
    }

    private func step(_ h: PagerHarness, times: Int) {
        for _ in 0..<times {
            h.pager.moveByOnePage(forward: true, at: h.time + 0.01)
            h.settle()
        }
    }

    private func drawAsks(_ h: PagerHarness, _ images: ScriptedImages) -> [String: Int] {
        images.clearAsks()
        var list = DrawList()
        h.pager.drawShownPages(into: &list, context: .showing(images))
        var asked: [String: Int] = [:]
        for ask in images.asks { asked[ask.path] = ask.priority }
        return asked
    }

    @Test func heldPagesOffScreenAskWithTheirDistance() {
        let (h, images) = pager(pages: 6, limit: 2)
        step(h, times: 3)
        #expect(h.pager.loadedPageIndices == [1, 2, 3])
        #expect(drawAsks(h, images) == ["p3.png": 0, "p2.png": 1, "p1.png": 2])
        // The prefetches ask for the page's size.
        #expect(images.asks.allSatisfy { $0.box == Size(width: 400, height: 300) })
    }

    @Test func pagesBeyondTheLimitAreNeverAsked() {
        let (h, images) = pager(pages: 6, limit: 1)
        step(h, times: 3)
        #expect(h.pager.loadedPageIndices == [2, 3])
        let asked = drawAsks(h, images)
        #expect(asked == ["p3.png": 0, "p2.png": 1])
        #expect(asked["p1.png"] == nil && asked["p0.png"] == nil)
    }

    @Test func aLoopingPagerMeasuresRoundTheLoop() {
        let (h, images) = pager(pages: 5, limit: 1, looping: true)
        h.pager.moveByOnePage(forward: false, at: h.time + 0.01)
        h.settle()
        #expect(h.pager.currentPage == 4)
        #expect(h.pager.loadedPageIndices == [0, 4])
        #expect(drawAsks(h, images) == ["p4.png": 0, "p0.png": 1])
    }

    @Test func drawingChangesNothingInThePager() {
        let (h, images) = pager(pages: 6, limit: 2)
        step(h, times: 2)
        let held = h.pager.loadedPageIndices, changes = h.pager.stateChanges
        _ = drawAsks(h, images)
        _ = drawAsks(h, images)
        #expect(h.pager.loadedPageIndices == held && h.pager.stateChanges == changes)
    }
}
