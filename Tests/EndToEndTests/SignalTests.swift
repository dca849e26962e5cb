import Foundation
import Glibc
import Testing

/// A window run ended by a signal: SIGHUP (its terminal closed) saves `--state` and every
/// output as SIGTERM does, and a trace whose reader went away (`--trace - | head`) is an output
/// error, one line and a non-zero exit, that still saves the state. On an X server of its own.
@Suite(.tags(.process, .display, .slow), .serialized) struct SignalTests {
    /// A window on page B (the script's Right), held open by a key far ahead, once its
    /// screenshot says the loop runs and the move has settled.
    static func startOnB(_ extra: [String], scratch: Scratch, environment: [String: String],
                         stdout: String? = nil) throws -> SpawnedDemo {
        let config = try scratch.write("c.json", LiveContentRunTests.pagerConfig(["A", "B", "C"]))
        let script = try scratch.write("w.script", "100 key Right\n1200 screenshot \(scratch.path("ready.png"))\n60000 key Right\n")
        let demo = try SpawnedDemo(["--config", config, "--script", script, "--state", scratch.path("state.json")] + extra,
                                   scratch: scratch, environment: environment, stdout: stdout)
        try #require(SpawnedDemo.poll(timeout: 20) { scratch.exists("ready.png") }, "the window runs: \(demo.stderrSoFar)")
        return demo
    }

    @Test(.enabled(if: PrivateXServer.available, "needs Xvfb (scripts/setup --test)"), arguments: [SIGHUP, SIGTERM, SIGINT])
    func aStopSignalSavesTheStateAndTheOutputs(_ signal: Int32) throws {
        let server = try PrivateXServer()
        defer { server.stop() }
        let scratch = try Scratch()
        let demo = try Self.startOnB(["--trace", scratch.path("t.jsonl"), "--dump-tree", scratch.path("tree.json")],
                                     scratch: scratch, environment: server.environment)
        demo.signal(signal)
        let outcome = try #require(demo.wait(timeout: 10), "ended")
        #expect(outcome.ending == .exited(0), "\(outcome.ending): \(outcome.stderr)")
        #expect(outcome.stderr.isEmpty, "\(outcome.stderr)")
        let state = try String(contentsOfFile: scratch.path("state.json"), encoding: .utf8)
        #expect(state.contains("\"B\""), "the state names page B: \(state)")
        #expect(try TraceLine.read(scratch.path("t.jsonl")).last?.page == 1)
        #expect(scratch.exists("tree.json"))
        let leftovers = try FileManager.default.contentsOfDirectory(atPath: scratch.path("")).filter { $0.hasSuffix(".tmp") }
        #expect(leftovers.isEmpty, "\(leftovers)")
    }

    /// The same in a Wayland session (a weston of the test's own): a hang-up saves everything.
    @Test(.enabled(if: PrivateWaylandCompositor.available, "needs weston and Xvfb (scripts/setup --test)"))
    func aHangUpEndsAWaylandWindowWithItsStateSaved() throws {
        let compositor = try PrivateWaylandCompositor()
        defer { compositor.stop() }
        let scratch = try Scratch()
        let demo = try Self.startOnB(["--trace", scratch.path("t.jsonl")], scratch: scratch, environment: compositor.environment)
        demo.signal(SIGHUP)
        let outcome = try #require(demo.wait(timeout: 10), "ended")
        #expect(outcome.ending == .exited(0), "\(outcome.ending): \(outcome.stderr)")
        let state = try String(contentsOfFile: scratch.path("state.json"), encoding: .utf8)
        #expect(state.contains("\"B\""), "the state names page B: \(state)")
        #expect(try TraceLine.read(scratch.path("t.jsonl")).last?.page == 1)
    }

    /// `--trace -` into a pipe whose reader has gone: the trace cannot be written when the run
    /// ends (SIGTERM), which is one line naming it and exit status 2, with the state saved.
    @Test(.enabled(if: PrivateXServer.available, "needs Xvfb (scripts/setup --test)"))
    func aTraceWhoseReaderWentAwayIsAnOutputErrorAndTheStateIsSaved() throws {
        let server = try PrivateXServer()
        defer { server.stop() }
        let scratch = try Scratch()
        let fifo = scratch.path("out.fifo")
        #expect(mkfifo(fifo, 0o600) == 0)
        // The reader, open before the demo opens its end (so that open does not wait).
        let reader = open(fifo, O_RDONLY | O_NONBLOCK | O_CLOEXEC)
        try #require(reader >= 0)
        let demo = try Self.startOnB(["--trace", "-"], scratch: scratch, environment: server.environment, stdout: fifo)
        close(reader)
        demo.signal(SIGTERM)
        let outcome = try #require(demo.wait(timeout: 10), "ended")
        #expect(outcome.ending == .exited(2), "\(outcome.ending): \(outcome.stderr)")
        let lines = outcome.stderr.split(separator: "\n")
        #expect(lines.count == 1, "one line: \(outcome.stderr)")
        #expect(lines.first?.hasPrefix("pager-demo: -: ") == true, "it names the trace: \(outcome.stderr)")
        let state = try String(contentsOfFile: scratch.path("state.json"), encoding: .utf8)
        #expect(state.contains("\"B\""), "the state names page B: \(state)")
    }

    /// A loop stuck in a write (the trace into a FIFO whose reader never reads) cannot answer
    /// SIGTERM: half a second later the window is ended by the signal all the same, with the
    /// state of its last frame saved and one line saying so.
    @Test(.enabled(if: PrivateXServer.available, "needs Xvfb (scripts/setup --test)"))
    func aLoopStuckInAWriteIsEndedWithinASecondWithItsStateSaved() throws {
        let server = try PrivateXServer()
        defer { server.stop() }
        let scratch = try Scratch()
        let fifo = scratch.path("trace.fifo")
        #expect(mkfifo(fifo, 0o600) == 0)
        let reader = open(fifo, O_RDONLY | O_NONBLOCK | O_CLOEXEC)
        try #require(reader >= 0)
        defer { close(reader) }
        // A ring of pages moved on every 150 ms: a frame a refresh, a trace line each.
        let pages = ["A", "B", "C", "D"].map { "{\"title\": \"\($0)\", \"color\": \"blue\"}" }.joined(separator: ", ")
        let config = try scratch.write("ring.json", "{\"title\": \"Ring\", \"kind\": \"loop\", \"pages\": [\(pages)]}")
        let keys = (0..<400).map { "\(100 + $0 * 150) key Right" }.joined(separator: "\n")
        let script = try scratch.write("w.script", keys + "\n")
        let demo = try SpawnedDemo(["--config", config, "--script", script, "--state", scratch.path("state.json"),
                                    "--trace", fifo], scratch: scratch, environment: server.environment)
        // The first 64 KiB of trace fill the pipe: the loop then waits in the write.
        let stuck = SpawnedDemo.poll(timeout: 40) {
            ((try? String(contentsOfFile: "/proc/\(demo.pid)/wchan", encoding: .utf8)) ?? "").hasSuffix("pipe_write")
        }
        try #require(stuck, "the loop is stuck writing the trace")
        let sent = Date()
        demo.signal(SIGTERM)
        let outcome = try #require(demo.wait(timeout: 10), "ended")
        let took = Date().timeIntervalSince(sent)
        #expect(took < 1, "SIGTERM ended the window in \(took) s")
        #expect(outcome.ending == .signalled(SIGTERM), "\(outcome.ending): \(outcome.stderr)")
        #expect(outcome.stderr == "pager-demo: SIGTERM: the window did not finish; ended without its other outputs "
                + "(--state \(scratch.path("state.json")) saved)\n", "\(outcome.stderr)")
        let state = try String(contentsOfFile: scratch.path("state.json"), encoding: .utf8)
        #expect(state.contains("\"screen\""), "\(state)")
        let leftovers = try FileManager.default.contentsOfDirectory(atPath: scratch.path("")).filter { $0.hasSuffix(".tmp") }
        #expect(leftovers.isEmpty, "\(leftovers)")
    }
}
