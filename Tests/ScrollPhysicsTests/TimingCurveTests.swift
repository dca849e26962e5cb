import Foundation
import Testing
import ScrollPhysics

/// The named curves against the cubic Bézier they are defined as (CSS Easing Functions Level 1,
/// §3.2: ease-in-out is cubic-bezier(0.42, 0, 0.58, 1)).
@Suite(.tags(.unit))
struct TimingCurveTests {
    /// A point of the Bézier with control points (x1, y1), (x2, y2) at parameter s, written out.
    static func point(_ s: Double, _ x1: Double, _ y1: Double, _ x2: Double, _ y2: Double) -> (x: Double, y: Double) {
        let b1 = 3 * (1 - s) * (1 - s) * s, b2 = 3 * (1 - s) * s * s, b3 = s * s * s
        return (b1 * x1 + b2 * x2 + b3, b1 * y1 + b2 * y2 + b3)
    }

    @Test(arguments: [
        (TimingCurve.easeInOut, 0.42, 0.0, 0.58, 1.0), (TimingCurve.easeIn, 0.42, 0, 1, 1),
        (TimingCurve.easeOut, 0, 0, 0.58, 1), (TimingCurve.linear, 0, 0, 1, 1),
    ])
    func namedCurvesAreTheirBeziers(curve: TimingCurve, x1: Double, y1: Double, x2: Double, y2: Double) {
        #expect(curve == TimingCurve(x1: x1, y1: y1, x2: x2, y2: y2))
        for k in 1..<100 {
            let p = Self.point(Double(k) / 100, x1, y1, x2, y2)
            #expect(isApproximatelyEqual(curve.value(at: p.x), p.y, tolerance: 1e-12), "x \(p.x)")
        }
        #expect(curve.value(at: 0) == 0 && curve.value(at: 1) == 1)
        #expect(curve.value(at: -1) == 0 && curve.value(at: 2) == 1)
    }

    /// Ease-in-out is symmetric about its middle, and ease-out is ease-in turned round.
    @Test func symmetries() {
        #expect(isApproximatelyEqual(TimingCurve.easeInOut.value(at: 0.5), 0.5, tolerance: 1e-15))
        for k in 0...50 {
            let x = Double(k) / 50
            #expect(isApproximatelyEqual(TimingCurve.easeInOut.value(at: x), 1 - TimingCurve.easeInOut.value(at: 1 - x),
                                         tolerance: 1e-12))
            #expect(isApproximatelyEqual(TimingCurve.easeOut.value(at: x), 1 - TimingCurve.easeIn.value(at: 1 - x),
                                         tolerance: 1e-12))
            #expect(isApproximatelyEqual(TimingCurve.linear.value(at: x), x, tolerance: 1e-15))
        }
    }

    /// The slope is dy/ds over dx/ds: against a central difference of the value.
    @Test func slopeIsTheDerivative() {
        for curve in [TimingCurve.easeInOut, .easeIn, .easeOut, .linear] {
            for k in 1..<20 {
                let x = Double(k) / 20, h = 1e-6
                let numeric = (curve.value(at: x + h) - curve.value(at: x - h)) / (2 * h)
                #expect(isApproximatelyEqual(curve.slope(at: x), numeric, tolerance: 1e-5), "\(curve) at \(x)")
            }
        }
        // Ease-in-out starts and ends at rest.
        #expect(TimingCurve.easeInOut.slope(at: 0) < 1e-4 && TimingCurve.easeInOut.slope(at: 1) < 1e-4)
    }

    /// A timed move is the curve scaled to its distance and duration, done exactly at its end.
    @Test func timedSimulation() {
        let move = TimedSimulation(curve: .easeInOut, startPosition: 2, target: -1, duration: 0.4)
        for fps in [30.0, 60, 144] {
            var frame = 0.0
            while frame / fps < 0.4 {
                let t = frame / fps
                #expect(move.position(at: t) == 2 - 3 * TimingCurve.easeInOut.value(at: t / 0.4))
                #expect(!move.isDone(at: t))
                frame += 1
            }
            #expect(move.isDone(at: frame / fps) && move.position(at: frame / fps) == -1 && move.velocity(at: frame / fps) == 0)
        }
        #expect(isApproximatelyEqual(move.velocity(at: 0.2), -3 * TimingCurve.easeInOut.slope(at: 0.5) / 0.4, tolerance: 1e-12))
    }

    /// SwiftUI's response and damping ratio for unit mass: k = (2π / response)², c = 4π ζ / response.
    @Test(arguments: [(0.5, 0.7), (0.3, 1.0), (1.2, 0.2)])
    func springFromResponse(response: Double, ratio: Double) {
        let spring = SpringDescription(response: response, dampingRatio: ratio)
        #expect(spring.mass == 1)
        #expect(isApproximatelyEqual(spring.stiffness, pow(2 * .pi / response, 2), tolerance: 1e-9))
        #expect(isApproximatelyEqual(spring.damping, 4 * .pi * ratio / response, tolerance: 1e-12))
        #expect(isApproximatelyEqual(spring.dampingRatio, ratio, tolerance: 1e-12))
        #expect(isApproximatelyEqual(spring.response, response, tolerance: 1e-12))
    }
}
