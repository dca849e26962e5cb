import Foundation
import ScrollPhysics
import Testing

/// The furthest a spring gets from its target, and the release speed that bounds a swing.
@Suite(.tags(.unit))
struct SpringSwingTests {
    /// The largest |x(t) - target| by dense sampling, the check independent of the closed form.
    private func sampledLargest(_ simulation: SpringSimulation) -> Double {
        stride(from: 0.0, through: 5, by: 1e-5).reduce(0) { max($0, abs(simulation.position(at: $1) - simulation.target)) }
    }

    @Test(arguments: SpringCase.all)
    func largestDisplacementIsTheSampledMaximum(_ spring: SpringCase) {
        let simulation = spring.simulation()
        let sampled = sampledLargest(simulation)
        #expect(isApproximatelyEqual(simulation.largestDisplacement, sampled, tolerance: 1e-6 * max(1, sampled)))
    }

    /// The lowest and highest positions by dense sampling, the target (the limit) included.
    @Test(arguments: SpringCase.all)
    func reachIsTheSampledRange(_ spring: SpringCase) {
        let simulation = spring.simulation()
        var low = simulation.target, high = simulation.target
        for t in stride(from: 0.0, through: 5, by: 1e-5) {
            let x = simulation.position(at: t)
            low = min(low, x)
            high = max(high, x)
        }
        let scale = max(1, high - low)
        #expect(isApproximatelyEqual(simulation.reach.lowerBound, low, tolerance: 1e-6 * scale))
        #expect(isApproximatelyEqual(simulation.reach.upperBound, high, tolerance: 1e-6 * scale))
    }

    @Test func aCriticallyDampedSpringThrownAwayFromItsTargetTurnsWhereTheFormulaSays() {
        // x(t) = (x0 + (v + w x0) t) e^(-w t) turns at t = v / (w (v + w x0)), where it is
        // (x0 + v / w) e^(-v / (v + w x0)); the other end of the range is the target.
        let omega = (500.0 / 0.5).squareRoot(), x0 = 0.3, v = 12.0
        let spring = SpringSimulation(spring: .pageSnap, startPosition: 1 + x0, target: 1, velocity: v, tolerance: .points)
        let peak = (x0 + v / omega) * exp(-v / (v + omega * x0))
        #expect(isApproximatelyEqual(spring.reach.upperBound, 1 + peak, tolerance: 1e-12))
        #expect(spring.reach.lowerBound == 1)
    }

    @Test func aSpringThatDoesNotDieAwayReachesEverywhere() {
        let growing = SpringSimulation(spring: SpringDescription(mass: 1, stiffness: 100, damping: -1),
                                       startPosition: 0, target: 1, velocity: 0, tolerance: .points)
        #expect(growing.reach == -Double.infinity...Double.infinity)
    }

    @Test func aCriticallyDampedReleaseOnTheTargetSwingsOutVOverOmegaE() {
        // x(t) = v t e^(-w t) peaks at t = 1 / w, at v / (w e); w = sqrt(500 / 0.5).
        let omega = (500.0 / 0.5).squareRoot()
        let spring = SpringSimulation(spring: .pageSnap, startPosition: 2, target: 2, velocity: 10, tolerance: .points)
        #expect(isApproximatelyEqual(spring.largestDisplacement, 10 / (omega * exp(1)), tolerance: 1e-12))
        #expect(isApproximatelyEqual(SpringDescription.pageSnap.speed(swingingOut: 0.5), 0.5 * omega * exp(1),
                                     tolerance: 1e-9))
    }

    @Test(arguments: [SpringDescription.pageSnap, SpringDescription(dampingRatio: 0.3, mass: 1, stiffness: 200),
                      SpringDescription(dampingRatio: 2, mass: 0.5, stiffness: 500)])
    func releasedAtTheSpeedForASwingItSwingsExactlyThatFar(_ description: SpringDescription) {
        let speed = description.speed(swingingOut: 0.5)
        let spring = SpringSimulation(spring: description, startPosition: 0, target: 0, velocity: -speed, tolerance: .points)
        #expect(isApproximatelyEqual(sampledLargest(spring), 0.5, tolerance: 1e-6))
    }

    @Test func aSpringThatDoesNotDieAwayHasNoSafeReleaseSpeed() {
        #expect(SpringDescription(mass: 1, stiffness: 100, damping: -1).speed(swingingOut: 0.5) == 0)
        #expect(SpringDescription(mass: 1, stiffness: 0, damping: 1).speed(swingingOut: 0.5) == 0)
    }
}
