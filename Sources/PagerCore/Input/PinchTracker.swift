/// Two fingers on a touchscreen: where their centre is and how far apart they are, against
/// where they were when the pinch began.
///
/// The centre is the midpoint of the two fingers and the scale the ratio of their distance now
/// to their distance at the start, so content scaled by it about the moving centre stays under
/// both fingers. Fingers that start closer than ``minimumDistance`` count as that far apart,
/// which keeps the scale finite when two touches land on one spot.
public struct PinchTracker: Sendable, Equatable {
    /// The closest two fingers count as being, points.
    public static let minimumDistance = 1.0

    /// The two fingers' ids.
    public let fingers: (Int, Int)
    private var points: (Point, Point)
    private let startDistance: Double

    /// A pinch of finger `first` at `a` and finger `second` at `b`.
    public init(first: Int, at a: Point, second: Int, at b: Point) {
        fingers = (first, second)
        points = (a, b)
        startDistance = max(Self.distance(a, b), Self.minimumDistance)
    }

    public static func == (a: PinchTracker, b: PinchTracker) -> Bool {
        a.fingers == b.fingers && a.points == b.points && a.startDistance == b.startDistance
    }

    /// Whether `finger` is one of the two.
    public func holds(_ finger: Int) -> Bool { finger == fingers.0 || finger == fingers.1 }

    /// The finger that is not `finger`, and where it is.
    public func other(than finger: Int) -> (finger: Int, point: Point) {
        finger == fingers.0 ? (fingers.1, points.1) : (fingers.0, points.0)
    }

    /// Finger `finger` moved to `point` (another finger is ignored).
    public mutating func move(_ finger: Int, to point: Point) {
        guard point.x.isFinite, point.y.isFinite else { return }
        if finger == fingers.0 { points.0 = point } else if finger == fingers.1 { points.1 = point }
    }

    /// The midpoint of the two fingers.
    public var centre: Point { Point(x: (points.0.x + points.1.x) / 2, y: (points.0.y + points.1.y) / 2) }

    /// Their distance now over their distance at the start (at least a tiny positive number).
    public var scale: Double { max(Self.distance(points.0, points.1), Self.minimumDistance) / startDistance }

    private static func distance(_ a: Point, _ b: Point) -> Double {
        let dx = a.x - b.x, dy = a.y - b.y
        let d = (dx * dx + dy * dy).squareRoot()
        return d.isFinite ? d : 0
    }
}
