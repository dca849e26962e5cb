import Foundation
import Glibc
import Testing

/// The watched `--config` of a window is read and parsed off the loop: a FIFO put in its place
/// is not read at all (one line, the window keeps its content and keeps running), and a large
/// config that takes long to parse does not stop the drawing. SIGTERM ends the window within a
/// second meanwhile. On an X server of its own.
@Suite(.tags(.process, .display, .slow), .serialized) struct WatchedConfigStallTests {
    @Test(.enabled(if: PrivateXServer.available, "needs Xvfb (scripts/setup --test)"))
    func aConfigReplacedByAFIFOIsNotReadAndSIGTERMStillEndsTheWindowAtOnce() throws {
        let server = try PrivateXServer()
        defer { server.stop() }
        let scratch = try Scratch()
        let config = try scratch.write("live.json", LiveContentRunTests.pagerConfig(["A", "B", "C"]))
        let script = try scratch.write("w.script", "100 key Right\n300 screenshot \(scratch.path("ready.png"))\n60000 key Right\n")
        let demo = try SpawnedDemo(["--config", config, "--script", script, "--state", scratch.path("state.json"),
                                    "--trace", scratch.path("t.jsonl")], scratch: scratch, environment: server.environment)
        try #require(SpawnedDemo.poll(timeout: 20) { scratch.exists("ready.png") }, "the window runs: \(demo.stderrSoFar)")
        // A FIFO renamed over the config: nobody ever writes to it.
        let fifo = scratch.path("next.fifo")
        #expect(mkfifo(fifo, 0o600) == 0)
        #expect(rename(fifo, config) == 0)
        let reported = SpawnedDemo.poll(timeout: 5) { demo.stderrSoFar.contains("not a regular file") }
        #expect(reported, "the FIFO was reported, not read: \(demo.stderrSoFar)")
        let line = demo.stderrSoFar.split(separator: "\n").first ?? ""
        #expect(line == "pager-demo: \(config): is a FIFO, not a regular file (not applied; the window keeps its content)",
                "\(line)")
        let sent = Date()
        demo.signal(SIGTERM)
        let outcome = try #require(demo.wait(timeout: 15), "ended")
        let took = Date().timeIntervalSince(sent)
        #expect(took < 1, "SIGTERM ended the window in \(took) s")
        #expect(outcome.ending == .exited(0), "\(outcome.ending): \(outcome.stderr)")
        #expect(try TraceLine.read(scratch.path("t.jsonl")).last?.page == 1, "the window kept its content")
        #expect(scratch.exists("state.json"))
    }

    /// A config of about 15 MB (270,000 pages) whose last page does not parse: the
    /// reload takes seconds, all of it off the loop, so the pages the script keeps moving are
    /// drawn throughout, and the failure is the usual one line.
    @Test(.enabled(if: PrivateXServer.available, "needs Xvfb (scripts/setup --test)"))
    func aLargeReloadDoesNotStopTheDrawing() throws {
        let server = try PrivateXServer()
        defer { server.stop() }
        let scratch = try Scratch()
        let config = try scratch.write("live.json", LiveContentRunTests.pagerConfig(["A", "B", "C"]))
        // Right and Left in turn every 200 ms for a minute: the pages are always moving.
        var lines = ["300 screenshot \(scratch.path("ready.png"))"]
        for step in 0..<300 { lines.append("\(400 + step * 200) key \(step % 2 == 0 ? "Right" : "Left")") }
        let script = try scratch.write("w.script", lines.joined(separator: "\n") + "\n")
        let demo = try SpawnedDemo(["--config", config, "--script", script, "--trace", scratch.path("t.jsonl")],
                                   scratch: scratch, environment: server.environment)
        try #require(SpawnedDemo.poll(timeout: 20) { scratch.exists("ready.png") }, "the window runs: \(demo.stderrSoFar)")
        let page = "{\"title\": \"A page of the large config\", \"color\": \"blue\"}"
        let pages = Array(repeating: page, count: 270_000).joined(separator: ",\n")
        let large = "{\"title\": \"Live\", \"direction\": \"ltr\", \"pages\": [\(pages), {\"title\": \"Z\", \"color\": \"blu\"}]}"
        #expect(large.utf8.count > 14_000_000 && large.utf8.count < 16 << 20)
        try large.write(toFile: config + ".new", atomically: false, encoding: .utf8)
        #expect(rename(config + ".new", config) == 0)
        let renamed = Date()
        #expect(SpawnedDemo.poll(timeout: 50) { demo.stderrSoFar.contains("not applied") }, "the reload ended")
        let reloadMilliseconds = Date().timeIntervalSince(renamed) * 1000
        demo.signal(SIGTERM)
        let outcome = try #require(demo.wait(timeout: 10), "ended")
        #expect(outcome.ending == .exited(0), "\(outcome.ending): \(outcome.stderr)")
        let reports = outcome.stderr.split(separator: "\n")
        #expect(reports.count == 1 && reports[0].contains("live.json:") && reports[0].contains(": pages[270000].color: unknown colour \"blu\""),
                "the reload ran and failed: \(outcome.stderr)")
        let trace = try TraceLine.read(scratch.path("t.jsonl")).filter { $0.t > 400 }
        let gaps = zip(trace, trace.dropFirst()).map { $1.t - $0.t }
        let longest = gaps.max() ?? 0
        #expect(trace.count > 100 && longest < 500, "\(trace.count) frames, the longest gap \(longest) ms")
        // Frames all through the reload, up to its end (a loop blocked in it draws none after the rename).
        let span = (trace.last?.t ?? 0) - (trace.first?.t ?? 0)
        #expect(span > reloadMilliseconds - 500, "frames over \(span) ms of a \(reloadMilliseconds) ms reload")
    }
}
