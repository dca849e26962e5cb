/// The compact bar's stretch of a ``CollapsingHeader`` that scrolls it away
/// (``CollapsingHeader/hidesCollapsedBar``): collapse `collapseRange...maximumCollapse`, as a
/// scrollable of its own.
///
/// ``HeaderScrollMode/enterAlwaysCollapsed`` visits the header twice on the way back: this bar
/// before the list (the header "only initially scroll[s] back to its collapsed height") and the
/// rest of the header after it. Being a separate link of the chain, the bar hands on at its own
/// bound like any part, so a fling passes bar, list and header on one continuous curve.
///
/// While the header is expanded past its bar, the bar reads as fully shown and never moves the
/// header (a backward movement passes it by whole).
final class CollapsingHeaderBar: NestedScrollable {
    unowned let header: CollapsingHeader

    init(header: CollapsingHeader) {
        self.header = header
    }

    var scrollRange: ClosedRange<Double> { header.collapseRange...header.maximumCollapse }

    var scrollOffset: Double { min(max(header.collapse, scrollRange.lowerBound), scrollRange.upperBound) }

    func setScrollOffset(_ offset: Double) {
        let clamped = min(max(offset, scrollRange.lowerBound), scrollRange.upperBound)
        // Left alone when nothing changes, so a header expanded past the bar stays as it is.
        if clamped != scrollOffset { header.setCollapse(clamped) }
    }
}
