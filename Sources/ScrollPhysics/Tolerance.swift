/// How close a simulation must come to its goal before it counts as finished.
///
/// A value type rather than loose epsilons, so every caller states what "at rest" means in the
/// units it animates (points, pages) and tests can name the same threshold.
public struct Tolerance: Sendable, Equatable {
    /// Largest distance from the goal, in the simulation's length unit, that counts as arrived:
    /// zero or more (a negative distance or NaN counts as 0, which nothing but the goal meets).
    public var distance: Double { didSet { distance = Self.sanitised(distance) } }
    /// Largest speed, in length units per second, that counts as stopped: zero or more (a
    /// negative speed or NaN counts as 0).
    public var velocity: Double { didSet { velocity = Self.sanitised(velocity) } }

    /// Creates a tolerance.
    /// - Parameters:
    ///   - distance: distance from the goal that counts as arrived.
    ///   - velocity: speed that counts as stopped.
    public init(distance: Double, velocity: Double) {
        self.distance = Self.sanitised(distance)
        self.velocity = Self.sanitised(velocity)
    }

    private static func sanitised(_ bound: Double) -> Double { bound.clamped(to: 0...Double.infinity, nan: 0) }

    /// Half a point, and 10 points per second (a sixth of a point per 60 Hz frame): the snap to
    /// the exact goal that follows is below what a person can see. With it the page spring
    /// (mass 0.5, stiffness 500) settles a full page in about 0.3 s, as libadwaita's carousel
    /// does; a stricter 0.1 pt/s would keep it crawling invisibly to 0.46 s.
    public static let points = Tolerance(distance: 0.5, velocity: 10)

    /// ``points`` expressed in a unit that is `length` points long (for example a page).
    public static func points(per length: Double) -> Tolerance {
        let scale = length > 0 ? length : 1
        return Tolerance(distance: points.distance / scale, velocity: points.velocity / scale)
    }
}
