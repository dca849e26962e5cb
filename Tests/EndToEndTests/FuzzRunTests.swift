import Foundation
import Testing

/// The whole program fuzzed (`--fuzz`): hostile streams drawn by the real renderer with real
/// fonts, their replay files written safely, and the printed replay command reproducing them.
@Suite(.tags(.process, .slow))
struct FuzzRunTests {
    /// The replay command of each stream a run printed, with whether the stream passed.
    struct Replay {
        var passed: Bool
        var command: String
        var folder: String
    }

    static func replays(in output: String) throws -> [Replay] {
        try output.split(separator: "\n").filter { $0.hasPrefix("PASS ") || $0.hasPrefix("FAIL ") }.map { line in
            let command = try #require(line.firstMatch(of: /\(replay: (.+)\)$/)).1
            let folder = try #require(command.firstMatch(of: /--script (\S+)\/stream\.script/)).1
            return Replay(passed: line.hasPrefix("PASS"), command: String(command), folder: String(folder))
        }
    }

    @Test func fuzzFlagRunsStreamsThroughTheRealRenderer() throws {
        let result = try DemoProcess.run(["--fuzz", "6", "--seed", "1000", "--size", "360x640", "--pages", "5"])
        #expect(result.status == 0, "\(result.stdout)\(result.stderr)")
        #expect(result.stdout.contains(/fuzz: 6 streams, 6 passed, 0 failed, [0-9.]+ s wall time\n/), "\(result.stdout)")
    }

    /// Another user can plant a link where the fuzzer once wrote (`$TMPDIR/pager-fuzz-SEED.script`);
    /// the run writes into a folder of its own instead, made private, and follows nothing.
    @Test func aLinkPlantedAtTheOldPathIsNotFollowed() throws {
        let scratch = try Scratch()
        let precious = try scratch.write("precious.txt", "keep me\n")
        for seed in 1000...1001 {
            try FileManager.default.createSymbolicLink(atPath: scratch.path("pager-fuzz-\(seed).script"), withDestinationPath: precious)
        }
        var environment = ProcessInfo.processInfo.environment
        environment["TMPDIR"] = scratch.url.path
        let result = try DemoProcess.run(["--fuzz", "2", "--seed", "1000", "--keep-all", "--size", "360x640", "--pages", "5"],
                                         environment: environment)
        #expect(result.status == 0, "\(result.stdout)\(result.stderr)")
        #expect(try String(contentsOfFile: precious, encoding: .utf8) == "keep me\n")
        for seed in 1000...1001 {
            #expect(try FileManager.default.destinationOfSymbolicLink(atPath: scratch.path("pager-fuzz-\(seed).script")) == precious)
        }
        let replays = try Self.replays(in: result.stdout)
        #expect(replays.count == 2)
        for replay in replays {
            #expect(replay.folder.hasPrefix(scratch.url.path + "/pager-fuzz-"), "\(replay.folder)")
            let run = URL(fileURLWithPath: replay.folder).deletingLastPathComponent().path
            for (path, mode) in [(run, 0o700), (replay.folder, 0o700), (replay.folder + "/stream.script", 0o600)] {
                let attributes = try FileManager.default.attributesOfItem(atPath: path)
                #expect((attributes[.posixPermissions] as? Int) == mode, "\(path)")
            }
        }
    }

    /// Each printed command, run, gives the trace the fuzzer saw, byte for byte: all of it for a
    /// stream that passed, up to the broken frame for one that failed. The seeds' cases use
    /// `--pages`, `--rows`, a generated theme and reduced motion among them.
    @Test func thePrintedReplayCommandReproducesTheStream() throws {
        let scratch = try Scratch()
        var environment = ProcessInfo.processInfo.environment
        environment["TMPDIR"] = scratch.url.path
        let result = try DemoProcess.run(["--fuzz", "3", "--seed", "122", "--keep-all"], environment: environment)
        let replays = try Self.replays(in: result.stdout)
        #expect(replays.count == 3, "\(result.stdout)\(result.stderr)")
        let commands = replays.map(\.command).joined(separator: " ")
        for flag in ["--pages", "--rows", "--theme", "--reduce-motion", "--fps", "--size", "--config"] {
            #expect(commands.contains(flag + " "), "no case with \(flag)")
        }
        for replay in replays {
            let (status, stderr) = try DemoProcess.shell(replay.command)
            #expect(status == 0, "\(replay.command): \(stderr)")
            let fuzzed = try String(contentsOfFile: replay.folder + "/fuzz-trace.jsonl", encoding: .utf8)
            let replayed = try String(contentsOfFile: replay.folder + "/replay-trace.jsonl", encoding: .utf8)
            #expect(!fuzzed.isEmpty)
            if replay.passed {
                #expect(replayed == fuzzed, "\(replay.command)")
            } else {
                #expect(replayed.hasPrefix(fuzzed), "\(replay.command)")
            }
        }
    }
}
