import PagerCore

/// A live view of the motion for people tuning the physics (F2 in the demo): the frame rate, the
/// CPU cost of a frame, the current velocity, the spring's target, and a plot of position and
/// velocity over the last second.
///
/// It records one sample per drawn frame, so the frame rate comes from the intervals between
/// frames actually drawn (input events in between are not frames). It only records values handed
/// to it; the front end measures frame cost with its own clock and passes it in, so the core
/// still reads no clock.
package struct MotionInspector: Sendable {
    /// One frame's values.
    package struct Sample: Sendable, Equatable {
        /// Frame time, seconds.
        package var time: Double
        /// Position in pages.
        package var position: Double
        /// Velocity in pages per second.
        package var velocity: Double
    }

    /// How much history the plot shows.
    package static let windowSeconds = 1.0
    /// The frame rate is the mean over the frames of this last stretch of time.
    package static let rateWindowSeconds = 0.5
    /// A gap between two frames longer than this means the loop slept (nothing moved), so the
    /// rate starts again after it rather than averaging the sleep in.
    package static let restartGapSeconds = 0.25
    private static let capacity = 512

    private var samples: [Sample] = []
    /// The spring's target page, if one runs.
    package var springTarget: Int?
    /// CPU time the last frame took, seconds, as measured by the front end.
    package var frameCost: Double?
    /// Whether nothing moves and nothing is held: the panel says "idle" instead of a rate.
    package var isIdle = false
    /// The unit of the position ("pages", "pt"); the plot restarts when it changes.
    package var unit = "pages" {
        didSet { if unit != oldValue { samples.removeAll(keepingCapacity: true) } }
    }

    /// An empty inspector.
    package init() { samples.reserveCapacity(Self.capacity) }

    /// Records one drawn frame. Older samples than the window are dropped; a second record at
    /// the same time (the same frame drawn again) is ignored.
    package mutating func record(at time: Double, position: Double, velocity: Double) {
        guard time.isFinite, position.isFinite, velocity.isFinite else { return }
        if let last = samples.last, time <= last.time { return }
        if samples.count == Self.capacity { samples.removeFirst(Self.capacity / 4) }
        samples.append(Sample(time: time, position: position, velocity: velocity))
        while let first = samples.first, time - first.time > Self.windowSeconds { samples.removeFirst() }
    }

    /// The samples of the last second, oldest first.
    package var history: [Sample] { samples }

    /// The frame rate, one figure: frames per second and the mean interval between the frames
    /// drawn in the last ``rateWindowSeconds`` since the loop last slept. Nil while idle or with
    /// fewer than two such frames. Both numbers come from the same mean, so they always agree.
    package var frameRate: (framesPerSecond: Double, interval: Double)? {
        guard !isIdle, let newest = samples.last else { return nil }
        var oldest = newest, intervals = 0
        for sample in samples.dropLast().reversed() {
            guard oldest.time - sample.time <= Self.restartGapSeconds,
                  newest.time - sample.time <= Self.rateWindowSeconds else { break }
            oldest = sample
            intervals += 1
        }
        guard intervals > 0 else { return nil }
        let interval = (newest.time - oldest.time) / Double(intervals)
        return (1 / interval, interval)
    }

    /// The panel's text lines, top to bottom.
    package var summaryLines: [String] {
        let rate: String
        if isIdle {
            rate = "idle: nothing moves"
        } else if let (fps, interval) = frameRate {
            rate = Self.format(fps, 0) + " fps   " + Self.format(interval * 1000, 1) + " ms between frames"
        } else {
            rate = "frame rate -"
        }
        let last = samples.last
        return [
            rate,
            "CPU " + (frameCost.map { Self.format($0 * 1000, 2) + " ms" } ?? "-") + " per frame",
            "position " + (last.map { Self.format($0.position, 3) + " \(unit)" } ?? "-")
                + "   velocity " + (last.map { Self.format($0.velocity, 2) + " \(unit)/s" } ?? "-"),
            "spring target " + (springTarget.map { "page \($0)" } ?? "none"),
        ]
    }

    /// `value` rounded to `digits` decimals.
    static func format(_ value: Double, _ digits: Int) -> String {
        let scale = Double([1, 10, 100, 1000][min(digits, 3)])
        let rounded = (value * scale).rounded() / scale + 0.0 // + 0 turns -0.0 into 0.0
        return digits == 0 ? String(Int(rounded)) : String(rounded)
    }

    /// Where the panel goes: docked at the bottom of `content` (the pages, below a screen's
    /// header and tabs and above its bottom bar), so it covers page content and never a
    /// control. At most `preferredHeight` tall and `maximumWidth` wide, centred; nil when the
    /// content area is too small for a readable panel.
    package static func dockedFrame(in content: Rect, preferredHeight: Double = 180, maximumWidth: Double = 440,
                                   margin: Double = 8) -> Rect? {
        let width = min(content.width - 2 * margin, maximumWidth)
        let height = min(content.height - 2 * margin, preferredHeight)
        guard width >= 200, height >= 90 else { return nil }
        return Rect(x: content.midX - width / 2, y: content.maxY - margin - height, width: width, height: height)
    }
}
