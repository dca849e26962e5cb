import Glibc
import PagerDemoKit
import SystemIO

/// Runs every scenario in a child process of its own (so each has its own peak RSS and first
/// frame), collects the results and prints the table.
struct BenchDriver {
    let options: BenchOptions

    func run() throws -> Int32 {
        let executable = try Self.executablePath()
        if options.scenarios.contains(where: \.photos) { _ = try options.photos.prepared() }
        if options.counters { return try runCounters(executable) }
        if let revision = options.baseline { return try BaselineComparison(options: options, revision: revision).run(executable) }
        if let directory = options.frameLog { try Self.checkFrameLog(directory) }
        var display: PrivateDisplay?
        if options.scenarios.contains(where: \.needsDisplay) {
            display = PrivateDisplay(size: (Int(options.size.width), Int(options.size.height)))
        }
        defer { display?.stop() }
        var results: [ScenarioResult] = []
        var failed = false
        for scenario in options.scenarios {
            let renderers = scenario.needsDisplay ? options.renderers : [options.renderers[0]]
            for renderer in renderers {
                let label = scenario.needsDisplay ? renderer.rawValue : "offscreen"
                if scenario.needsDisplay, display?.name == nil {
                    results.append(.unavailable(scenario.name, renderer: label, note: display?.problem ?? "skipped: no display"))
                    continue
                }
                let runs = (0..<options.repeats).map { _ in
                    runChild(executable, scenario: scenario, renderer: renderer, display: display?.name)
                }
                var result = ScenarioResult.median(of: runs)
                if result.note?.hasPrefix("failed") == true { failed = true }
                // More launches, each stopped after its first frame, for a steadier first-frame figure.
                if result.note == nil {
                    var quick = options
                    quick.frames = 1
                    quick.frameLog = nil  // the full run's per-frame log stays
                    let driver = BenchDriver(options: quick)
                    for _ in 1..<options.launches {
                        let extra = driver.runChild(executable, scenario: scenario, renderer: renderer, display: display?.name)
                        if let first = extra.firstFrameMilliseconds { result.extraFirstFrames.append(first) }
                    }
                }
                results.append(result)
                if options.json { print(result.json) }
            }
        }
        print(ReportTable(results: results, options: options, privateDisplay: display?.isPrivate == true).text)
        return failed ? 1 : 0
    }

    func runChild(_ executable: String, scenario: Scenario, renderer: WindowRenderer,
                          display: String?) -> ScenarioResult {
        let label = scenario.needsDisplay ? renderer.rawValue : "offscreen"
        var environment = Environment.all
        if let display { environment["DISPLAY"] = display }
        // stderr goes to a file, so a chatty child cannot block on a full pipe while we read stdout.
        let errPath = FileSystem.temporaryDirectory + "/pager-bench-\(getpid())-\(scenario.name).err"
        defer { unlink(errPath) }
        let spawnedAt = Measure.monotonic()
        let child: ChildProcess
        do {
            child = try ChildProcess(executable: executable,
                                     arguments: options.childArguments(for: scenario, renderer: renderer, spawnedAt: spawnedAt),
                                     environment: environment, descriptors: [1: .captured, 2: .file(errPath)])
        } catch {
            return .unavailable(scenario.name, renderer: label, note: "failed: \(error)")
        }
        let stdout = String(decoding: child.readOutputToEnd(), as: UTF8.self)
        let status = child.waitForExit()
        let stderr = (try? FileSystem.contents(of: errPath, limit: 16 << 20)).map { String(decoding: $0, as: UTF8.self) } ?? ""
        if status == .exited(0),
           let line = stdout.split(separator: "\n").last(where: { $0.hasPrefix(ScenarioResult.marker) }),
           let result = try? ScenarioResult(json: String(line.dropFirst(ScenarioResult.marker.count))) {
            return result
        }
        let reason = stderr.split(separator: "\n").last.map(String.init) ?? "\(status)"
        StandardError.write(stderr)
        return .unavailable(scenario.name, renderer: label, note: "failed: \(reason)")
    }

    /// `--counters`: each scenario once, its counts printed, checked or written as budgets.
    private func runCounters(_ executable: String) throws -> Int32 {
        let budget = try options.budget.map { try CounterBudget(path: $0) }
        var results: [ScenarioResult] = []
        for scenario in options.scenarios {
            let result = runChild(executable, scenario: scenario, renderer: options.renderers[0], display: nil)
            if let note = result.note { throw BenchError("\(scenario.name): \(note)") }
            results.append(result)
            if options.json { print(result.json) }
        }
        print(CounterTable(results: results).text)
        if let path = options.writeBudget {
            let existing = FileSystem.exists(path) ? try? CounterBudget(path: path) : nil
            try OutputFile.write(CounterBudget(measured: results).keeping(otherBuildsOf: existing).text, to: path)
            print("budgets written to \(path)")
        }
        if let budget, let path = options.budget {
            let check = budget.check(results)
            print("budgets (\(path), \(CounterBudget.build) build):")
            for line in check.report { print("  " + line) }
            if !check.holds {
                StandardError.write("pager-bench: a cost is over its budget in \(path) (see above); if it is meant, rewrite the budgets with --write-budget (CONTRIBUTING.md, Cost counters)\n")
                return 1
            }
        }
        return 0
    }

    /// Fails unless the children will be able to write their CSV files into `directory`, so a
    /// typo is one line now rather than a failed row for every scenario.
    private static func checkFrameLog(_ directory: String) throws {
        guard FileSystem.exists(directory) else { throw BenchError("--frame-log: no such directory: \(directory)") }
        guard FileSystem.isDirectory(directory) else { throw BenchError("--frame-log: not a directory: \(directory)") }
        guard FileSystem.isWritable(directory) else { throw BenchError("--frame-log: cannot write in \(directory)") }
    }

    /// This executable, which every scenario re-runs: /proc/self/exe with its link resolved.
    private static func executablePath() throws -> String {
        let path = FileSystem.resolvingSymlinks("/proc/self/exe")
        guard path != "/proc/self/exe" else { throw BenchError("cannot find this executable through /proc/self/exe") }
        return path
    }
}
