import Testing
@testable import PagerCore

/// A list of `count` rows in a 400 x 600 frame at y = 100, rows 50 pt.
private func makeList(count: Int, calls: Counter? = nil, long: Bool = false) -> ListView {
    let list = ListView(rowCount: count, rowHeight: 50) { index in
        calls?.value += 1
        let title = long ? "A very long product name that cannot possibly fit in one row \(index)" : "Row \(index)"
        return ListRow(title: title, subtitle: index.isMultiple(of: 3) ? "Detail \(index)" : nil)
    }
    list.setFrame(Rect(x: 0, y: 100, width: 400, height: 600))
    return list
}

private final class Counter { var value = 0 }

@Suite(.tags(.unit))
struct ListViewVirtualisationTests {
    /// ceil(600 / 50) + 1 = 13 rows at most, whatever the row count.
    @Test(arguments: [0.0, 25.0, 1234.5, 49_999_400.0])
    func aMillionRowsVisitOnlyTheVisibleOnes(offset: Double) {
        let list = makeList(count: 1_000_000)
        list.scroll(to: offset)
        var visited: [Int] = []
        list.forEachVisibleRow { index, frame in
            visited.append(index)
            #expect(frame.maxY > list.frame.y && frame.y < list.frame.maxY)
        }
        #expect(visited.count <= 13)
        #expect(visited.first == Int(offset / 50))
        #expect(visited == Array(visited.first!..<(visited.first! + visited.count)))
    }

    @Test func theLastRowsAreReachable() {
        let list = makeList(count: 1_000_000)
        list.scroll(to: .greatestFiniteMagnitude)
        #expect(list.position.offset == 1_000_000 * 50 - 600)
        #expect(list.visibleRows == 999_988..<1_000_000)
        #expect(list.rowFrame(at: 999_999).maxY == list.frame.maxY)
    }

    @Test func drawingAsksOnlyForVisibleRows() {
        let calls = Counter()
        let list = makeList(count: 1_000_000, calls: calls)
        list.scroll(to: 31_337)
        var drawList = DrawList()
        list.draw(into: &drawList, measurer: FixedWidthTextMeasurer(), theme: Theme())
        #expect(calls.value == list.visibleRows.count)
        #expect(calls.value <= 13)
    }

    @Test func costPerFrameDoesNotDependOnRowCount() {
        var counts: [Int] = []
        for rows in [100, 1_000_000] {
            let list = makeList(count: rows)
            list.scroll(to: 1000)
            var drawList = DrawList()
            list.draw(into: &drawList, measurer: FixedWidthTextMeasurer(), theme: Theme())
            counts.append(drawList.commands.count)
        }
        #expect(counts[0] == counts[1])
    }
}

@Suite(.tags(.unit))
struct ListViewHitTestingTests {
    @Test func rowIndexFollowsTheOffset() {
        let list = makeList(count: 100)
        #expect(list.rowIndex(at: Point(x: 10, y: 100)) == 0)
        #expect(list.rowIndex(at: Point(x: 10, y: 149.9)) == 0)
        #expect(list.rowIndex(at: Point(x: 10, y: 150)) == 1)
        list.scroll(to: 75)
        // Content y = 120 - 100 + 75 = 95 -> row 1.
        #expect(list.rowIndex(at: Point(x: 10, y: 120)) == 1)
        #expect(list.rowFrame(at: 1) == Rect(x: 0, y: 75, width: 400, height: 50))
    }

    @Test func pointsOutsideTheListOrBelowTheLastRowHitNothing() {
        let list = makeList(count: 3)
        #expect(list.rowIndex(at: Point(x: 10, y: 99)) == nil)
        #expect(list.rowIndex(at: Point(x: 10, y: 249)) == 2)
        #expect(list.rowIndex(at: Point(x: 10, y: 250)) == nil)
        #expect(list.rowIndex(at: Point(x: 401, y: 120)) == nil)
    }

    @Test func fewerRowsClampTheOffset() {
        let list = makeList(count: 100)
        list.scroll(to: 4400)
        #expect(list.position.offset == 4400)
        list.setRowCount(20)
        #expect(list.position.offset == 400)
        list.setRowCount(5)
        #expect(list.position.offset == 0)
    }
}

@Suite(.tags(.unit))
struct ListViewDrawingTests {
    @Test func rowsHaveSeparatorsAndElidedTitlesInsideAClip() {
        let list = makeList(count: 100, long: true)
        let measurer = FixedWidthTextMeasurer()
        let theme = Theme()
        var drawList = DrawList()
        list.draw(into: &drawList, measurer: measurer, theme: theme)
        let commands = drawList.commands
        #expect(commands.first == .pushClip(list.frame))
        #expect(commands.last == .popClip)
        let separators = commands.filter {
            if case let .fill(rect, color, _) = $0 { return color == theme.separator && rect.height == 0.5 }
            return false
        }
        #expect(separators.count == list.visibleRows.count)
        let titles: [String] = commands.compactMap {
            if case let .text(text, _, style, _) = $0, style.size == theme.rowTitleSize { return text }
            return nil
        }
        #expect(titles.count == list.visibleRows.count)
        let available = 400 - 2 * theme.padding
        for title in titles {
            #expect(title.hasSuffix("…"))
            #expect(measurer.size(of: title, style: TextStyle(size: theme.rowTitleSize)).width <= available)
        }
    }

    @Test func subtitlesAreDrawnUnderTheirTitles() {
        let list = makeList(count: 100)
        var drawList = DrawList()
        list.draw(into: &drawList, measurer: FixedWidthTextMeasurer(), theme: Theme())
        var origins: [String: Point] = [:]
        for case let .text(text, origin, _, _) in drawList.commands { origins[text] = origin }
        let title = try! #require(origins["Row 0"])
        let subtitle = try! #require(origins["Detail 0"])
        #expect(subtitle.y > title.y)
        // Row 1 has no subtitle: its title is centred: 150 + 25 - 17 * 1.2 / 2.
        #expect(isClose(origins["Row 1"]!.y, 175 - 10.2))
    }

    /// The press highlight fades after the tap; the selection (the tree's `selected`) stays.
    @Test func aTappedRowIsHighlightedThenFadesAndStaysSelected() {
        let list = makeList(count: 100)
        var selected: [Int] = []
        list.onSelectRow = { selected.append($0) }
        #expect(list.tap(at: Point(x: 20, y: 230), at: 2) == 2)
        #expect(selected == [2])
        #expect(list.highlightedRow == 2)
        #expect(list.elementNode().children[2].selected == true)
        #expect(list.elementNode().children[1].selected == false)
        #expect(list.isAnimating)
        list.advance(to: 2.25)
        #expect(isClose(list.highlightOpacity(forRow: 2), 0.5))
        list.advance(to: 2.41)
        #expect(list.highlightedRow == nil)
        #expect(list.selectedRow == 2)
        #expect(list.elementNode().children[2].selected == true)
        #expect(!list.isAnimating)
    }

    @Test func elementNodeListsVisibleRows() {
        let list = makeList(count: 100)
        list.scroll(to: 30)
        let node = list.elementNode()
        #expect(node.role == "list")
        #expect(node.frame == list.frame)
        #expect(node.children.count == list.visibleRows.count)
        #expect(node.children[0] == ElementNode(role: "row", title: "Row 0",
                                                frame: Rect(x: 0, y: 70, width: 400, height: 50),
                                                selected: false, subtitle: "Detail 0"))
    }
}

@Suite(.tags(.unit))
struct ScrollIndicatorTests {
    @Test func noIndicatorWhenTheContentFits() {
        let list = makeList(count: 5)
        #expect(list.indicatorFrame == nil)
    }

    /// Frame 600 high, content 5000: share 0.12, track 594, length 71.28.
    @Test func lengthAndPositionFollowTheOffset() throws {
        let list = makeList(count: 100)
        let top = try #require(list.indicatorFrame)
        #expect(top.x == 400 - 3 - 3)
        #expect(top.y == 103)
        #expect(isClose(top.height, 594 * 600 / 5000))
        list.scroll(to: 4400)
        let bottom = try #require(list.indicatorFrame)
        #expect(isClose(bottom.maxY, 697))
        list.scroll(to: 2200)
        let middle = try #require(list.indicatorFrame)
        #expect(isClose(middle.y, 103 + 0.5 * (594 - top.height)))
    }

    @Test func aMillionRowsStillShowAMinimumLength() throws {
        let list = makeList(count: 1_000_000)
        #expect(try #require(list.indicatorFrame).height == ScrollIndicator.minimumLengthPoints)
    }

    @Test func overscrollShortensTheBar() throws {
        let list = makeList(count: 100)
        let length = try #require(list.indicatorFrame).height
        list.setOverscroll(-20)
        let pulled = try #require(list.indicatorFrame)
        #expect(isClose(pulled.height, length - 20))
        #expect(pulled.y == 103)
    }

    /// Visible 0.5 s after the last movement, then fades over 0.3 s.
    @Test func opacityFadesAfterMotionStops() {
        var indicator = ScrollIndicator()
        #expect(indicator.opacity(at: 0) == 0)
        indicator.noteActivity(at: 1)
        #expect(indicator.opacity(at: 1.4) == 1)
        #expect(isClose(indicator.opacity(at: 1.65), 0.5))
        #expect(indicator.opacity(at: 1.8) == 0)
        #expect(indicator.isAnimating(at: 1.79))
        #expect(!indicator.isAnimating(at: 1.8))
    }

    @Test func aHoldingDragKeepsAShownBarUp() {
        var indicator = ScrollIndicator()
        indicator.setHeld(true, at: 1)
        #expect(indicator.opacity(at: 1.5) == 0)
        indicator.noteActivity(at: 1.1)
        #expect(indicator.opacity(at: 9) == 1)
        #expect(!indicator.isAnimating(at: 9))
        indicator.setHeld(false, at: 9)
        #expect(indicator.opacity(at: 9.5) == 1)
        #expect(indicator.opacity(at: 9.8) == 0)
    }
}
