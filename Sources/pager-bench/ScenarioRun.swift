import Foundation
import PagerDemoKit
import PagerRuntime

/// What one scenario measured; the child prints it as one JSON line for the parent.
struct ScenarioResult: Codable, Sendable {
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
    var texturesAfterFirstFrame: Int
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
    /// Why the scenario has no figures ("skipped: ...", "failed: ...").
    var note: String?

    static let marker = "pager-bench-result "

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
        if scenario.manyPages { demo.pages = options.pages }
        if scenario.manyRows { demo.rows = options.rows }
        let recorder = FrameRecorder(perThread: scenario.kind == .headless, frameLimit: options.frames,
                                     idleSeconds: scenario.kind == .idle ? options.idleSeconds : nil)
        let status = try Launcher(options: demo, probe: recorder).run()
        guard status == 0 else { throw BenchError("\(scenario.name): the run ended with status \(status)") }
        let wall = Double(Measure.monotonic() - spawnedAt) / 1e9
        let frameTimes = zip(recorder.core, recorder.draw).map { $0 &+ $1 }
        var result = ScenarioResult(
            scenario: scenario.name, renderer: recorder.rendererName ?? renderer, frames: recorder.frames,
            firstFrameMilliseconds: recorder.firstFrameAt.map { Double($0 &- spawnedAt) / 1e6 },
            core: Percentiles(nanoseconds: recorder.core), draw: Percentiles(nanoseconds: recorder.draw),
            frame: Percentiles(nanoseconds: frameTimes), texturesAfterFirstFrame: recorder.texturesAfterFirstFrame,
            peakRSSKilobytes: Measure.peakRSSKilobytes(), cpuSeconds: Measure.processCPUSeconds(), wallSeconds: wall)
        result.texturesRecreated = recorder.texturesRecreated
        if let directory = options.frameLog {
            // One line a frame after the first: frame, core ns, draw ns, labels rasterised so far.
            var csv = "frame,core_ns,draw_ns\n"
            for (index, (core, draw)) in zip(recorder.core, recorder.draw).enumerated() {
                csv += "\(index + 1),\(core),\(draw)\n"
            }
            let path = "\(directory)/\(scenario.name)-\(result.renderer.split(separator: " ")[0]).csv"
            _ = FileManager.default.createFile(atPath: path, contents: Data(csv.utf8))
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

    /// `Assets/bench/NAME`, found beside the package like the demo's config.
    static func benchAsset(_ name: String) throws -> String {
        let executable = URL(fileURLWithPath: CommandLine.arguments[0]).resolvingSymlinksInPath()
        var candidates: [String] = []
        if let custom = ProcessInfo.processInfo.environment["PAGER_ASSETS"] { candidates.append(custom) }
        var directory = executable.deletingLastPathComponent()
        for _ in 0..<4 {
            candidates.append(directory.appendingPathComponent("Assets").path)
            directory = directory.deletingLastPathComponent()
        }
        candidates.append(FileManager.default.currentDirectoryPath + "/Assets")
        for candidate in candidates where FileManager.default.fileExists(atPath: "\(candidate)/bench/\(name)") {
            return "\(candidate)/bench/\(name)"
        }
        throw BenchError("Assets/bench/\(name) not found (looked in \(candidates.joined(separator: ", "))); set PAGER_ASSETS")
    }
}
