import Testing
import ScrollPhysics

@Suite(.tags(.unit))
struct VelocityTrackerTests {
    /// Adds samples of `x(t)`, `y(t)` at the given times.
    static func tracker(times: [Double], x: (Double) -> Double, y: (Double) -> Double = { _ in 0 }) -> VelocityTracker {
        var tracker = VelocityTracker()
        for t in times { tracker.addSample(x: x(t), y: y(t), at: t) }
        return tracker
    }

    /// `count` times `step` apart, the last at `end`.
    static func times(count: Int, step: Double, end: Double) -> [Double] {
        (0..<count).map { end - Double(count - 1 - $0) * step }
    }

    @Test func horizonAndStopRuleAreFluttersConstants() {
        #expect(VelocityTracker.horizonSeconds == 0.100)
        #expect(VelocityTracker.assumeStoppedSeconds == 0.040)
    }

    @Test func constantVelocityIsExact() {
        // 8 ms apart over 96 ms, moving at (1200, -700) points per second.
        let times = Self.times(count: 13, step: 0.008, end: 2.5)
        let tracker = Self.tracker(times: times, x: { 100 + 1200 * $0 }, y: { 50 - 700 * $0 })
        let velocity = tracker.velocity(at: 2.5)
        #expect(isApproximatelyEqual(velocity.x, 1200, tolerance: 1e-6))
        #expect(isApproximatelyEqual(velocity.y, -700, tolerance: 1e-6))
    }

    @Test func unevenSpacingStillExact() {
        let times = [1.000, 1.007, 1.019, 1.020, 1.033, 1.041, 1.060]
        let tracker = Self.tracker(times: times, x: { -300 * $0 })
        #expect(isApproximatelyEqual(tracker.velocity(at: 1.065).x, -300, tolerance: 1e-6))
    }

    /// Events as a loaded machine delivers them: 40 points a millisecond leftwards, a pause of
    /// 5 ms, then the last move and the release in the same millisecond. The parabola through
    /// them has a slope of +6,389 points a second at the release, against every move; the
    /// estimate is the line's then, -19,532 (least squares by hand over the seven samples).
    @Test func unevenEventsNeverReadAgainstTheMoves() {
        let samples: [(ms: Double, x: Double)] = [(22, 280), (22, 240), (23, 200), (24, 160), (29, 120), (30, 80), (30, 80)]
        var tracker = VelocityTracker()
        for sample in samples { tracker.addSample(x: sample.x, y: 300, at: sample.ms / 1000) }
        let velocity = tracker.velocity(at: 0.030)
        #expect(isApproximatelyEqual(velocity.x, -19_531.77, tolerance: 0.01), "\(velocity.x)")
        #expect(abs(velocity.y) < 1e-6, "no vertical movement: \(velocity.y)")
        // Where the parabola agrees with the line, it is the estimate (here steeper, -52,317).
        var even = VelocityTracker()
        for sample in [(13.0, 280.0), (13, 240), (18, 200), (19, 160), (20, 120), (20, 80), (21, 80)] {
            even.addSample(x: sample.1, y: 0, at: sample.0 / 1000)
        }
        #expect(isApproximatelyEqual(even.velocity(at: 0.021).x, -52_316.54, tolerance: 0.01))
    }

    @Test func largeCoordinatesDoNotLoseAccuracy() {
        // Far down a long list: positions around a million points.
        let times = Self.times(count: 13, step: 0.008, end: 100)
        let tracker = Self.tracker(times: times, x: { 1_000_000 + 800 * ($0 - 100) })
        #expect(isApproximatelyEqual(tracker.velocity(at: 100).x, 800, tolerance: 1e-3))
    }

    @Test(arguments: [0, 1])
    func oneJitteryPointMovesTheFitLessThanATwoPointDifference(jitteredFromNewest: Int) {
        // 1000 pt/s, 8 ms apart, one sample 2 pt off.
        let times = Self.times(count: 13, step: 0.008, end: 0.096)
        var tracker = VelocityTracker()
        var xs: [Double] = []
        for (index, t) in times.enumerated() {
            let x = 1000 * t + (index == times.count - 1 - jitteredFromNewest ? 2 : 0)
            xs.append(x)
            tracker.addSample(x: x, y: 0, at: t)
        }
        let n = times.count
        let twoPoint = (xs[n - 1] - xs[n - 2]) / (times[n - 1] - times[n - 2])
        let fit = tracker.velocity(at: times[n - 1]).x
        #expect(abs(fit - 1000) < abs(twoPoint - 1000))
    }

    @Test func constantAccelerationGivesTheVelocityAtTheNewestSample() {
        // x = 3 + 200 (t - 1) + 2000 (t - 1)^2: v = 200 + 4000 (t - 1); newest at t = 1.096 -> 584.
        let times = Self.times(count: 13, step: 0.008, end: 1.096)
        let tracker = Self.tracker(times: times, x: { 3 + 200 * ($0 - 1) + 2000 * ($0 - 1) * ($0 - 1) },
                                   y: { -1000 * ($0 - 1) * ($0 - 1) })
        let velocity = tracker.velocity(at: 1.1)
        #expect(isApproximatelyEqual(velocity.x, 584, tolerance: 1e-6))
        #expect(isApproximatelyEqual(velocity.y, -2000 * 0.096, tolerance: 1e-6))
        // Not the two-point difference, which lags half a step behind (v at t = 1.092 is 568).
        #expect(!isApproximatelyEqual(velocity.x, 568, tolerance: 1))
    }

    @Test func pointerHeldStillBeforeTheQueryReadsZero() {
        let times = Self.times(count: 13, step: 0.008, end: 0.200)
        let tracker = Self.tracker(times: times, x: { 1500 * $0 })
        // 39 ms after the last sample it still counts as moving; 41 ms after it had stopped.
        #expect(isApproximatelyEqual(tracker.velocity(at: 0.239).x, 1500, tolerance: 1e-6))
        #expect(tracker.velocity(at: 0.241).x == 0)
        #expect(tracker.velocity(at: 0.241).y == 0)
        #expect(tracker.velocity(at: 1.0).x == 0)
    }

    @Test func samplesOlderThanTheHorizonAreIgnored() {
        // 2000 pt/s until t = 0.10, then 500 pt/s; samples every 10 ms. At t = 0.25 the last
        // 100 ms (0.15...0.25) hold only the slow part; the fast part is older.
        let times = (0...25).map { Double($0) * 0.010 }
        let tracker = Self.tracker(times: times, x: { t in t <= 0.1 ? 2000 * t : 200 + 500 * (t - 0.1) })
        #expect(isApproximatelyEqual(tracker.velocity(at: 0.25).x, 500, tolerance: 1e-6))
        // At t = 0.15 the fast samples are inside the horizon and pull the estimate.
        let earlier = Self.tracker(times: Array(times.prefix(16)),
                                   x: { t in t <= 0.1 ? 2000 * t : 200 + 500 * (t - 0.1) })
        #expect(!isApproximatelyEqual(earlier.velocity(at: 0.15).x, 500, tolerance: 1))
    }

    @Test func aPauseBetweenSamplesCutsTheHistory() {
        // Fast samples, a 50 ms pause, then three slow ones: only the slow ones count.
        var tracker = VelocityTracker()
        for t in stride(from: 0.0, through: 0.05, by: 0.01) { tracker.addSample(x: 3000 * t, y: 0, at: t) }
        for t in [0.10, 0.11, 0.12] { tracker.addSample(x: 150 + 500 * (t - 0.10), y: 0, at: t) }
        #expect(isApproximatelyEqual(tracker.velocity(at: 0.12).x, 500, tolerance: 1e-6))
    }

    @Test func aPauseLeavingOneSampleReadsZero() {
        var tracker = VelocityTracker()
        for t in stride(from: 0.0, through: 0.05, by: 0.01) { tracker.addSample(x: 3000 * t, y: 0, at: t) }
        tracker.addSample(x: 400, y: 0, at: 0.10)
        #expect(tracker.velocity(at: 0.10).x == 0)
    }

    @Test func fewerThanTwoSamplesReadZero() {
        var tracker = VelocityTracker()
        #expect(tracker.velocity(at: 0).x == 0 && tracker.velocity(at: 0).y == 0)
        tracker.addSample(x: 10, y: 20, at: 0)
        #expect(tracker.velocity(at: 0).x == 0 && tracker.velocity(at: 0).y == 0)
    }

    @Test func twoSamplesGiveTheirDifference() {
        var tracker = VelocityTracker()
        tracker.addSample(x: 10, y: 20, at: 0)
        tracker.addSample(x: 14, y: 18, at: 0.008)
        let velocity = tracker.velocity(at: 0.008)
        #expect(isApproximatelyEqual(velocity.x, 500, tolerance: 1e-9))
        #expect(isApproximatelyEqual(velocity.y, -250, tolerance: 1e-9))
    }

    @Test func resetForgetsEverySample() {
        var tracker = Self.tracker(times: Self.times(count: 25, step: 0.008, end: 0.5), x: { 900 * $0 })
        tracker.reset()
        #expect(tracker.velocity(at: 0.5).x == 0)
        // And works again afterwards, in the other direction.
        for t in Self.times(count: 5, step: 0.008, end: 0.6) { tracker.addSample(x: -250 * t, y: 0, at: t) }
        #expect(isApproximatelyEqual(tracker.velocity(at: 0.6).x, -250, tolerance: 1e-6))
    }

    @Test func ringBufferWrapsAndKeepsTheNewestTwenty() {
        // 30 samples 1 ms apart, all within the horizon: the first 10 at 4000 pt/s, then 20 at
        // -600 pt/s. Only the newest 20 are kept, so the estimate is exact.
        var tracker = VelocityTracker()
        for i in 0..<30 {
            let t = 2 + Double(i) * 0.001
            let x = i < 10 ? 4000 * Double(i) * 0.001 : 36 - 600 * Double(i - 9) * 0.001
            tracker.addSample(x: x, y: 0, at: t)
        }
        #expect(isApproximatelyEqual(tracker.velocity(at: 2.029).x, -600, tolerance: 1e-6))
    }

    @Test(arguments: [19, 20, 21, 39, 40, 41, 97])
    func anyNumberOfSamplesFindsTheNewest(count: Int) {
        let times = Self.times(count: count, step: 0.008, end: Double(count) * 0.008)
        let tracker = Self.tracker(times: times, x: { 5 + 100 * $0 + 1500 * $0 * $0 })
        // Exact for a quadratic, and only if the newest sample is the one the fit is centred on.
        let newest = Double(count) * 0.008
        #expect(isApproximatelyEqual(tracker.velocity(at: newest).x, 100 + 3000 * newest, tolerance: 1e-5))
    }
}
