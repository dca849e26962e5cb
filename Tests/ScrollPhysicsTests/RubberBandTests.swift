import Foundation
import Testing
import ScrollPhysics

@Suite(.tags(.unit))
struct RubberBandTests {
    static let d = 400.0
    static let c = 0.55

    /// b = (1 - 1 / (x c / d + 1)) d, written out.
    static func band(_ x: Double, d: Double = d, c: Double = c) -> Double { (1 - 1 / (x * c / d + 1)) * d }

    @Test func coefficientIsUIScrollViews() {
        #expect(RubberBand.coefficient == 0.55)
    }

    @Test func valuesAtKnownPoints() {
        #expect(RubberBand.offset(forOvershoot: 0, dimension: Self.d) == 0)
        // x = d: x c / d = c, so b = d (1 - 1 / 1.55).
        #expect(isApproximatelyEqual(RubberBand.offset(forOvershoot: Self.d, dimension: Self.d),
                                     Self.d * (1 - 1 / 1.55), tolerance: 1e-12))
        // x = d / c: b = d / 2.
        #expect(isApproximatelyEqual(RubberBand.offset(forOvershoot: Self.d / Self.c, dimension: Self.d),
                                     Self.d / 2, tolerance: 1e-12))
        for x in [1.0, 37, 250, 1200, 10_000] {
            #expect(isApproximatelyEqual(RubberBand.offset(forOvershoot: x, dimension: Self.d), Self.band(x),
                                         tolerance: 1e-12))
        }
    }

    @Test func smallOvershootMovesAtTheCoefficient() {
        // Near the edge b ~ c x.
        let x = 1e-3
        #expect(isApproximatelyEqual(RubberBand.offset(forOvershoot: x, dimension: Self.d), Self.c * x,
                                     tolerance: 1e-8))
    }

    @Test func customCoefficient() {
        #expect(isApproximatelyEqual(RubberBand.offset(forOvershoot: 300, dimension: 600, coefficient: 0.3),
                                     Self.band(300, d: 600, c: 0.3), tolerance: 1e-12))
    }

    @Test(arguments: [0.5, 40, 400, 5000])
    func signFollowsTheOvershoot(x: Double) {
        #expect(RubberBand.offset(forOvershoot: -x, dimension: Self.d) == -RubberBand.offset(forOvershoot: x, dimension: Self.d))
        #expect(RubberBand.overshoot(forOffset: -x / 20, dimension: Self.d)
                == -RubberBand.overshoot(forOffset: x / 20, dimension: Self.d))
        #expect(RubberBand.slope(atOvershoot: -x, dimension: Self.d) == RubberBand.slope(atOvershoot: x, dimension: Self.d))
    }

    @Test func growsButNeverReachesTheDimension() {
        var previous = 0.0
        for exponent in 0...12 {
            let x = pow(10.0, Double(exponent) / 2)
            let b = RubberBand.offset(forOvershoot: x, dimension: Self.d)
            #expect(b > previous && b < Self.d)
            #expect(RubberBand.offset(forOvershoot: -x, dimension: Self.d) > -Self.d)
            previous = b
        }
    }

    @Test(arguments: [0.0, 0.25, 3, 100, 400, 2500, -7, -900])
    func inverseRoundTripsFromOvershoot(x: Double) {
        let b = RubberBand.offset(forOvershoot: x, dimension: Self.d)
        #expect(isApproximatelyEqual(RubberBand.overshoot(forOffset: b, dimension: Self.d), x,
                                     tolerance: 1e-9 * max(1, abs(x))))
    }

    @Test(arguments: [0.0, 0.1, 50, 200, 390, -120])
    func inverseRoundTripsFromOffset(b: Double) {
        // x = b d / ((d - b) c), then the band maps it back.
        let x = RubberBand.overshoot(forOffset: b, dimension: Self.d)
        #expect(isApproximatelyEqual(abs(x), abs(b) * Self.d / ((Self.d - abs(b)) * Self.c), tolerance: 1e-9))
        #expect(isApproximatelyEqual(RubberBand.offset(forOvershoot: x, dimension: Self.d), b, tolerance: 1e-9))
    }

    /// `unclamp` undoes `clamp` on both sides of a range and leaves positions inside it alone.
    @Test(arguments: [-900.0, -7, 0, 250, 1000, 1003, 4000])
    func unclampUndoesClamp(position: Double) {
        let range = 0.0...1000
        let shown = RubberBand.clamp(position, to: range, dimension: Self.d)
        #expect(isApproximatelyEqual(RubberBand.unclamp(shown, from: range, dimension: Self.d), position,
                                     tolerance: 1e-9 * max(1, abs(position))))
        if range.contains(position) { #expect(RubberBand.unclamp(position, from: range, dimension: Self.d) == position) }
    }

    @Test func inverseOfTheUnreachableOffsetIsFinite() {
        for b in [Self.d, Self.d * 2] {
            let x = RubberBand.overshoot(forOffset: b, dimension: Self.d)
            #expect(x.isFinite && x > 0)
            #expect(RubberBand.offset(forOvershoot: x, dimension: Self.d) < Self.d)
        }
    }

    @Test(arguments: [0.0, 1, 60, 400, 3000, -250])
    func slopeIsTheDerivative(x: Double) {
        let h = 1e-4
        let numeric = (Self.band(abs(x) + h) - Self.band(abs(x) - h)) / (2 * h)
        let slope = RubberBand.slope(atOvershoot: x, dimension: Self.d)
        #expect(isApproximatelyEqual(slope, numeric, tolerance: 1e-8))
        // c / (x c / d + 1)^2, written out.
        #expect(isApproximatelyEqual(slope, Self.c / pow(abs(x) * Self.c / Self.d + 1, 2), tolerance: 1e-15))
    }

    @Test func slopeStartsAtTheCoefficientAndFalls() {
        #expect(RubberBand.slope(atOvershoot: 0, dimension: Self.d) == Self.c)
        #expect(RubberBand.slope(atOvershoot: 100, dimension: Self.d) < Self.c)
        #expect(RubberBand.slope(atOvershoot: 1000, dimension: Self.d) < RubberBand.slope(atOvershoot: 100, dimension: Self.d))
    }

    @Test func zeroDimensionShowsNoOvershoot() {
        #expect(RubberBand.offset(forOvershoot: 50, dimension: 0) == 0)
        #expect(RubberBand.overshoot(forOffset: 50, dimension: 0) == 0)
    }

    @Test(arguments: [0.0, 120, 1000])
    func clampInsideTheRangeIsUnchanged(position: Double) {
        #expect(RubberBand.clamp(position, to: 0...1000, dimension: Self.d) == position)
    }

    @Test func clampBelowTheRangeBandsFromTheLowerBound() {
        let clamped = RubberBand.clamp(-100, to: 0...1000, dimension: Self.d)
        #expect(isApproximatelyEqual(clamped, -Self.band(100), tolerance: 1e-12))
        #expect(clamped > -100 && clamped > -Self.d)
    }

    @Test func clampAboveTheRangeBandsFromTheUpperBound() {
        let clamped = RubberBand.clamp(1300, to: 200...1000, dimension: Self.d)
        #expect(isApproximatelyEqual(clamped, 1000 + Self.band(300), tolerance: 1e-12))
        #expect(clamped < 1300 && clamped < 1000 + Self.d)
    }

    @Test func clampIsContinuousAtTheBounds() {
        let range = 200.0...1000
        #expect(isApproximatelyEqual(RubberBand.clamp(1000 + 1e-9, to: range, dimension: Self.d), 1000, tolerance: 1e-9))
        #expect(isApproximatelyEqual(RubberBand.clamp(200 - 1e-9, to: range, dimension: Self.d), 200, tolerance: 1e-9))
    }
}
