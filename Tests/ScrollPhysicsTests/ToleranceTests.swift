import Testing
import ScrollPhysics

@Suite(.tags(.unit))
struct ToleranceTests {
    @Test func pointsIsHalfAPointAndTenPointsPerSecond() {
        #expect(Tolerance.points == Tolerance(distance: 0.5, velocity: 10))
    }

    @Test func pointsPerLengthScalesBothThresholds() {
        // A 400 pt page: half a point is 1/800 of a page.
        let perPage = Tolerance.points(per: 400)
        #expect(isApproximatelyEqual(perPage.distance, 0.5 / 400, tolerance: 1e-15))
        #expect(isApproximatelyEqual(perPage.velocity, 10.0 / 400, tolerance: 1e-15))
    }

    @Test(arguments: [0.0, -10.0])
    func pointsPerNonPositiveLengthFallsBackToPoints(length: Double) {
        #expect(Tolerance.points(per: length) == .points)
    }

    @Test func isAValueType() {
        var tolerance = Tolerance.points
        tolerance.distance = 2
        #expect(Tolerance.points.distance == 0.5)
        #expect(tolerance != .points)
    }
}
