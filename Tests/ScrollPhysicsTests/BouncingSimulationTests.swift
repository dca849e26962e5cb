import Foundation
import Testing
import ScrollPhysics

/// The friction-then-spring fling, checked against the closed forms it chains: the friction's
/// `x(t) = x0 + v0 (r^(1000 t) - 1) / (1000 ln r)`, the boundary time
/// `t_b = ln(1 + (b - x0) 1000 ln r / v0) / (1000 ln r)`, and a critically damped spring of the
/// overshoot from 0 with velocity `v_b`: `s(tau) = v_b tau e^(-w tau)`, `w = sqrt(k / m)`.
@Suite(.tags(.unit))
struct BouncingSimulationTests {
    static let r = 0.998
    static let lnR = 1000 * log(r)
    /// Critically damped: damping 2 sqrt(k m).
    static let spring = SpringDescription(mass: 0.5, stiffness: 200, damping: 2 * (200 * 0.5).squareRoot())
    static let omega = (200 / 0.5).squareRoot()
    static let friction = Tolerance(distance: 1, velocity: 20)

    static func fling(from x0: Double, velocity v0: Double, range: ClosedRange<Double> = 0...500,
                      spring: SpringDescription? = spring, cap: Double = .infinity) -> BouncingSimulation {
        BouncingSimulation(startPosition: x0, velocity: v0, range: range, frictionTolerance: friction,
                           spring: spring, springTolerance: .points, maximumTransferSpeed: cap)
    }

    static func boundaryTime(_ x0: Double, _ v0: Double, _ b: Double) -> Double {
        log(1 + (b - x0) * lnR / v0) / lnR
    }

    @Test(arguments: [(100.0, 3000.0, 500.0), (400, -2500, 0), (490, 800, 500)])
    func reachesTheBoundaryAtTheFrictionsTime(x0: Double, v0: Double, b: Double) throws {
        let fling = Self.fling(from: x0, velocity: v0)
        let tb = Self.boundaryTime(x0, v0, b)
        #expect(fling.boundary == b)
        #expect(isApproximatelyEqual(fling.boundaryTime, tb, tolerance: 1e-12))
        #expect(isApproximatelyEqual(fling.boundaryVelocity, v0 * pow(Self.r, 1000 * tb), tolerance: 1e-9 * abs(v0)))
        // Before it: the friction.
        let t = tb / 2
        #expect(isApproximatelyEqual(fling.position(at: t), x0 + v0 * (pow(Self.r, 1000 * t) - 1) / Self.lnR,
                                     tolerance: 1e-9 * abs(v0)))
    }

    /// Position and velocity are continuous where friction hands over to the spring.
    @Test(arguments: [(100.0, 3000.0), (400, -2500)])
    func positionAndVelocityAreContinuousAtTheHandOff(x0: Double, v0: Double) {
        let fling = Self.fling(from: x0, velocity: v0)
        let tb = fling.boundaryTime, b = fling.boundary!
        let vb = v0 * pow(Self.r, 1000 * tb)
        let epsilon = 1e-7
        for t in [tb - epsilon, tb, tb + epsilon] {
            #expect(isApproximatelyEqual(fling.position(at: t), b, tolerance: 2 * abs(vb) * epsilon), "position at \(t - tb)")
            #expect(isApproximatelyEqual(fling.velocity(at: t), vb, tolerance: 1e-4 * abs(vb)), "velocity at \(t - tb)")
        }
        #expect(fling.overshoot(at: tb - epsilon) == 0)
        #expect(fling.velocity(at: tb) == fling.spring?.velocity(at: 0))
    }

    /// Past the boundary the position is the boundary plus the critically damped overshoot.
    @Test func pastTheBoundaryItIsTheSpringsOvershoot() throws {
        let fling = Self.fling(from: 100, velocity: 3000)
        let tb = fling.boundaryTime, vb = fling.boundaryVelocity
        for tau in [0.01, 0.05, 1 / Self.omega, 0.2, 0.4] {
            let expected = vb * tau * exp(-Self.omega * tau)
            #expect(isApproximatelyEqual(fling.overshoot(at: tb + tau), expected, tolerance: 1e-9 * vb), "tau \(tau)")
            #expect(isApproximatelyEqual(fling.position(at: tb + tau), 500 + expected, tolerance: 1e-9 * vb))
            #expect(isApproximatelyEqual(fling.velocity(at: tb + tau), vb * (1 - Self.omega * tau) * exp(-Self.omega * tau),
                                         tolerance: 1e-9 * vb))
        }
        // The furthest it swings: v_b / (w e), at tau = 1 / w.
        #expect(isApproximatelyEqual(fling.spring!.spring.largestDisplacement, vb / (Self.omega * M_E), tolerance: 1e-9 * vb))
    }

    /// Settled at the boundary from the first moment the overshoot stays within the spring's
    /// tolerance (0.5 pt, 10 pt/s), found to 0.1 ms; not before.
    @Test func settlesWhenTheSpringStaysAtRest() throws {
        let fling = Self.fling(from: 100, velocity: 3000)
        let tb = fling.boundaryTime, vb = fling.boundaryVelocity
        func overshoot(_ tau: Double) -> Double { vb * tau * exp(-Self.omega * tau) }
        func speed(_ tau: Double) -> Double { abs(vb * (1 - Self.omega * tau) * exp(-Self.omega * tau)) }
        let settle = fling.settleTime - tb
        #expect(overshoot(settle) < 0.5 && speed(settle) < 10)
        let before = settle - 2e-4
        #expect(overshoot(before) >= 0.5 || speed(before) >= 10)
        #expect(!fling.isDone(at: fling.settleTime - 2e-4))
        #expect(fling.isDone(at: fling.settleTime))
        #expect(fling.restingPosition == 500)
        let anchored = AnchoredSimulation(fling, startingAt: 3)
        #expect(anchored.position(at: 3 + fling.settleTime) == 500)
    }

    /// A fling that slows below its tolerance short of the boundary is friction alone, done at
    /// `ln(v_stop / |v0|) / (1000 ln r)`.
    @Test func aFlingThatStopsShortIsFrictionAlone() {
        let fling = Self.fling(from: 100, velocity: 500)
        #expect(fling.boundary == nil && fling.spring == nil && fling.boundaryTime == .infinity)
        let stop = log(20 / 500) / Self.lnR
        #expect(isApproximatelyEqual(fling.settleTime, stop, tolerance: 1e-12))
        #expect(isApproximatelyEqual(fling.restingPosition, 100 + 500 * (pow(Self.r, 1000 * stop) - 1) / Self.lnR,
                                     tolerance: 1e-9))
        #expect(!fling.isDone(at: stop * 0.99) && fling.isDone(at: stop))
        #expect(fling.position(at: 0.3) == fling.friction.position(at: 0.3))
    }

    /// The spring starts at most at the transfer speed (Flutter's `maxSpringTransferVelocity`).
    @Test func theSpringStartsAtMostAtTheTransferSpeed() throws {
        let capped = Self.fling(from: 100, velocity: 9000, cap: 1000)
        #expect(capped.boundaryVelocity > 1000)
        #expect(capped.spring?.velocity(at: 0) == 1000)
        let backwards = Self.fling(from: 400, velocity: -9000, cap: 1000)
        #expect(backwards.spring?.velocity(at: 0) == -1000)
    }

    /// From outside the range it springs back at once, from where it is, with its velocity.
    @Test(arguments: [(-40.0, 0.0, 0.0), (560, 300, 500)])
    func fromOutsideTheRangeItSpringsBackAtOnce(x0: Double, v0: Double, bound: Double) throws {
        let fling = Self.fling(from: x0, velocity: v0)
        #expect(fling.boundary == bound && fling.boundaryTime == 0)
        #expect(fling.position(at: 0) == x0)
        #expect(fling.velocity(at: 0) == v0)
        let d = x0 - bound, tau = 0.1
        // s(tau) = (d + (v0 + w d) tau) e^(-w tau)
        #expect(isApproximatelyEqual(fling.position(at: tau),
                                     bound + (d + (v0 + Self.omega * d) * tau) * exp(-Self.omega * tau), tolerance: 1e-9))
        #expect(fling.restingPosition == bound)
    }

    /// Without a spring the motion ends at the boundary, at the boundary time.
    @Test func withoutASpringItEndsAtTheBoundary() {
        let fling = Self.fling(from: 100, velocity: 3000, spring: nil)
        #expect(fling.boundary == 500 && fling.spring == nil)
        #expect(fling.settleTime == fling.boundaryTime)
        #expect(fling.isDone(at: fling.boundaryTime) && !fling.isDone(at: fling.boundaryTime * 0.99))
        #expect(fling.position(at: fling.boundaryTime + 1) == 500)
    }

    /// The same fling sampled at 30, 60 and 144 fps ends at the same place at the same time.
    @Test func endsTheSameAtEveryFrameRate() {
        let fling = AnchoredSimulation(Self.fling(from: 100, velocity: 3000), startingAt: 0.25)
        var ends: [Double] = []
        for fps in [30.0, 60, 144] {
            var frame = 0.0
            while !fling.isDone(at: frame / fps) { frame += 1 }
            ends.append(fling.position(at: frame / fps))
        }
        #expect(ends == [500, 500, 500])
    }
}

/// A spring wrapped to count as done from its settle time on.
@Suite(.tags(.unit))
struct SettlingSpringTests {
    @Test func isDoneFromItsSettleTimeOn() {
        let spring = SpringSimulation(spring: .pageSnap, startPosition: 0, target: 1, velocity: 3,
                                      tolerance: Tolerance(distance: 0.001, velocity: 0.01))
        let settling = SettlingSpring(spring)
        #expect(settling.settleTime == spring.settleTime())
        #expect(!settling.isDone(at: settling.settleTime - 1e-3))
        #expect(settling.isDone(at: settling.settleTime))
        let anchored = AnchoredSimulation(settling, startingAt: 2)
        #expect(anchored.settledTime == 2 + settling.settleTime)
        #expect(anchored.position(at: anchored.settledTime) == 1)
        #expect(anchored.position(at: 2.25) == spring.position(at: 0.25))
    }
}
