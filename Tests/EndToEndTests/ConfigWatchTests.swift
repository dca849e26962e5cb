import Foundation
import Testing

/// A window applies its config file again when the file changes on disk: a file that does not
/// parse gets one line on stderr and the window keeps its content; a good one is applied as a
/// diff (the page in view stays by id). On an X server of its own.
@Suite(.tags(.process, .display), .serialized) struct ConfigWatchTests {
    @Test(.enabled(if: PrivateXServer.available, "needs Xvfb (scripts/setup --test)"))
    func aChangedConfigFileIsAppliedAndABadOneReported() throws {
        let server = try PrivateXServer()
        defer { server.stop() }
        let scratch = try Scratch()
        let config = try scratch.write("live.json", LiveContentRunTests.pagerConfig(["A", "B", "C"]))
        // The script holds the window open; its screenshot says the loop runs (and so looks at
        // the file); its last key comes once the test has changed the file.
        let ready = scratch.path("ready.png")
        let script = try scratch.write("w.script", "100 key Right\n300 screenshot \(ready)\n7000 key Right\n")
        let demo = try SpawnedDemo(["--config", config, "--script", script, "--dump-tree", scratch.path("tree.json"),
                                    "--trace", scratch.path("t.jsonl")], scratch: scratch, environment: server.environment)
        #expect(SpawnedDemo.poll(timeout: 20) { scratch.exists("ready.png") }, "the window runs")
        try "{\"pages\": [{\"title\": \"A\", \"color\": \"blu\"}]}".write(toFile: config, atomically: true, encoding: .utf8)
        let reported = SpawnedDemo.poll(timeout: 5) { demo.stderrSoFar.contains("not applied") }
        #expect(reported, "the bad file was reported: \(demo.stderrSoFar)")
        let line = demo.stderrSoFar.split(separator: "\n").first { $0.contains("not applied") } ?? ""
        #expect(line.contains("live.json:1: pages[0].color: unknown colour \"blu\""), "\(line)")
        // Now a good one: B (in view) moves behind a new first page.
        try LiveContentRunTests.pagerConfig(["New", "A", "B", "C"]).write(toFile: config, atomically: true, encoding: .utf8)
        let outcome = try #require(demo.wait(timeout: 30))
        #expect(outcome.ending == .exited(0), "\(outcome.stderr)")
        #expect(outcome.stderr.split(separator: "\n").allSatisfy { $0.contains("not applied") }, "\(outcome.stderr)")
        let tree = try TreeNode.read(scratch.path("tree.json"))
        #expect(tree.all("tab").map(\.title) == ["New", "A", "B", "C"])
        // B was page 1 and is page 2 after the change; the last Right goes on to C.
        let trace = try TraceLine.read(scratch.path("t.jsonl"))
        #expect(trace.contains { $0.page == 2 && $0.settled && $0.t < 7000 }, "B renumbered, still in view")
        #expect(trace.last?.page == 3 && trace.last?.settled == true)
    }
}
