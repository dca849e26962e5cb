import Foundation
import PagerCore
import Testing
@testable import PagerDemoKit

/// Drawing writes nothing: a scene drawn twice a frame, or never, goes through the same states;
/// and the frame driver advances the whole scene once a frame, not once for every move of a
/// gesture.
@Suite(.tags(.unit))
struct PureDrawTests {
    /// A feed whose second list is shorter than the first, so a row cursor left past its end
    /// has to be kept inside it.
    static let twoLists = """
        {"title": "Two lists", "screens": [{"kind": "feed", "title": "Feed", "pages": [
          {"title": "Long", "rows": ["A1","A2","A3","A4","A5","A6","A7","A8","A9","A10","A11","A12"]},
          {"title": "Short", "rows": ["B1","B2","B3"]}]}]}
        """

    static func app(_ text: String) throws -> DemoApp {
        let app = DemoApp(config: try DemoConfig.parse(text, source: "test.json"), measurer: FixedWidthTextMeasurer())
        app.resize(to: Size(width: 400, height: 700))
        return app
    }

    /// Keys at 60 Hz frames: focus the list, its last row, the next page (shorter), then Up.
    /// One copy draws every frame twice; the other never draws (and is not asked for its tree or
    /// focus ring, which would read the same state) until the end. Every frame they agree on the
    /// trace, and in the end on the tree, the focus ring and the drawing.
    @Test func drawingTwiceOrNeverLeavesTheSameStates() throws {
        let drawn = try Self.app(Self.twoLists), undrawn = try Self.app(Self.twoLists)
        let drawnDriver = FrameDriver(scene: drawn), undrawnDriver = FrameDriver(scene: undrawn)
        let keys: [(Double, Key)] = [(0.1, .tab), (0.2, .tab), (0.3, .end), (0.4, .right), (1.5, .up)]
        var pending = keys[...]
        for frame in 0...120 {
            let time = Double(frame) / 60
            while let (at, key) = pending.first, at <= time {
                for driver in [drawnDriver, undrawnDriver] as [FrameDriver<DemoApp>] {
                    driver.deliver(InputEvent(.key(key, []), at: at))
                }
                pending.removeFirst()
            }
            drawnDriver.frame(at: time)
            var again = DrawList()
            drawn.draw(into: &again)
            #expect(again.commands == drawnDriver.drawList.commands, "frame \(frame) drawn again")
            undrawnDriver.advance(to: time)
            #expect(drawn.traceState == undrawn.traceState, "frame \(frame)")
        }
        #expect(drawn.focusRingFrame == undrawn.focusRingFrame)
        #expect(drawn.elementTree() == undrawn.elementTree())
        // Up from the short list's last row (the cursor kept inside it) selects its second row.
        func lists(in node: ElementNode) -> [ElementNode] {
            (node.role == "list" ? [node] : []) + node.children.flatMap(lists(in:))
        }
        let rows = try #require(lists(in: drawn.elementTree()).first).children
        #expect(rows.count >= 2)
        if rows.count >= 2 { #expect(drawn.focusRingFrame?.midY == rows[1].frame.midY) }
        var last = DrawList()
        undrawn.draw(into: &last)
        #expect(last.commands == drawnDriver.drawList.commands)
    }

    /// The F2 inspector samples frames when the driver is about to draw them, not when the scene
    /// is drawn: a draw between frames adds no sample.
    @Test func theInspectorSamplesFramesNotDraws() throws {
        let app = try Self.app(Self.twoLists)
        let driver = FrameDriver(scene: app)
        driver.deliver(InputEvent(.key(.f2, []), at: 0))
        for frame in 1...10 { driver.frame(at: Double(frame) / 60) }
        let samples = app.inspector?.history.count ?? 0
        #expect(samples == 10)
        driver.deliver(InputEvent(.key(.right, []), at: 0.2))
        var list = DrawList()
        app.draw(into: &list)
        app.draw(into: &list)
        #expect(app.inspector?.history.count == samples)
        driver.frame(at: 0.25)
        #expect(app.inspector?.history.count == samples + 1)
    }

    /// A one-second drag across the pages with a 125 Hz mouse (a move every 8 ms) at 60 frames a
    /// second: the scene is advanced once a frame plus once for the press and once for the
    /// release, not once more for each of the 125 moves; and every frame's trace is the one a
    /// driver that advanced the scene before each move gives.
    @Test func movesOfAGestureAdvanceTheSceneOnceAFrame() throws {
        let text = try String(contentsOf: DemoDriver.assets.appendingPathComponent("demo.json"), encoding: .utf8)
        func events() -> [InputEvent] {
            var events = [InputEvent(.pointerDown(Point(x: 400, y: 400)), at: 0.5)]
            for k in 1...125 {
                events.append(InputEvent(.pointerMove(Point(x: 400 - 2.4 * Double(k), y: 400)), at: 0.5 + 0.008 * Double(k)))
            }
            events.append(InputEvent(.pointerUp(Point(x: 100, y: 400)), at: 1.5))
            return events
        }
        func run(advancingBeforeEachEvent: Bool) throws -> (traces: [TraceState], advances: Int, frames: Int) {
            let app = DemoApp(config: try DemoConfig.parse(text, source: "demo.json"), measurer: FixedWidthTextMeasurer())
            app.resize(to: Size(width: 480, height: 800))
            let driver = FrameDriver(scene: app)
            var pending = events()[...]
            var traces: [TraceState] = []
            var frames = 0, advances = 0
            for frame in 0...150 {
                let time = Double(frame) / 60
                while let event = pending.first, event.time <= time {
                    if advancingBeforeEachEvent { driver.advance(to: event.time) }
                    let before = driver.sceneAdvances
                    driver.deliver(event)
                    advances += driver.sceneAdvances - before
                    pending.removeFirst()
                }
                let before = driver.sceneAdvances
                driver.frame(at: time)
                advances += driver.sceneAdvances - before
                frames += 1
                traces.append(app.traceState)
            }
            #expect(pending.isEmpty)
            return (traces, advances, frames)
        }
        let coalesced = try run(advancingBeforeEachEvent: false)
        let eager = try run(advancingBeforeEachEvent: true)
        #expect(coalesced.frames == 151)
        #expect(coalesced.advances == coalesced.frames + 2, "one a frame, the press, the release")
        #expect(coalesced.traces == eager.traces)
        #expect(coalesced.traces.last?.screen == 1 && coalesced.traces.last?.page == 1, "the drag turned the page")
    }
}
