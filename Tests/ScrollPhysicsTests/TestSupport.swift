import ScrollPhysics

/// Whether `a` and `b` differ by at most `tolerance` (an absolute difference, in the values' unit).
func isApproximatelyEqual(_ a: Double, _ b: Double, tolerance: Double) -> Bool {
    abs(a - b) <= tolerance
}

/// The first frame time, stepping `1 / fps` seconds a frame, at which `simulation` reports done
/// (nil if it is not done by `limit` seconds). Frame times are `n / fps`, as a frame loop computes them.
func firstDoneFrameTime<S: Simulation>(_ simulation: S, fps: Double, limit: Double = 10) -> Double? {
    var frame = 0.0
    while frame / fps <= limit {
        if simulation.isDone(at: frame / fps) { return frame / fps }
        frame += 1
    }
    return nil
}

/// SplitMix64: a small seeded generator so randomised sweeps are the same on every run.
struct SeededGenerator: RandomNumberGenerator {
    private var state: UInt64
    init(seed: UInt64) { state = seed }
    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}
