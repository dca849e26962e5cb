import Foundation

/// A damped spring pulling a body from a start position and velocity towards a target, solved in
/// closed form.
///
/// Solves `m x'' + c x' + k (x - target) = 0`. Which of the three textbook solutions applies is
/// chosen from the discriminant `c^2 - 4 m k`: critically damped (zero), underdamped (negative,
/// it oscillates) or overdamped (positive). Note the decay rate is `c / (2 m)`, not `c / 2`: a
/// shipped Flutter spring once used the latter, so the tests use masses other than 1.
public struct SpringSimulation: Simulation {
    /// Where the spring pulls towards.
    public let target: Double
    /// When it counts as finished.
    public let tolerance: Tolerance
    /// The spring's parameters.
    public let spring: SpringDescription
    private let solution: Solution

    private enum Solution: Sendable {
        /// x(t) = (c1 + c2 t) e^(r t)
        case critical(r: Double, c1: Double, c2: Double)
        /// x(t) = e^(-zeta w0 t) (c1 cos(wd t) + c2 sin(wd t))
        case under(decay: Double, wd: Double, c1: Double, c2: Double)
        /// x(t) = c1 e^(r1 t) + c2 e^(r2 t)
        case over(r1: Double, r2: Double, c1: Double, c2: Double)
    }

    /// Creates a spring motion.
    /// - Parameters:
    ///   - spring: mass, stiffness and damping.
    ///   - start: position at time 0.
    ///   - target: the rest position.
    ///   - velocity: velocity at time 0 (units per second), so motion continues a gesture without a
    ///     jump in speed.
    ///   - tolerance: what counts as at rest.
    public init(spring: SpringDescription, start: Double, target: Double, velocity: Double,
                tolerance: Tolerance) {
        self.spring = spring
        self.target = target
        self.tolerance = tolerance
        let x0 = start - target
        let m = spring.mass, k = spring.stiffness, c = spring.damping
        let discriminant = c * c - 4 * m * k
        if abs(discriminant) <= 1e-9 * max(c * c, 4 * m * k) {
            let r = -c / (2 * m)
            solution = .critical(r: r, c1: x0, c2: velocity - r * x0)
        } else if discriminant < 0 {
            let decay = c / (2 * m)
            let wd = (-discriminant).squareRoot() / (2 * m)
            solution = .under(decay: decay, wd: wd, c1: x0, c2: (velocity + decay * x0) / wd)
        } else {
            let root = discriminant.squareRoot()
            let r1 = (-c - root) / (2 * m)
            let r2 = (-c + root) / (2 * m)
            let c2 = (velocity - r1 * x0) / (r2 - r1)
            solution = .over(r1: r1, r2: r2, c1: x0 - c2, c2: c2)
        }
    }

    public func position(at time: Double) -> Double {
        target + displacement(at: time)
    }

    private func displacement(at t: Double) -> Double {
        switch solution {
        case let .critical(r, c1, c2):
            return (c1 + c2 * t) * exp(r * t)
        case let .under(decay, wd, c1, c2):
            return exp(-decay * t) * (c1 * cos(wd * t) + c2 * sin(wd * t))
        case let .over(r1, r2, c1, c2):
            return c1 * exp(r1 * t) + c2 * exp(r2 * t)
        }
    }

    public func velocity(at t: Double) -> Double {
        switch solution {
        case let .critical(r, c1, c2):
            return (c2 + r * (c1 + c2 * t)) * exp(r * t)
        case let .under(decay, wd, c1, c2):
            let e = exp(-decay * t)
            let cosine = cos(wd * t), sine = sin(wd * t)
            return e * ((c2 * wd - decay * c1) * cosine - (c1 * wd + decay * c2) * sine)
        case let .over(r1, r2, c1, c2):
            return c1 * r1 * exp(r1 * t) + c2 * r2 * exp(r2 * t)
        }
    }

    public func isDone(at time: Double) -> Bool {
        abs(displacement(at: time)) < tolerance.distance && abs(velocity(at: time)) < tolerance.velocity
    }

    /// The first time, to within `resolution` seconds, from which the spring stays done.
    ///
    /// A damped spring's envelope only shrinks, so after the first instant it is within tolerance
    /// for good (for the critical and overdamped cases exactly; for the underdamped case the
    /// search steps over single oscillations by checking the envelope too).
    /// - Complexity: O(log(limit / resolution)).
    public func settleTime(resolution: Double = 1e-4, limit: Double = 60) -> Double {
        var low = 0.0, high = limit
        if !staysDone(from: high) { return limit }
        while high - low > resolution {
            let mid = (low + high) / 2
            if staysDone(from: mid) { high = mid } else { low = mid }
        }
        return high
    }

    private func staysDone(from t: Double) -> Bool {
        guard isDone(at: t) else { return false }
        switch solution {
        case .critical, .over:
            // The displacement changes sign at most once and decays monotonically afterwards;
            // check a little later too so a zero crossing does not fool the search.
            return isDone(at: t + 0.05) && isDone(at: t + 0.2)
        case let .under(decay, wd, c1, c2):
            let amplitude = (c1 * c1 + c2 * c2).squareRoot() * exp(-decay * t)
            let speedBound = amplitude * (wd + decay)
            return amplitude < tolerance.distance && speedBound < tolerance.velocity
        }
    }
}
