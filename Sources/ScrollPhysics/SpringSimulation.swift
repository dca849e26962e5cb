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
    /// The spring rests at its target.
    public var restingPosition: Double { target }
    /// When it counts as finished.
    public let tolerance: Tolerance
    /// The spring's parameters.
    public let spring: SpringDescription
    private let solution: Solution

    fileprivate enum Solution: Sendable {
        /// x(t) = (c1 + c2 t) e^(r t)
        case critical(r: Double, c1: Double, c2: Double)
        /// x(t) = e^(-zeta w0 t) (c1 cos(wd t) + c2 sin(wd t))
        case under(decay: Double, wd: Double, c1: Double, c2: Double)
        /// x(t) = c1 e^(r1 t) + c2 e^(r2 t)
        case over(r1: Double, r2: Double, c1: Double, c2: Double)
    }

    /// Creates a spring motion. Positions and the velocity are kept within
    /// ±1e15 (a NaN target counts as 0, a NaN start as the target, a NaN velocity as 0), so
    /// every reading of a spring that dies away is finite.
    /// - Parameters:
    ///   - spring: mass, stiffness and damping.
    ///   - startPosition: position at time 0.
    ///   - target: the rest position.
    ///   - velocity: velocity at time 0 (units per second), so motion continues a gesture without a
    ///     jump in speed.
    ///   - tolerance: what counts as at rest.
    public init(spring: SpringDescription, startPosition: Double, target: Double, velocity: Double,
                tolerance: Tolerance) {
        let target = target.clampedCoordinate()
        let startPosition = startPosition.clampedCoordinate(nan: target)
        let velocity = velocity.clampedCoordinate()
        self.spring = spring
        self.target = target
        self.tolerance = tolerance
        let x0 = startPosition - target
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
        target + solution.value(at: time)
    }

    public func velocity(at t: Double) -> Double {
        solution.derivative.value(at: t)
    }

    public func isDone(at time: Double) -> Bool {
        abs(solution.value(at: time)) < tolerance.distance && abs(velocity(at: time)) < tolerance.velocity
    }

    /// The furthest the body is ever from its target, over all times from the start on.
    public var largestDisplacement: Double { solution.largestMagnitude }

    /// The lowest and highest positions the body passes through from the start on, the target
    /// (which it approaches) included; the whole line for a spring that does not die away.
    public var reach: ClosedRange<Double> {
        let range = solution.valueRange
        return (target + range.lowerBound)...(target + range.upperBound)
    }

    /// The longest a spring is let run before it counts as settled, in seconds: the default
    /// limit of ``settleTime(resolution:limit:)``.
    public static let settleLimit = 60.0

    /// The first time, to within `resolution` seconds, from which the spring stays done.
    ///
    /// Found in closed form: the displacement and the velocity are each split where they or their
    /// derivative vanish into stretches on which their size only grows or only shrinks, so the last
    /// moment each is outside its tolerance can be bisected on one such stretch. The result is never
    /// earlier than that moment and at most `resolution` later; `limit` if the spring is not done for
    /// good by then (an undamped spring never is). `resolution` is kept within 1e-9...1 seconds
    /// (NaN: 1e-4) and `limit` within 0...1e9 seconds (NaN: 60), so the answer is always finite.
    /// - Complexity: O(log(limit / resolution)), and never more than a few thousand evaluations
    ///   of the closed form, however stiff or slow the spring.
    public func settleTime(resolution: Double = 1e-4, limit: Double = SpringSimulation.settleLimit) -> Double {
        let resolution = resolution.clamped(to: 1e-9...1, nan: 1e-4)
        let limit = limit.clamped(to: 0...1e9, nan: 60)
        let distance = solution.lastTime(atLeast: tolerance.distance, resolution: resolution, limit: limit)
        let speed = solution.derivative.lastTime(atLeast: tolerance.velocity, resolution: resolution, limit: limit)
        return min(max(distance ?? 0, speed ?? 0), limit)
    }
}

extension SpringSimulation.Solution {
    /// The displacement from the target at `t`.
    func value(at t: Double) -> Double {
        switch self {
        case let .critical(r, c1, c2):
            return (c1 + c2 * t) * Math.exp(r * t)
        case let .under(decay, wd, c1, c2):
            return Math.exp(-decay * t) * (c1 * Math.cos(wd * t) + c2 * Math.sin(wd * t))
        case let .over(r1, r2, c1, c2):
            return c1 * Math.exp(r1 * t) + c2 * Math.exp(r2 * t)
        }
    }

    /// The time derivative, which has the same form with other coefficients.
    var derivative: Self {
        switch self {
        case let .critical(r, c1, c2):
            return .critical(r: r, c1: c2 + r * c1, c2: r * c2)
        case let .under(decay, wd, c1, c2):
            return .under(decay: decay, wd: wd, c1: c2 * wd - decay * c1, c2: -(c1 * wd + decay * c2))
        case let .over(r1, r2, c1, c2):
            return .over(r1: r1, r2: r2, c1: c1 * r1, c2: c2 * r2)
        }
    }

    /// Whether the function dies away (rather than staying or growing).
    private var decays: Bool {
        switch self {
        case let .critical(r, _, _): return r < 0
        case let .under(decay, _, _, _): return decay > 0
        case let .over(r1, r2, _, _): return max(r1, r2) < 0
        }
    }

    private var isZero: Bool {
        switch self {
        case let .critical(_, c1, c2), let .under(_, _, c1, c2), let .over(_, _, c1, c2):
            return c1 == 0 && c2 == 0
        }
    }

    /// For the critical and overdamped forms: the one positive time at which the function is zero,
    /// if there is one (it has at most one zero).
    private var positiveZero: Double? {
        let zero: Double
        switch self {
        case let .critical(_, c1, c2):
            guard c2 != 0 else { return nil }
            zero = -c1 / c2
        case let .over(r1, r2, c1, c2):
            // c1 e^(r1 t) = -c2 e^(r2 t)  <=>  e^((r1 - r2) t) = -c2 / c1.
            guard c1 != 0, -c2 / c1 > 0 else { return nil }
            zero = Math.log(-c2 / c1) / (r1 - r2)
        case .under:
            return nil
        }
        return zero > 0 && zero.isFinite ? zero : nil
    }

    /// For the underdamped form: the phase `wd t` in `[0, pi)` of the first time at which the
    /// derivative vanishes (where `|value|` peaks); the later peaks follow every `pi / wd`.
    private var turningPhase: Double? {
        guard case let .under(_, _, p, q) = derivative else { return nil }
        var theta = Math.atan2(-p, q)
        if theta < 0 { theta += .pi }
        if theta >= .pi { theta -= .pi }
        return theta
    }

    /// The supremum of `|value|` over `t >= 0`: at the start or where the derivative first
    /// vanishes, since past that time a damped spring's swings only shrink (an undamped one's
    /// stay the same). Infinity for one that grows or creeps away without turning.
    var largestMagnitude: Double {
        let turn: Double?
        switch self {
        case let .under(decay, wd, _, _):
            guard decay >= 0 else { return .infinity }
            turn = turningPhase.map { $0 / wd }
        case .critical, .over:
            guard decays else { return .infinity }
            turn = derivative.positiveZero
        }
        return max(abs(value(at: 0)), turn.map { abs(value(at: $0)) } ?? 0)
    }

    /// The infimum and supremum of `value` over `t >= 0`, zero (the limit) included: the value at
    /// the start and at the turning points that can bound it, the first where the derivative
    /// vanishes and, for the underdamped form, the one after it on the other side (later swings
    /// only shrink).
    var valueRange: ClosedRange<Double> {
        let turns: [Double]
        switch self {
        case let .under(decay, wd, _, _):
            guard decay >= 0 else { return -Double.infinity...Double.infinity }
            turns = turningPhase.map { [$0 / wd, ($0 + .pi) / wd] } ?? []
        case .critical, .over:
            guard decays else { return -Double.infinity...Double.infinity }
            turns = derivative.positiveZero.map { [$0] } ?? []
        }
        let values = [0, value(at: 0)] + turns.map { value(at: $0) }
        return values.min()!...values.max()!
    }

    /// Roughly how long the function takes to shrink by a factor e once it only shrinks.
    private var slowestTimeConstant: Double {
        switch self {
        case let .critical(r, _, _): return 1 / abs(r)
        case let .under(decay, _, _, _): return 1 / decay
        case let .over(r1, r2, _, _): return 1 / abs(max(r1, r2))
        }
    }

    /// The supremum of the times at which `|value| >= threshold`, bisected to within `resolution`
    /// (the time returned is one at which it is already below). Nil if it never is; infinity if it
    /// still is after `limit` or never stays below.
    func lastTime(atLeast threshold: Double, resolution: Double, limit: Double) -> Double? {
        if isZero { return threshold > 0 ? nil : .infinity }
        guard threshold > 0, decays else { return .infinity }
        func isAbove(_ t: Double) -> Bool { abs(value(at: t)) >= threshold }
        /// `low` above, `high` below, and `|value|` falls through the threshold once between them.
        func bisect(_ low: Double, _ high: Double) -> Double {
            var low = low, high = high
            while high - low > resolution {
                let mid = (low + high) / 2
                guard mid > low, mid < high else { break }
                if isAbove(mid) { low = mid } else { high = mid }
            }
            return high
        }

        if case let .under(decay, wd, c1, c2) = self {
            // |value| peaks where the derivative vanishes, every half period: t_k = (theta + k pi) / wd.
            // The peaks shrink geometrically, e^(-decay t_k) |c1 cos(theta) + c2 sin(theta)|.
            guard let theta = turningPhase else { return nil }
            func peak(_ k: Double) -> Double { (theta + k * .pi) / wd }
            let height = abs(c1 * Math.cos(theta) + c2 * Math.sin(theta))
            guard height >= threshold else {
                // No peak reaches the threshold; only the stretch before the first peak can.
                return isAbove(0) ? bisect(0, peak(0)) : nil
            }
            let lastAbove = Math.log(height / threshold) / decay
            guard lastAbove <= limit else { return .infinity }
            var k = max(0, ((lastAbove * wd - theta) / .pi).rounded(.down))
            // Past 2^52 half periods a step of one peak is lost to rounding (and the peaks lie
            // closer together than the time's own precision): the envelope answers instead.
            guard k < 0x1p52 else { return envelopeTime(atMost: threshold, resolution: resolution, limit: limit) }
            // Correct for rounding near the threshold: a step or two either way, never more
            // than a few dozen (beyond, the closed form's phase is too coarse to follow).
            var corrections = 0
            while k >= 0, !isAbove(peak(k)), corrections < 64 { k -= 1; corrections += 1 }
            while isAbove(peak(k + 1)), corrections < 64 { k += 1; corrections += 1 }
            guard corrections < 64 else { return envelopeTime(atMost: threshold, resolution: resolution, limit: limit) }
            if k < 0 { return isAbove(0) ? bisect(0, peak(0)) : nil }
            return bisect(peak(k), peak(k + 1))
        }

        // Critical and overdamped: the function and its derivative each vanish at most once, so
        // these times cut [0, infinity) into stretches on which |value| is monotonic.
        let cuts = [0] + [positiveZero, derivative.positiveZero].compactMap { $0 }.sorted()
        let last = cuts[cuts.count - 1]
        if isAbove(last) {
            // On the final stretch |value| shrinks to zero: step out until it is below (the step
            // doubles, so it passes any limit within a few thousand steps).
            var step = slowestTimeConstant
            guard step > 0 else { return .infinity }
            while isAbove(last + step) {
                step *= 2
                if !(last + step <= limit) { return .infinity }
            }
            return bisect(last, last + step)
        }
        for index in stride(from: cuts.count - 2, through: 0, by: -1) where isAbove(cuts[index]) {
            return bisect(cuts[index], cuts[index + 1])
        }
        return nil
    }
}

extension SpringSimulation.Solution {
    /// For the underdamped form: a time after the last one at which `|value| >= threshold`, from
    /// the envelope `e^(-decay t) sqrt(c1^2 + c2^2)` that bounds `|value|` at every phase, plus
    /// `resolution` so the time is clear of rounding; infinity if that is after `limit`.
    fileprivate func envelopeTime(atMost threshold: Double, resolution: Double, limit: Double) -> Double {
        guard case let .under(decay, _, c1, c2) = self else { return .infinity }
        let amplitude = (c1 * c1 + c2 * c2).squareRoot()
        let time = max(0, Math.log(amplitude / threshold) / decay) + resolution
        return time <= limit ? time : .infinity
    }
}

extension SpringDescription {
    /// The release speed at which this spring, let go on its target, swings out exactly
    /// `distance` before it turns back. The swing grows in proportion to the speed, so one
    /// spring released at unit speed gives the factor. Zero for a spring that does not die away
    /// (and for a negative or NaN distance).
    public func speed(swingingOut distance: Double) -> Double {
        let distance = distance.clamped(to: 0...Double.infinity, nan: 0)
        let unit = SpringSimulation(spring: self, startPosition: 0, target: 0, velocity: 1,
                                    tolerance: Tolerance(distance: 0, velocity: 0)).largestDisplacement
        return unit > 0 ? distance / unit : .infinity
    }
}
