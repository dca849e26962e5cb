import Foundation
import Testing
import ScrollPhysics

@Suite(.tags(.unit))
struct FrictionSimulationTests {
    static let r = 0.998
    static let times = [0, 0.001, 0.016, 0.1, 0.5, 1, 2.5]

    /// v(t) = v0 r^(1000 t): the velocity kept per millisecond, compounded per millisecond.
    static func velocity(_ v0: Double, _ t: Double, r: Double = r) -> Double { v0 * pow(r, 1000 * t) }
    /// x(t) = x0 + v0 (r^(1000 t) - 1) / (1000 ln r), the integral of v.
    static func position(_ x0: Double, _ v0: Double, _ t: Double, r: Double = r) -> Double {
        x0 + v0 * (pow(r, 1000 * t) - 1) / (1000 * log(r))
    }

    @Test(arguments: [(0.0, 3000.0), (100, -1500), (-20, 0.5)])
    func followsTheExponentialDecay(start: Double, velocity: Double) {
        let simulation = FrictionSimulation(startPosition: start, velocity: velocity, tolerance: .points)
        for t in Self.times {
            #expect(isApproximatelyEqual(simulation.velocity(at: t), Self.velocity(velocity, t),
                                         tolerance: 1e-9 * abs(velocity)), "velocity at \(t)")
            #expect(isApproximatelyEqual(simulation.position(at: t), Self.position(start, velocity, t),
                                         tolerance: 1e-9 * abs(velocity)), "position at \(t)")
        }
    }

    @Test func keepsPointNineNineEightOfItsSpeedEachMillisecond() {
        let simulation = FrictionSimulation(startPosition: 0, velocity: 1000, tolerance: .points)
        for ms in [1.0, 10, 250] {
            #expect(isApproximatelyEqual(simulation.velocity(at: ms / 1000) / simulation.velocity(at: (ms - 1) / 1000),
                                         0.998, tolerance: 1e-12))
        }
    }

    @Test func positionIsTheIntegralOfVelocity() {
        // Simpson's rule over 0...0.8 s, independent of the closed-form position.
        let simulation = FrictionSimulation(startPosition: 50, velocity: 2400, tolerance: .points)
        let end = 0.8, n = 2000
        let h = end / Double(n)
        var sum = Self.velocity(2400, 0) + Self.velocity(2400, end)
        for i in 1..<n { sum += Double(i % 2 == 0 ? 2 : 4) * Self.velocity(2400, Double(i) * h) }
        #expect(isApproximatelyEqual(simulation.position(at: end), 50 + sum * h / 3, tolerance: 1e-6))
    }

    @Test func otherRatesFollowTheSameFormula() {
        // UIScrollView's .fast rate is 0.99 per millisecond.
        let simulation = FrictionSimulation(startPosition: 10, velocity: -800, ratePerMillisecond: 0.99, tolerance: .points)
        for t in Self.times {
            #expect(isApproximatelyEqual(simulation.position(at: t), Self.position(10, -800, t, r: 0.99),
                                         tolerance: 1e-9))
        }
        #expect(isApproximatelyEqual(simulation.finalPosition, 10 - 800 / (1000 * -log(0.99)), tolerance: 1e-9))
    }

    @Test func finalPositionIsWhereItComesToRest() {
        // x0 - v0 / (1000 ln r): about half a second's travel at the release speed for 0.998.
        let simulation = FrictionSimulation(startPosition: 100, velocity: 3000, tolerance: .points)
        let expected = 100 + 3000 / (1000 * -log(0.998))
        #expect(isApproximatelyEqual(simulation.finalPosition, expected, tolerance: 1e-9))
        #expect(isApproximatelyEqual(simulation.finalPosition, 100 + 0.4995 * 3000, tolerance: 0.01))
        #expect(isApproximatelyEqual(simulation.position(at: 60), expected, tolerance: 1e-6))
        // The WWDC18 projection, (v / 1000) r / (1 - r) = 0.499 v, approximates the same point
        // (0.4995 v) to about 0.1 %.
        let projected = PageSnapping.projectedPosition(100, velocity: 3000)
        #expect(abs(projected - expected) / (expected - 100) < 0.002)
    }

    @Test func finalPositionBackwards() {
        let simulation = FrictionSimulation(startPosition: 0, velocity: -1000, tolerance: .points)
        #expect(simulation.finalPosition < 0)
        #expect(isApproximatelyEqual(simulation.finalPosition, -1000 / (1000 * -log(0.998)), tolerance: 1e-9))
    }

    @Test(arguments: [3000.0, -3000])
    func timeAtSpeed(velocity: Double) {
        let simulation = FrictionSimulation(startPosition: 0, velocity: velocity, tolerance: .points)
        for speed in [2000.0, 100, 1] {
            let time = simulation.time(atSpeed: speed)
            // |v0| r^(1000 t) = speed  =>  t = ln(speed / |v0|) / (1000 ln r).
            #expect(isApproximatelyEqual(time, log(speed / 3000) / (1000 * log(0.998)), tolerance: 1e-12))
            #expect(isApproximatelyEqual(abs(simulation.velocity(at: time)), speed, tolerance: 1e-9 * speed))
        }
    }

    @Test func timeAtSpeedAlreadyReachedIsZero() {
        let simulation = FrictionSimulation(startPosition: 0, velocity: 500, tolerance: .points)
        #expect(simulation.time(atSpeed: 500) == 0)
        #expect(simulation.time(atSpeed: 800) == 0)
    }

    @Test(arguments: [(0.0, 3000.0, 1200.0), (0, 3000, 0.5), (500, -2000, -300), (-10, 1, -9.6)])
    func timeAtReachablePosition(start: Double, velocity: Double, position: Double) throws {
        let simulation = FrictionSimulation(startPosition: start, velocity: velocity, tolerance: .points)
        let time = try #require(simulation.time(atPosition: position))
        // Solve x0 + v0 (r^(1000 t) - 1) / (1000 ln r) = x for t.
        let expected = log(1 + (position - start) * 1000 * log(0.998) / velocity) / (1000 * log(0.998))
        #expect(isApproximatelyEqual(time, expected, tolerance: 1e-12))
        #expect(time >= 0)
        #expect(isApproximatelyEqual(simulation.position(at: time), position, tolerance: 1e-9))
    }

    @Test func timeAtStartIsZero() {
        let simulation = FrictionSimulation(startPosition: 42, velocity: 700, tolerance: .points)
        #expect(simulation.time(atPosition: 42) == 0)
    }

    @Test func timeAtUnreachablePositionIsNil() {
        let simulation = FrictionSimulation(startPosition: 0, velocity: 1000, tolerance: .points)
        // Behind the start, beyond the resting point, and the resting point itself (reached only
        // as time goes to infinity).
        #expect(simulation.time(atPosition: -1) == nil)
        #expect(simulation.time(atPosition: simulation.finalPosition + 1) == nil)
        #expect(simulation.time(atPosition: simulation.finalPosition) == nil)
        #expect(simulation.time(atPosition: 5000) == nil)
        let backwards = FrictionSimulation(startPosition: 0, velocity: -1000, tolerance: .points)
        #expect(backwards.time(atPosition: 1) == nil)
        #expect(backwards.time(atPosition: -600) == nil)
    }

    @Test func stillMotionReachesOnlyItsStart() {
        let simulation = FrictionSimulation(startPosition: 3, velocity: 0, tolerance: .points)
        #expect(simulation.time(atPosition: 3) == 0)
        #expect(simulation.time(atPosition: 4) == nil)
        #expect(simulation.finalPosition == 3)
        #expect(simulation.isDone(at: 0))
    }

    @Test func isDoneOnceSlowerThanTheVelocityTolerance() {
        let simulation = FrictionSimulation(startPosition: 0, velocity: 2000, tolerance: .points)
        let stop = simulation.time(atSpeed: Tolerance.points.velocity)
        #expect(!simulation.isDone(at: 0))
        #expect(!simulation.isDone(at: stop - 1e-6))
        #expect(simulation.isDone(at: stop + 1e-6))
        #expect(simulation.isDone(at: stop + 10))
    }
}
