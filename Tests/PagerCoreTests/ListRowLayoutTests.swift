import Testing
@testable import PagerCore

/// Rows as tall as their content (44 pt for a title, 60 with a subtitle), still virtualised; the
/// press highlight apart from the selection; hairline separators under every row.
@Suite(.tags(.unit))
struct ListRowLayoutTests {
    /// Rows whose every third has a subtitle, in a 400 x 600 frame at y = 100.
    static func makeList(count: Int, calls: Counter? = nil) -> ListView {
        func row(_ index: Int) -> ListRow {
            ListRow(title: "Row \(index)", subtitle: index.isMultiple(of: 3) ? "Detail \(index)" : nil)
        }
        let pattern = (0..<3).map { ListView.height(of: row($0)) }
        let list = ListView(heights: RowHeights(count: count, pattern: pattern)) { index in
            calls?.value += 1
            return row(index)
        }
        list.setFrame(Rect(x: 0, y: 100, width: 400, height: 600))
        return list
    }

    final class Counter { var value = 0 }

    @Test func titleOnlyRowsAreShorterThanRowsWithASubtitle() {
        let list = Self.makeList(count: 10)
        #expect(list.rowFrame(at: 0) == Rect(x: 0, y: 100, width: 400, height: 60))
        #expect(list.rowFrame(at: 1) == Rect(x: 0, y: 160, width: 400, height: 44))
        #expect(list.rowFrame(at: 2) == Rect(x: 0, y: 204, width: 400, height: 44))
        #expect(list.rowFrame(at: 3) == Rect(x: 0, y: 248, width: 400, height: 60))
        #expect(list.position.contentLength == 4 * 60 + 6 * 44)
    }

    /// Hit tests and the visible range agree with a row-by-row scan at every offset tried.
    @Test(arguments: [0.0, 1, 43.9, 44, 59.99, 60, 147, 148, 300.5, 999])
    func hitTestsAndVisibleRangeMatchAScan(offset: Double) {
        let list = Self.makeList(count: 40)
        list.scroll(to: offset)
        var scanned: [Int] = []
        for index in 0..<40 {
            let frame = list.rowFrame(at: index)
            if frame.maxY > list.frame.y && frame.y < list.frame.maxY { scanned.append(index) }
        }
        #expect(Array(list.visibleRows) == scanned, "offset \(list.offset)")
        for y in stride(from: 100.0, to: 700, by: 7.3) {
            let point = Point(x: 10, y: y)
            let expected = (0..<40).first { list.rowFrame(at: $0).y <= y && y < list.rowFrame(at: $0).maxY }
            #expect(list.rowIndex(at: point) == expected, "y \(y)")
        }
    }

    /// A million rows of two heights: the end is reachable exactly, and drawing asks for the
    /// visible rows only (at most 600 / 44 + 1 = 14, plus one partly shown).
    @Test(arguments: [0.0, 1234.5, 48_666_000.0, 1e12])
    func aMillionRowsOfTwoHeightsVisitOnlyTheVisibleOnes(offset: Double) {
        let calls = Counter()
        let list = Self.makeList(count: 1_000_000, calls: calls)
        #expect(list.position.contentLength == 333_334 * 60 + 666_666 * 44)
        list.scroll(to: offset)
        var drawList = DrawList()
        list.draw(into: &drawList, measurer: FixedWidthTextMeasurer(), theme: Theme())
        #expect(calls.value == list.visibleRows.count && calls.value <= 15)
        if offset == 1e12 {
            #expect(list.visibleRows.last == 999_999)
            #expect(isClose(list.rowFrame(at: 999_999).maxY, list.frame.maxY, 1e-6))
        }
    }

    /// Each visible row, the one cut by the top edge too, ends in a hairline separator inset to
    /// the text, so a partly hidden row reads as a row, not as an empty band.
    @Test func everyVisibleRowEndsInAnInsetSeparator() {
        let list = Self.makeList(count: 40)
        list.scroll(to: 90) // row 1 (60-104) shows its last 14 points under the top edge
        let theme = Theme()
        var drawList = DrawList()
        list.draw(into: &drawList, measurer: FixedWidthTextMeasurer(), theme: theme)
        let separators = drawList.commands.compactMap { command -> Rect? in
            if case let .fill(rect, color, _) = command, color == theme.separator { rect } else { nil }
        }
        #expect(list.visibleRows.first == 1)
        #expect(separators.count == list.visibleRows.count)
        for (index, separator) in zip(list.visibleRows, separators) {
            #expect(separator.maxY == list.rowFrame(at: index).maxY && separator.height == 0.5)
            #expect(separator.x == theme.padding && separator.maxX == 400)
        }
    }

    /// Held: full strength for as long as the finger is down; released by the tap: a short hold,
    /// then the fade; the selection is its own mark (a checkmark) and stays.
    @Test func thePressHighlightShowsWhilePressedAndFadesAfterRelease() {
        let list = Self.makeList(count: 40)
        let point = Point(x: 20, y: 180) // row 1
        list.setPressedRow(at: point, at: 1)
        list.advance(to: 4)
        #expect(list.highlightOpacity(forRow: 1) == 1 && !list.isAnimating, "held for three seconds")
        #expect(list.selectedRow == nil, "a press alone selects nothing")
        #expect(list.tap(at: point, at: 4) == 1)
        #expect(list.highlightOpacity(forRow: 1) == 1 && list.isAnimating)
        list.advance(to: 4.15)
        #expect(isClose(list.highlightOpacity(forRow: 1), 0.5), "the hold ran from the press, so the fade starts at the release")
        list.advance(to: 4.31)
        #expect(list.highlightedRow == nil && !list.isAnimating)
        #expect(list.selectedRow == 1)
        var drawList = DrawList()
        let theme = Theme()
        list.draw(into: &drawList, measurer: FixedWidthTextMeasurer(), theme: theme)
        let highlightFills = drawList.commands.filter {
            if case let .fill(_, color, _) = $0 { color.red == theme.rowHighlight.red && color.green == theme.rowHighlight.green && color != theme.separator } else { false }
        }
        #expect(highlightFills.isEmpty, "no grey left behind")
        let checkmark = drawList.commands.compactMap { command -> [Point]? in
            if case let .polygon(points, color) = command, color == theme.tabSelected { points } else { nil }
        }
        #expect(checkmark.count == 2)
        let row = list.rowFrame(at: 1)
        #expect(checkmark.joined().allSatisfy { row.insetBy(dx: 0, dy: 1).contains($0) && $0.x > row.maxX - 40 })
    }

    /// A press that turns into a scroll (or is taken away) fades at once, without the hold, and
    /// selects nothing.
    @Test func aPressGivenUpFadesAtOnce() {
        let list = Self.makeList(count: 40)
        list.setPressedRow(at: Point(x: 20, y: 180), at: 1)
        list.setPressedRow(at: nil, at: 1.02)
        list.advance(to: 1.17)
        #expect(isClose(list.highlightOpacity(forRow: 1), 0.5))
        #expect(list.selectedRow == nil)
        list.setPressedRow(at: Point(x: 20, y: 180), at: 2)
        list.noteScrolled(at: 2.05)
        list.advance(to: 2.2)
        #expect(isClose(list.highlightOpacity(forRow: 1), 0.5), "scrolling gives the press up")
    }
}
