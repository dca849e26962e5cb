import Foundation
@testable import PagerCore
import ScrollPhysics

/// The numbers an app should never pass, and the motions every component is driven through with
/// them: a drag, a fling, a settle and a draw.
enum Hostile {
    /// NaN, both infinities, a negative, zero, and the largest and smallest finite numbers.
    static let doubles: [Double] = [.nan, .infinity, -.infinity, -1, 0, .greatestFiniteMagnitude,
                                    -.greatestFiniteMagnitude, 1e36, .leastNonzeroMagnitude]
    /// The extremes of `Int`, a negative, and zero.
    static let ints: [Int] = [.max, .min, -1, 0]

    /// Frames with each hostile number in each place.
    static var frames: [Rect] {
        doubles.flatMap { value in
            [Rect(x: 0, y: 0, width: value, height: 300), Rect(x: 0, y: 0, width: 400, height: value),
             Rect(x: value, y: 0, width: 400, height: 300), Rect(x: 0, y: value, width: 400, height: 300)]
        }
    }

    /// Whether every number of `frame` is finite.
    static func isFinite(_ frame: Rect) -> Bool {
        frame.x.isFinite && frame.y.isFinite && frame.width.isFinite && frame.height.isFinite
    }

    /// Drags `pager` by `distance` points over 0.1 s from `start`, lets it go (a fling when
    /// the distance is large), runs it until it settles (at most 120 s of frames) and draws it;
    /// returns whether it came to rest, and whether every page frame drawn was finite.
    @discardableResult
    static func dragFlingSettleAndDraw(_ pager: PagedView, distance: Double = -300, start: Double = 1)
        -> (settled: Bool, finite: Bool) {
        let frame = pager.frame
        let from = Point(x: frame.midX.isFinite ? frame.midX : 0, y: frame.midY.isFinite ? frame.midY : 0)
        _ = pager.handle(InputEvent(.pointerDown(from), at: start))
        for step in 1...6 {
            let point = Point(x: from.x + distance * Double(step) / 6, y: from.y)
            _ = pager.handle(InputEvent(.pointerMove(point), at: start + 0.1 * Double(step) / 6))
            pager.advance(to: start + 0.1 * Double(step) / 6)
        }
        _ = pager.handle(InputEvent(.pointerUp(Point(x: from.x + distance, y: from.y)), at: start + 0.1))
        var time = start + 0.1
        while !pager.isSettled && time < start + 120 {
            time += 1.0 / 60
            pager.advance(to: time)
        }
        var finite = pager.position.isFinite
        var list = DrawList()
        pager.drawShownPages(into: &list) { _, pageFrame, list in
            finite = finite && isFinite(pageFrame)
            list.fill(pageFrame, Color.white)
        }
        return (pager.isSettled, finite)
    }
}

extension Hostile {
    /// A header collapsed to its bar over a list of 100 rows in a `viewport`-point window,
    /// flung at `speed` points per second towards its bottom from 10 pt above it and run until
    /// it rests (at most 240 s of frames: each phase is bounded by a minute), then drawn.
    /// Returns whether it came to rest and whether every number it showed was finite.
    static func flingListToItsEnd(configuration: NestedScrollCoordinator.Configuration, viewport: Double = 600,
                                  speed: Double = 8000) -> (settled: Bool, finite: Bool) {
        let header = CollapsingHeader(title: "T")
        let list = ListView(rowCount: 100, rowHeight: 60) { ListRow(title: "Row \($0)", subtitle: nil) }
        let coordinator = NestedScrollCoordinator(header: header, list: list, configuration: configuration)
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
        coordinator.endDrag(velocityY: -speed, at: 0.01)
        var finite = true
        var time = 0.01
        while coordinator.isMoving && time < 240 {
            time += 1.0 / 60
            coordinator.advance(to: time)
            layout()
            finite = finite && list.offset.isFinite && header.height.isFinite && coordinator.velocity.isFinite
        }
        var drawn = DrawList()
        header.draw(into: &drawn, measurer: FixedWidthTextMeasurer(), theme: Theme())
        list.draw(into: &drawn, measurer: FixedWidthTextMeasurer(), theme: Theme())
        return (!coordinator.isMoving, finite)
    }
}

extension Hostile {
    /// Runs `body` on a thread of its own and waits at most `seconds` for it: whether it
    /// returned by then. A computation that never ends fails the test instead of hanging the
    /// suite (its thread is left spinning until the process exits).
    static func returns(within seconds: Double, _ body: @escaping @Sendable () -> Void) -> Bool {
        let done = DispatchSemaphore(value: 0)
        Thread.detachNewThread {
            body()
            done.signal()
        }
        return done.wait(timeout: .now() + seconds) == .success
    }

    /// What the thread of ``returns(within:_:)`` found, read once it has signalled.
    final class Found<Value>: @unchecked Sendable {
        private let lock = NSLock()
        private var stored: Value?
        func set(_ value: Value) { lock.withLock { stored = value } }
        var value: Value? { lock.withLock { stored } }
    }
}
