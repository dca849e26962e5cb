import Foundation
@testable import PagerCore
import ScrollPhysics
import Testing

/// A list's bounce past an end swings at most one viewport, whatever the viewport: in a 1 pt
/// window the 5000 pt/s cap alone swung it 130 viewports past its end.
@Suite(.tags(.unit))
struct ListBounceBoundsTests {
    /// A header collapsed to its bar and a list `viewport` points tall, flung at 8000 pt/s
    /// towards its bottom from 10 pt above it; returns the furthest overscroll seen.
    private func furthestOverscroll(viewport: Double) -> (furthest: Double, coordinator: NestedScrollCoordinator) {
        let header = CollapsingHeader(title: "T")
        let list = ListView(rowCount: 100, rowHeight: 60) { ListRow(title: "Row \($0)", subtitle: nil) }
        let coordinator = NestedScrollCoordinator(header: header, list: list)
        header.setCollapse(header.collapseRange)
        func layout() {
            header.origin = .zero
            header.width = 400
            coordinator.layout(list, visibleFrame: Rect(x: 0, y: header.frame.maxY, width: 400, height: viewport))
        }
        layout()
        list.scroll(to: list.position.maxOffset - 10)
        layout()
        coordinator.press(at: 0)
        coordinator.beginDrag(at: 0)
        coordinator.drag(by: -1, at: 0.01)
        coordinator.endDrag(velocityY: -8000, at: 0.01)
        var furthest = 0.0
        var time = 0.01
        while coordinator.isMoving && time < 10 {
            time += 1.0 / 240
            coordinator.advance(to: time)
            layout()
            furthest = max(furthest, list.position.overscroll)
        }
        return (furthest, coordinator)
    }

    @Test func aOnePointListSwingsAtMostOneViewportPastItsEnd() {
        let (furthest, coordinator) = furthestOverscroll(viewport: 1)
        #expect(furthest > 0, "the fling does bounce")
        #expect(furthest <= 1 + 1e-9, "\(furthest) pt past the end of a 1 pt viewport")
        #expect(!coordinator.isMoving)
    }

    @Test func aTallListBouncesAsItAlwaysDid() {
        // 708 pt: the 5000 pt/s cap is the smaller, so the bounce is the spring at 5000 pt/s
        // from where the fling met the end.
        let (furthest, _) = furthestOverscroll(viewport: 708)
        let bounce = SpringSimulation(spring: NestedScrollCoordinator.Configuration().bounceSpring, startPosition: 0, target: 0,
                                      velocity: 5000, tolerance: .points)
        #expect(isClose(furthest, bounce.largestDisplacement, 0.5), "\(furthest) against \(bounce.largestDisplacement)")
        #expect(bounce.largestDisplacement > 100)
    }
}
