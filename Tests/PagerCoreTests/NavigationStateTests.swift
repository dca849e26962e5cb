import PagerCore
import Testing

@Suite(.tags(.unit))
struct NavigationStateTests {
    private let titles = ["A", "B", "C", "D", "E", "F"]

    @Test func aReferenceNamesThePageAndItsNeighboursNearestFirst() {
        let reference = PageReference(index: 2, count: 6) { titles[$0] }
        #expect(reference == PageReference(id: "C", index: 2, neighbourIDs: ["D", "B", "E", "A"]))
        let first = PageReference(index: 0, count: 6) { titles[$0] }
        #expect(first.neighbourIDs == ["B", "C"])
        let looping = PageReference(index: 0, count: 6, looping: true) { titles[$0] }
        #expect(looping.neighbourIDs == ["B", "F", "C", "E"])
    }

    @Test func aReferenceFallsBackToItsNeighboursThenItsIndex() {
        let reference = PageReference(index: 2, count: 6) { titles[$0] }
        func resolve(_ list: [String]) -> String? {
            let index = reference.resolved(count: list.count) { list.firstIndex(of: $0) }
            return list.isEmpty ? nil : list[index]
        }
        #expect(resolve(["F", "E", "C"]) == "C", "the page itself, wherever it went")
        #expect(resolve(["A", "B", "D"]) == "D", "the following page first")
        #expect(resolve(["A", "B", "X"]) == "B", "then the preceding one")
        #expect(resolve(["E", "X", "Y", "Z"]) == "E", "then further out")
        #expect(resolve(["X", "Y"]) == "Y", "at last the index, within the pages")
        #expect(reference.resolved(count: 0) { _ in nil } == 0)
    }

    @Test(arguments: [false, true])
    func aPagerRestoresItsPageAtOnceWithoutAMoveAnimation(looping: Bool) {
        let h = ViewPagerHarness(titles: titles, looping: looping)
        h.key(.end, at: 0.1)
        h.settle()
        let saved = h.viewPager.pageReference { titles[$0] }
        let restored = ViewPagerHarness(titles: ["X"] + titles.filter { $0 != "F" }, looping: looping)
        restored.viewPager.restore(saved, at: 0) { restored.titles.firstIndex(of: $0) }
        // F is gone: its nearest neighbour, the following one first (round the loop: A).
        let expected = looping ? 1 : 5
        #expect(restored.currentTitle == (looping ? "A" : "E"))
        #expect(restored.viewPager.isSettled && restored.pager.position == Double(expected)
                && restored.tabs.selectedIndex == expected)
    }
}
