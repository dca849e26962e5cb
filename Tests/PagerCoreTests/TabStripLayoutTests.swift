import PagerCore
import Testing

/// Fixed-width fake text: 0.6 em a character, so a 15-pt tab title is 9 pt a character and a
/// title tab with 16-pt padding on both sides wants `9 * characters + 32` points.
private let measurer = FixedWidthTextMeasurer()
private let theme = Theme()

private func titleWidth(_ title: String) -> Double {
    TitleTabItem(title: title).preferredWidth(measurer: measurer, theme: theme)
}

/// The tabs overlapping `minX ..< maxX`, found the slow way from each tab's span.
private func bruteForceVisible(_ layout: TabStripLayout, minX: Double, maxX: Double) -> Range<Int> {
    let hits = (0..<layout.count).filter { index in
        let span = layout.span(of: index)
        return span.width > 0 && span.x < maxX && span.x + span.width > minX
    }
    guard let first = hits.first, let last = hits.last else { return 0..<0 }
    return first..<(last + 1)
}

@Suite(.tags(.unit))
struct TabStripLayoutSizeTests {
    /// fillEqually, three tabs, spacing 10, in a 400-pt strip: (400 - 4 * 10) / 3 = 120 each.
    /// ```
    /// ┌────────────────────────────────────────────────────┐
    /// │10┌──────────┐10┌──────────┐10┌──────────┐10        │
    /// │  │   120    │  │   120    │  │   120    │          │
    /// │  └──────────┘  └──────────┘  └──────────┘          │
    /// └────────────────────────────────────────────────────┘
    ///  0  10      130 140      260 270      390 400
    /// ```
    @Test func fillEquallySharesTheWidthAfterSpacing() {
        let layout = TabStripLayout(configuration: .fillEqually(height: 48, spacing: 10), count: 3,
                                    viewportWidth: 400) { _ in 999 }
        #expect(layout.span(of: 0) == (x: 10, width: 120))
        #expect(layout.span(of: 1) == (x: 140, width: 120))
        #expect(layout.span(of: 2) == (x: 270, width: 120))
        #expect(layout.contentWidth == 400)
        #expect(!layout.overflows)
        #expect(layout.maxOffset == 0)
        // Nothing to centre: every tab's offset is 0.
        for index in 0..<3 { #expect(layout.centeringOffset(for: index) == 0) }
    }

    /// fillEqually without spacing, the demo's pager screen: 480 / 3 = 160.
    /// ```
    /// ┌────────────────┬────────────────┬────────────────┐
    /// │     First      │     Second     │     Third      │
    /// └────────────────┴────────────────┴────────────────┘
    ///  0              160              320              480
    /// ```
    @Test func fillEquallyWithoutSpacingIsTheDemoStrip() {
        let layout = TabStripLayout(configuration: .fillEqually(height: 48), count: 3, viewportWidth: 480) { _ in 0 }
        #expect((0..<3).map { layout.span(of: $0).x } == [0, 160, 320])
        #expect((0..<3).map { layout.span(of: $0).width } == [160, 160, 160])
        #expect(layout.index(atStripX: 159.9) == 0)
        #expect(layout.index(atStripX: 160) == 1)
        #expect(layout.index(atStripX: 479.9) == 2)
        #expect(layout.index(atStripX: 480) == nil)
        #expect(layout.index(atStripX: -1) == nil)
    }

    /// fixed(width: 120, spacing: 8), as seed 000 sizes it: each tab 120 - 2 x 8 = 104 wide
    /// (its `sizeForItemAt`), 8 between (its line spacing), none at the ends (no section
    /// inset), so tab i starts at 112 i whatever the viewport.
    /// ```
    /// ┌─────────────────────────────────────────┐
    /// │┌───────┐8┌───────┐8┌───────┐8┌───────┐8┼──┐ ...
    /// ││  104  │ │  104  │ │  104  │ │  104  │ │  │
    /// │└───────┘ └───────┘ └───────┘ └───────┘ ┼──┘
    /// └─────────────────────────────────────────┘
    ///  0     104 112   216 224   328 336   440 448 450
    /// ```
    @Test func fixedWidthsIgnoreTheViewportAndTitles() {
        let layout = TabStripLayout(configuration: .fixed(width: 120, height: 48, spacing: 8), count: 12,
                                    viewportWidth: 450) { _ in 5 }
        for index in 0..<12 {
            #expect(layout.span(of: index) == (x: 112 * Double(index), width: 104))
        }
        // 12 tabs, 11 gaps between them, none at the ends.
        #expect(layout.contentWidth == 12 * 104 + 11 * 8)
        #expect(layout.lapLength == 12 * 112, "a ring: the gap after the last tab too")
        #expect(layout.overflows)
        #expect(layout.maxOffset == 12 * 104 + 11 * 8 - 450)
        #expect(layout.index(atStripX: 0) == 0, "no leading gap")
        #expect(layout.index(atStripX: 108) == nil, "the gap between tabs 0 and 1 is no tab")
        #expect(layout.index(atStripX: 112) == 1)
        #expect(layout.visibleRange(minX: 0, maxX: 450) == 0..<5)
    }

    /// A spacing of half the width or more leaves fixed tabs no width (never a negative one).
    @Test func fixedTabsNeverGetANegativeWidth() {
        let layout = TabStripLayout(configuration: .fixed(width: 40, height: 48, spacing: 30), count: 3,
                                    viewportWidth: 100) { _ in 0 }
        #expect(layout.span(of: 1) == (x: 30, width: 0))
    }

    /// selfSizing: each tab as wide as its title plus 16 pt a side, spacing 6 around all.
    /// ```
    /// ┌──────────────────────────────────────────────┐
    /// │6┌──────┐6┌──────────────┐6┌──────────────────┼──┐6
    /// │ │  A   │ │    Medium    │ │   Much longer    │  │
    /// │ └──────┘ └──────────────┘ └──────────────────┼──┘
    /// └──────────────────────────────────────────────┘
    ///  0 6    47 53           139 145              250 276 282
    /// ```
    @Test func selfSizingUsesMeasuredTitles() {
        let titles = ["A", "Medium", "Much longer"]
        let widths = titles.map(titleWidth)
        #expect(widths == [41, 86, 131], "9 pt a character plus 2 x 16 pt padding")
        let layout = TabStripLayout(configuration: .selfSizing(height: 48, spacing: 6), count: 3,
                                    viewportWidth: 250) { widths[$0] }
        #expect(layout.span(of: 0) == (x: 6, width: 41))
        #expect(layout.span(of: 1) == (x: 53, width: 86))
        #expect(layout.span(of: 2) == (x: 145, width: 131))
        #expect(layout.contentWidth == 6 + 41 + 6 + 86 + 6 + 131 + 6)
        #expect(layout.overflows)
        #expect(layout.maxOffset == 282 - 250)
        #expect(layout.index(atStripX: 50) == nil)
        #expect(layout.index(atStripX: 53) == 1)
        #expect(layout.index(atStripX: 275.9) == 2)
        #expect(layout.index(atStripX: 276) == nil)
    }

    /// Spans are clamped to the tabs there are; an empty strip has no content at all.
    /// ```
    /// ┌──────────┐            ┌──────────┐
    /// │ 0 │1│2│3 │ span(-3)   │          │ count 0: width 0,
    /// └──────────┘ = span(0)  └──────────┘ nothing visible
    /// ```
    @Test func outOfRangeIndicesAndEmptyStrips() {
        let layout = TabStripLayout(configuration: .fixed(width: 50, height: 40), count: 4, viewportWidth: 100) { _ in 0 }
        #expect(layout.span(of: -3) == layout.span(of: 0))
        #expect(layout.span(of: 99) == layout.span(of: 3))
        let empty = TabStripLayout(configuration: .selfSizing(height: 40, spacing: 4), count: 0,
                                   viewportWidth: 100) { _ in 10 }
        #expect(empty.contentWidth == 0)
        #expect(empty.maxOffset == 0)
        #expect(empty.visibleRange(minX: 0, maxX: 100).isEmpty)
        #expect(empty.index(atStripX: 5) == nil)
    }

    /// fillEqually with too much spacing for its width gives zero-width tabs, never negative.
    /// ```
    /// ┌──────────────────────────┐
    /// │ 50 ││ 50 ││ 50 ││ 50 ││ 50 ││ 50  (100 - 6 * 50) / 5 < 0 -> 0
    /// └──────────────────────────┘
    /// ```
    @Test func fillEquallyNeverGoesNegative() {
        let layout = TabStripLayout(configuration: .fillEqually(height: 40, spacing: 50), count: 5,
                                    viewportWidth: 100) { _ in 0 }
        #expect(layout.span(of: 2).width == 0)
    }
}

@Suite(.tags(.unit))
struct TabStripLayoutOverflowTests {
    /// 12 fixed 120-pt tabs (Assets/dozen.json) in a 480-pt strip: 1440 pt of tabs, 960 to scroll.
    /// ```
    ///  offset 0                                        offset 960
    /// ┌───────────────────────────────┐               ┌───────────────────────────────┐
    /// │ Jan │ Feb │ Mar │ Apr │ May ...              ... Sep │ Oct │ Nov │ Dec │
    /// └───────────────────────────────┘               └───────────────────────────────┘
    /// ```
    static let dozen = TabStripLayout(configuration: .fixed(width: 120, height: 48), count: 12,
                                      viewportWidth: 480) { _ in 0 }

    /// Centring tab i asks for offset `120 i + 60 - 240`, clamped to 0...960.
    /// ```
    ///  tab 0, 1: offset 0        tab 5: offset 420           tab 10, 11: offset 960
    /// ┌───────────────┐        ┌───────────────┐            ┌───────────────┐
    /// │[J] F  M  A    │ ...    │ Apr [Jun] Jul │ ...        │ S  O  N  [D]  │
    /// └───────────────┘        └───────────────┘            └───────────────┘
    /// ```
    @Test func centringOffsetIsClampedAtBothEnds() {
        let layout = Self.dozen
        #expect(layout.maxOffset == 960)
        // Tabs 0 and 1 cannot be centred without showing past the left end.
        #expect(layout.centeringOffset(for: 0) == 0)
        #expect(layout.centeringOffset(for: 1) == 0)
        // Tab 2's centre is at 300; centred in 480 means offset 60.
        #expect(layout.centeringOffset(for: 2) == 60)
        // In the middle: centre of tab i is 120 i + 60, offset 120 i + 60 - 240.
        for index in 2...9 { #expect(layout.centeringOffset(for: index) == 120 * Double(index) - 180) }
        // Tabs 10 and 11 are clamped to the right end.
        #expect(layout.centeringOffset(for: 10) == 960)
        #expect(layout.centeringOffset(for: 11) == 960)
    }

    /// Self-sized tabs of different widths, spacing 4, in 300 pt: each centre is its own
    /// `x + width / 2`.
    /// ```
    ///          ┌──────── 300 ────────┐
    /// │One│Two│Three hundred│Four│Five thousand│Six│Seven│
    ///               ^ centre of tab 3 at 150 after scrolling
    /// ```
    @Test func centringSelfSizedTabsUsesTheirOwnMiddles() {
        let titles = ["One", "Two", "Three hundred", "Four", "Five thousand", "Six", "Seven"]
        let widths = titles.map(titleWidth)
        let layout = TabStripLayout(configuration: .selfSizing(height: 48, spacing: 4), count: titles.count,
                                    viewportWidth: 300) { widths[$0] }
        for index in titles.indices {
            let span = layout.span(of: index)
            let wanted = span.x + span.width / 2 - 150
            #expect(layout.centeringOffset(for: index) == min(max(wanted, 0), layout.maxOffset))
        }
        #expect(layout.centeringOffset(for: 0) == 0)
        #expect(layout.centeringOffset(for: titles.count - 1) == layout.maxOffset)
        let middle = layout.span(of: 3)
        #expect(layout.centeringOffset(for: 3) == middle.x + middle.width / 2 - 150, "unclamped in the middle")
    }

    /// Visible tabs are those overlapping `offset ..< offset + 480`; one starting exactly at the
    /// right edge is not.
    /// ```
    /// ┌──────── 480 ────────┐
    /// │ 0  │ 1  │ 2  │ 3  │ 4    5 ...     offset 0: 0..<4
    ///   ┌──────── 480 ────────┐
    /// │ 0│ 1  │ 2  │ 3  │ 4│   5 ...       offset 1: 0..<5
    /// ```
    @Test func visibleRangeIsExactlyTheOverlappingTabsForUniformWidths() {
        let layout = Self.dozen
        #expect(layout.visibleRange(minX: 0, maxX: 480) == 0..<4, "four tabs fill 480 exactly")
        #expect(layout.visibleRange(minX: 1, maxX: 481) == 0..<5)
        #expect(layout.visibleRange(minX: 120, maxX: 600) == 1..<5)
        #expect(layout.visibleRange(minX: 960, maxX: 1440) == 8..<12)
        #expect(layout.visibleRange(minX: 1000, maxX: 5000) == 8..<12)
        #expect(layout.visibleRange(minX: 2000, maxX: 3000).isEmpty)
        for offset in stride(from: 0.0, through: 960, by: 7.5) {
            #expect(layout.visibleRange(minX: offset, maxX: offset + 480)
                    == bruteForceVisible(layout, minX: offset, maxX: offset + 480), "offset \(offset)")
        }
    }

    /// With spacing, a window whose right edge falls in a gap ends at the tab before the gap.
    /// ```
    /// ┌──────── 125 ────────┐
    /// │┌ 60 ┐20┌ 60 ┐20┼┌ 60 ┐   fixed(100, spacing 20): tabs 60 wide, 80 apart
    /// ││ 0  │  │ 1  │  ││ 2  │   0..<1 up to 70: tab 1 starts at 80
    /// └─────────────────────┘
    /// ```
    @Test func visibleRangeIsExactlyTheOverlappingTabsWithSpacing() {
        let uniform = TabStripLayout(configuration: .fixed(width: 100, height: 48, spacing: 20), count: 30,
                                     viewportWidth: 350) { _ in 0 }
        let titles = (0..<30).map { String(repeating: "w", count: 1 + ($0 * 7) % 11) }
        let widths = titles.map(titleWidth)
        let sized = TabStripLayout(configuration: .selfSizing(height: 48, spacing: 20), count: 30,
                                   viewportWidth: 350) { widths[$0] }
        for layout in [uniform, sized] {
            for offset in stride(from: 0.0, through: layout.maxOffset, by: 5) {
                #expect(layout.visibleRange(minX: offset, maxX: offset + 350)
                        == bruteForceVisible(layout, minX: offset, maxX: offset + 350), "offset \(offset)")
            }
        }
        // A window ending in the gap after a tab does not reach the next tab.
        #expect(uniform.visibleRange(minX: 0, maxX: 70) == 0..<1)
        let first = sized.span(of: 0)
        #expect(sized.visibleRange(minX: 0, maxX: first.x + first.width + 10) == 0..<1)
    }

    /// ```
    /// 0                          5,600,000                         11,200,000
    /// │▮▮▮▮▮▮▮▮▮▮▮▮▮▮▮▮▮▮▮▮▮▮▮▮▮┌─480─┐▮▮▮▮▮▮▮▮▮▮▮▮▮▮▮▮▮▮▮▮▮▮▮▮▮▮▮▮▮▮▮│
    ///                            └─────┘ 5 or 6 tabs of 112 pt
    /// ```
    /// 100,000 fixed tabs: only the handful in view come back, anywhere along the strip, and a
    /// thousand queries do not walk the tabs (uniform widths are arithmetic).
    @Test func hundredThousandTabsReturnOnlyTheVisibleHandful() {
        let layout = TabStripLayout(configuration: .fixed(width: 112, height: 48), count: 100_000,
                                    viewportWidth: 480) { _ in Issue.record("fixed widths are never measured"); return 0 }
        #expect(layout.contentWidth == 11_200_000)
        #expect(layout.maxOffset == 11_200_000 - 480)
        for offset in [0.0, 56, 1_000_000, 5_599_944, layout.maxOffset] {
            let range = layout.visibleRange(minX: offset, maxX: offset + 480)
            #expect(range.count >= 5 && range.count <= 6, "\(range) at \(offset)")
            #expect(range == bruteForceWindow(layout, offset: offset))
        }
        let last = layout.visibleRange(minX: layout.maxOffset, maxX: layout.maxOffset + 480)
        #expect(last.upperBound == 100_000)
        #expect(layout.centeringOffset(for: 50_000) == 112 * 50_000 + 56 - 240)
    }

    /// The brute-force answer for a window, checked only near it (walking 100,000 spans would
    /// hide what the fast path saves).
    private func bruteForceWindow(_ layout: TabStripLayout, offset: Double) -> Range<Int> {
        let guess = Int(offset / 112)
        let candidates = max(0, guess - 3)..<min(layout.count, guess + 10)
        let hits = candidates.filter { index in
            let span = layout.span(of: index)
            return span.x < offset + 480 && span.x + span.width > offset
        }
        return hits.first!..<(hits.last! + 1)
    }
}
