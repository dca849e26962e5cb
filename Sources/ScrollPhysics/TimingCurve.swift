/// A cubic Bézier timing curve from (0, 0) to (1, 1) through two control points: how far along
/// a timed animation is (the output) at a fraction of its duration (the input).
///
/// The named curves are CSS's and Core Animation's: ease-in `cubic-bezier(0.42, 0, 1, 1)`,
/// ease-out `cubic-bezier(0, 0, 0.58, 1)` and ease-in-out `cubic-bezier(0.42, 0, 0.58, 1)`.
/// Source: W3C CSS Easing Functions Level 1, §3.2 "cubic Bézier easing functions"
/// (https://www.w3.org/TR/css-easing-1/#cubic-bezier-easing-functions); Apple's
/// `CAMediaTimingFunctionName.easeInEaseOut` is the same (0.42, 0), (0.58, 1).
public struct TimingCurve: Sendable, Equatable {
    /// The first control point.
    public let x1: Double, y1: Double
    /// The second control point.
    public let x2: Double, y2: Double

    /// A curve through control points (x1, y1) and (x2, y2); the x values are clamped to 0...1 so
    /// the curve is a function of time (CSS requires them there), the y values to ±1000. A NaN
    /// coordinate counts as the linear curve's: 0 for the first point's, 1 for the second's.
    public init(x1: Double, y1: Double, x2: Double, y2: Double) {
        self.x1 = x1.clamped(to: 0...1, nan: 0)
        self.y1 = y1.clamped(to: -1000...1000, nan: 0)
        self.x2 = x2.clamped(to: 0...1, nan: 1)
        self.y2 = y2.clamped(to: -1000...1000, nan: 1)
    }

    /// Constant speed.
    public static let linear = TimingCurve(x1: 0, y1: 0, x2: 1, y2: 1)
    /// Starts slowly, ends at full speed.
    public static let easeIn = TimingCurve(x1: 0.42, y1: 0, x2: 1, y2: 1)
    /// Starts at full speed, ends slowly.
    public static let easeOut = TimingCurve(x1: 0, y1: 0, x2: 0.58, y2: 1)
    /// Slow at both ends.
    public static let easeInOut = TimingCurve(x1: 0.42, y1: 0, x2: 0.58, y2: 1)

    /// The progress at time fraction `x` (clamped to 0...1; NaN counts as 0): 0 at 0, 1 at 1.
    public func value(at x: Double) -> Double {
        let x = x.clamped(to: 0...1, nan: 0)
        if x == 0 || x == 1 { return x }
        return Self.bezier(parameter(forX: x), y1, y2)
    }

    /// The progress's rate of change per unit of time fraction at `x`.
    public func slope(at x: Double) -> Double {
        let x = x.clamped(to: 0...1, nan: 0)
        // Where both derivatives vanish (a control point on the end), read just inside.
        let s = min(max(parameter(forX: x), 1e-6), 1 - 1e-6)
        let dx = Self.derivative(s, x1, x2)
        return dx > 0 ? Self.derivative(s, y1, y2) / dx : 0
    }

    /// The Bézier parameter at which the curve's x is `x`, by bisection (x grows with the
    /// parameter for control x values in 0...1), to within an ulp or so.
    private func parameter(forX x: Double) -> Double {
        var low = 0.0, high = 1.0
        for _ in 0..<64 {
            let mid = (low + high) / 2
            guard mid > low, mid < high else { break }
            if Self.bezier(mid, x1, x2) < x { low = mid } else { high = mid }
        }
        return (low + high) / 2
    }

    /// One coordinate of the curve at parameter `s`: 3(1-s)²s p1 + 3(1-s)s² p2 + s³.
    static func bezier(_ s: Double, _ p1: Double, _ p2: Double) -> Double {
        let r = 1 - s
        return 3 * r * r * s * p1 + 3 * r * s * s * p2 + s * s * s
    }

    /// Its derivative in `s`: 3(1-s)² p1 + 6(1-s)s (p2 - p1) + 3s² (1 - p2).
    static func derivative(_ s: Double, _ p1: Double, _ p2: Double) -> Double {
        let r = 1 - s
        return 3 * r * r * p1 + 6 * r * s * (p2 - p1) + 3 * s * s * (1 - p2)
    }
}
