import Testing
@testable import PagerCore
import ScrollPhysics

/// The zoom's value, frame by frame against its formulas: the pinch's focal point, the band,
/// the springs back, the pan's hand-off rest.
@Suite(.tags(.unit))
struct ZoomMotionTests {
    /// A 1000 x 750 photo fitted in a 1000 x 800 page, zooming to 4x.
    private func motion() -> ZoomMotion {
        ZoomMotion(geometry: ZoomGeometry(viewport: Size(width: 1000, height: 800), content: Size(width: 1000, height: 750)))
    }

    @Test func aPinchKeepsTheContentPointUnderTheFingersCentre() {
        var zoom = motion()
        let start = Point(x: 120, y: -60)
        zoom.beginPinch(at: start, at: 0)
        // The content point under the start: q = (c - o) / s with o = 0, s = 1.
        let q = start
        for (index, factor) in [1.2, 1.7, 2.3, 3.1].enumerated() {
            let centre = Point(x: 120 + Double(index) * 15, y: -60 - Double(index) * 9)
            zoom.pinch(centre: centre, factor: factor, at: Double(index) / 60)
            #expect(abs(zoom.scale - factor) < 1e-12, "inside the band the scale is the fingers' ratio")
            let shown = Point(x: zoom.offset.x + zoom.scale * q.x, y: zoom.offset.y + zoom.scale * q.y)
            #expect(abs(shown.x - centre.x) < 1e-9 && abs(shown.y - centre.y) < 1e-9, "focal point at \(factor)")
        }
    }

    @Test func pastTheMaximumTheScaleIsRubberBandedInLogScale() {
        var zoom = motion()
        zoom.beginPinch(at: Point(x: 0, y: 0), at: 0)
        zoom.pinch(centre: Point(x: 0, y: 0), factor: 8, at: 0.1)
        let expected = 4 * Math.exp(RubberBand.offset(forOvershoot: Math.log(8) - Math.log(4),
                                                      dimension: ZoomMotion.scaleBandLength))
        #expect(abs(zoom.scale - expected) < 1e-12)
        #expect(zoom.scale > 4 && zoom.scale < 8)
        zoom.pinch(centre: Point(x: 0, y: 0), factor: 1e9, at: 0.2)
        #expect(zoom.scale < 8, "never past twice the maximum")
    }

    @Test func aPinchBelowFitSpringsBackToFitAndComesToRest() {
        var zoom = motion()
        zoom.beginPinch(at: Point(x: 50, y: 0), at: 0)
        zoom.pinch(centre: Point(x: 50, y: 0), factor: 0.5, at: 0.1)
        #expect(zoom.scale < 1 && zoom.scale > 0.5)
        zoom.endPinch(at: 0.1)
        #expect(zoom.isMoving)
        // Frame-rate independent: read at 30 and 144 fps, the same values at the same times.
        var other = zoom
        for frame in 1...60 { zoom.advance(to: 0.1 + Double(frame) / 30) }
        for frame in 1...288 { other.advance(to: 0.1 + Double(frame) / 144) }
        #expect(!zoom.isMoving && !other.isMoving)
        #expect(zoom.scale == 1 && other.scale == 1)
        #expect(zoom.offset == Point(x: 0, y: 0))
    }

    @Test func aPanStopsAtTheEdgeAndReturnsTheRestAlongTheHandOffAxis() {
        var zoom = motion()
        zoom.zoom(to: 2, about: Point(x: 0, y: 0), animated: false, at: 0)
        // At 2x the photo is 2000 wide: its centre may be 500 either side of the page's.
        #expect(zoom.geometry.horizontalRange(at: 2) == -500...500)
        zoom.beginPan(at: 0)
        var rest = zoom.pan(dx: 450, dy: 0, at: 0.016)
        #expect(rest.dx == 0 && zoom.offset.x == 450)
        rest = zoom.pan(dx: 80, dy: 0, at: 0.032)
        #expect(zoom.offset.x == 500)
        #expect(rest.dx == 30, "what went past the edge is handed on")
        // Vertically (not the pages' axis) it rubber-bands instead: 750 x 2 - 800 = 700, half 350.
        rest = zoom.pan(dx: 0, dy: 400, at: 0.048)
        #expect(rest.dy == 0)
        let banded = 350 + RubberBand.offset(forOvershoot: 50, dimension: 800)
        #expect(abs(zoom.offset.y - banded) < 1e-9)
    }

    @Test func aDoubleTapZoomsToTwoAndAHalfAboutThePointAndBack() {
        var zoom = motion()
        let zoomedIn = zoom.toggle(about: Point(x: 100, y: 40), at: 0)
        #expect(zoomedIn)
        zoom.advance(to: 5)
        #expect(zoom.scale == 2.5)
        // The tapped point stays where it was: o = p - s·p.
        #expect(abs(zoom.offset.x - (100 - 2.5 * 100)) < 1e-9)
        let zoomedOut = zoom.toggle(about: Point(x: 0, y: 0), at: 5)
        #expect(zoomedOut)
        zoom.advance(to: 10)
        #expect(zoom.scale == 1 && zoom.offset == Point(x: 0, y: 0))
    }

    @Test func theMaximumIsWhereOneImagePixelCoversOneScreenPixel() {
        let max = ZoomGeometry.maximumScale(imagePixels: Size(width: 2000, height: 1500),
                                            frame: Size(width: 1000, height: 750), pixelScale: 1)
        #expect(max == 2)
        #expect(ZoomGeometry.maximumScale(imagePixels: Size(width: 8000, height: 6000),
                                          frame: Size(width: 1000, height: 750), pixelScale: 1) == 4)
        #expect(ZoomGeometry.maximumScale(imagePixels: Size(width: 500, height: 375),
                                          frame: Size(width: 1000, height: 750), pixelScale: 1) == 1)
    }
}
