/// A live view of the motion for people tuning the physics (F2 in the demo): frame time, frame
/// rate, frame cost, the current velocity, the spring's target, and a plot of position and
/// velocity over the last second.
///
/// It only records values handed to it; the front end measures frame cost with its own clock
/// and passes it in, so the core still reads no clock.
public struct MotionInspector: Sendable {
    /// One frame's values.
    public struct Sample: Sendable, Equatable {
        /// Frame time, seconds.
        public var time: Double
        /// Position in pages.
        public var position: Double
        /// Velocity in pages per second.
        public var velocity: Double
    }

    /// How much history the plot shows.
    public static let windowSeconds = 1.0
    private static let capacity = 512

    private var samples: [Sample] = []
    /// The spring's target page, if one runs.
    public var springTarget: Int?
    /// CPU time the last frame took, seconds, as measured by the front end.
    public var frameCost: Double?
    /// The unit of the position ("pages", "pt"); the plot restarts when it changes.
    public var unit = "pages" {
        didSet { if unit != oldValue { samples.removeAll(keepingCapacity: true) } }
    }

    /// An empty inspector.
    public init() { samples.reserveCapacity(Self.capacity) }

    /// Records one frame. Older samples than the window are dropped.
    public mutating func record(time: Double, position: Double, velocity: Double) {
        guard time.isFinite, position.isFinite, velocity.isFinite else { return }
        if let last = samples.last, time <= last.time { return }
        if samples.count == Self.capacity { samples.removeFirst(Self.capacity / 4) }
        samples.append(Sample(time: time, position: position, velocity: velocity))
        while let first = samples.first, time - first.time > Self.windowSeconds { samples.removeFirst() }
    }

    /// The samples of the last second, oldest first.
    public var history: [Sample] { samples }

    /// Seconds between the last two frames.
    public var frameTime: Double? {
        guard samples.count >= 2 else { return nil }
        return samples[samples.count - 1].time - samples[samples.count - 2].time
    }

    /// Frames per second over the last second.
    public var framesPerSecond: Double? {
        guard samples.count >= 2, let first = samples.first, let last = samples.last, last.time > first.time else { return nil }
        return Double(samples.count - 1) / (last.time - first.time)
    }

    /// Draws the panel in `frame`.
    public func draw(in frame: Rect, theme: Theme, measurer: any TextMeasuring, into list: inout DrawList) {
        list.fill(frame, theme.overlayBackground, cornerRadius: theme.cornerRadius)
        let style = TextStyle(size: 12)
        var lines: [String] = []
        func format(_ value: Double, _ digits: Int) -> String {
            let scale = Double([1, 10, 100, 1000][min(digits, 3)])
            let rounded = (value * scale).rounded() / scale
            return String(rounded)
        }
        lines.append("frame " + (frameTime.map { format($0 * 1000, 1) + " ms" } ?? "-")
                     + "   fps " + (framesPerSecond.map { format($0, 0) } ?? "-"))
        lines.append("cost " + (frameCost.map { format($0 * 1000, 2) + " ms" } ?? "-"))
        let last = samples.last
        lines.append("position " + (last.map { format($0.position, 3) } ?? "-")
                     + "   velocity " + (last.map { format($0.velocity, 2) + " \(unit)/s" } ?? "-"))
        lines.append("spring target " + (springTarget.map(String.init) ?? "none"))
        var y = frame.y + 8
        for line in lines {
            list.text(line, at: Point(x: frame.x + 10, y: y), style: style, color: theme.overlayText)
            y += 16
        }
        let plot = Rect(x: frame.x + 10, y: y + 4, width: frame.width - 20, height: frame.maxY - y - 14)
        drawPlot(in: plot, theme: theme, into: &list)
    }

    /// Position (blue) and velocity (orange) over the last second, each scaled to its own range.
    private func drawPlot(in plot: Rect, theme: Theme, into list: inout DrawList) {
        guard plot.width > 4, plot.height > 4 else { return }
        list.stroke(plot, theme.overlayText.withAlpha(60), width: 1)
        guard let newest = samples.last else { return }
        let positions = samples.map(\.position), velocities = samples.map(\.velocity)
        func range(_ values: [Double]) -> (Double, Double) {
            let low = values.min() ?? 0, high = values.max() ?? 0
            return high - low < 1e-9 ? (low - 0.5, high + 0.5) : (low, high)
        }
        let (pLow, pHigh) = range(positions), (vLow, vHigh) = range(velocities)
        let positionColor = Color(rgb: 0x64D2FF), velocityColor = Color(rgb: 0xFF9F0A)
        for sample in samples {
            let x = plot.maxX - (newest.time - sample.time) / Self.windowSeconds * plot.width
            guard x >= plot.x else { continue }
            let py = plot.maxY - (sample.position - pLow) / (pHigh - pLow) * plot.height
            let vy = plot.maxY - (sample.velocity - vLow) / (vHigh - vLow) * plot.height
            list.fill(Rect(x: x - 1, y: py - 1, width: 2, height: 2), positionColor)
            list.fill(Rect(x: x - 1, y: vy - 1, width: 2, height: 2), velocityColor)
        }
    }
}
