/// The physical parameters of a damped spring: mass, stiffness and damping coefficient.
public struct SpringDescription: Sendable, Equatable {
    /// Mass of the moving body (arbitrary mass unit).
    public var mass: Double
    /// Spring constant k (force per unit of displacement).
    public var stiffness: Double
    /// Damping coefficient c (force per unit of velocity).
    public var damping: Double

    /// Creates a spring from its raw coefficients.
    public init(mass: Double, stiffness: Double, damping: Double) {
        self.mass = mass
        self.stiffness = stiffness
        self.damping = damping
    }

    /// Creates a spring from a damping ratio: 1 is critically damped, below 1 bounces, above 1 creeps.
    ///
    /// The damping coefficient is `ratio * 2 * sqrt(stiffness * mass)` (critical damping is
    /// `2 * sqrt(k m)`; libadwaita `adw_spring_params_new` uses the same definition).
    public init(dampingRatio ratio: Double, mass: Double, stiffness: Double) {
        self.init(mass: mass, stiffness: stiffness, damping: ratio * 2 * (stiffness * mass).squareRoot())
    }

    /// The ratio of this spring's damping to critical damping.
    public var dampingRatio: Double { damping / (2 * (stiffness * mass).squareRoot()) }

    /// Page snapping: critically damped, mass 0.5, stiffness 500, which settles a full page in
    /// about 0.3 s. Source: libadwaita adw-carousel.c, `adw_spring_params_new (1, 0.5, 500)`.
    public static let pageSnap = SpringDescription(dampingRatio: 1, mass: 0.5, stiffness: 500)
}
