/// Estimates a pointer's velocity from timestamped samples by a least-squares fit.
///
/// Fitting over the last ~100 ms rather than differencing the last two points keeps one jittery
/// event from deciding a fling, and a pointer that sat still for 40 ms before release reads as
/// stopped. Constants from Flutter's `velocity_tracker.dart` (`_horizonMilliseconds = 100`,
/// `_assumePointerMoveStoppedMilliseconds = 40`), which fits a degree-2 polynomial the same way.
public struct VelocityTracker: Sendable {
    /// Samples older than this (relative to the newest) are ignored.
    public static let horizonSeconds = 0.100
    /// A gap this long between samples, or before the query, means the pointer had stopped.
    public static let assumeStoppedSeconds = 0.040
    private static let capacity = 20

    private struct Sample: Sendable { var time: Double; var x: Double; var y: Double }
    private var samples: [Sample] = []
    private var next = 0

    /// An empty tracker.
    public init() { samples.reserveCapacity(Self.capacity) }

    /// Forgets every sample (a new gesture begins).
    public mutating func reset() { samples.removeAll(keepingCapacity: true); next = 0 }

    /// Records the pointer at `(x, y)` at `time` seconds; a sample with a coordinate or time that
    /// is not finite is left out, so the estimate stays a finite number.
    public mutating func addSample(x: Double, y: Double, at time: Double) {
        guard x.isFinite, y.isFinite, time.isFinite else { return }
        let sample = Sample(time: time, x: x, y: y)
        if samples.count < Self.capacity {
            samples.append(sample)
        } else {
            samples[next] = sample
        }
        next = (next + 1) % Self.capacity
    }

    /// The estimated velocity (units per second) along x and y as seen at `time`, usually the
    /// release time. Zero when the pointer had stopped or too few samples are recent.
    public func velocity(at time: Double) -> (x: Double, y: Double) {
        // Newest first, stopping at the horizon or at a pause.
        var times: [Double] = [], xs: [Double] = [], ys: [Double] = []
        times.reserveCapacity(samples.count)
        let count = samples.count
        guard count > 0 else { return (0, 0) }
        let newestIndex = (next - 1 + count) % count
        let newest = samples[newestIndex]
        if time - newest.time > Self.assumeStoppedSeconds { return (0, 0) }
        var previousTime = newest.time
        for step in 0..<count {
            let sample = samples[(newestIndex - step + count) % count]
            let age = newest.time - sample.time
            if age > Self.horizonSeconds || previousTime - sample.time > Self.assumeStoppedSeconds { break }
            previousTime = sample.time
            times.append(sample.time - newest.time)
            xs.append(sample.x)
            ys.append(sample.y)
        }
        guard times.count >= 2 else { return (0, 0) }
        return (Self.slope(times: times, values: xs), Self.slope(times: times, values: ys))
    }

    /// The quadratic fit's slope at the newest sample, unless it points against the line through
    /// the samples: then the line's. Events that arrive unevenly (a pause of a few milliseconds,
    /// then two at once, as a loaded machine delivers them) can bend the parabola so that a
    /// pointer that only ever moved left reads as flung right, and a page dragged past half way
    /// sprang back.
    static func slope(times: [Double], values: [Double]) -> Double {
        let (curve, line) = LeastSquares.slopesAtZero(times: times, values: values)
        return curve * line < 0 ? line : curve
    }
}

/// Polynomial least squares, just enough for velocity estimation.
enum LeastSquares {
    /// Fits `v = a + b t + c t^2` (or a line with fewer than three distinct samples) and the
    /// line `v = a + b t` to the samples in one pass, and returns each one's derivative at
    /// t = 0, i.e. its `b`.
    static func slopesAtZero(times: [Double], values: [Double]) -> (curve: Double, line: Double) {
        let n = Double(times.count)
        var s1 = 0.0, s2 = 0.0, s3 = 0.0, s4 = 0.0, v0 = 0.0, v1 = 0.0, v2 = 0.0
        for (t, v) in zip(times, values) {
            let t2 = t * t
            s1 += t; s2 += t2; s3 += t2 * t; s4 += t2 * t2
            v0 += v; v1 += v * t; v2 += v * t2
        }
        let line = line(n: n, s1: s1, s2: s2, v0: v0, v1: v1)
        if times.count >= 3 {
            // Normal equations [[n s1 s2][s1 s2 s3][s2 s3 s4]] [a b c] = [v0 v1 v2], by Cramer's rule.
            let det = determinant(n, s1, s2, s1, s2, s3, s2, s3, s4)
            if abs(det) > 1e-18 {
                return (determinant(n, v0, s2, s1, v1, s3, s2, v2, s4) / det, line)
            }
        }
        return (line, line)
    }

    private static func line(n: Double, s1: Double, s2: Double, v0: Double, v1: Double) -> Double {
        let denominator = n * s2 - s1 * s1
        guard abs(denominator) > 1e-18 else { return 0 }
        return (n * v1 - s1 * v0) / denominator
    }

    private static func determinant(_ a: Double, _ b: Double, _ c: Double,
                                    _ d: Double, _ e: Double, _ f: Double,
                                    _ g: Double, _ h: Double, _ i: Double) -> Double {
        a * (e * i - f * h) - b * (d * i - f * g) + c * (d * h - e * g)
    }
}
