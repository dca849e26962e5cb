import PagerCore
import Testing
@testable import PagerDemoKit

@Suite(.tags(.unit))
struct ScriptActionsTests {
    private func actions(_ text: String, frameInterval: Double = 1.0 / 60,
                         pointer: Point = Point(x: -1, y: -1)) throws -> [TimedAction] {
        try Script.parse(text, source: "t.script").actions(frameInterval: frameInterval, initialPointer: pointer)
    }

    private func p(_ x: Double, _ y: Double) -> Point { Point(x: x, y: y) }

    @Test func simpleEventsMapOneToOne() throws {
        #expect(try actions("""
            0 down 1 2
            10 move 3 4
            20 up 5 6
            30 click 7 8
            40 key ctrl+Q
            50 resize 640 480
            60 screenshot a.png
            """) == [
            TimedAction(time: 0, action: .input(.pointerDown(p(1, 2)), []), line: 1),
            TimedAction(time: 0.01, action: .input(.pointerMove(p(3, 4)), []), line: 2),
            TimedAction(time: 0.02, action: .input(.pointerUp(p(5, 6)), []), line: 3),
            TimedAction(time: 0.03, action: .input(.pointerDown(p(7, 8)), []), line: 4),
            TimedAction(time: 0.03, action: .input(.pointerUp(p(7, 8)), []), line: 4),
            TimedAction(time: 0.04, action: .input(.key(.q, .control), .control), line: 5),
            TimedAction(time: 0.05, action: .resize(Size(width: 640, height: 480)), line: 6),
            TimedAction(time: 0.06, action: .screenshot("a.png"), line: 7),
        ])
    }

    /// The same drag at two frame rates: identical first and last actions, moves strictly inside
    /// the drag, evenly spaced one frame apart and on the straight line between the ends.
    @Test(arguments: [1.0 / 30, 1.0 / 144])
    func dragExpandsOneMovePerFrame(frameInterval: Double) throws {
        let result = try actions("100 drag 300 200 20 100 250", frameInterval: frameInterval)
        let start = 0.1, end = 0.35
        #expect(result.first == TimedAction(time: start, action: .input(.pointerDown(p(300, 200)), []), line: 1))
        #expect(Array(result.suffix(2)) == [
            TimedAction(time: end, action: .input(.pointerMove(p(20, 100)), []), line: 1),
            TimedAction(time: end, action: .input(.pointerUp(p(20, 100)), []), line: 1),
        ])
        let moves = result.dropFirst().dropLast(2)
        let expectedCount = Int((0.25 / frameInterval).rounded(.up)) - 1
        #expect(moves.count == expectedCount)
        for (index, move) in moves.enumerated() {
            let k = Double(index + 1)
            #expect(abs(move.time - (start + k * frameInterval)) < 1e-12)
            #expect(move.time < end)
            guard case .input(.pointerMove(let point), []) = move.action else {
                Issue.record("expected a move, found \(move.action)")
                continue
            }
            let fraction = (move.time - start) / 0.25
            #expect(abs(point.x - (300 - 280 * fraction)) < 1e-9)
            #expect(abs(point.y - (200 - 100 * fraction)) < 1e-9)
        }
    }

    @Test func dragFrameCountsAtTwoRates() throws {
        #expect(try actions("0 drag 0 0 10 0 250", frameInterval: 1.0 / 30).count == 1 + 7 + 2)
        #expect(try actions("0 drag 0 0 10 0 250", frameInterval: 1.0 / 144).count == 1 + 35 + 2)
        // 111 frames at 60 fps is 1.85 s, but 111 * (1 / 60) rounds to just below 1.85: that
        // frame is still the end, not one more move a hair before it.
        #expect(try actions("100 drag 0 0 10 0 1850", frameInterval: 1.0 / 60).count == 1 + 110 + 2)
    }

    @Test func verticalDragKeepsItsXExactly() throws {
        for action in try actions("0 drag 123.4 0 123.4 500 300", frameInterval: 1.0 / 144) {
            guard case .input(let kind, _) = action.action else { continue }
            switch kind {
            case .pointerDown(let point), .pointerMove(let point), .pointerUp(let point):
                #expect(point.x == 123.4)
            default: Issue.record("unexpected \(kind)")
            }
        }
    }

    @Test func zeroLengthDragIsDownMoveUpAtOnce() throws {
        #expect(try actions("5 drag 1 2 3 4 0").map(\.time) == [0.005, 0.005, 0.005])
    }

    @Test func farApartEndsStayFinite() throws {
        for action in try actions("0 drag -1e308 0 1e308 0 100") {
            guard case .input(.pointerMove(let point), _) = action.action else { continue }
            #expect(point.x.isFinite)
        }
    }

    @Test func laterEventsInterleaveWithALongDrag() throws {
        let result = try actions("0 drag 0 0 100 0 100\n50 key Tab", frameInterval: 1.0 / 60)
        #expect(result.map(\.time) == result.map(\.time).sorted())
        let keyIndex = try #require(result.firstIndex { $0.line == 2 })
        #expect(result[..<keyIndex].allSatisfy { $0.time <= 0.05 })
        #expect(result[(keyIndex + 1)...].allSatisfy { $0.time > 0.05 - 1e-12 && $0.line == 1 })
        #expect(result[keyIndex - 1].line == 1)
    }

    @Test func wheelWithoutPositionUsesTheLastPointer() throws {
        let result = try actions("""
            0 wheel 0 1
            10 move 5 6
            20 wheel 0 2
            30 wheel 1 0 7 8
            40 wheel 0 3
            """, pointer: Point(x: 50, y: 60))
        #expect(result.map(\.action) == [
            .input(.wheel(dx: 0, dy: 1, at: p(50, 60)), []),
            .input(.pointerMove(p(5, 6)), []),
            .input(.wheel(dx: 0, dy: 2, at: p(5, 6)), []),
            .input(.wheel(dx: 1, dy: 0, at: p(7, 8)), []),
            .input(.wheel(dx: 0, dy: 3, at: p(7, 8)), []),
        ])
    }

    @Test func wheelDuringADragUsesThePointerAtThatTime() throws {
        let result = try actions("0 drag 0 0 100 0 100\n50 wheel 0 1\n100 wheel 0 1", frameInterval: 0.02)
        let wheels = result.compactMap { action -> Point? in
            guard case .input(.wheel(_, _, let at), _) = action.action else { return nil }
            return at
        }
        #expect(wheels == [p(40, 0), p(100, 0)])
    }

    @Test func emptyScriptHasNoActions() throws {
        #expect(try actions("# nothing").isEmpty)
    }
}
