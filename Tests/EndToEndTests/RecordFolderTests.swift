import Foundation
import Glibc
import Testing

/// `--record DIR` leaves exactly the run's own frames: an earlier, longer run's frames and a
/// killed run's temporary files are removed first (our exact names only), and SIGINT,
/// SIGTERM or SIGQUIT mid-run removes the temporary files being written, the streamed trace's included.
@Suite(.tags(.process)) struct RecordFolderTests {
    @Test func anEarlierLongerRunsFramesAreRemovedAndNothingElse() throws {
        let scratch = try Scratch()
        let frames = scratch.path("frames")
        try FileManager.default.createDirectory(atPath: frames, withIntermediateDirectories: true)
        let script = try scratch.write("long.script", "100 key Right\n600 key Right\n")
        var result = try DemoProcess.run(["--headless", "--script", script, "--record", frames])
        #expect(result.status == 0, "\(result.stderr)")
        let first = try FileManager.default.contentsOfDirectory(atPath: frames)
        #expect(first.count > 20, "\(first.count) frames")
        let mine = ["frame-1.png", "notes.txt", "frame-00001.png.bak", "frame-000001.png"]
        for name in mine { _ = try scratch.write("frames/\(name)", "keep\n") }
        // Named as a frame but a directory: only regular files are removed.
        try FileManager.default.createDirectory(atPath: frames + "/frame-99999.png", withIntermediateDirectories: true)
        _ = try scratch.write("frames/.frame-00003.png.4242.tmp", "left by a killed run\n")

        result = try DemoProcess.run(["--headless", "--record", frames])
        #expect(result.status == 0, "\(result.stderr)")
        let after = Set(try FileManager.default.contentsOfDirectory(atPath: frames))
        #expect(after == Set(["frame-00000.png", "frame-99999.png"] + mine), "\(after.sorted())")
    }

    /// SIGQUIT (Ctrl+\\) too: the Swift runtime's crash report used to take it, print every
    /// thread's backtrace and let the run go on.
    @Test(arguments: [SIGINT, SIGTERM, SIGQUIT]) func aSignalMidRecordLeavesNoTemporaryFiles(_ signal: Int32) throws {
        let scratch = try Scratch()
        let frames = scratch.path("frames")
        try FileManager.default.createDirectory(atPath: frames, withIntermediateDirectories: true)
        let script = try scratch.write("s.script", "600000 key Right\n")
        let demo = try SpawnedDemo(["--headless", "--size", "1200x1200", "--script", script, "--record", frames,
                                    "--trace", scratch.path("t.jsonl")], scratch: scratch)
        // Interrupt it while a frame is being written.
        let writing = SpawnedDemo.poll(timeout: 60) {
            ((try? FileManager.default.contentsOfDirectory(atPath: frames)) ?? []).contains { $0.hasSuffix(".tmp") }
        }
        #expect(writing, "a frame was being written")
        demo.signal(signal)
        let outcome = try #require(demo.wait(timeout: 30))
        #expect(outcome.ending == .signalled(signal), "ended by the signal, as before")
        #expect(outcome.stderr.isEmpty, "no crash report: \(outcome.stderr.prefix(300))")
        let left = (try FileManager.default.contentsOfDirectory(atPath: frames)) + scratch.files
        #expect(!left.contains { $0.hasSuffix(".tmp") }, "temporary files left: \(left.filter { $0.hasSuffix(".tmp") })")
        #expect(!scratch.exists("t.jsonl"), "an interrupted run leaves no trace")
    }
}
