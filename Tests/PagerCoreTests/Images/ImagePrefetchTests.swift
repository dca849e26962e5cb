import Testing
@testable import PagerCore

/// The pages within the offscreen limit ask for their images with their distance as priority:
/// those the pager holds themselves, the others through the data source, which makes none.
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

    @Test func pagesNotMadeYetArePrefetchedThroughTheDataSource() {
        for looping in [false, true] {
            var configuration = PagedView.Configuration()
            configuration.isLooping = looping
            let h = PagerHarness(pages: 6, configuration: configuration)
            var made: [Int] = []
            h.pager.dataSource = PageBuilder(count: 6, make: { index in
                made.append(index)
                return ImagePage(image: ImageSource(path: "p\(index).png"))
            }, prefetch: { index, frame, priority, context in
                _ = context.images.info(for: ImageSource(path: "p\(index).png"), box: frame.size, mode: .fill, priority: priority)
            })
            h.pager.offscreenPageLimit = 2
            h.run(until: h.frameInterval)
            step(h, times: 1)
            let held = h.pager.loadedPageIndices, madeBefore = made
            let images = ScriptedImages()
            let asked = drawAsks(h, images)
            // Page 1 in view; page 0 is held, pages 2 and 3 are not made yet (round the loop, 5 and 4 too).
            let expected = looping ? ["p1.png": 0, "p0.png": 1, "p2.png": 1, "p5.png": 2, "p3.png": 2]
                                   : ["p1.png": 0, "p0.png": 1, "p2.png": 1, "p3.png": 2]
            #expect(asked == expected, "looping \(looping)")
            // Nearest first, the earlier page first at equal distance.
            #expect(images.asks.dropFirst().map(\.path) == (looping ? ["p0.png", "p2.png", "p5.png", "p3.png"] : ["p0.png", "p2.png", "p3.png"]))
            #expect(images.asks.allSatisfy { $0.box == Size(width: 400, height: 300) })
            #expect(h.pager.loadedPageIndices == held && made == madeBefore, "prefetching made no page")
        }
    }
}
