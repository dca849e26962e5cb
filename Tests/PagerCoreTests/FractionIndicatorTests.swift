import Testing
@testable import PagerCore

/// The `fraction` page indicator: a "3 / 20" label at the bottom centre, its page the rounded
/// position, its backdrop as wide as the widest label of the count, its tree node the same text.
@Suite("FractionIndicator", .tags(.unit))
struct FractionIndicatorTests {
    /// Pages that stand wherever the test puts them.
    private final class Pages: PagingSource {
        var pagingState: PagingState
        let clock = SceneClock()
        init(_ state: PagingState) { pagingState = state }
    }

    private func indicator(position: Double, count: Int = 20, wraps: Bool = false) -> (PageIndicator, Pages) {
        let pages = Pages(PagingState(position: position, selectedIndex: Int(position.rounded()), pageCount: count, wraps: wraps))
        let indicator = PageIndicator(style: .fraction)
        indicator.attach(to: pages) { _, _ in }
        indicator.layout(in: Rect(x: 0, y: 100, width: 480, height: 600))
        return (indicator, pages)
    }

    /// The label's page changes at the half-way point of a move, never before.
    @Test func theLabelShowsTheRoundedPositionOfTheCount() {
        #expect(indicator(position: 0).0.label == "1 / 20")
        #expect(indicator(position: 0.49).0.label == "1 / 20")
        #expect(indicator(position: 0.51).0.label == "2 / 20")
        #expect(indicator(position: 19).0.label == "20 / 20")
        // A rubber band past either end still names an end page.
        #expect(indicator(position: -0.7).0.label == "1 / 20")
        #expect(indicator(position: 19.8).0.label == "20 / 20")
        // On a loop, past the last page comes the first.
        #expect(indicator(position: 19.6, wraps: true).0.label == "1 / 20")
    }

    /// FixedWidthTextMeasurer: 0.6 em a character, so "20 / 20" at 13 pt is 7 x 7.8 = 54.6 pt;
    /// with 8 pt of padding at each end and a quarter of the 24-pt thickness for the rounded
    /// ends, the backdrop is 82.6 wide, centred, 12 pt above the pages' bottom (700).
    @Test func theBackdropIsCentredAtTheBottomAndKeepsItsWidth() {
        let (first, pages) = indicator(position: 0)
        let expected = Rect(x: 240 - 82.6 / 2, y: 700 - 12 - 24, width: 82.6, height: 24)
        #expect(abs(first.frame.width - expected.width) < 1e-9 && abs(first.frame.x - expected.x) < 1e-9)
        #expect(first.frame.y == expected.y && first.frame.height == 24)
        pages.pagingState = PagingState(position: 12, selectedIndex: 12, pageCount: 20)
        #expect(first.label == "13 / 20" && abs(first.frame.width - 82.6) < 1e-9)
    }

    /// The drawing: the backdrop, then the label centred on it in the overlay's text colour.
    @Test func itDrawsTheLabelCentredOnItsBackdrop() throws {
        let (indicator, _) = self.indicator(position: 2.2)
        var list = DrawList()
        indicator.draw(into: &list)
        #expect(list.commands.count == 2)
        guard case let .fill(backdrop, _, radius) = list.commands[0] else { Issue.record("no backdrop"); return }
        #expect(backdrop == indicator.frame && radius == 12)
        guard case let .text(text, origin, style, color) = list.commands[1] else { Issue.record("no label"); return }
        // "3 / 20": 6 characters of 7.8 pt, 15.6 pt high.
        #expect(text == "3 / 20" && style.size == 13 && color == Theme().overlayText)
        #expect(abs(origin.x - (240 - 6 * 7.8 / 2)) < 1e-9 && abs(origin.y - (backdrop.midY - 15.6 / 2)) < 1e-9)
    }

    /// The tree has one node saying what the label says, and a tap on it moves nothing.
    /// The label keeps 4.5:1 over any page, white included, also with a lighter overlay
    /// colour; the dots keep their lighter backdrop.
    @Test func theLabelsBackdropKeepsItsContrastOverAnyPage() {
        var grey = Theme()
        grey.overlayBackground = Color(rgb: 0x48484A)
        for theme in [Theme(), grey] {
            let (fraction, _) = indicator(position: 0)
            fraction.theme = theme
            #expect(ImageScrim.worstContrast(of: theme.overlayText, over: fraction.backdrop) >= Color.minimumTextContrast)
            #expect(fraction.backdrop.alpha > 160)
        }
        let dots = PageIndicator(style: .dots)
        #expect(dots.backdrop.alpha == 160)
    }

    @Test func itsNodeSaysTheLabelAndTapsPassThrough() {
        var selected: [Int] = []
        let (indicator, _) = self.indicator(position: 4)
        indicator.attach(to: Pages(PagingState(position: 4, selectedIndex: 4, pageCount: 20))) { page, _ in selected.append(page) }
        let node = indicator.elementNode()
        #expect(node.role == "pageIndicator" && node.title == "5 / 20" && node.children.isEmpty && node.frame == indicator.frame)
        let centre = Point(x: indicator.frame.midX, y: indicator.frame.midY)
        #expect(indicator.page(at: centre) == nil && !indicator.tapGesture(at: centre, at: 0) && selected.isEmpty)
    }

    /// No pages: no backdrop, nothing drawn.
    @Test func anEmptyPagerShowsNothing() {
        let (indicator, _) = self.indicator(position: 0, count: 0)
        var list = DrawList()
        indicator.draw(into: &list)
        #expect(list.commands.isEmpty && indicator.frame.width == 0)
    }
}
