import Foundation
import PagerCore
@testable import PagerDemoKit
import Testing

/// The fuzzer's configs applied mid-stream (`config NAME` lines): drawn from their own
/// generator, so the events stay each seed's; each one loads, some with options a running
/// screen takes in place (swipe, animation, the switcher); and hostile streams with them
/// keep every invariant over each config the program ships (loop, vertical, right to left,
/// peek, the collapsing header, ...) and over 100,000 pages.
@Suite(.tags(.unit, .slow))
struct FuzzReloadTests {
    @Test func reloadsLeaveTheEventsAsTheyWereAndEachLoads() throws {
        var withReloads = 0, withOptions = 0
        let liveKeys = ["\"swipe\"", "\"animation\"", "\"switcher\""]
        for seed in 0..<UInt64(60) {
            let fuzzCase = FuzzCase.draw(seed: seed, assets: FuzzTests.assets)
            let plain = HostileStream(seed: seed, events: 40, size: Size(width: 480, height: 800))
            var stream = plain
            stream.reloads = FuzzReloadDraw.draw(seed: seed, configText: fuzzCase.configText, until: stream.lastInputTime)
            #expect(stream.steps == plain.steps)
            guard !stream.reloads.isEmpty else { continue }
            withReloads += 1
            let script = try Script.parse(stream.script, source: "s.script")
            let named = script.entries.compactMap { entry -> String? in
                if case let .config(name) = entry.event { return name }
                return nil
            }
            #expect(named == stream.reloads.map(\.name))
            // The script without its config lines is the stream's own.
            #expect(stream.script.split(separator: "\n").filter { !$0.contains(" config ") } == plain.script.split(separator: "\n"))
            for reload in stream.reloads {
                if liveKeys.contains(where: { reload.text.contains($0) && !fuzzCase.configText.contains($0) }) { withOptions += 1 }
                #expect(throws: Never.self) {
                    try fuzzCase.loadConfig(text: reload.text, source: reload.name, assets: FuzzTests.assets, themeFile: "theme.json")
                }
            }
        }
        #expect(withReloads >= 10 && withReloads <= 35, "about one stream in three: \(withReloads) of 60")
        #expect(withOptions >= 5, "reloads that set a swipe, an animation or a switcher: \(withOptions)")
    }

    /// Streams with configs applied at random moments over every shipped config.
    @Test(arguments: FuzzTests.assets.configs.map(\.name))
    func streamsWithReloadsKeepEveryInvariant(configName: String) throws {
        let config = try #require(FuzzTests.assets.configs.first { $0.name == configName })
        let fuzzer = Fuzzer(assets: FuzzTests.assets)
        var played = 0
        for seed in UInt64(3_000_000)..<3_000_060 where played < 6 {
            let fuzzCase = FuzzCase(seed: seed, configOrigin: config.name, configText: config.text)
            guard !FuzzReloadDraw.draw(seed: seed, configText: config.text, until: 1).isEmpty else { continue }
            played += 1
            do { try fuzzer.run(fuzzCase, events: 50) } catch {
                Issue.record("\(error)\n\(error.script)")
                return
            }
        }
        #expect(played == 6)
    }

    /// The same with 100,000 pages on every screen.
    @Test func streamsWithReloadsOverAHundredThousandPages() throws {
        let fuzzer = Fuzzer(assets: FuzzTests.assets)
        var played = 0
        for seed in UInt64(3_100_000)..<3_100_030 where played < 3 {
            let fuzzCase = FuzzCase(seed: seed, configOrigin: "demo.json", configText: FuzzTests.text("Assets/demo.json"),
                                    pages: 100_000)
            guard !FuzzReloadDraw.draw(seed: seed, configText: fuzzCase.configText, until: 1).isEmpty else { continue }
            played += 1
            do { try fuzzer.run(fuzzCase, events: 30) } catch {
                Issue.record("\(error)\n\(error.script)")
                return
            }
        }
        #expect(played == 3)
    }
}
