import PagerCore

extension MotionInspector {
    /// The plot's two series: position in light blue, velocity in orange (UIKit's dark-appearance
    /// `systemCyan`-like blue and `systemOrange`, both legible on the dark card).
    package static let positionColor = Color(rgb: 0x64D2FF)
    package static let velocityColor = Color(rgb: 0xFF9F0A)
    static let textStyle = TextStyle(size: 12), axisStyle = TextStyle(size: 10)
    static let lineHeight = 15.0, padding = 10.0

    /// Draws the panel in `frame` (an opaque card: text, a legend, and the plot with its axes).
    package func draw(in frame: Rect, theme: Theme, measurer: any TextMeasuring, into list: inout DrawList) {
        list.fill(frame, theme.overlayBackground, cornerRadius: theme.cornerRadius)
        list.clipped(to: frame) { list in
            var y = frame.y + 8
            for line in summaryLines {
                list.text(measurer.elided(line, style: Self.textStyle, toFit: frame.width - 2 * Self.padding),
                          at: Point(x: frame.x + Self.padding, y: y), style: Self.textStyle, color: theme.overlayText)
                y += Self.lineHeight
            }
            let bottom = frame.maxY - 6 - Self.axisStyle.size * 1.2
            guard bottom - y > 40 else { return }
            drawLegend(at: Point(x: frame.x + Self.padding, y: y + 2), theme: theme, measurer: measurer, into: &list)
            let area = Rect(x: frame.x + Self.padding, y: y + Self.lineHeight + 6,
                            width: frame.width - 2 * Self.padding, height: bottom - y - Self.lineHeight - 10)
            drawPlot(in: area, theme: theme, measurer: measurer, into: &list)
        }
    }

    /// A swatch and a name with its unit for each series.
    private func drawLegend(at origin: Point, theme: Theme, measurer: any TextMeasuring, into list: inout DrawList) {
        var x = origin.x
        for (name, color) in [("position (\(unit))", Self.positionColor), ("velocity (\(unit)/s)", Self.velocityColor)] {
            list.fill(Rect(x: x, y: origin.y + 5, width: 14, height: 3), color)
            list.text(name, at: Point(x: x + 18, y: origin.y), style: Self.axisStyle, color: theme.overlayText)
            x += 18 + measurer.size(of: name, style: Self.axisStyle).width + 16
        }
    }

    /// The value range a series is drawn over: its own extent, padded when it is flat.
    static func range(_ values: [Double]) -> (low: Double, high: Double) {
        let low = values.min() ?? 0, high = values.max() ?? 0
        return high - low < 1e-9 ? (low - 0.5, high + 0.5) : (low, high)
    }

    /// Position and velocity over the last second as lines, each on its own scale: position's
    /// range labelled on the left axis, velocity's on the right, time along the bottom.
    private func drawPlot(in area: Rect, theme: Theme, measurer: any TextMeasuring, into list: inout DrawList) {
        let positions = history.map(\.position), velocities = history.map(\.velocity)
        let p = Self.range(positions), v = Self.range(velocities)
        let pLabels = [Self.format(p.high, 2), Self.format(p.low, 2)]
        let vLabels = [Self.format(v.high, 1), Self.format(v.low, 1)]
        func gutter(_ labels: [String]) -> Double {
            (labels.map { measurer.size(of: $0, style: Self.axisStyle).width }.max() ?? 0) + 4
        }
        let plot = Rect(x: area.x + gutter(pLabels), y: area.y,
                        width: area.width - gutter(pLabels) - gutter(vLabels), height: area.height)
        guard plot.width > 20, plot.height > 12 else { return }
        let axis = theme.overlayText.withAlpha(110), faint = theme.overlayText.withAlpha(40)
        list.fill(Rect(x: plot.x, y: plot.y, width: 1, height: plot.height), axis)
        list.fill(Rect(x: plot.maxX - 1, y: plot.y, width: 1, height: plot.height), axis)
        list.fill(Rect(x: plot.x, y: plot.maxY - 1, width: plot.width, height: 1), axis)
        let labelHeight = Self.axisStyle.size * 1.2
        for (index, label) in pLabels.enumerated() {
            let width = measurer.size(of: label, style: Self.axisStyle).width
            list.text(label, at: Point(x: plot.x - 4 - width, y: index == 0 ? plot.y : plot.maxY - labelHeight),
                      style: Self.axisStyle, color: Self.positionColor)
        }
        for (index, label) in vLabels.enumerated() {
            list.text(label, at: Point(x: plot.maxX + 4, y: index == 0 ? plot.y : plot.maxY - labelHeight),
                      style: Self.axisStyle, color: Self.velocityColor)
        }
        let end = "now", endWidth = measurer.size(of: end, style: Self.axisStyle).width
        list.text("-\(Self.format(Self.windowSeconds, 0)) s", at: Point(x: plot.x, y: plot.maxY + 2),
                  style: Self.axisStyle, color: axis)
        list.text(end, at: Point(x: plot.maxX - endWidth, y: plot.maxY + 2), style: Self.axisStyle, color: axis)
        func yOf(_ value: Double, _ range: (low: Double, high: Double)) -> Double {
            plot.maxY - 1 - (value - range.low) / (range.high - range.low) * (plot.height - 2)
        }
        if v.low < 0, v.high > 0 {
            list.fill(Rect(x: plot.x + 1, y: yOf(0, v), width: plot.width - 2, height: 1), faint)
        }
        guard let newest = history.last else { return }
        func xOf(_ time: Double) -> Double { plot.maxX - (newest.time - time) / Self.windowSeconds * plot.width }
        list.clipped(to: plot) { list in
            for (a, b) in zip(history, history.dropFirst()) {
                list.segment(from: Point(x: xOf(a.time), y: yOf(a.position, p)),
                             to: Point(x: xOf(b.time), y: yOf(b.position, p)), Self.positionColor, width: 1.5)
                list.segment(from: Point(x: xOf(a.time), y: yOf(a.velocity, v)),
                             to: Point(x: xOf(b.time), y: yOf(b.velocity, v)), Self.velocityColor, width: 1.5)
            }
        }
    }
}
