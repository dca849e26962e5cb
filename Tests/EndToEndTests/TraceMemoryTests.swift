import Foundation
import Testing

/// The trace is streamed to its file as frames happen: a long run needs no more memory than a
/// short one. (It was held in memory to the end, about two bytes of memory per byte of trace:
/// one `86400000 key Right` at `--fps 1000` wanted 10 GB.)
@Suite(.tags(.process)) struct TraceMemoryTests {
    func peakKilobytes(frames: Int, scratch: Scratch) throws -> (Int, Int) {
        let script = try scratch.write("run-\(frames).script", "\(frames) key Right\n")
        let trace = scratch.path("run-\(frames).jsonl")
        let demo = try SpawnedDemo(["--headless", "--fps", "1000", "--script", script, "--trace", trace], scratch: scratch)
        let outcome = try #require(demo.wait(timeout: 120), "the run did not end")
        #expect(outcome.ending == .exited(0), "\(outcome.stderr)")
        let size = try FileManager.default.attributesOfItem(atPath: trace)[.size] as? Int ?? 0
        return (outcome.peakKilobytes, size)
    }

    @Test func peakMemoryDoesNotGrowWithTheRun() throws {
        let scratch = try Scratch()
        let (short, _) = try peakKilobytes(frames: 100, scratch: scratch)
        // 60 s of simulated time at 1000 fps: 60,000 frames, about 6 MB of trace.
        let (long, traceBytes) = try peakKilobytes(frames: 60_000, scratch: scratch)
        #expect(traceBytes > 5_000_000, "the long run's trace: \(traceBytes) bytes")
        #expect(long - short < 4 * 1024, "peak RSS \(short) KB for 100 frames, \(long) KB for 60,000")
    }
}
