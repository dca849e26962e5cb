import Foundation
import PagerCore
@testable import PagerDemoKit
import Testing

/// Property-based fuzzing of the whole scene (every screen, the bottom bar, gestures, keys,
/// resizes, inserts and removes, long jumps redirected in flight) with seeded hostile streams,
/// each with its own drawn case: config and options, theme, `--pages` up to 100,000, rows,
/// window size, frame rate, reduced motion. `PAGER_FUZZ_STREAMS=N` runs N instead of 3,000.
@Suite(.tags(.unit, .slow))
struct FuzzTests {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()

    static func text(_ relative: String) -> String {
        // swiftlint:disable:next force_try
        try! String(contentsOf: root.appendingPathComponent(relative), encoding: .utf8)
    }

    static let config: DemoConfig = {
        // swiftlint:disable:next force_try
        try! DemoConfig.parse(text("Assets/demo.json"), source: "Assets/demo.json")
    }()

    /// What `pager-demo --fuzz` draws from: Assets/*.json and Assets/options/*.json in name
    /// order, the themes and the icons.
    static let assets: FuzzAssets = {
        var configs: [FuzzAssets.Config] = []
        for folder in ["", "options/"] {
            let names = (try? FileManager.default.contentsOfDirectory(atPath: root.appendingPathComponent("Assets/" + folder).path)) ?? []
            for name in names.filter({ $0.hasSuffix(".json") && $0 != "icons.json" }).sorted() {
                configs.append(FuzzAssets.Config(name: folder + name, text: text("Assets/" + folder + name)))
            }
        }
        return FuzzAssets(configs: configs, themes: ["light": text("Assets/themes/light.json"), "dark": text("Assets/themes/dark.json")],
                          icons: text("Assets/icons.json"))
    }()

    static var streams: Int { Int(ProcessInfo.processInfo.environment["PAGER_FUZZ_STREAMS"] ?? "") ?? 3000 }
    /// The streams run in this many test cases, which Swift Testing runs in parallel.
    static let chunks = 12
    static let events = 60

    /// Streams `chunk * n ..< (chunk + 1) * n` of ``streams``; every failure is recorded with
    /// the files that replay it, written to a private folder.
    @Test(arguments: 0..<FuzzTests.chunks)
    func hostileStreamsKeepEveryInvariant(chunk: Int) throws {
        let fuzzer = Fuzzer(assets: Self.assets)
        let perChunk = (Self.streams + Self.chunks - 1) / Self.chunks
        let seeds = UInt64(chunk * perChunk)..<UInt64(min(Self.streams, (chunk + 1) * perChunk))
        for seed in seeds {
            let fuzzCase = FuzzCase.draw(seed: seed, assets: Self.assets)
            do {
                try fuzzer.run(fuzzCase, events: Self.events)
            } catch {
                // Again with its trace, for the replay folder.
                var trace: [String] = []
                _ = try? fuzzer.run(fuzzCase, events: Self.events, trace: { trace.append($0) })
                let folder = try Self.writeReplay(fuzzCase, stream: error.stream, trace: trace, failure: "\(error)")
                Issue.record("\(error) — files in \(folder); replay: pager-demo \(fuzzCase.replayArguments(folder: folder).joined(separator: " ")) (in the suite text is measured at a fixed width; `pager-demo --fuzz 1 --seed \(seed)` runs the case with real fonts)")
            }
        }
    }

    /// Writes the case's replay files into a new private folder (mkdtemp, 0700).
    static func writeReplay(_ fuzzCase: FuzzCase, stream: HostileStream?, trace: [String], failure: String) throws -> String {
        var template = Array((FileManager.default.temporaryDirectory.path + "/pager-fuzz-\(fuzzCase.seed)-XXXXXX").utf8CString)
        let folder = try #require(template.withUnsafeMutableBufferPointer { mkdtemp($0.baseAddress!) }.map { String(cString: $0) })
        guard let stream else { return folder }
        for file in fuzzCase.files(stream: stream, trace: trace, failure: failure) {
            // .withoutOverwriting: O_EXCL, so nothing already there is written through.
            try Data(file.text.utf8).write(to: URL(fileURLWithPath: folder + "/" + file.name), options: .withoutOverwriting)
        }
        return folder
    }

    /// The demo's screens with issue 27's options: a tap-only feed whose moves spring with a
    /// bounce, an eased pager with peeking neighbours, and a vertical
    /// loop that moves without animation. Taps on selected tabs reselect (the feed scrolls up).
    static let featuresConfigText: String = {
        let rows = (1...40).map { "\"Row \($0)\"" }.joined(separator: ", ")
        return """
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
    }()

    @Test func hostileStreamsKeepEveryInvariantWithSwipeOffReselectAndAnimations() throws {
        let fuzzer = Fuzzer(assets: Self.assets)
        for seed in 0..<UInt64(max(1, Self.streams / 5)) {
            let fuzzCase = FuzzCase(seed: 2_000_000 + seed, configOrigin: "features.json", configText: Self.featuresConfigText)
            do {
                try fuzzer.run(fuzzCase, events: 60)
            } catch {
                Issue.record("\(error)")
                break
            }
        }
    }

    /// The events of seeds that once failed `pager-demo --fuzz` over the demo's config (80
    /// events, now at 60 fps): a release at 1 pt wide flung the pages past the band (101711),
    /// and removing a page under the band left the position past it (100230, 100341, 102399).
    @Test(arguments: [100_230, 100_341, 101_711, 102_399] as [UInt64])
    func seedsThatOnceFailedKeepEveryInvariant(seed: UInt64) throws {
        let fuzzCase = FuzzCase(seed: seed, configOrigin: "demo.json", configText: Self.text("Assets/demo.json"))
        try Fuzzer(assets: Self.assets).run(fuzzCase, events: 80)
    }

    @Test func streamsAreReproducibleFromTheirSeed() {
        let a = HostileStream(seed: 42, events: 200, size: Size(width: 480, height: 800), taps: [Point(x: 10, y: 80)])
        let b = HostileStream(seed: 42, events: 200, size: Size(width: 480, height: 800), taps: [Point(x: 10, y: 80)])
        #expect(a.steps == b.steps)
        #expect(a.script == b.script)
        #expect(HostileStream(seed: 43, events: 200, size: Size(width: 480, height: 800)).steps != a.steps)
        #expect(FuzzCase.draw(seed: 42, assets: Self.assets) == FuzzCase.draw(seed: 42, assets: Self.assets))
    }

    @Test func aStreamScriptParsesAsAScript() throws {
        let stream = HostileStream(seed: 7, events: 300, size: Size(width: 480, height: 800))
        let script = try Script.parse(stream.script, source: "fuzz.script")
        #expect(script.entries.count > 250)
    }

    /// Long jumps and their redirections: End, Home and digits, and taps on the tabs given,
    /// within 400 ms of each other.
    @Test func streamsRedirectLongJumpsInFlight() throws {
        let tab = Point(x: 240, y: 80)
        let steps = (0..<50).flatMap { HostileStream(seed: $0, events: 80, size: Size(width: 480, height: 800), taps: [tab]).steps }
        var redirections = 0, taps = 0
        var lastJump: Double?
        for step in steps {
            guard case let .input(event) = step else { continue }
            switch event.kind {
            case .key(.end, _), .key(.home, _), .key(.digit9, _):
                if let lastJump, event.time - lastJump <= 0.4, event.time >= lastJump { redirections += 1 }
                lastJump = event.time
            case .pointerDown(tab):
                if let lastJump, event.time - lastJump <= 0.4 { taps += 1 }
            default: break
            }
        }
        #expect(redirections > 20)
        #expect(taps > 20)
    }

    /// The drawn cases load as configs and explore what found the findings: page counts from 1
    /// to 100,000, both directions, every option with its ends, themes at their limits,
    /// reduced motion, sizes down to a few points.
    @Test func drawnCasesLoadAndCoverTheOptions() throws {
        var pageCounts: [Int] = [], peeks: Set<Double> = [], spacings: Set<Double> = [], keys: Set<String> = []
        var reduced = 0, rtl = 0, themes = 0, tiny = 0, onePageLoops = 0
        for seed in 0..<UInt64(400) {
            let fuzzCase = FuzzCase.draw(seed: seed, assets: Self.assets)
            let config = try fuzzCase.loadConfig(assets: Self.assets, themeFile: "theme.json")
            pageCounts.append(fuzzCase.pages ?? 0)
            if fuzzCase.reducesMotion { reduced += 1 }
            if config.isRightToLeft { rtl += 1 }
            if fuzzCase.themeText != nil { themes += 1 }
            if fuzzCase.size.width < 320 { tiny += 1 }
            for screen in config.screens {
                peeks.insert(screen.options.peek)
                spacings.insert(screen.options.pageSpacing)
                if screen.options.loops && screen.pages.count == 1 { onePageLoops += 1 }
            }
            for key in ["orientation", "longSwipes", "indicator", "autoAdvance", "tabsPosition", "loop", "badge", "scrollMode", "tabs", "peek"]
            where fuzzCase.configOrigin.contains(key) || fuzzCase.configText.contains("\"\(key)\"") {
                keys.insert(key)
            }
        }
        #expect(pageCounts.contains(1) && pageCounts.contains { $0 >= 10_000 } && pageCounts.contains { (100...999).contains($0) })
        #expect(pageCounts.allSatisfy { $0 <= 100_000 })
        #expect(peeks.contains(400) && peeks.contains(0) && spacings.contains(200))
        #expect(keys.count == 10, "\(keys)")
        #expect(reduced > 40 && reduced < 160 && rtl > 100 && rtl < 300 && themes > 200 && tiny > 10 && onePageLoops > 0)
    }

    /// A drawn theme keeps every size within the range a theme file allows, and reaches its ends.
    @Test func drawnThemesStayWithinTheirRanges() throws {
        var atEnds = 0
        for seed in 0..<UInt64(200) {
            guard let text = FuzzCase.draw(seed: seed, assets: Self.assets).themeText else { continue }
            let theme = try Self.assets.themeLoader(files: ["drawn.json": text]).theme(ThemeReference("drawn.json", flag: "--theme"))
            for (key, path, range) in Theme.sizeKeys {
                #expect(range.contains(theme[keyPath: path]), "\(key)")
                if theme[keyPath: path] == range.lowerBound || theme[keyPath: path] == range.upperBound { atEnds += 1 }
            }
        }
        #expect(atEnds > 50)
    }
}

/// The fuzzer's invariants catch what they are about (a correct scene never shows it, so the
/// states are made by hand).
@Suite(.tags(.unit))
struct FuzzInvariantTests {
    @Test func aSelectedTabOtherThanThePagesTargetIsCaught() {
        let pager = PagedView(pageCount: 5, initialPage: 2)
        pager.frame = Rect(x: 0, y: 0, width: 400, height: 300)
        #expect(FuzzInvariants.check(pager, selectedTab: 2, tabCount: 5) == nil)
        #expect(FuzzInvariants.check(pager, selectedTab: 3, tabCount: 5)?.contains("tab 3 selected while the pages head for 2") == true)
        #expect(FuzzInvariants.check(pager, selectedTab: 2, tabCount: 4)?.contains("4 tabs for 5 pages") == true)
    }

    @Test func uncoveredPartsOfTheViewportAreCaught() {
        // Pages 3 and 4 of 10 in a 0...400 viewport, no spacing.
        func spans(_ list: [(Double, Double, Int)]) -> [(start: Double, end: Double, page: Int)] { list.map { ($0.0, $0.1, $0.2) } }
        let isEnd = { (page: Int) in page == 0 || page == 9 }
        #expect(FuzzInvariants.gaps(spans([(0, 150, 3), (150, 400, 4)]), start: 0, end: 400, allowed: 1e-6, isEnd: isEnd) == nil)
        #expect(FuzzInvariants.gaps(spans([(0, 150, 3), (170, 400, 4)]), start: 0, end: 400, allowed: 1e-6, isEnd: isEnd)?
            .contains("20 pt between pages 3 and 4") == true)
        #expect(FuzzInvariants.gaps(spans([(0, 150, 3), (170, 400, 4)]), start: 0, end: 400, allowed: 20, isEnd: isEnd) == nil)
        #expect(FuzzInvariants.gaps(spans([(30, 400, 4)]), start: 0, end: 400, allowed: 1e-6, isEnd: isEnd)?
            .contains("30 pt uncovered before page 4") == true)
        // Beside the first page the rubber band shows the background.
        #expect(FuzzInvariants.gaps(spans([(30, 400, 0)]), start: 0, end: 400, allowed: 1e-6, isEnd: isEnd) == nil)
        #expect(FuzzInvariants.gaps(spans([(0, 380, 5)]), start: 0, end: 400, allowed: 1e-6, isEnd: isEnd)?
            .contains("20 pt uncovered after page 5") == true)
        #expect(FuzzInvariants.gaps([], start: 0, end: 400, allowed: 1e-6, isEnd: isEnd) != nil)
    }

    @Test func aPagerMidMoveIsCoveredWithAndWithoutSpacing() {
        for spacing in [0.0, 24] {
            var configuration = PagedView.Configuration()
            configuration.pageSpacing = spacing
            configuration.peek = 30
            let pager = PagedView(pageCount: 10, initialPage: 4, configuration: configuration)
            pager.frame = Rect(x: 0, y: 0, width: 400, height: 300)
            pager.moveToPage(at: 9, at: 0)
            for step in 1...40 {
                pager.advance(to: Double(step) / 60)
                #expect(FuzzInvariants.coverage(pager) == nil, "spacing \(spacing), step \(step)")
            }
        }
    }
}
