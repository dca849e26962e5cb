import Foundation
import Testing
import ScrollPhysics

@Suite(.tags(.unit))
struct SpringDescriptionTests {
    @Test func rawCoefficientsAreKept() {
        let spring = SpringDescription(mass: 3, stiffness: 200, damping: 10)
        #expect(spring.mass == 3)
        #expect(spring.stiffness == 200)
        #expect(spring.damping == 10)
    }

    @Test(arguments: [(0.2, 0.5, 500.0), (1, 3, 40), (2.5, 0.5, 500), (1, 1, 1)])
    func dampingFromRatioIsRatioTimesCriticalDamping(ratio: Double, mass: Double, stiffness: Double) {
        let spring = SpringDescription(dampingRatio: ratio, mass: mass, stiffness: stiffness)
        // Critical damping: c^2 = 4 m k, so c_critical = 2 sqrt(k m).
        let critical = 2 * sqrt(stiffness * mass)
        #expect(isApproximatelyEqual(spring.damping, ratio * critical, tolerance: 1e-12 * critical))
        #expect(isApproximatelyEqual(spring.dampingRatio, ratio, tolerance: 1e-12))
    }

    @Test func dampingRatioOfRawSpring() {
        // c = 10, m = 3, k = 200: 10 / (2 sqrt(600)).
        let spring = SpringDescription(mass: 3, stiffness: 200, damping: 10)
        #expect(isApproximatelyEqual(spring.dampingRatio, 10 / (2 * sqrt(600)), tolerance: 1e-15))
    }

    @Test func pageSnapIsLibadwaitasCarouselSpring() {
        // adw_spring_params_new (1, 0.5, 500): ratio 1, mass 0.5, stiffness 500.
        let spring = SpringDescription.pageSnap
        #expect(spring.mass == 0.5)
        #expect(spring.stiffness == 500)
        #expect(isApproximatelyEqual(spring.damping, 2 * sqrt(250), tolerance: 1e-12))
        #expect(isApproximatelyEqual(spring.dampingRatio, 1, tolerance: 1e-12))
    }
}
