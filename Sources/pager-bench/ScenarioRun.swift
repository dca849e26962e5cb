import PagerDemoKit
import PagerDemoRuntime
import PagerSDL
import SystemIO

/// What one scenario measured; the child prints it as one JSON line for the parent.
struct ScenarioResult: Sendable {
    var scenario: String
    var renderer: String
    /// Frames drawn, the first included.
    var frames: Int
    /// From the parent's spawn to the first frame presented, in milliseconds.
    var firstFrameMilliseconds: Double?
    /// Per frame after the first, microseconds.
    var core: Percentiles?
    var draw: Percentiles?
    var frame: Percentiles?
    /// Latency scenario: from an input's SDL timestamp to the present that showed it, microseconds.
    var latency: Percentiles?
    /// The window's refresh rate, Hz.
    var refreshRate: Double?
    /// Scenarios that show photos: from the spawn to the first presented frame that drew an
    /// image, milliseconds.
    var firstImageMilliseconds: Double?
    /// Window scenarios with photos: present-to-present intervals while moving (those that hold
    /// no scripted input), microseconds.
    var movingIntervals: Percentiles?
    /// Scenarios that show photos: the image store's counters over the whole run.
    var imageStore: ImageCounters?
    var texturesAfterFirstFrame: Int
    /// Frames the renderer skipped because nothing had changed.
    var framesUnchanged = 0
    /// Of those, labels rasterised again after eviction.
    var texturesRecreated = 0
    /// First frame of each extra launch (`--launches`), milliseconds; the table shows the median
    /// of these and the scenario's own.
    var extraFirstFrames: [Double] = []
    var peakRSSKilobytes: Int
    /// User plus system CPU of the whole process, seconds.
    var cpuSeconds: Double
    var wallSeconds: Double
    /// Idle scenario: frames drawn and CPU over the idle period after the first frame.
    var idleFrames: Int?
    var idleCPUPercent: Double?
    var idleSeconds: Double?
    /// Deterministic costs per frame after the first (``CounterSummary``).
    var counters: CounterSummary?
    /// Why the scenario has no figures ("skipped: ...", "failed: ...").
    var note: String?

    static let marker = "pager-bench-result "

    /// One result whose every figure is the median of `runs` (the first failed run, if any).
    static func median(of runs: [ScenarioResult]) -> ScenarioResult {
        guard var result = runs.first(where: { $0.note != nil }) ?? runs.first else {
            return .unavailable("?", renderer: "?", note: "failed: no run")
        }
        guard result.note == nil, runs.count > 1 else { return result }
        func mid(_ values: [Double]) -> Double {
            let sorted = values.sorted()
            return sorted.count % 2 == 1 ? sorted[sorted.count / 2] : (sorted[sorted.count / 2 - 1] + sorted[sorted.count / 2]) / 2
        }
        func mid(_ values: [Int]) -> Int { Int(mid(values.map(Double.init)).rounded()) }
        func mid(_ values: [Percentiles?]) -> Percentiles? {
            let present = values.compactMap { $0 }
            guard !present.isEmpty else { return nil }
            var p = present[0]
            p.p50 = mid(present.map(\.p50)); p.p99 = mid(present.map(\.p99)); p.max = mid(present.map(\.max))
            return p
        }
        result.frames = mid(runs.map(\.frames))
        result.framesUnchanged = mid(runs.map(\.framesUnchanged))
        result.core = mid(runs.map(\.core))
        result.draw = mid(runs.map(\.draw))
        result.frame = mid(runs.map(\.frame))
        result.latency = mid(runs.map(\.latency))
        result.movingIntervals = mid(runs.map(\.movingIntervals))
        let firstImages = runs.compactMap(\.firstImageMilliseconds)
        result.firstImageMilliseconds = firstImages.isEmpty ? nil : mid(firstImages)
        result.texturesAfterFirstFrame = mid(runs.map(\.texturesAfterFirstFrame))
        result.texturesRecreated = mid(runs.map(\.texturesRecreated))
        result.peakRSSKilobytes = mid(runs.map(\.peakRSSKilobytes))
        result.cpuSeconds = mid(runs.map(\.cpuSeconds))
        result.wallSeconds = mid(runs.map(\.wallSeconds))
        result.firstFrameMilliseconds = nil
        result.extraFirstFrames = runs.compactMap(\.firstFrameMilliseconds)
        let idle = runs.compactMap(\.idleCPUPercent)
        if !idle.isEmpty {
            result.idleCPUPercent = mid(idle)
            result.idleFrames = runs.compactMap(\.idleFrames).max()
        }
        return result
    }

    static func unavailable(_ scenario: String, renderer: String, note: String) -> ScenarioResult {
        ScenarioResult(scenario: scenario, renderer: renderer, frames: 0, texturesAfterFirstFrame: 0,
                       peakRSSKilobytes: 0, cpuSeconds: 0, wallSeconds: 0, note: note)
    }
}

/// Runs one scenario in this process through the same `Launcher` as `pager-demo`, so the
/// benchmark measures the program as shipped: config, fonts, canvas, scene, run loop.
struct ScenarioRun {
    let options: BenchOptions
    let scenario: Scenario

    func run() throws -> ScenarioResult {
        let spawnedAt = options.spawnedAt ?? Measure.monotonic()
        let renderer = scenario.kind == .headless ? "offscreen" : options.renderers[0].rawValue
        var demo = DemoOptions()
        demo.size = options.size
        demo.headless = scenario.kind == .headless
        demo.renderer = options.renderers[0]
        if let script = scenario.script { demo.scriptPath = try Self.benchAsset(script) }
        if let config = scenario.config { demo.configPath = try Self.benchAsset(config) }
        if scenario.manyPages { demo.pages = options.pages }
        if let count = scenario.pageCount { demo.pages = count }
        if scenario.manyRows { demo.rows = options.rows }
        if scenario.photos {
            guard options.photos.isComplete else {
                throw BenchError("\(scenario.name): the photos in \(options.photos.folder) are incomplete (run pager-bench, which makes them)")
            }
            demo.photosPath = options.photos.folder
        }
        let inputTimes = scenario.photos && scenario.kind == .window ? try Self.inputTimes(demo.scriptPath) : []
        let recorder = FrameRecorder(perThread: scenario.kind == .headless, frameLimit: options.frames,
                                     idleSeconds: scenario.kind == .idle ? options.idleSeconds : nil,
                                     measuresLatency: scenario.kind == .latency, countsImages: scenario.photos,
                                     inputTimes: inputTimes)
        let status = try Launcher(options: demo, probe: recorder).run()
        guard status == 0 else { throw BenchError("\(scenario.name): the run ended with status \(status)") }
        let wall = Double(Measure.monotonic() - spawnedAt) / 1e9
        var result = ScenarioResult(
            scenario: scenario.name, renderer: recorder.rendererName ?? renderer, frames: recorder.frames,
            firstFrameMilliseconds: recorder.firstFrameAt.map { Double($0 &- spawnedAt) / 1e6 },
            core: Percentiles(nanoseconds: recorder.core), draw: Percentiles(nanoseconds: recorder.draw),
            frame: Percentiles(nanoseconds: recorder.whole), texturesAfterFirstFrame: recorder.texturesAfterFirstFrame,
            peakRSSKilobytes: Measure.peakRSSKilobytes(), cpuSeconds: Measure.processCPUSeconds(), wallSeconds: wall)
        result.texturesRecreated = recorder.texturesRecreated
        result.framesUnchanged = recorder.framesUnchanged
        result.refreshRate = recorder.refreshRate
        result.counters = CounterSummary(frames: recorder.counts, images: scenario.photos)
        result.firstImageMilliseconds = recorder.firstImageAt.map { Double($0 &- spawnedAt) / 1e6 }
        result.movingIntervals = Percentiles(nanoseconds: recorder.movingIntervals)
        result.imageStore = recorder.imageCounters
        if scenario.kind == .latency { result.latency = Percentiles(nanoseconds: recorder.latencies) }
        if let directory = options.frameLog {
            // One line a frame after the first: frame, core ns, draw ns (empty: nothing drawn).
            var csv = "frame,core_ns,draw_ns\n"
            for (index, core) in recorder.core.enumerated() {
                let draw = recorder.drawPerFrame[index].map(String.init) ?? ""
                csv += "\(index + 1),\(core),\(draw)\n"
            }
            let path = "\(directory)/\(scenario.name)-\(result.renderer.split(separator: " ")[0]).csv"
            try OutputFile.write(csv, to: path)
        }
        if let idle = recorder.idleResult {
            result.idleFrames = idle.frames
            result.idleSeconds = idle.seconds
            result.idleCPUPercent = 100 * idle.cpuSeconds / idle.seconds
        } else if scenario.kind == .idle {
            result.note = "idle period did not complete"
        }
        return result
    }

    /// The times of a script's lines, seconds: the first field of each line that is not a comment.
    static func inputTimes(_ path: String?) throws -> [Double] {
        guard let path else { return [] }
        let bytes: [UInt8]
        do { bytes = try FileSystem.contents(of: path, limit: 1 << 20) } catch { throw BenchError("\(path): \(error)") }
        return String(decoding: bytes, as: UTF8.self).split(separator: "\n").compactMap { line in
            guard !line.hasPrefix("#"), let first = line.split(separator: " ").first else { return nil }
            return Double(first).map { $0 / 1000 }
        }
    }

    /// `Assets/bench/NAME`, found beside the package like the demo's config.
    static func benchAsset(_ name: String) throws -> String {
        let candidates = AssetLocator.candidates
        for candidate in candidates where FileSystem.exists("\(candidate)/bench/\(name)") {
            return "\(candidate)/bench/\(name)"
        }
        throw BenchError("Assets/bench/\(name) not found (looked in \(candidates.joined(separator: ", "))); set PAGER_ASSETS")
    }
}
