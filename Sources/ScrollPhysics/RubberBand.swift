/// Resistance past the end of scrollable content.
///
/// `b = (1 - 1 / (x * c / d + 1)) * d`: an overshoot `x` is shown as `b`, which approaches but
/// never reaches the viewport length `d`. c = 0.55 is the widely cited UIScrollView constant.
///
/// Every function takes its numbers as ``sanitised(coefficient:)`` and ``sanitised(dimension:)``
/// leave them, and a NaN overshoot, offset or position as 0 (the edge), so none returns NaN.
public enum RubberBand {
    /// UIScrollView's rubber-band coefficient.
    public static let coefficient = 0.55
    /// The coefficients the band accepts: from barely any pull to a hundred times UIKit's.
    public static let coefficientRange = 0.001...100.0

    /// `c` within ``coefficientRange``; NaN counts as ``coefficient``.
    public static func sanitised(coefficient c: Double) -> Double {
        c.clamped(to: coefficientRange, nan: coefficient)
    }

    /// `d` at most 1e15 points; NaN counts as 0 (no band: nothing shows past the edge).
    public static func sanitised(dimension d: Double) -> Double {
        d.clamped(to: -Double.largestCoordinate...Double.largestCoordinate, nan: 0)
    }

    /// How far content is shown past its edge when the pointer has pulled it `overshoot` past.
    /// Sign follows the overshoot.
    public static func offset(forOvershoot overshoot: Double, dimension: Double,
                              coefficient c: Double = coefficient) -> Double {
        let c = sanitised(coefficient: c), dimension = sanitised(dimension: dimension)
        guard dimension > 0 else { return 0 }
        let x = abs(overshoot.clampedCoordinate())
        let b = (1 - 1 / (x * c / dimension + 1)) * dimension
        return overshoot < 0 ? -b : b
    }

    /// The inverse: how far the pointer must have pulled for content to show `offset` past the edge.
    /// Used to catch a springing-back overscroll with a new drag without a jump.
    public static func overshoot(forOffset offset: Double, dimension: Double,
                                 coefficient c: Double = coefficient) -> Double {
        let c = sanitised(coefficient: c), dimension = sanitised(dimension: dimension)
        guard dimension > 0 else { return 0 }
        let b = min(abs(offset.clampedCoordinate()), dimension * 0.999_999)
        let x = b * dimension / ((dimension - b) * c)
        return offset < 0 ? -x : x
    }

    /// d(offset)/d(overshoot): how much slower than the pointer banded content moves, used to turn
    /// the pointer's release velocity into the content's.
    public static func slope(atOvershoot overshoot: Double, dimension: Double,
                             coefficient c: Double = coefficient) -> Double {
        let c = sanitised(coefficient: c), dimension = sanitised(dimension: dimension)
        guard dimension > 0 else { return 1 }
        let s = abs(overshoot.clampedCoordinate()) * c / dimension + 1
        return c / (s * s)
    }

    /// Applies the band to a position that may lie outside `range`; inside it, returns it as is.
    public static func clamp(_ position: Double, to range: ClosedRange<Double>, dimension: Double,
                             coefficient c: Double = coefficient) -> Double {
        let position = position.isNaN ? 0 : position
        if position < range.lowerBound {
            return range.lowerBound + offset(forOvershoot: position - range.lowerBound,
                                             dimension: dimension, coefficient: c)
        }
        if position > range.upperBound {
            return range.upperBound + offset(forOvershoot: position - range.upperBound,
                                             dimension: dimension, coefficient: c)
        }
        return position
    }

    /// The inverse of ``clamp(_:to:dimension:coefficient:)``: the unbanded position that shows
    /// as `position`, so a drag that catches content in the band (springing back) carries on
    /// from where it is shown, without a jump. Inside `range`, returns it as is.
    public static func unclamp(_ position: Double, from range: ClosedRange<Double>, dimension: Double,
                               coefficient c: Double = coefficient) -> Double {
        let position = position.isNaN ? 0 : position
        if position < range.lowerBound {
            return range.lowerBound + overshoot(forOffset: position - range.lowerBound,
                                                dimension: dimension, coefficient: c)
        }
        if position > range.upperBound {
            return range.upperBound + overshoot(forOffset: position - range.upperBound,
                                                dimension: dimension, coefficient: c)
        }
        return position
    }
}
