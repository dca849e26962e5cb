import Foundation
import Glibc
import Testing

/// Inputs are read whole but within limits: a file or pipe past its kind's size limit, and a
/// pipe or FIFO that stays silent past the idle timeout, are one-line errors (they were read
/// without end: `--config /dev/zero` ate memory, a FIFO with no writer hung silently). Pipes
/// within the limits work as before.
@Suite(.tags(.process)) struct InputLimitTests {

    @Test func filesPastTheirLimitAreRefused() throws {
        let scratch = try Scratch()
        for (flag, name, size, limit) in [("--config", "big.json", 17 << 20, "16 MiB limit for a config"),
                                          ("--script", "big.script", 17 << 20, "16 MiB limit for a script"),
                                          ("--theme", "big-theme.json", 2 << 20, "1 MiB limit for a theme")] {
            // Sparse: no disk used.
            #expect(FileManager.default.createFile(atPath: scratch.path(name), contents: nil))
            #expect(truncate(scratch.path(name), off_t(size)) == 0)
            let result = try DemoProcess.run(["--headless", flag, scratch.path(name)])
            #expect(result.status == 2)
            #expect(result.stderr == "pager-demo: \(scratch.path(name)): larger than the \(limit)\n", "\(result.stderr)")
        }
    }

    @Test func aPipePastTheLimitIsRefused() throws {
        // 17 MiB through a pipe: bounded by head, so a reader without a limit finishes too.
        let (status, stderr) = try DemoProcess.shell("head -c 17825792 /dev/zero | \"$DEMO\" --headless --script /dev/stdin")
        #expect(status == 2)
        #expect(stderr.contains("/dev/stdin: larger than the 16 MiB limit for a script"), "\(stderr)")
    }

    @Test func scriptsThroughPipesStillWork() throws {
        let scratch = try Scratch()
        let trace = scratch.path("t.jsonl")
        let (status, stderr) = try DemoProcess.shell("printf '100 key Right\\n' | \"$DEMO\" --headless --script /dev/stdin --trace '\(trace)'")
        #expect(status == 0, "\(stderr)")
        #expect(try TraceLine.read(trace).last?.page == 1)
    }

    @Test func aFIFOThatNobodyWritesTimesOut() throws {
        let scratch = try Scratch()
        let fifo = scratch.path("silent.fifo")
        #expect(mkfifo(fifo, 0o600) == 0)
        let demo = try SpawnedDemo(["--headless", "--script", fifo], scratch: scratch)
        let outcome = try #require(demo.wait(timeout: 30), "still waiting after 30 s")
        #expect(outcome.ending == .exited(2))
        #expect(outcome.stderr == "pager-demo: \(fifo): nothing to read for 10 s (a FIFO or pipe that nobody writes to?)\n",
                "\(outcome.stderr)")
    }
}
