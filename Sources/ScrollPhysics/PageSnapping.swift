/// Decides which page a released drag settles on.
///
/// Positions are fractional page indices; velocities are pages per second (positive towards
/// higher indices). Flutter's `PageScrollPhysics` rounds `position ± 0.5` when the release is a
/// fling; Android's ViewPager and Compose's `atMost(1)` keep a fling to one page; libadwaita's
/// `allow-long-swipes` lets a strong fling travel further, here through the WWDC18 projection.
public struct PageSnapping: Sendable, Equatable {
    /// Release speed, in points per second, above which a release counts as a fling
    /// (Flutter's `kMinFlingVelocity` is 50, Android ViewPager's 400 dp/s; 300 lies between).
    public static let defaultMinimumFlingSpeed = 300.0

    /// The most pages a fling may ever be allowed to move: far more than any screen's worth,
    /// few enough that the page arithmetic around it cannot overflow.
    public static let largestPagesPerFling = 1_000_000

    /// Fling speed threshold in points per second: zero or more (a negative speed counts as 0,
    /// NaN as ``defaultMinimumFlingSpeed``).
    public var minimumFlingSpeed: Double {
        didSet { minimumFlingSpeed = Self.sanitised(minimumFlingSpeed: minimumFlingSpeed) }
    }
    /// Most pages one release may move from the page the drag started on: 1 to
    /// ``largestPagesPerFling`` (a value outside counts as the nearer end).
    public var maximumPagesPerFling: Int {
        didSet { maximumPagesPerFling = Self.sanitised(maximumPagesPerFling: maximumPagesPerFling) }
    }

    /// libadwaita's `allow-long-swipes`: one fling goes as far as its projection (the lists'
    /// deceleration, ``projectedPosition(_:velocity:decelerationPerMillisecond:)``), bounded
    /// only so the page arithmetic stays small: the velocity tracker's 8000 pt/s cap projects
    /// about 4000 points, so 100 pages is reached only by pages narrower than 40 pt.
    public static let longSwipes = PageSnapping(maximumPagesPerFling: 100)

    /// Creates a snapping policy.
    public init(minimumFlingSpeed: Double = PageSnapping.defaultMinimumFlingSpeed,
                maximumPagesPerFling: Int = 1) {
        self.minimumFlingSpeed = Self.sanitised(minimumFlingSpeed: minimumFlingSpeed)
        self.maximumPagesPerFling = Self.sanitised(maximumPagesPerFling: maximumPagesPerFling)
    }

    private static func sanitised(minimumFlingSpeed speed: Double) -> Double {
        speed.clamped(to: 0...Double.infinity, nan: defaultMinimumFlingSpeed)
    }

    private static func sanitised(maximumPagesPerFling pages: Int) -> Int {
        min(max(pages, 1), largestPagesPerFling)
    }

    /// Where a motion at `velocity` would come to rest under UIScrollView's normal deceleration:
    /// `x + (v / 1000) * r / (1 - r)` with r = 0.998 per ms (WWDC18 "Designing Fluid Interfaces").
    public static func projectedPosition(_ position: Double, velocity: Double,
                                         decelerationPerMillisecond r: Double = 0.998) -> Double {
        position + (velocity / 1000) * r / (1 - r)
    }

    /// The page a release settles on.
    /// - Parameters:
    ///   - position: fractional page at release.
    ///   - velocity: release velocity in pages per second.
    ///   - pageLength: page width in points, to compare the velocity with the fling threshold.
    ///   - originPage: the page the gesture started from; flings count pages from here.
    ///   - pageCount: number of pages (the result is clamped to them).
    ///
    /// The position and velocity are kept within ±1e15 pages (a NaN position counts as the
    /// origin, a NaN velocity or page length as no fling), so the arithmetic stays exact.
    public func targetPage(position: Double, velocity: Double, pageLength: Double,
                           originPage: Int, pageCount: Int) -> Int {
        let last = max(0, pageCount - 1)
        let position = (position.isNaN ? Double(originPage) : position).clampedCoordinate()
        let velocity = velocity.clampedCoordinate()
        let isFling = abs(velocity * pageLength) > minimumFlingSpeed
        // The next page boundary in the fling's direction (Flutter's round(position ± 0.5), but
        // symmetric: `rounded()` breaks x.5 ties away from zero, which moved a forward fling from
        // exactly on a page but not a backward one).
        let nearestAhead = velocity > 0 ? Int(position.rounded(.down)) + 1 : Int(position.rounded(.up)) - 1
        var target: Int
        if !isFling {
            // The nearest page; exactly half way counts as not past half, in either direction.
            let drag = (position - Double(originPage)).clampedCoordinate()
            target = originPage.saturatingAdd(Int(drag > 0 ? (drag - 0.5).rounded(.up) : (drag + 0.5).rounded(.down)))
        } else if maximumPagesPerFling == 1 {
            target = nearestAhead
        } else {
            let projected = Self.projectedPosition(position, velocity: velocity).clampedCoordinate()
            target = Int(projected.rounded())
            // At least the neighbour in the fling's direction.
            target = velocity > 0 ? max(target, nearestAhead) : min(target, nearestAhead)
        }
        if isFling {
            target = min(max(target, originPage.saturatingAdd(-maximumPagesPerFling)),
                         originPage.saturatingAdd(maximumPagesPerFling))
        }
        return min(max(target, 0), last)
    }
}
