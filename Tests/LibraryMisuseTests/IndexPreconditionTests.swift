import PagerCore
import Testing

/// An index outside the pages, given to the library where it cannot be sanitised, stops the
/// program with the library's own message naming the API and the value, before any array is
/// read out of range (which would only say "Index out of range").
extension Misuse {
    @Suite("Index preconditions")
    struct IndexPreconditionTests {
        /// The standard error of an exit test, as text.
        static func text(_ result: ExitTest.Result?) -> String {
            String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
        }

        /// A pager asked for a page that the fixed pages of a `PageBuilder(pages:)` lack (the
        /// app inserted a page into the pager but not into the pages).
        @Test func aPageBuilderOverFixedPagesNamesTheIndex() async {
            let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
                let builder = PageBuilder(pages: [ColorPage(title: "A", color: nil), ColorPage(title: "B", color: nil)])
                _ = builder.makePage(at: 5)
            }
            let message = Self.text(result)
            #expect(message.contains("PageBuilder(pages:).makePage(at: 5): index out of 0..<2"), "\(message)")
            #expect(!message.contains("Index out of range"))
        }

        /// A tab inserted into a scene over fixed pages has no page to take its title from.
        @Test func aSceneOverFixedPagesNamesTheTab() async {
            let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
                let scene = PagerScene(pages: [ColorPage(title: "A", color: nil)], measurer: FixedWidthTextMeasurer())
                scene.resize(to: Size(width: 400, height: 300))
                scene.viewPager.insertPage(at: 1)
                var list = DrawList()
                scene.draw(into: &list)
            }
            let message = Self.text(result)
            #expect(message.contains("PagerScene(pages:): no page for index 1 (pages 0..<1)"), "\(message)")
            #expect(!message.contains("Index out of range"))
        }

        /// Indices out of range that the pagers sanitise: nothing stops, nothing changes but
        /// what the documentation says (a clamped insert, an ignored removal, a clamped move).
        @Test func sanitisedIndicesWork() {
            let h = FeedPager(pages: 3)
            h.pager.removePage(at: 3)
            h.pager.removePage(at: -1)
            h.pager.removePage(at: .max)
            #expect(h.pager.pageCount == 3)
            h.feed.titles.append("P3")
            h.pager.insertPage(at: .max)
            #expect(h.pager.pageCount == 4)
            for index in [Int.max, .min, -1, 4] { h.pager.moveToPage(at: index, at: h.time) }
            h.settle()
            #expect(h.feed.mismatches(in: h.pager) == [] && h.feed.askedOutside == [])

            let loop = FeedPager(pages: 5, looping: true)
            for index in [Int.max, .min, 7, -9] {
                loop.pager.moveToPage(at: index, at: loop.time)
                loop.run(until: loop.time + 0.1)
            }
            loop.settle()
            #expect(loop.pager.isSettled && loop.feed.askedOutside == [] && loop.feed.violations == [])
        }
    }
}
