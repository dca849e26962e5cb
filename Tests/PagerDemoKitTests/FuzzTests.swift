import Foundation
import PagerCore
import PagerDemoKit
import Testing

/// Property-based fuzzing of the whole scene (every screen, the bottom bar, gestures, keys,
/// resizes, inserts and removes) with seeded hostile streams. `PAGER_FUZZ_STREAMS=N` runs more.
struct FuzzTests {
    static let config: DemoConfig = {
        let url = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("Assets/demo.json")
        // swiftlint:disable:next force_try
        return try! DemoConfig.parse(String(contentsOf: url, encoding: .utf8), source: url.path)
    }()

    static var streams: Int { Int(ProcessInfo.processInfo.environment["PAGER_FUZZ_STREAMS"] ?? "") ?? 1500 }

    /// With reduced motion every move is instant and cross-fades: the same invariants hold.
    @Test func hostileStreamsKeepEveryInvariantWithReducedMotion() throws {
        let fuzzer = Fuzzer(config: Self.config, reducesMotion: true)
        for seed in 0..<UInt64(max(1, Self.streams / 5)) {
            do {
                try fuzzer.run(seed: 1_000_000 + seed, events: 60)
            } catch let failure as Fuzzer.Failure {
                Issue.record("\(failure)")
                break
            }
        }
    }

    @Test func hostileStreamsKeepEveryInvariant() throws {
        let fuzzer = Fuzzer(config: Self.config)
        var failures: [Fuzzer.Failure] = []
        for seed in 0..<UInt64(Self.streams) {
            do {
                try fuzzer.run(seed: seed, events: 60)
            } catch let failure as Fuzzer.Failure {
                failures.append(failure)
                if failures.count >= 3 { break }
            }
        }
        for failure in failures {
            let path = FileManager.default.temporaryDirectory.appendingPathComponent("pager-fuzz-\(failure.seed).script").path
            try? failure.script.write(toFile: path, atomically: true, encoding: .utf8)
            Issue.record("\(failure) — replay: pager-demo --headless --script \(path)")
        }
    }

    /// The demo's screens with issue 27's options: a tap-only feed whose moves spring with a
    /// bounce, an eased pager with peeking neighbours, and a vertical
    /// loop that moves without animation. Taps on selected tabs reselect (the feed scrolls up).
    static let featuresConfig: DemoConfig = {
        let rows = (1...40).map { "\"Row \($0)\"" }.joined(separator: ", ")
        let text = """
            { "screens": [
              { "kind": "feed", "title": "Feed", "swipe": false,
                "animation": { "curve": "spring", "duration": 0.4, "dampingRatio": 0.3 },
                "pages": [ { "title": "Fruits", "rows": [\(rows)] }, { "title": "Vegetables", "rows": [\(rows)] } ] },
              { "kind": "pager", "title": "Pager", "animation": { "curve": "easeInOut", "duration": 0.35 },
                "peek": 24, "pages": [ { "title": "A", "color": "red" }, { "title": "B", "color": "green" },
                                       { "title": "C", "color": "blue" } ] },
              { "kind": "loop", "title": "Loop", "animation": "none", "orientation": "vertical",
                "pages": [ { "title": "1", "color": "teal" }, { "title": "2", "color": "pink" } ] } ] }
            """
        // swiftlint:disable:next force_try
        return try! DemoConfig.parse(text, source: "features.json")
    }()

    @Test func hostileStreamsKeepEveryInvariantWithSwipeOffReselectAndAnimations() throws {
        let fuzzer = Fuzzer(config: Self.featuresConfig)
        for seed in 0..<UInt64(max(1, Self.streams / 5)) {
            do {
                try fuzzer.run(seed: 2_000_000 + seed, events: 60)
            } catch let failure as Fuzzer.Failure {
                Issue.record("\(failure)")
                break
            }
        }
    }

    /// Seeds that once failed `pager-demo --fuzz`, replayed as it runs them (80 events): a
    /// release at 1 pt wide flung the pages pages past the band (101711), and removing a page
    /// under the band left the position past it (100230, 100341, 102399).
    @Test(arguments: [100_230, 100_341, 101_711, 102_399] as [UInt64])
    func seedsThatOnceFailedKeepEveryInvariant(seed: UInt64) throws {
        try Fuzzer(config: Self.config).run(seed: seed, events: 80)
    }

    @Test func streamsAreReproducibleFromTheirSeed() {
        let a = HostileStream(seed: 42, events: 200, size: Size(width: 480, height: 800))
        let b = HostileStream(seed: 42, events: 200, size: Size(width: 480, height: 800))
        #expect(a.steps == b.steps)
        #expect(a.script == b.script)
        #expect(HostileStream(seed: 43, events: 200, size: Size(width: 480, height: 800)).steps != a.steps)
    }

    @Test func aStreamScriptParsesAsAScript() throws {
        let stream = HostileStream(seed: 7, events: 300, size: Size(width: 480, height: 800))
        let script = try Script.parse(stream.script, source: "fuzz.script")
        #expect(script.entries.count > 250)
    }
}
