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
