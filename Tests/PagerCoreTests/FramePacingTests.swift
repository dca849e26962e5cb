import Testing
@testable import PagerCore

/// Frames while something moves come on a grid one refresh apart, on a clock that counts whole
/// milliseconds (SDL's) and with wake-ups that come late, as a window loop sees them.
@Suite(.tags(.unit))
struct FramePacingTests {
    static let interval = 1.0 / 60

    /// A window loop on a millisecond clock: it sleeps until the deadline rounded up to whole
    /// milliseconds (as the event pump waits), wakes `lateness(frame)` milliseconds after that,
    /// draws when the pacing says so, and drawing takes `cost` milliseconds. Returns the times
    /// (milliseconds) of the first `frames` frames drawn, and of every turn.
    static func run(frames: Int, cost: Int = 1, lateness: (Int) -> Int = { _ in 0 },
                    moves: [Int] = []) -> (presents: [Int], latencies: [Int]) {
        var pacing = FramePacing()
        var tick = 0
        var presents: [Int] = []
        var latencies: [Int] = []
        var pendingMoves = moves[...]
        var waiting: [Int] = []
        while presents.count < frames {
            let deadline = pacing.nextFrameTime(interval: interval)
            var wake = deadline == -.infinity ? tick : Int((deadline * 1000).rounded(.up))
            wake = max(wake, tick) + lateness(presents.count)
            // A move that arrives first wakes the loop at once.
            if let move = pendingMoves.first, move < wake { wake = max(move, tick) }
            tick = wake
            while let move = pendingMoves.first, move <= tick { waiting.append(move); pendingMoves.removeFirst() }
            let time = Double(tick) / 1000
            if pacing.isDue(at: time, interval: interval) {
                presents.append(tick)
                pacing.framePresented(at: time, interval: interval)
                tick += cost
                latencies += waiting.map { tick - $0 }
                waiting = []
            }
        }
        return (presents, latencies)
    }

    /// The old rule, one interval after the last frame drawn, for comparison.
    static func runOneIntervalAfterTheLast(frames: Int, cost: Int = 1) -> [Int] {
        var last = -Double.infinity
        var tick = 0
        var presents: [Int] = []
        while presents.count < frames {
            let deadline = last + interval
            tick = deadline == -.infinity ? tick : max(tick, Int((deadline * 1000).rounded(.up)))
            let time = Double(tick) / 1000
            if time - last >= interval * 0.9 {
                presents.append(tick)
                last = time
                tick += cost
            }
        }
        return presents
    }

    /// 601 frames at 60 Hz take 10 s on the grid, each 16 or 17 ms after the last; one interval
    /// after the last frame drawn, every frame slips to 17 ms and 10 s become 10.2.
    @Test func framesKeepTheRefreshGridOnAMillisecondClock() {
        let presents = Self.run(frames: 601).presents
        #expect(abs(presents[600] - presents[0] - 10_000) <= 1)
        let gaps = zip(presents.dropFirst(), presents).map { $0 - $1 }
        #expect(gaps.allSatisfy { $0 == 16 || $0 == 17 })
        let old = Self.runOneIntervalAfterTheLast(frames: 601)
        #expect(old[600] - old[0] == 10_200)
    }

    /// A wake-up that comes late (a busy machine) does not delay the frames after it.
    @Test func aLateWakeUpDoesNotDelayTheNextFrames() {
        let presents = Self.run(frames: 121, lateness: { $0 % 10 == 5 ? 6 : 0 }).presents
        #expect(abs(presents[120] - presents[0] - 2_000) <= 1)
        let gaps = zip(presents.dropFirst(), presents).map { $0 - $1 }
        #expect(gaps.max()! <= 17 + 6 && gaps.min()! >= 10)
    }

    /// A 125 Hz drag: every move shows within one refresh plus the frame's cost and the clock's
    /// millisecond, however the moves fall against the frames.
    @Test func aMoveShowsWithinOneRefreshAndTheFramesCost() {
        for phase in 0..<8 {
            let moves = (0..<400).map { 3 + phase + 8 * $0 }
            let latencies = Self.run(frames: 190, cost: 1, moves: moves).latencies
            #expect(latencies.count > 300)
            #expect(latencies.max()! <= 17 + 1, "phase \(phase): \(latencies.max()!) ms")
        }
    }

    /// After a pause the next frame is drawn at once, and the grid starts there.
    @Test func aPauseStartsTheGridAgainAtTheNextFrame() {
        var pacing = FramePacing()
        pacing.framePresented(at: 1.0, interval: Self.interval)
        #expect(pacing.isDue(at: 5.0, interval: Self.interval))
        pacing.framePresented(at: 5.0, interval: Self.interval)
        #expect(pacing.lastFrameSlot == 5.0)
        #expect(abs(pacing.nextFrameTime(interval: Self.interval) - (5.0 + Self.interval)) < 1e-12)
    }

    /// A frame drawn more than half an interval late starts the grid again, so the next frame
    /// does not follow it after a fraction of a refresh.
    @Test func aLongFrameStartsTheGridAgainRatherThanBunching() {
        var pacing = FramePacing()
        pacing.framePresented(at: 1.0, interval: Self.interval)
        let late = 1.0 + Self.interval * 1.8
        pacing.framePresented(at: late, interval: Self.interval)
        #expect(pacing.lastFrameSlot == late)
        #expect(!pacing.isDue(at: late + Self.interval * 0.5, interval: Self.interval))
        // A little late keeps the grid.
        var kept = FramePacing()
        kept.framePresented(at: 1.0, interval: Self.interval)
        kept.framePresented(at: 1.0 + Self.interval * 1.3, interval: Self.interval)
        #expect(abs(kept.lastFrameSlot - (1.0 + Self.interval)) < 1e-12)
    }

    /// Input that wakes the loop just before the deadline is drawn then; earlier, it waits.
    @Test func aFrameJustBeforeItsSlotIsDrawnThen() {
        var pacing = FramePacing()
        pacing.framePresented(at: 1.0, interval: Self.interval)
        #expect(pacing.isDue(at: 1.0 + Self.interval * 0.95, interval: Self.interval))
        #expect(!pacing.isDue(at: 1.0 + Self.interval * 0.8, interval: Self.interval))
        pacing.framePresented(at: 1.0 + Self.interval * 0.95, interval: Self.interval)
        #expect(abs(pacing.lastFrameSlot - (1.0 + Self.interval)) < 1e-12)
    }
}
