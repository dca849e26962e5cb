/// Where a bottom bar's items go across its width: UITabBar's `itemPositioning`, `itemWidth`
/// and `itemSpacing`.
///
/// With `n` items in a bar `W` wide starting at `X` (item `i` counted from the leading edge):
/// - `fill`: each item is `w = W / n` wide, at `x_i = X + i w`; the items touch and cover the
///   bar.
/// - `centered`: the row of items, `R = n w + (n - 1) s` wide with `w = itemWidth` and
///   `s = itemSpacing`, is centred: `x_i = X + (W - R') / 2 + i (w' + s')`, where `w' = k w`,
///   `s' = k s`, `R' = k R` and `k = min(1, W / R)`, so a row wider than the bar shrinks (widths
///   and gaps alike) to exactly fill it. The gaps and the margins belong to no item.
///
/// Right to left, every frame is mirrored within the bar, so item 0 is at the right. Each item
/// spans the bar's height. Every query is O(1) in the number of items.
public struct BottomBarLayout: Sendable, Equatable {
    /// How items share the bar's width.
    public enum Positioning: String, Sendable, Equatable, CaseIterable {
        /// The items divide the whole width equally (UITabBar's `.fill`).
        case fill
        /// Items of a fixed width and spacing, the row centred (UITabBar's `.centered`).
        case centered
    }

    /// How items share the width.
    public var positioning: Positioning
    /// A centred item's width in points (UITabBar's `itemWidth`).
    public var itemWidth: Double
    /// Points between two centred items (UITabBar's `itemSpacing`).
    public var itemSpacing: Double

    /// The default centred item width, 76 points.
    public static let seedItemWidth = 76.0
    /// The default spacing between centred items, 10 points.
    public static let seedItemSpacing = 10.0

    /// Items that fill the width (the default).
    public static let fill = BottomBarLayout(positioning: .fill)

    /// Creates a layout; negative or non-finite sizes count as 0.
    public init(positioning: Positioning = .fill, itemWidth: Double = seedItemWidth,
                itemSpacing: Double = seedItemSpacing) {
        self.positioning = positioning
        self.itemWidth = itemWidth.isFinite ? max(0, itemWidth) : 0
        self.itemSpacing = itemSpacing.isFinite ? max(0, itemSpacing) : 0
    }

    /// The leading x offset from the bar's leading edge, the width and the stride of `count`
    /// items in a bar `width` wide.
    private func metrics(count: Int, width: Double) -> (start: Double, width: Double, stride: Double) {
        let n = Double(max(1, count))
        switch positioning {
        case .fill:
            let w = width / n
            return (0, w, w)
        case .centered:
            let row = n * itemWidth + (n - 1) * itemSpacing
            let k = row > width && row > 0 ? width / row : 1
            return ((width - k * row) / 2, k * itemWidth, k * (itemWidth + itemSpacing))
        }
    }

    /// Frame of item `index` of `count` in `bar`.
    public func frame(of index: Int, count: Int, in bar: Rect, rightToLeft: Bool) -> Rect {
        let m = metrics(count: count, width: bar.width)
        let leading = Rect(x: bar.x + m.start + Double(index) * m.stride, y: bar.y, width: m.width, height: bar.height)
        return rightToLeft ? leading.mirrored(within: bar) : leading
    }

    /// The items of `count` in `bar` whose frames overlap the span `minX..<maxX` (a clip), found
    /// without visiting the others; empty when none does.
    public func indices(overlapping minX: Double, _ maxX: Double, count: Int, in bar: Rect,
                        rightToLeft: Bool) -> Range<Int> {
        let m = metrics(count: count, width: bar.width)
        guard count > 0, maxX > minX, m.stride > 0, m.width > 0 else { return 0..<0 }
        // Slots counted from the left; slot j spans [start + j stride, start + j stride + width).
        let from = bar.x + m.start
        let first = max(0, Int(((minX - from - m.width) / m.stride).rounded(.down)) + 1)
        let last = min(count - 1, Int(((maxX - from) / m.stride).rounded(.up)) - 1)
        guard first <= last else { return 0..<0 }
        return rightToLeft ? (count - 1 - last)..<(count - first) : first..<(last + 1)
    }

    /// The item of `count` in `bar` whose frame contains `point`; nil outside the bar, in a gap
    /// or a margin.
    public func index(at point: Point, count: Int, in bar: Rect, rightToLeft: Bool) -> Int? {
        guard count > 0, bar.contains(point) else { return nil }
        let m = metrics(count: count, width: bar.width)
        // The row is symmetric about the bar's centre, so the slot counted from the left is the
        // item counted from the right when the bar runs right to left.
        let along = point.x - bar.x - m.start
        guard along >= 0, m.stride > 0 else { return nil }
        let slot = min(Int(along / m.stride), count - 1)
        // The part of a stride past the item's width is the gap after it (and the margin after
        // the last).
        guard positioning == .fill || along - Double(slot) * m.stride < m.width else { return nil }
        return rightToLeft ? count - 1 - slot : slot
    }
}
