/// Resistance past the end of scrollable content.
///
/// `b = (1 - 1 / (x * c / d + 1)) * d`: an overshoot `x` is shown as `b`, which approaches but
/// never reaches the viewport length `d`. c = 0.55 is the widely cited UIScrollView constant.
public enum RubberBand {
    /// UIScrollView's rubber-band coefficient.
    public static let coefficient = 0.55

    /// How far content is shown past its edge when the pointer has pulled it `overshoot` past.
    /// Sign follows the overshoot.
    public static func offset(forOvershoot overshoot: Double, dimension: Double,
                              coefficient c: Double = coefficient) -> Double {
        guard dimension > 0 else { return 0 }
        let x = abs(overshoot)
        let b = (1 - 1 / (x * c / dimension + 1)) * dimension
        return overshoot < 0 ? -b : b
    }

    /// The inverse: how far the pointer must have pulled for content to show `offset` past the edge.
    /// Used to catch a springing-back overscroll with a new drag without a jump.
    public static func overshoot(forOffset offset: Double, dimension: Double,
                                 coefficient c: Double = coefficient) -> Double {
        guard dimension > 0 else { return 0 }
        let b = min(abs(offset), dimension * 0.999_999)
        let x = b * dimension / ((dimension - b) * c)
        return offset < 0 ? -x : x
    }

    /// d(offset)/d(overshoot): how much slower than the pointer banded content moves, used to turn
    /// the pointer's release velocity into the content's.
    public static func slope(atOvershoot overshoot: Double, dimension: Double,
                             coefficient c: Double = coefficient) -> Double {
        guard dimension > 0 else { return 1 }
        let s = abs(overshoot) * c / dimension + 1
        return c / (s * s)
    }

    /// Applies the band to a position that may lie outside `range`; inside it, returns it as is.
    public static func clamp(_ position: Double, to range: ClosedRange<Double>, dimension: Double,
                             coefficient c: Double = coefficient) -> Double {
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
