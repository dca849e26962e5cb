import PagerCore
import Testing

/// The bar's item frames against the formulas of ``BottomBarLayout``'s contract.
@Suite(.tags(.unit))
struct BottomBarLayoutTests {
    private let bar = Rect(x: 0, y: 744, width: 480, height: 56)
    private let seed = BottomBarLayout(positioning: .centered, itemWidth: 76, itemSpacing: 10)

    private func frames(_ layout: BottomBarLayout, _ count: Int, in bar: Rect, rightToLeft: Bool = false) -> [Rect] {
        (0..<count).map { layout.frame(of: $0, count: count, in: bar, rightToLeft: rightToLeft) }
    }

    /// fill: w = W / n, x_i = X + i w.
    @Test func fillSharesTheWidth() {
        let offset = Rect(x: 20, y: 744, width: 300, height: 56)
        for count in [1, 2, 3, 7] {
            let w = offset.width / Double(count)
            #expect(frames(.fill, count, in: offset) == (0..<count).map { i in
                Rect(x: 20 + Double(i) * w, y: 744, width: w, height: 56)
            })
        }
    }

    /// Seed 001's bar: three 76 pt items 10 pt apart centred in 480 pt, R = 3 * 76 + 2 * 10 = 248.
    /// ```
    ///  0        116   192 202   278 288   364        480
    ///  |  margin  [ 0 ] gap [ 1 ] gap [ 2 ]  margin  |
    /// ```
    @Test func centeredItemsSitInTheMiddleAtTheirWidth() {
        let start = (480 - (3 * 76 + 2 * 10)) / 2.0
        #expect(start == 116)
        #expect(frames(seed, 3, in: bar) == (0..<3).map { i in
            Rect(x: start + Double(i) * 86, y: 744, width: 76, height: 56)
        })
        #expect(frames(seed, 3, in: bar, rightToLeft: true).map(\.x) == [288, 202, 116], "mirrored: item 0 at the right")
    }

    /// Hit testing: inside an item's frame only; the gaps and margins are no item's.
    @Test func centeredHitTestingLeavesGapsAndMarginsEmpty() {
        func hit(_ x: Double, rtl: Bool = false) -> Int? {
            seed.index(at: Point(x: x, y: 770), count: 3, in: bar, rightToLeft: rtl)
        }
        #expect(hit(115.9) == nil && hit(116) == 0 && hit(191.9) == 0)
        #expect(hit(192) == nil && hit(201.9) == nil && hit(202) == 1 && hit(277.9) == 1)
        #expect(hit(288) == 2 && hit(363.9) == 2 && hit(364) == nil && hit(479) == nil && hit(0) == nil)
        #expect(hit(116, rtl: true) == 2 && hit(240, rtl: true) == 1 && hit(363.9, rtl: true) == 0)
        #expect(hit(192, rtl: true) == nil)
        #expect(seed.index(at: Point(x: 240, y: 743), count: 3, in: bar, rightToLeft: false) == nil, "above the bar")
        #expect(seed.index(at: Point(x: 240, y: 770), count: 0, in: bar, rightToLeft: false) == nil)
    }

    /// A row wider than the bar shrinks by k = W / R, widths and gaps alike, to fill it exactly.
    @Test func centeredRowWiderThanTheBarShrinksToFit() {
        let narrow = Rect(x: 0, y: 424, width: 320, height: 56)
        let count = 8
        let row = Double(count) * 76 + Double(count - 1) * 10
        let k = 320 / row
        let got = frames(seed, count, in: narrow)
        for (i, frame) in got.enumerated() {
            #expect(abs(frame.x - Double(i) * k * 86) < 1e-9 && abs(frame.width - k * 76) < 1e-9, "item \(i)")
        }
        #expect(abs(got[0].x) < 1e-9 && abs(got[count - 1].maxX - 320) < 1e-9)
        for (i, frame) in got.enumerated() {
            #expect(seed.index(at: Point(x: frame.midX, y: 430), count: count, in: narrow, rightToLeft: false) == i)
        }
    }

    /// Every fill point hits the column it is in, as the bar always did.
    @Test func fillHitTestingByColumn() {
        for x in stride(from: 0.0, to: 480, by: 7.5) {
            let column = Int(x / 160)
            #expect(BottomBarLayout.fill.index(at: Point(x: x, y: 770), count: 3, in: bar, rightToLeft: false) == column)
            #expect(BottomBarLayout.fill.index(at: Point(x: x, y: 770), count: 3, in: bar, rightToLeft: true) == 2 - column)
        }
    }

    @Test func negativeOrNonFiniteSizesCountAsZero() {
        let layout = BottomBarLayout(positioning: .centered, itemWidth: -5, itemSpacing: .nan)
        #expect(layout.itemWidth == 0 && layout.itemSpacing == 0)
        #expect(frames(layout, 2, in: bar).map(\.width) == [0, 0])
    }
}

/// `indices(overlapping:)` against a brute-force scan of every item's frame.
@Suite(.tags(.unit))
struct BottomBarLayoutSpanTests {
    @Test func theItemsInASpanAreThoseWhoseFramesOverlapIt() {
        let bar = Rect(x: 10, y: 0, width: 480, height: 56)
        let layouts = [BottomBarLayout.fill, BottomBarLayout(positioning: .centered),
                       BottomBarLayout(positioning: .centered, itemWidth: 50, itemSpacing: 30)]
        for layout in layouts {
            for count in [1, 3, 5, 12] {
                for rtl in [false, true] {
                    for (minX, maxX) in [(0.0, 500.0), (10, 11), (126, 127), (200, 260), (489, 600), (-50, 9), (300, 300)] {
                        let expected = (0..<count).filter { i in
                            let f = layout.frame(of: i, count: count, in: bar, rightToLeft: rtl)
                            return maxX > minX && f.x < maxX && f.maxX > minX
                        }
                        let got = Array(layout.indices(overlapping: minX, maxX, count: count, in: bar, rightToLeft: rtl))
                        #expect(got == expected, "\(layout.positioning) n=\(count) rtl=\(rtl) \(minX)..<\(maxX)")
                    }
                }
            }
        }
    }
}
