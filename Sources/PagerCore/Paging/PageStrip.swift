/// Which page sits in which on-screen slot: the trick behind long jumps.
///
/// The visual position counts slots, one page width each. Normally there is one anchor and the
/// mapping is the identity shifted by it. For a jump from page 1 to page 7 the strip is
/// `[1, 7]`: page 7 is drawn as page 1's neighbour, the screen moves one page width, and the
/// logical position (which tabs follow) still runs continuously from 1 to 7. (A move redirected
/// between pages keeps both pages on screen as anchors too: `[1, 2, 7]`.) Parchment, Flutter's
/// `TabBarView` and ViewPager2 all avoid flashing the pages in between the same way.
struct PageStrip: Sendable, Equatable {
    /// Pages in slot order, strictly ascending; slot `i` shows `anchors[i]`.
    private(set) var anchors: [Int]

    init(anchoredAt page: Int) { anchors = [page] }

    /// A strip showing `pages` side by side in ascending order (duplicates merged).
    init(pages: [Int]) {
        anchors = Set(pages).sorted()
    }

    /// How many logical pages one slot spans around visual position `v` (1 outside the
    /// anchors; the gap between two anchors between them).
    func pageSpan(atVisual v: Double) -> Int {
        let last = anchors.count - 1
        guard last > 0, v >= 0, v < Double(last) else { return 1 }
        let i = Int(v)
        return anchors[i + 1] - anchors[i]
    }

    /// Slot of `page` among the anchors, if it is one.
    func slot(of page: Int) -> Int? { anchors.firstIndex(of: page) }

    /// Logical (fractional) page at visual slot position `v`; outside the anchors the strip
    /// continues one page per slot.
    func logical(atVisual v: Double) -> Double {
        let last = anchors.count - 1
        if v <= 0 || last == 0 { return Double(anchors[0]) + v }
        if v >= Double(last) { return Double(anchors[last]) + (v - Double(last)) }
        let i = Int(v)
        let f = v - Double(i)
        return Double(anchors[i]) + f * Double(anchors[i + 1] - anchors[i])
    }

    /// The inverse of ``logical(atVisual:)`` (the mapping is strictly increasing).
    func visual(forLogical p: Double) -> Double {
        let last = anchors.count - 1
        if p <= Double(anchors[0]) || last == 0 { return p - Double(anchors[0]) }
        if p >= Double(anchors[last]) { return Double(last) + (p - Double(anchors[last])) }
        var i = 0
        while Double(anchors[i + 1]) < p { i += 1 }
        return Double(i) + (p - Double(anchors[i])) / Double(anchors[i + 1] - anchors[i])
    }

    /// The page drawn in integer slot `slot`.
    func page(atSlot slot: Int) -> Int {
        let last = anchors.count - 1
        if slot <= 0 { return anchors[0] + slot }
        if slot >= last { return anchors[last] + (slot - last) }
        return anchors[slot]
    }

    /// The strip with every anchor renamed by `transform` (pages inserted or removed), or nil
    /// when two anchors would collide or fall out of order.
    func remapped(_ transform: (Int) -> Int) -> PageStrip? {
        let mapped = anchors.map(transform)
        for (a, b) in zip(mapped, mapped.dropFirst()) where b <= a { return nil }
        var strip = self
        strip.anchors = mapped
        return strip
    }
}
