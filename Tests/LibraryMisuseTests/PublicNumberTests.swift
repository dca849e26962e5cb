@testable import PagerCore
import ScrollPhysics
import Testing

/// Every public number of the pager is sanitised where it enters (its setter or initialiser),
/// as its doc comment says, so a drag, a fling, the settle and a draw never trap and never
/// produce a number that is not finite: an infinite frame used to trap building the visible
/// range, a NaN spacing or a degenerate spring to trap converting NaN to an integer, and
/// `maximumPagesPerFling: .max` to overflow on release.
extension Misuse {
    @Suite("Public numbers of the pager")
    struct PublicNumberTests {
        private static let frame = Rect(x: 0, y: 0, width: 400, height: 300)

        private func pager(_ configure: (inout PagedView.Configuration) -> Void) -> PagedView {
            var configuration = PagedView.Configuration()
            configure(&configuration)
            let pager = PagedView(pageCount: 5, initialPage: 2, configuration: configuration)
            pager.frame = Self.frame
            return pager
        }

        private func expectDrivenSafely(_ pager: PagedView, sourceLocation: SourceLocation = #_sourceLocation) {
            let result = Hostile.dragFlingSettleAndDraw(pager)
            #expect(result.settled, sourceLocation: sourceLocation)
            #expect(result.finite, sourceLocation: sourceLocation)
            #expect((0..<5).contains(pager.currentPage), sourceLocation: sourceLocation)
        }

        @Test("a frame with an infinite, NaN, negative or huge number", arguments: Hostile.frames)
        func frame(_ frame: Rect) {
            let pager = PagedView(pageCount: 5, initialPage: 2)
            pager.frame = frame
            #expect(Hostile.isFinite(pager.frame))
            #expect(pager.frame.width >= 0 && pager.frame.height >= 0)
            #expect(pager.frame.width <= 1e15 && abs(pager.frame.x) <= 1e15)
            if frame.width.isNaN { #expect(pager.frame.width == 0) }
            expectDrivenSafely(pager)
        }

        @Test("a frame that is valid is kept as it is")
        func validFrame() {
            let pager = PagedView(pageCount: 5)
            let frame = Rect(x: -12.5, y: 3, width: 1e6, height: 0.25)
            pager.frame = frame
            #expect(pager.frame == frame)
        }

        @Test("page spacing", arguments: Hostile.doubles)
        func pageSpacing(_ value: Double) {
            let pager = pager { $0.pageSpacing = value }
            let spacing = pager.configuration.pageSpacing
            #expect(spacing.isFinite && spacing >= 0 && spacing <= 1e15)
            if value.isNaN || value <= 0 { #expect(spacing == 0) }
            if value > 0 && value <= 1e15 { #expect(spacing == value) }
            expectDrivenSafely(pager)
        }

        @Test("peek", arguments: Hostile.doubles)
        func peek(_ value: Double) {
            let pager = pager { $0.peek = value }
            let peek = pager.configuration.peek
            #expect(peek.isFinite && peek >= 0 && peek <= 1e15)
            if value.isNaN || value <= 0 { #expect(peek == 0) }
            expectDrivenSafely(pager)
        }

        @Test("rubber-band coefficient", arguments: Hostile.doubles)
        func rubberBand(_ value: Double) {
            let pager = pager { $0.rubberBandCoefficient = value }
            let coefficient = pager.configuration.rubberBandCoefficient
            #expect(RubberBand.coefficientRange.contains(coefficient))
            if value.isNaN { #expect(coefficient == RubberBand.coefficient) }
            // Past the first page, into the band.
            let first = PagedView(pageCount: 2, configuration: pager.configuration)
            first.frame = Self.frame
            let result = Hostile.dragFlingSettleAndDraw(first, distance: 900)
            #expect(result.settled && result.finite)
            #expect(first.currentPage == 0)
        }

        @Test("wheel lock-out", arguments: Hostile.doubles)
        func wheelLockout(_ value: Double) {
            let pager = pager { $0.wheelLockoutSeconds = value }
            let lockout = pager.configuration.wheelLockoutSeconds
            #expect(lockout >= 0 && !lockout.isNaN)
            if value.isNaN { #expect(lockout == 0.15) }
            _ = pager.handle(InputEvent(.wheel(dx: 1, dy: 0, at: Point(x: 200, y: 150)), at: 1))
            pager.advance(to: 3)
            #expect(pager.currentPage == 3)
            expectDrivenSafely(pager)
        }

        @Test("largest release swing", arguments: Hostile.doubles)
        func releaseSwing(_ value: Double) {
            let pager = pager { $0.maximumReleaseSwing = value }
            let swing = pager.configuration.maximumReleaseSwing
            #expect((0...1000).contains(swing))
            if value.isNaN { #expect(swing == 0.5) }
            #expect(pager.configuration.maximumReleaseSpeed.isFinite)
            expectDrivenSafely(pager)
        }

        @Test("fling speed threshold", arguments: Hostile.doubles)
        func flingSpeed(_ value: Double) {
            let pager = pager { $0.snapping.minimumFlingSpeed = value }
            let speed = pager.configuration.snapping.minimumFlingSpeed
            #expect(speed >= 0 && !speed.isNaN)
            if value.isNaN { #expect(speed == PageSnapping.defaultMinimumFlingSpeed) }
            expectDrivenSafely(pager)
        }

        @Test("pages per fling", arguments: Hostile.ints + [2, 100, 1_000_001])
        func pagesPerFling(_ value: Int) {
            let pager = pager { $0.snapping.maximumPagesPerFling = value }
            let pages = pager.configuration.snapping.maximumPagesPerFling
            #expect((1...PageSnapping.largestPagesPerFling).contains(pages))
            if (1...PageSnapping.largestPagesPerFling).contains(value) { #expect(pages == value) }
            #expect(PageSnapping(maximumPagesPerFling: value).maximumPagesPerFling == pages)
            // A fast fling, released at once.
            expectDrivenSafely(pager)
            let long = pager
            let result = Hostile.dragFlingSettleAndDraw(long, distance: 380, start: 200)
            #expect(result.settled && result.finite)
        }

        /// Springs with one hostile coefficient each, raw and from a damping ratio.
        static var springs: [SpringDescription] {
            Hostile.doubles.flatMap { value in
                [SpringDescription(mass: value, stiffness: 500, damping: 31.6),
                 SpringDescription(mass: 0.5, stiffness: value, damping: 31.6),
                 SpringDescription(mass: 0.5, stiffness: 500, damping: value),
                 SpringDescription(dampingRatio: value, mass: 0.5, stiffness: 500),
                 SpringDescription(dampingRatio: 1, mass: value, stiffness: value),
                 SpringDescription(response: value, dampingRatio: value)]
            }
        }

        @Test("the settle spring", arguments: springs)
        func settleSpring(_ spring: SpringDescription) {
            #expect(SpringDescription.massRange.contains(spring.mass))
            #expect(SpringDescription.stiffnessRange.contains(spring.stiffness))
            #expect(SpringDescription.dampingRange.contains(spring.damping))
            let pager = pager { $0.spring = spring }
            #expect(pager.configuration.spring.comesToRest)
            if !spring.comesToRest { #expect(pager.configuration.spring == .pageSnap) }
            #expect(pager.configuration.maximumReleaseSpeed.isFinite)
            expectDrivenSafely(pager)
            pager.moveToPage(at: 0, animation: .spring(response: spring.response, dampingRatio: spring.dampingRatio),
                             at: 300)
            pager.advance(to: 400)
            #expect(pager.isSettled)
            #expect(pager.currentPage == 0)
        }

        @Test("a spring's coefficients set one by one", arguments: Hostile.doubles)
        func springProperties(_ value: Double) {
            var spring = SpringDescription.pageSnap
            spring.mass = value
            spring.stiffness = value
            spring.damping = value
            #expect(SpringDescription.massRange.contains(spring.mass))
            #expect(SpringDescription.stiffnessRange.contains(spring.stiffness))
            #expect(SpringDescription.dampingRange.contains(spring.damping))
            if value.isNaN { #expect(spring == SpringDescription(mass: 1, stiffness: 0, damping: 0)) }
        }

        @Test("a timed move of any duration and curve", arguments: Hostile.doubles)
        func timedMove(_ value: Double) {
            let pager = pager { _ in }
            let curve = TimingCurve(x1: value, y1: value, x2: value, y2: value)
            #expect(curve.x1.isFinite && curve.y1.isFinite && curve.x2.isFinite && curve.y2.isFinite)
            pager.moveToPage(at: 4, animation: .timing(curve, duration: min(value, 30)), at: 1)
            var time = 1.0
            while !pager.isSettled && time < 100 {
                time += 1.0 / 60
                pager.advance(to: time)
                #expect(pager.position.isFinite)
            }
            #expect(pager.currentPage == 4)
        }
    }
}
