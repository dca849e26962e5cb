import Testing
@testable import PagerCore

/// The same gesture at 30, 60 and 144 frames per second ends in the same state: every motion is
/// evaluated in closed form at absolute times, and phases hand over at computed times.
@Suite(.tags(.unit))
struct FrameRateIndependenceTests {
    struct Outcome {
        var header: Double
        var list: Double
        var settled: Double
    }

    /// A drag of `dy` points over 0.2 s, pointer events on every frame, released at 0.2 s with
    /// `velocityY`, then frames until everything has settled.
    private func run(fps: Double, setUp: (ScrollScreen) -> Void, dy: Double, velocityY: Double) -> Outcome {
        let screen = ScrollScreen()
        setUp(screen)
        screen.layout()
        let duration = 0.2
        let coordinator = screen.coordinator
        coordinator.press(at: 0)
        coordinator.beginDrag(at: 0)
        var travelled = 0.0
        var frame = 1
        while Double(frame) / fps < duration {
            let time = Double(frame) / fps
            let target = dy * time / duration
            coordinator.drag(by: target - travelled, at: time)
            travelled = target
            screen.advance(to: time)
            frame += 1
        }
        coordinator.drag(by: dy - travelled, at: duration)
        coordinator.endDrag(velocityY: velocityY, at: duration)
        let settled = screen.runUntilSettled(from: duration, fps: fps)
        return Outcome(header: screen.header.height, list: screen.coordinator.listOffset, settled: settled)
    }

    private func expectSame(setUp: (ScrollScreen) -> Void, dy: Double, velocityY: Double) {
        let outcomes = [30.0, 60.0, 144.0].map { run(fps: $0, setUp: setUp, dy: dy, velocityY: velocityY) }
        for outcome in outcomes.dropFirst() {
            #expect(abs(outcome.header - outcomes[0].header) <= 0.5)
            #expect(abs(outcome.list - outcomes[0].list) <= 0.5)
            #expect(abs(outcome.settled - outcomes[0].settled) <= 1.0 / 30)
        }
        #expect(outcomes[0].settled.isFinite)
    }

    /// Header fling → hand-off → list fling that dies inside the list.
    @Test func anUpwardFlingAcrossTheHandOff() {
        expectSame(setUp: { _ in }, dy: -50, velocityY: -2500)
    }

    /// List fling → header fling → bounce at the top.
    @Test func aDownwardFlingAcrossTheHandOffIntoABounce() {
        expectSame(setUp: { screen in
            screen.header.setCollapse(106)
            screen.list.scroll(to: 600)
        }, dy: 50, velocityY: 3000)
    }

    /// A half-way release that snaps.
    @Test func aSnap() {
        expectSame(setUp: { _ in }, dy: -60, velocityY: 0)
    }

    /// A fling into the bottom bounce.
    @Test func aFlingIntoTheBottom() {
        expectSame(setUp: { screen in
            screen.header.setCollapse(106)
            screen.list.scroll(to: 4500)
        }, dy: -50, velocityY: -4000)
    }
}
