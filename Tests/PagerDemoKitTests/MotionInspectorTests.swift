import PagerCore
import PagerDemoKit
import Testing

/// The inspector's one frame rate: the mean interval of the frames recorded lately.
@Suite(.tags(.unit))
struct MotionInspectorTests {
    /// Frames at 120 Hz after three idle seconds: the sleep is not averaged into the rate.
    @Test func rateRestartsAfterTheLoopSlept() throws {
        var inspector = MotionInspector()
        inspector.record(at: 0, position: 0, velocity: 0)
        for k in 0...30 { inspector.record(at: 3 + Double(k) / 120, position: 0, velocity: 1) }
        let rate = try #require(inspector.frameRate)
        #expect(abs(rate.framesPerSecond - 120) < 1e-6)
        #expect(abs(rate.interval * rate.framesPerSecond - 1) < 1e-12, "one figure, two spellings")
    }

    /// Uneven frames (a dropped one): the rate is frames over time, and the line says so once.
    @Test func summaryShowsOneConsistentRate() {
        var inspector = MotionInspector()
        for time in [0.0, 0.0167, 0.0333, 0.0667, 0.0833] { inspector.record(at: time, position: 0, velocity: 0) }
        let line = inspector.summaryLines[0]
        #expect(line == "48 fps   20.8 ms between frames", "\(line)")
        inspector.isIdle = true
        #expect(inspector.frameRate == nil)
        #expect(inspector.summaryLines[0] == "idle: nothing moves")
    }

    /// The dock leaves the margin on every side and keeps to the content area's bottom.
    @Test func docksAtTheBottomOfTheContent() throws {
        let content = Rect(x: 0, y: 198, width: 320, height: 233)
        let frame = try #require(MotionInspector.dockedFrame(in: content))
        #expect(frame == Rect(x: 8, y: 431 - 8 - 180, width: 304, height: 180))
        #expect(MotionInspector.dockedFrame(in: Rect(x: 0, y: 0, width: 320, height: 60)) == nil)
    }
}
