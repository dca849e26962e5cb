/// How a public number is made safe where it enters the library: NaN becomes a stated fallback,
/// and anything outside the range the arithmetic is sound in (infinities, negatives, huge
/// values) becomes the nearest end of it. Every public number of ScrollPhysics and PagerCore
/// goes through this once, where it is given (an initialiser, a property's setter), so no later
/// step divides by it, converts it to an integer or builds a range from it unchecked; each
/// one's doc comment states its range and fallback.
extension Double {
    /// The largest coordinate, in points or pages, the library computes with: far beyond any
    /// screen, yet small enough that sums and differences of two stay exact to well below a
    /// point and convert to `Int` without trapping.
    package static let largestCoordinate = 1e15

    /// This value if it lies in `range`, the nearest end of `range` if it does not, `fallback`
    /// if it is NaN.
    package func clamped(to range: ClosedRange<Double>, nan fallback: Double) -> Double {
        guard !isNaN else { return fallback }
        return Swift.min(Swift.max(self, range.lowerBound), range.upperBound)
    }

    /// This value as a coordinate: within ±``largestCoordinate``, `fallback` for NaN.
    package func clampedCoordinate(nan fallback: Double = 0) -> Double {
        clamped(to: -Double.largestCoordinate...Double.largestCoordinate, nan: fallback)
    }
}

extension Int {
    /// `self + other`, or the nearest representable value when the sum overflows.
    package func saturatingAdd(_ other: Int) -> Int {
        let (sum, overflow) = addingReportingOverflow(other)
        guard overflow else { return sum }
        return other > 0 ? .max : .min
    }
}
