import ScrollPhysics

extension RefreshControl {
    /// Where the indicator's disc is for a list whose visible part is `listFrame`: centred
    /// across it, ``Indicator/centreDistance`` below its top; nil when nothing shows.
    public func indicatorFrame(in listFrame: Rect) -> Rect? {
        guard let indicator, indicator.scale > 0 else { return nil }
        let size = configuration.diameter * indicator.scale
        return Rect(x: listFrame.midX - size / 2, y: listFrame.y + indicator.centreDistance - size / 2,
                    width: size, height: size)
    }

    /// Draws the indicator over the list whose visible part is `listFrame`: a disc in the tab
    /// strip's background with a hairline ring, and an arc in the selected tab's colour, faint
    /// until the pull arms it.
    public func draw(into list: inout DrawList, listFrame: Rect, theme: Theme) {
        guard let indicator, let disc = indicatorFrame(in: listFrame) else { return }
        list.clipped(to: listFrame) { list in
            let r = disc.width / 2
            list.fill(disc.insetBy(dx: -1, dy: -1), theme.separator, cornerRadius: r + 1)
            list.fill(disc, theme.tabBackground, cornerRadius: r)
            let armed = indicator.progress >= 1
            let colour = armed ? theme.tabSelected
                : theme.tabSelected.withAlpha(UInt8((Double(theme.tabSelected.alpha) * (0.3 + 0.4 * indicator.progress)).rounded()))
            Self.arc(into: &list, centre: Point(x: disc.midX, y: disc.midY), radius: r * 0.55,
                     width: max(1, r * 0.15), from: indicator.rotation, sweep: indicator.sweep, colour)
        }
    }

    /// An arc of `sweep` turns starting `from` turns clockwise from the top, `width` points
    /// thick, as thin quadrilaterals (one per 1/32 turn).
    static func arc(into list: inout DrawList, centre: Point, radius: Double, width: Double,
                    from start: Double, sweep: Double, _ colour: Color) {
        guard sweep > 0, radius > width / 2 else { return }
        let steps = max(1, Int((sweep * 32).rounded(.up)))
        let outer = radius + width / 2, inner = radius - width / 2
        func point(_ turns: Double, _ r: Double) -> Point {
            let angle = 2 * Double.pi * turns - Double.pi / 2
            return Point(x: centre.x + r * Math.cos(angle), y: centre.y + r * Math.sin(angle))
        }
        for k in 0..<steps {
            let a = start + sweep * Double(k) / Double(steps), b = start + sweep * Double(k + 1) / Double(steps)
            list.quadrilateral(point(a, outer), point(b, outer), point(b, inner), point(a, inner), colour)
        }
    }

    /// The indicator as an element (role `refreshIndicator`, selected while refreshing); nil
    /// when it does not show.
    public func elementNode(listFrame: Rect) -> ElementNode? {
        guard let frame = indicatorFrame(in: listFrame) else { return nil }
        return ElementNode(role: "refreshIndicator", frame: frame, selected: isRefreshing)
    }
}
