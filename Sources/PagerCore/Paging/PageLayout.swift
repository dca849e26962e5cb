/// Where a pager's pages lie in its frame: along which axis, which way, how far apart, and how
/// much of each neighbour peeks in at the sides.
///
/// Slots are one ``stride`` apart (a page plus the spacing), and the slot at the visual position
/// sits centred, with ``peek`` points of room on either side (Flutter's `viewportFraction`,
/// Compose's `contentPadding` plus `pageSpacing`). A right-to-left pager runs its slots from the
/// right edge leftwards; a vertical one from the top down.
struct PageLayout: Sendable, Equatable {
    /// The pager's frame.
    var frame: Rect = .zero
    /// The axis the pages lie along.
    var axis: Axis = .horizontal
    /// Whether later pages lie to the left (horizontal pagers only).
    var isRightToLeft = false
    /// Requested room for the neighbours at each side, in points.
    var requestedPeek = 0.0
    /// Gap between two pages, in points.
    var spacing = 0.0

    /// The frame's length along the axis.
    var axisLength: Double { axis == .horizontal ? frame.width : frame.height }

    /// The peek, at most a quarter of the length: a page always takes at least half the
    /// pager, so at most four pages are ever in view, whatever the config asks.
    var peek: Double { min(max(requestedPeek, 0), axisLength / 4) }

    /// A page's length along the axis.
    var pageLength: Double { max(0, axisLength - 2 * peek) }

    /// From one slot to the next, in points; what a drag divides by.
    var stride: Double { pageLength + max(spacing, 0) }

    /// Which way the pages move for a pointer moving positively along the axis (right or
    /// down): -1 when that brings earlier pages in (left to right, top to bottom), +1 for
    /// right to left, where a drag to the right brings the next page.
    var pointerSign: Double { axis == .horizontal && isRightToLeft ? 1 : -1 }

    /// The frame of the page `offset` slots after the one at the visual position (fractional).
    func pageFrame(atOffset offset: Double) -> Rect {
        let along = peek + offset * stride
        switch axis {
        case .horizontal:
            let x = isRightToLeft ? frame.maxX - along - pageLength : frame.x + along
            return Rect(x: x, y: frame.y, width: pageLength, height: frame.height)
        case .vertical:
            return Rect(x: frame.x, y: frame.y + along, width: frame.width, height: pageLength)
        }
    }

    /// The slot offsets (from the visual position) that can overlap the frame: pages within
    /// the peek and the page length either side; none but the one in view for a layout whose
    /// numbers give no range (no stride, or lengths that are not finite).
    var visibleOffsets: ClosedRange<Double> {
        guard stride > 0 else { return 0...0 }
        let low = -(peek + pageLength) / stride, high = (axisLength - peek) / stride
        guard low <= high else { return 0...0 }
        return low...high
    }
}
