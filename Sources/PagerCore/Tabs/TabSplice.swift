/// The tab strip's side of a pager's long jump: the tabs around each page on screen, glued
/// together with the tabs between them cut out, so the strip glides from one to the next in a
/// single move instead of racing past every tab in between (``PageStrip`` does the same for
/// the pages, and the pages' anchors are what the strip is cut between).
///
/// Around each anchor a viewport's width of tabs on either side stays, so nothing in view
/// changes when a jump starts, and nothing when it ends and the cut is undone: the strip's
/// offset changes by exactly the width cut before the tabs it shows.
struct TabSplice: Equatable {
    /// A run of consecutive tabs drawn `shift` points left of their own place.
    struct Segment: Equatable {
        var tabs: Range<Int>
        var shift: Double
    }

    /// The pages on screen, ascending tab indices, as the pager reported them.
    let anchors: [Int]
    /// The tabs shown, in ascending runs: one run when nothing is cut.
    private(set) var segments: [Segment] = []

    init(anchors: [Int], layout: TabStripLayout) {
        self.anchors = anchors
        var start = 0, shift = 0.0
        for (a, b) in zip(anchors, anchors.dropFirst()) where a >= 0 && b > a && b < layout.count {
            let spanA = layout.span(of: a), spanB = layout.span(of: b)
            let keptAfter = layout.visibleRange(minX: spanA.x, maxX: spanA.x + spanA.width + layout.viewportWidth).upperBound
            let keptBefore = layout.visibleRange(minX: spanB.x - layout.viewportWidth, maxX: spanB.x + spanB.width).lowerBound
            guard keptBefore > keptAfter, keptAfter > start else { continue }
            segments.append(Segment(tabs: start..<keptAfter, shift: shift))
            shift += layout.span(of: keptBefore).x - layout.span(of: keptAfter).x
            start = keptBefore
        }
        segments.append(Segment(tabs: start..<max(start, layout.count), shift: shift))
    }

    /// Whether any tabs are cut out.
    var isCut: Bool { segments.count > 1 }

    /// How far left of its own place tab `index` is drawn; nil for a tab cut out.
    func shift(of index: Int) -> Double? {
        segments.first { $0.tabs.contains(index) }?.shift
    }

    /// For a position between two anchors with tabs cut between them: the two, and how far
    /// along from the first to the second (the pager's own fraction of its jump).
    func cutNeighbours(of position: Double) -> (Int, Int, Double)? {
        for (a, b) in zip(anchors, anchors.dropFirst()) where position > Double(a) && position < Double(b) {
            guard let shiftA = shift(of: a), let shiftB = shift(of: b), shiftA != shiftB else { return nil }
            return (a, b, (position - Double(a)) / Double(b - a))
        }
        return nil
    }
}
