import Testing
import ScrollPhysics

@Suite(.tags(.unit))
struct PageSnappingTests {
    /// 400 pt pages: the 300 pt/s fling threshold is 0.75 pages per second.
    static let pageLength = 400.0

    static func target(_ snapping: PageSnapping = PageSnapping(), position: Double, velocity: Double,
                       origin: Int, pageCount: Int = 10) -> Int {
        snapping.targetPage(position: position, velocity: velocity, pageLength: pageLength,
                            originPage: origin, pageCount: pageCount)
    }

    @Test func defaults() {
        let snapping = PageSnapping()
        #expect(snapping.minimumFlingSpeed == 300)
        #expect(PageSnapping.defaultMinimumFlingSpeed == 300)
        #expect(snapping.maximumPagesPerFling == 1)
        #expect(PageSnapping(maximumPagesPerFling: 0).maximumPagesPerFling == 1)
        #expect(PageSnapping(maximumPagesPerFling: -3).maximumPagesPerFling == 1)
    }

    // MARK: Slow releases: the nearest page

    @Test(arguments: [0.0, 0.1, -0.1])
    func slowDragPastHalfMoves(velocity: Double) {
        #expect(Self.target(position: 2.6, velocity: velocity, origin: 2) == 3)
        #expect(Self.target(position: 1.4, velocity: velocity, origin: 2) == 1)
    }

    @Test(arguments: [0.0, 0.5, -0.5])
    func slowDragUnderHalfReturns(velocity: Double) {
        // 0.5 pages/s is 200 pt/s: below the fling threshold whichever way it points.
        #expect(Self.target(position: 2.4, velocity: velocity, origin: 2) == 2)
        #expect(Self.target(position: 1.6, velocity: velocity, origin: 2) == 2)
    }

    @Test func dragOfExactlyHalfAPageReturnsEitherWay() {
        // Not past half, forwards or backwards: the same answer both ways.
        #expect(Self.target(position: 2.5, velocity: 0, origin: 2) == 2)
        #expect(Self.target(position: 1.5, velocity: 0, origin: 2) == 2)
    }

    @Test func slowDragSeveralPagesLandsOnTheNearest() {
        #expect(Self.target(position: 4.7, velocity: 0, origin: 2) == 5)
        #expect(Self.target(position: 0.2, velocity: 0, origin: 3) == 0)
    }

    // MARK: Flings: one page in the fling's direction

    @Test(arguments: [0.75 + 1e-9, 2, 30])
    func shortFastFlickMovesOnePageInItsDirection(speed: Double) {
        #expect(Self.target(position: 2.05, velocity: speed, origin: 2) == 3)
        #expect(Self.target(position: 1.95, velocity: -speed, origin: 2) == 1)
    }

    @Test func flickWithNoNetTravelMovesOnePageEitherWay() {
        #expect(Self.target(position: 2, velocity: 2, origin: 2) == 3)
        #expect(Self.target(position: 2, velocity: -2, origin: 2) == 1)
    }

    @Test func flickBackAgainstTheDragReturns() {
        #expect(Self.target(position: 2.3, velocity: -2, origin: 2) == 2)
        #expect(Self.target(position: 1.7, velocity: 2, origin: 2) == 2)
    }

    @Test func flickPastHalfGoesOnlyToTheNextPage() {
        #expect(Self.target(position: 2.7, velocity: 3, origin: 2) == 3)
        #expect(Self.target(position: 1.3, velocity: -3, origin: 2) == 1)
    }

    @Test func flingThresholdIsInPointsPerSecond() {
        // 296 pt/s is a drag, 304 pt/s a fling.
        #expect(Self.target(position: 2.2, velocity: 0.74, origin: 2) == 2)
        #expect(Self.target(position: 2.2, velocity: 0.76, origin: 2) == 3)
        // The same pages per second on 200 pt pages is only 152 pt/s.
        #expect(PageSnapping().targetPage(position: 2.2, velocity: 0.76, pageLength: 200,
                                          originPage: 2, pageCount: 10) == 2)
        // A custom threshold.
        #expect(Self.target(PageSnapping(minimumFlingSpeed: 1000), position: 2.2, velocity: 2, origin: 2) == 2)
    }

    @Test func flingAfterDraggingMoreThanAPageStaysWithinOneOfTheOrigin() {
        #expect(Self.target(position: 3.4, velocity: 3, origin: 2) == 3)
        #expect(Self.target(position: 0.6, velocity: -3, origin: 2) == 1)
    }

    @Test(arguments: [1, 2, 3])
    func flingNeverMovesMoreThanTheMaximumFromTheOrigin(maximum: Int) {
        let snapping = PageSnapping(maximumPagesPerFling: maximum)
        var rng = SplitMix64(seed: UInt64(maximum))
        for _ in 0..<2000 {
            let origin = Int.random(in: 0..<20, using: &rng)
            let position = Double(origin) + Double.random(in: -1.8...1.8, using: &rng)
            let speed = Double.random(in: 0.76...60, using: &rng)
            let velocity = Bool.random(using: &rng) ? speed : -speed
            let page = Self.target(snapping, position: position, velocity: velocity, origin: origin, pageCount: 20)
            #expect(abs(page - origin) <= maximum, "from \(origin) at \(position), \(velocity) pages/s: \(page)")
            #expect((0..<20).contains(page))
        }
    }

    // MARK: Clamping to the pages

    @Test func clampsAtTheFirstAndLastPage() {
        #expect(Self.target(position: -0.1, velocity: -3, origin: 0) == 0)
        #expect(Self.target(position: 0, velocity: -3, origin: 0) == 0)
        #expect(Self.target(position: 9.1, velocity: 3, origin: 9) == 9)
        #expect(Self.target(position: 12, velocity: 0, origin: 9) == 9)
        #expect(Self.target(position: -3, velocity: 0, origin: 0) == 0)
        let long = PageSnapping(maximumPagesPerFling: 5)
        #expect(Self.target(long, position: 8.2, velocity: 20, origin: 8) == 9)
        #expect(Self.target(long, position: 1.8, velocity: -20, origin: 2) == 0)
    }

    @Test func singleOrNoPageAlwaysGivesPageZero() {
        #expect(Self.target(position: 0.3, velocity: 5, origin: 0, pageCount: 1) == 0)
        #expect(Self.target(position: 0.7, velocity: 0, origin: 0, pageCount: 1) == 0)
        #expect(Self.target(position: 0.7, velocity: 0, origin: 0, pageCount: 0) == 0)
    }

    // MARK: Projection and long swipes

    @Test func projectionIsHalfASecondOfTravelAtTheNormalRate() {
        // (v / 1000) r / (1 - r) with r = 0.998: 0.998 / 0.002 / 1000 = 0.499.
        #expect(isApproximatelyEqual(PageSnapping.projectedPosition(2, velocity: 3), 2 + 0.499 * 3, tolerance: 1e-12))
        #expect(isApproximatelyEqual(PageSnapping.projectedPosition(100, velocity: -2000), 100 - 998, tolerance: 1e-9))
        #expect(PageSnapping.projectedPosition(7, velocity: 0) == 7)
        // UIScrollView's .fast, 0.99: 0.099 v.
        #expect(isApproximatelyEqual(PageSnapping.projectedPosition(0, velocity: 1000, decelerationPerMillisecond: 0.99),
                                     99, tolerance: 1e-9))
    }

    /// The long-swipe rule written out: round the projection, at least the next page boundary in
    /// the fling's direction, at most `maximum` pages from the origin, within the pages.
    static func longSwipeTarget(position: Double, velocity: Double, origin: Int, maximum: Int,
                                pageCount: Int = 10) -> Int {
        var page = Int((position + 0.499 * velocity).rounded())
        page = velocity > 0 ? max(page, Int(position.rounded(.down)) + 1) : min(page, Int(position.rounded(.up)) - 1)
        page = min(max(page, origin - maximum), origin + maximum)
        return min(max(page, 0), pageCount - 1)
    }

    @Test(arguments: [(2.1, 4.0, 2), (2.1, 0.8, 2), (2.1, 2.0, 2), (2.1, 20, 2), (2.9, -4, 3), (2.9, -0.8, 3),
                      (3.6, 1.2, 3), (5.0, -2.5, 5)])
    func longSwipesFollowTheProjection(position: Double, velocity: Double, origin: Int) {
        let snapping = PageSnapping(maximumPagesPerFling: 3)
        #expect(Self.target(snapping, position: position, velocity: velocity, origin: origin)
                == Self.longSwipeTarget(position: position, velocity: velocity, origin: origin, maximum: 3))
    }

    @Test func longSwipeExamples() {
        let snapping = PageSnapping(maximumPagesPerFling: 3)
        // 2.1 + 0.499 * 4 = 4.096: two pages.
        #expect(Self.target(snapping, position: 2.1, velocity: 4, origin: 2) == 4)
        // A weak fling projects short of half a page but still moves to the next page.
        #expect(Self.target(snapping, position: 2.1, velocity: 0.8, origin: 2) == 3)
        #expect(Self.target(snapping, position: 2.9, velocity: -0.8, origin: 3) == 2)
        // A very strong one stops three pages on.
        #expect(Self.target(snapping, position: 2.1, velocity: 20, origin: 2) == 5)
        #expect(Self.target(snapping, position: 4.9, velocity: -20, origin: 5) == 2)
        // Below the fling threshold it is still the nearest page.
        #expect(Self.target(snapping, position: 2.4, velocity: 0.5, origin: 2) == 2)
    }

    @Test func oneAndLongSwipeSettingsAgreeOnTheNextPage() {
        // Where the projection reaches no further than the next page, both settings agree.
        let one = PageSnapping(), long = PageSnapping(maximumPagesPerFling: 4)
        for position in [1.7, 2.0, 2.05, 2.3, 2.5, 2.95] {
            for velocity in [0.8, -0.8] {
                let origin = Int(position.rounded())
                #expect(Self.target(one, position: position, velocity: velocity, origin: origin)
                        == Self.target(long, position: position, velocity: velocity, origin: origin),
                        "at \(position), \(velocity) pages/s")
            }
        }
    }
}
