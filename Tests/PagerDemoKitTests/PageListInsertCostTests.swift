import PagerCore
import Testing

@testable import PagerDemoKit

/// Inserting into a screen's page list costs the same whatever its length: a thousand inserts
/// into a million generated pages make as many tree nodes as into a thousand (the demo's `+`,
/// `ViewPagerScreen.insertPage`, was a copy of the whole list per insert).
@Suite(.tags(.unit))
struct PageListInsertCostTests {
    /// The nodes 1,000 inserts and 1,000 removals make in `count` generated pages, at places
    /// spread over the list and after the same page again and again (the demo's `+`).
    static func cost(pages count: Int) -> (nodes: Int, list: PageList) {
        var list = PageList.synthetic(count: count, rows: .listed([]))
        for step in 0..<1_000 {
            let page = DemoConfig.Page(title: "New \(step)", color: nil)
            list.insert(page, at: step % 2 == 0 ? 5 : (step * 7_919) % list.count)
        }
        for step in 0..<1_000 { list.remove(at: (step * 104_729) % list.count) }
        return (list.editNodesMade, list)
    }

    @Test func insertsCostTheSameAtAThousandAndAMillionPages() {
        let small = Self.cost(pages: 1_000), large = Self.cost(pages: 1_000_000)
        #expect(small.nodes > 0)
        // The same edits, a thousand times the pages: no more than twice the work (a tree of
        // the same runs, a few levels deeper at most), not a thousand times.
        #expect(large.nodes <= 2 * small.nodes, "\(large.nodes) nodes at 1,000,000 pages, \(small.nodes) at 1,000")
        #expect(large.nodes < 200 * 2_000, "O(log r) nodes an edit, for r runs")
    }

    /// Listed pages (a config's) too: the list becomes a tree once, then an insert costs the
    /// same at 100,000 pages as at 1,000.
    @Test func insertsIntoListedPagesCostTheSameWhateverTheirNumber() {
        func cost(pages count: Int) -> Int {
            var list = PageList((0..<count).map { DemoConfig.Page(title: "L\($0)", color: nil) })
            for step in 0..<1_000 { list.insert(DemoConfig.Page(title: "New \(step)", color: nil), at: 5) }
            #expect(list.count == count + 1_000 && list[5].title == "New 999" && list[1_005].title == "L5")
            return list.editNodesMade
        }
        let small = cost(pages: 1_000), large = cost(pages: 100_000)
        #expect(small > 0 && large <= 2 * small, "\(large) nodes at 100,000 pages, \(small) at 1,000")
    }

    /// The edited list reads as the same edits on an array would.
    @Test func anEditedListHasThePagesAnArrayWould() {
        for start in [PageList.synthetic(count: 50, rows: .listed([])),
                      PageList((0..<50).map { DemoConfig.Page(title: "L\($0)", color: nil) })] {
            Self.expectTheEditsOfAnArray(start)
        }
    }

    static func expectTheEditsOfAnArray(_ start: PageList) {
        var list = start
        var array = Array(list)
        for step in 0..<300 {
            if step % 3 == 2 {
                let index = (step * 31) % array.count
                #expect(list.remove(at: index) == array.remove(at: index))
            } else {
                let page = DemoConfig.Page(title: "New \(step)", color: nil, badge: step % 5 == 0 ? "1" : nil)
                let index = (step * 17) % (array.count + 1)
                list.insert(page, at: index)
                array.insert(page, at: index)
            }
        }
        list.bumpBadge(at: 7)
        if let badge = array[7].badge { array[7].badge = Int(badge).map { String($0 + 1) } ?? badge } else { array[7].badge = "1" }
        #expect(Array(list) == array)
        #expect(list == PageList(array) && list.hasBadges == array.contains { $0.badge != nil })
        #expect(list.ids == array.map(\.id) && list.index(ofID: array[20].id) == array.firstIndex { $0.id == array[20].id })
        #expect((0..<array.count).allSatisfy { list.badge(at: $0) == array[$0].badge })
    }
}
