import PagerCore
import Testing

/// A list restored from a saved state that does not fit it (saved by an older version, or
/// corrupt) takes what fits and ignores the rest: no selected row outside its rows, no offset
/// that is not a number.
extension Misuse {
    @Suite("Restoring a corrupt saved state")
    struct CorruptSavedStateTests {
        private func list(rows: Int = 50) -> ListView {
            let list = ListView(rowCount: rows) { ListRow(title: "Row \($0)", subtitle: nil) }
            list.setFrame(Rect(x: 0, y: 0, width: 320, height: 480))
            return list
        }

        /// A saved state with these fields (an app keeps the fields and puts them back).
        private func state(offset: Double, heights: RowHeights, selectedRow: Int?) -> ListView.SavedState {
            var state = list().savedState
            state.offset = offset
            state.heights = heights
            state.selectedRow = selectedRow
            return state
        }

        @Test("a selected row outside the rows selects none", arguments: [-1, -7, Int.min, 50, 51, Int.max])
        func selectedRowOutsideTheRows(_ row: Int) {
            let saved = state(offset: 120, heights: .uniform(60, count: 50), selectedRow: row)
            let list = list()
            list.restore(saved)
            #expect(list.selectedRow == nil)
            #expect(list.scrollOffset == 120)
            var drawn = DrawList()
            list.draw(into: &drawn, measurer: FixedWidthTextMeasurer(), theme: Theme())
        }

        @Test("a selected row among the rows is kept", arguments: [0, 17, 49])
        func selectedRowAmongTheRows(_ row: Int) {
            let list = list()
            list.restore(state(offset: 0, heights: .uniform(60, count: 50), selectedRow: row))
            #expect(list.selectedRow == row)
        }

        @Test("an offset that is not finite leaves the list where it is; one outside the range is clamped",
              arguments: [Double.nan, .infinity, -.infinity, -1e300, 1e300, -5])
        func offsetOutsideTheRange(_ offset: Double) {
            let list = list()
            list.scroll(to: 600)
            list.restore(state(offset: offset, heights: .uniform(60, count: 50), selectedRow: 3))
            #expect(list.scrollOffset.isFinite)
            #expect(list.scrollRange.contains(list.scrollOffset))
            if !offset.isFinite { #expect(list.scrollOffset == 600) }
            if offset.isFinite { #expect(list.scrollOffset == min(max(offset, 0), list.scrollRange.upperBound)) }
            #expect(list.selectedRow == 3)
        }

        @Test("row heights that are not finite or huge", arguments: [Double.nan, .infinity, -1, 0, 1e308])
        func rowHeights(_ height: Double) {
            let list = list()
            list.restore(state(offset: 1e300, heights: RowHeights(count: 1000, pattern: [height, 44]),
                                             selectedRow: 999))
            #expect(list.heights.pattern.allSatisfy { (1...1e6).contains($0) })
            #expect(list.heights.total.isFinite)
            #expect(list.scrollOffset.isFinite)
            #expect(list.selectedRow == 999)
            #expect(!list.visibleRows.isEmpty)
            var drawn = DrawList()
            list.draw(into: &drawn, measurer: FixedWidthTextMeasurer(), theme: Theme())
        }
    }
}
