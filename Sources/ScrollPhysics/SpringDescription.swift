/// The physical parameters of a damped spring: mass, stiffness and damping coefficient.
///
/// Every coefficient is kept where the closed-form solution stays finite (``massRange``,
/// ``stiffnessRange``, ``dampingRange``): a value outside is taken as the nearest end of its
/// range, NaN as the value named below. A spring with no stiffness or no (or negative) damping
/// is kept as given; it does not die away, which ``SpringSimulation/settleTime(resolution:limit:)``
/// bounds by its limit.
public struct SpringDescription: Sendable, Equatable {
    /// The masses a spring may have; NaN counts as 1.
    public static let massRange = 1e-6...1e6
    /// The stiffnesses a spring may have; NaN counts as 0.
    public static let stiffnessRange = 0.0...1e12
    /// The damping coefficients a spring may have; NaN counts as 0.
    public static let dampingRange = -1e12...1e12

    /// Mass of the moving body (arbitrary mass unit), within ``massRange``.
    public var mass: Double { didSet { mass = Self.sanitised(mass: mass) } }
    /// Spring constant k (force per unit of displacement), within ``stiffnessRange``.
    public var stiffness: Double { didSet { stiffness = Self.sanitised(stiffness: stiffness) } }
    /// Damping coefficient c (force per unit of velocity), within ``dampingRange``.
    public var damping: Double { didSet { damping = Self.sanitised(damping: damping) } }

    /// Creates a spring from its raw coefficients (each kept within its range).
    public init(mass: Double, stiffness: Double, damping: Double) {
        self.mass = Self.sanitised(mass: mass)
        self.stiffness = Self.sanitised(stiffness: stiffness)
        self.damping = Self.sanitised(damping: damping)
    }

    private static func sanitised(mass: Double) -> Double { mass.clamped(to: massRange, nan: 1) }
    private static func sanitised(stiffness: Double) -> Double { stiffness.clamped(to: stiffnessRange, nan: 0) }
    private static func sanitised(damping: Double) -> Double { damping.clamped(to: dampingRange, nan: 0) }

    /// Creates a spring from a damping ratio: 1 is critically damped, below 1 bounces, above 1 creeps.
    ///
    /// The damping coefficient is `ratio * 2 * sqrt(stiffness * mass)` (critical damping is
    /// `2 * sqrt(k m)`; libadwaita `adw_spring_params_new` uses the same definition), of the
    /// mass and stiffness as kept within their ranges.
    public init(dampingRatio ratio: Double, mass: Double, stiffness: Double) {
        let mass = Self.sanitised(mass: mass), stiffness = Self.sanitised(stiffness: stiffness)
        self.init(mass: mass, stiffness: stiffness, damping: ratio * 2 * (stiffness * mass).squareRoot())
    }

    /// Whether the spring comes to rest: it has stiffness to pull and damping to slow it.
    public var comesToRest: Bool { stiffness > 0 && damping > 0 }

    /// The ratio of this spring's damping to critical damping.
    public var dampingRatio: Double { damping / (2 * (stiffness * mass).squareRoot()) }

    /// Page snapping: critically damped, mass 0.5, stiffness 500, which settles a full page in
    /// about 0.3 s. Source: libadwaita adw-carousel.c, `adw_spring_params_new (1, 0.5, 500)`.
    public static let pageSnap = SpringDescription(dampingRatio: 1, mass: 0.5, stiffness: 500)
}
