import PagerCore
import Testing
@testable import PagerSDL

/// The label memo in front of TextCache's dictionaries: it answers only for the key it holds,
/// two labels whose slots meet both stay, and forgetting forgets.
@Suite(.tags(.unit)) struct RecentLabelsTests {
    struct Key: Equatable { var text: String; var style: TextStyle }

    @Test func answersOnlyForTheKeyItHolds() {
        var memo = RecentLabels<Key, Int>(count: 64)
        let regular = TextStyle(size: 17), bold = TextStyle(size: 17, bold: true)
        let apple = Key(text: "Apple", style: regular)
        let slot = memo.slot(text: apple.text, style: apple.style)
        #expect(memo.value(for: apple, in: slot) == nil)
        memo.remember(1, for: apple, in: slot)
        #expect(memo.value(for: apple, in: slot) == 1)
        // Another style or text is another key, whatever slot it is asked in.
        let boldApple = Key(text: "Apple", style: bold)
        #expect(memo.value(for: boldApple, in: slot) == nil)
        #expect(memo.value(for: Key(text: "Apples", style: regular), in: slot) == nil)
        memo.remember(2, for: apple, in: slot)
        #expect(memo.value(for: apple, in: slot) == 2, "a key remembered again is updated in place")
        memo.removeAll()
        #expect(memo.value(for: apple, in: slot) == nil)
    }

    @Test func slotsArePairsInRangeAndDependOnTextAndStyle() {
        let memo = RecentLabels<Key, Int>(count: 512)
        var slots = Set<Int>()
        for index in 0..<200 {
            let slot = memo.slot(text: "Row \(index)", style: TextStyle(size: 17))
            #expect(slot >= 0 && slot + 1 < 512 && slot % 2 == 0)
            slots.insert(slot)
        }
        #expect(slots.count > 120, "200 labels spread over 256 pairs: \(slots.count) pairs used")
        #expect(memo.slot(text: "Row 1", style: TextStyle(size: 17))
                != memo.slot(text: "Row 1", style: TextStyle(size: 13)))
        // Text beyond the small-string limit hashes all its bytes too.
        let long = String(repeating: "a", count: 40)
        #expect(memo.slot(text: long + "b", style: TextStyle(size: 17)) != memo.slot(text: long + "c", style: TextStyle(size: 17)))
    }

    @Test func twoLabelsInOnePairBothStay() {
        var memo = RecentLabels<Key, Int>(count: 2)  // one pair: every label meets every other
        let a = Key(text: "Apple", style: TextStyle(size: 17)), b = Key(text: "Banana", style: TextStyle(size: 17))
        memo.remember(1, for: a, in: 0)
        memo.remember(2, for: b, in: 0)
        #expect(memo.value(for: a, in: 0) == 1 && memo.value(for: b, in: 0) == 2)
        let c = Key(text: "Cherry", style: TextStyle(size: 17))
        memo.remember(3, for: c, in: 0)
        #expect(memo.value(for: c, in: 0) == 3 && memo.value(for: a, in: 0) == 1, "the second slot gives way")
        #expect(memo.value(for: b, in: 0) == nil)
    }
}
