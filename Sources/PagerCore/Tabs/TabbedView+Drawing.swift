/// Drawing a strip: its background and hairline, the tabs in view, the selection (an underline
/// or a pill in its page's colour) and a fade at each edge it can scroll towards, all at the
/// position read from the pages.
extension TabbedView {
    /// How wide the fade is at an edge the strip can scroll towards.
    public static let edgeFadeWidth = 28.0
    /// The fade is drawn as this many bands of falling opacity (the draw list has no gradients).
    public static let edgeFadeBands = 14
    /// Space between a pill and its tab's edges.
    static let pillInset = 6.0

    /// Draws the strip: background, the bottom hairline, visible tabs, the selection
    /// (underline or pill; an underline covers the hairline under it), and a fade at each edge
    /// it can scroll towards.
    public func draw(into list: inout DrawList) {
        let reading = reading
        let frame = reading.frame
        guard frame.width > 0, frame.height > 0 else { return }
        let look = look
        let theme = look.theme, insets = look.contentInsets, measurer = measurer, badge = look.badge
        list.fill(frame, theme.tabBackground)
        list.fill(Rect(x: frame.x, y: frame.maxY - 1, width: frame.width, height: 1), theme.separator)
        var shown = 0, lowest = Int.max, highest = Int.min
        let offset = stripOffset(reading)
        let indicator = indicatorFrame(reading, stripOffset: offset, height: theme.indicatorHeight)
        let pills = look.selectionStyle == .pill && reading.tabCount > 0
        let textHeight = pills ? tabTextHeight : 0
        let pill = pills ? pillFrameAndColor(reading, indicator: indicator, textHeight: textHeight, theme: theme) : nil
        // The items read once; dropped before one is made, so making it does not copy them.
        var held = items
        list.clipped(to: frame) { list in
            if let pill { list.fill(pill.frame, pill.color, cornerRadius: pill.frame.height / 2) }
            forEachVisibleTab(reading, offset: offset) { index, tabFrame in
                let content = tabFrame.inset(by: insets)
                let item: any TabItem
                if let known = held[index] {
                    item = known
                } else {
                    held = [:]
                    item = self.item(at: index, selectedIndex: reading.selectedIndex)
                }
                if let pill {
                    drawTab(item, in: content, around: pill, textHeight: textHeight, theme: theme, into: &list)
                } else {
                    item.draw(in: content, selection: selectionAmount(of: index, reading), into: &list,
                              measurer: measurer, theme: theme)
                }
                if let text = badge?(index) { drawBadge(text, on: item, in: content, theme: theme, into: &list) }
                shown += 1
                lowest = min(lowest, index)
                highest = max(highest, index)
            }
            if pill == nil { list.fill(indicator, theme.tabSelected, cornerRadius: theme.indicatorHeight / 2) }
            drawEdgeFades(frame: frame, background: theme.tabBackground,
                          edges: scrollableEdges(reading, stripOffset: offset), into: &list)
        }
        pruneItems(shown: shown, lowest: lowest, highest: highest, selected: reading.selectedIndex)
    }

    /// The height of the tabs' titles (the bold title size's "Ag"), which sizes the pill.
    private var tabTextHeight: Double {
        measurer.size(of: "Ag", style: TextStyle(size: theme.tabTitleSize, bold: true)).height
    }

    /// Where the pill is (the indicator's span less the content insets, centred on the tabs'
    /// content height) and its colour, both interpolated between the two tabs around the
    /// followed position.
    var pillFrameAndColor: (frame: Rect, color: Color) {
        let reading = reading
        return pillFrameAndColor(reading, indicator: indicatorFrame(reading, stripOffset: stripOffset(reading)),
                                 textHeight: tabTextHeight, theme: theme)
    }

    /// ``pillFrameAndColor`` of a reading, around the indicator at `indicator`, for titles
    /// `textHeight` high.
    private func pillFrameAndColor(_ reading: Reading, indicator: Rect, textHeight: Double,
                                   theme: Theme) -> (frame: Rect, color: Color) {
        let insets = contentInsets
        let span = indicator.inset(by: EdgeInsets(left: insets.left, right: insets.right))
        let content = reading.frame.inset(by: EdgeInsets(top: insets.top, bottom: insets.bottom))
        let height = max(0, min(content.height - 2 * Self.pillInset, textHeight + 2 * Self.pillInset))
        let rect = Rect(x: span.x + Self.pillInset, y: content.midY - height / 2,
                        width: max(0, span.width - 2 * Self.pillInset), height: height)
        let (a, b, f) = neighbours(reading)
        let pillColor = pillColor
        let colorA = pillColor?(a) ?? theme.tabSelected, colorB = pillColor?(b) ?? theme.tabSelected
        return (rect, colorA.mixed(with: colorB, fraction: f).withAlpha(255))
    }

    /// A tab under a pill style: the part of its title over the pill in the selected look (a
    /// title colour readable on the pill's colour at this moment), the rest unselected, each
    /// clipped to its part. Where the title crosses the pill's rounded end nothing is drawn,
    /// so no glyph ever sits on a colour it was not chosen for.
    private func drawTab(_ item: any TabItem, in tabFrame: Rect, around pill: (frame: Rect, color: Color),
                         textHeight: Double, theme: Theme, into list: inout DrawList) {
        let measurer = measurer
        let content = tabFrame.insetBy(dx: theme.padding, dy: 0)
        let radius = pill.frame.height / 2
        let textHalfHeight = min(radius, textHeight / 2)
        let roundInset = radius - (radius * radius - textHalfHeight * textHalfHeight).squareRoot()
        let overlap = pill.frame.intersection(tabFrame)
        guard overlap.width > 0, overlap.intersects(content) else {
            item.draw(in: tabFrame, selection: 0, into: &list, measurer: measurer, theme: theme)
            return
        }
        let onPill = pill.frame.insetBy(dx: roundInset, dy: 0).intersection(tabFrame)
        var selectedLook = theme
        selectedLook.tabSelected = pill.color.readableText
        let left = Rect(x: tabFrame.x, y: tabFrame.y, width: max(0, pill.frame.x - tabFrame.x), height: tabFrame.height)
        let right = Rect(x: pill.frame.maxX, y: tabFrame.y, width: max(0, tabFrame.maxX - pill.frame.maxX), height: tabFrame.height)
        if left.width > 0 && left.intersects(content) {
            draw(item, in: tabFrame, clippedTo: left, selection: 0, theme: theme, into: &list)
        }
        if right.width > 0 && right.intersects(content) {
            draw(item, in: tabFrame, clippedTo: right, selection: 0, theme: theme, into: &list)
        }
        guard onPill.width > 0 else { return }
        draw(item, in: tabFrame, clippedTo: onPill, selection: 1, theme: selectedLook, into: &list)
    }

    /// Draws `item` in `tabFrame` with drawing clipped to `part`.
    private func draw(_ item: any TabItem, in tabFrame: Rect, clippedTo part: Rect, selection: Double, theme: Theme,
                      into list: inout DrawList) {
        let measurer = measurer
        list.clipped(to: part) { list in
            item.draw(in: tabFrame, selection: selection, into: &list, measurer: measurer, theme: theme)
        }
    }

    /// Which edges of a strip that overflows can scroll (a ring: both, always), for a reading
    /// with the strip scrolled to `stripOffset`.
    private func scrollableEdges(_ reading: Reading, stripOffset offset: Double) -> (leading: Bool, trailing: Bool) {
        let layout = reading.layout
        guard layout.overflows, reading.tabCount > 0 else { return (false, false) }
        if reading.lapLength != nil { return (true, true) }
        return (offset > 0.5, offset < layout.maxOffset - 0.5)
    }

    /// The strip's background fading in over ``edgeFadeWidth`` at each edge that can scroll,
    /// so a cut title reads as "more this way" rather than as a clipped label.
    private func drawEdgeFades(frame: Rect, background: Color, edges: (leading: Bool, trailing: Bool),
                               into list: inout DrawList) {
        guard edges.leading || edges.trailing else { return }
        let width = min(Self.edgeFadeWidth, frame.width / 4), band = width / Double(Self.edgeFadeBands)
        for step in 0..<Self.edgeFadeBands {
            let alpha = UInt8((255 * (1 - (Double(step) + 0.5) / Double(Self.edgeFadeBands))).rounded())
            let color = background.withAlpha(alpha)
            let height = frame.height - 1
            if edges.leading { list.fill(Rect(x: frame.x + Double(step) * band, y: frame.y, width: band, height: height), color) }
            if edges.trailing { list.fill(Rect(x: frame.maxX - Double(step + 1) * band, y: frame.y, width: band, height: height), color) }
        }
    }

    /// Forgets item objects well outside the strip, so scrolling through thousands of tabs
    /// keeps only a screenful alive. A ring across its wrap shows both ends, so the ends are kept.
    private func pruneItems(shown: Int, lowest: Int, highest: Int, selected: Int) {
        guard shown > 0, items.count > 4 * max(shown, 8) else { return }
        let nearEnds = highest - lowest + 1 > 2 * shown
        items = items.filter { entry in
            let index = entry.key
            if index == selected { return true }
            if nearEnds { return index < lowest + 2 * shown || index > highest - 2 * shown }
            return index >= lowest - shown && index <= highest + shown
        }
    }

    /// A badge just past the end of the tab's title (its preferred width, centred), inside the tab.
    private func drawBadge(_ text: String, on item: any TabItem, in tabFrame: Rect, theme: Theme, into list: inout DrawList) {
        let content = min(item.preferredWidth(measurer: measurer, theme: theme), tabFrame.width)
        let corner = Point(x: tabFrame.midX + content / 2 + Badge.height / 2, y: tabFrame.y + 4)
        Badge.draw(text, topRight: corner, within: tabFrame, into: &list, measurer: measurer, theme: theme)
    }

    /// The strip, its visible tabs and the indicator, for `--dump-tree`.
    public func elementNode() -> ElementNode {
        var children: [ElementNode] = []
        let reading = reading
        forEachVisibleTab(reading, offset: stripOffset(reading)) { index, tabFrame in
            children.append(ElementNode(role: "tab", title: item(at: index, selectedIndex: reading.selectedIndex).title,
                                        frame: tabFrame.intersection(frame), selected: index == reading.selectedIndex,
                                        badge: badge?(index)))
        }
        if let selection = selectionFrame { children.append(ElementNode(role: "indicator", frame: selection)) }
        return ElementNode(role: "tabStrip", frame: frame, children: children)
    }

    /// The selection as drawn, within the strip: the pill, or the underline; nil when none of
    /// it is in view.
    public var selectionFrame: Rect? {
        guard tabCount > 0 else { return nil }
        let drawn = (selectionStyle == .pill ? pillFrameAndColor.frame : indicatorFrame).intersection(frame)
        return drawn.width > 0 && drawn.height > 0 ? drawn : nil
    }
}
