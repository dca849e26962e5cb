import Glibc
import SystemIO

/// `pager-bench --baseline REV`: the figures of another revision beside this build's, from one
/// run that alternates between the two, so a change is judged against it on the same machine
/// under the same load.
///
/// REV is exported from the repository this executable was built in (`git archive`, so the
/// repository is left as it is) into a folder under the temporary directory named by its
/// commit, and its pager-bench built there in release mode; a later run reuses the build. Then,
/// for each repeat and each scenario, both executables run the scenario (`--scenarios NAME
/// --json`), the order swapped every repeat so neither always goes first. Each figure is the
/// median of the repeats, and the ratio is this build's over the baseline's.
struct BaselineComparison {
    let options: BenchOptions
    let revision: String

    func run(_ executable: String) throws -> Int32 {
        let root = try Self.repositoryRoot(of: executable)
        let commit = try Self.output(["git", "-C", root, "rev-parse", "--verify", "--quiet", "\(revision)^{commit}"],
                                     failure: "--baseline: \(revision) is not a commit of \(root)")
        let baseline = try Self.built(commit: commit, root: root)
        #if DEBUG
        StandardError.write("pager-bench: this is a debug build; compare release builds (swift build -c release)\n")
        #endif
        var display: PrivateDisplay?
        if options.scenarios.contains(where: \.needsDisplay) {
            display = PrivateDisplay(size: (Int(options.size.width), Int(options.size.height)))
        }
        defer { display?.stop() }
        var runs: [String: (base: [ScenarioResult], this: [ScenarioResult])] = [:]
        var order: [String] = []
        for repeatIndex in 0..<options.repeats {
            for scenario in options.scenarios {
                if scenario.needsDisplay, display?.name == nil { continue }
                let both = [(true, baseline), (false, executable)]
                for (isBase, program) in repeatIndex % 2 == 0 ? both : both.reversed() {
                    for result in try results(of: program, scenario: scenario, display: display?.name) {
                        let key = "\(result.scenario)\t\(result.renderer)"
                        if runs[key] == nil { order.append(key) }
                        if isBase { runs[key, default: ([], [])].base.append(result) } else { runs[key, default: ([], [])].this.append(result) }
                    }
                }
            }
        }
        var rows: [[String]] = [["scenario", "renderer", "figure", String(commit.prefix(7)), "this", "ratio"]]
        for key in order {
            guard let pair = runs[key], !pair.base.isEmpty, !pair.this.isEmpty else { continue }
            let base = ScenarioResult.median(of: pair.base), this = ScenarioResult.median(of: pair.this)
            let names = key.split(separator: "\t").map(String.init)
            if let note = base.note ?? this.note {
                rows.append(names + [note])
                continue
            }
            for (figure, a, b) in Self.figures(base, this) {
                rows.append(names + [figure, ReportTable.format(a), ReportTable.format(b), a > 0 ? "x" + (b / a).fixed(2) : "-"])
            }
        }
        let load = Machine.loadAverage.map { ", load average \($0)" } ?? ""
        var lines = ["pager-bench --baseline \(revision) (\(commit.prefix(12))) against this build, \(UTCDate.today()), "
                     + "\(Machine.processorCount) cores\(load), median of \(options.repeats) alternating run\(options.repeats == 1 ? "" : "s")", ""]
        lines += ReportTable.columns(rows)
        lines.append("")
        lines.append("ratio: this build's figure over the baseline's (below 1: this build is cheaper or faster).")
        lines.append("Times are CPU microseconds per frame as in the main table; first ms: spawn to first frame.")
        print(lines.joined(separator: "\n"))
        return 0
    }

    /// The figures compared, each (name, baseline, this build), where both have it.
    static func figures(_ a: ScenarioResult, _ b: ScenarioResult) -> [(String, Double, Double)] {
        var out: [(String, Double, Double)] = []
        func add(_ name: String, _ x: Double?, _ y: Double?) {
            if let x, let y { out.append((name, x, y)) }
        }
        add("first ms", ReportTable.median(of: a), ReportTable.median(of: b))
        add("core p50 us", a.core?.p50, b.core?.p50)
        add("core p99 us", a.core?.p99, b.core?.p99)
        add("draw p50 us", a.draw?.p50, b.draw?.p50)
        add("draw p99 us", a.draw?.p99, b.draw?.p99)
        add("frame p99 us", a.frame?.p99, b.frame?.p99)
        add("latency p99 ms", a.latency.map { $0.p99 / 1000 }, b.latency.map { $0.p99 / 1000 })
        add("idle CPU %", a.idleCPUPercent, b.idleCPUPercent)
        add("CPU s", a.cpuSeconds, b.cpuSeconds)
        add("peak RSS MB", Double(a.peakRSSKilobytes) / 1024, Double(b.peakRSSKilobytes) / 1024)
        return out
    }

    /// One run of `program` on `scenario`: its results, one per renderer.
    private func results(of program: String, scenario: Scenario, display: String?) throws -> [ScenarioResult] {
        var arguments = ["--scenarios", scenario.name, "--json", "--launches", String(options.launches),
                         "--renderer", options.renderers.map(\.rawValue).joined(separator: ","),
                         "--idle-seconds", String(options.idleSeconds),
                         "--size", "\(Int(options.size.width))x\(Int(options.size.height))",
                         "--pages", String(options.pages), "--rows", String(options.rows)]
        if let frames = options.frames { arguments += ["--frames", String(frames)] }
        var environment = Environment.all
        if let display { environment["DISPLAY"] = display }
        let child = try ChildProcess(executable: program, arguments: arguments, environment: environment,
                                     descriptors: [1: .captured])
        let stdout = String(decoding: child.readOutputToEnd(), as: UTF8.self)
        _ = child.waitForExit()
        let results = stdout.split(separator: "\n").filter { $0.hasPrefix("{") }.compactMap { try? ScenarioResult(json: String($0)) }
        if results.isEmpty {
            StandardError.write("pager-bench: \(program) gave no result for \(scenario.name) (a scenario that revision lacks?)\n")
        }
        return results
    }

    /// The git work tree holding `executable` (built in its .build folder).
    private static func repositoryRoot(of executable: String) throws -> String {
        var directory = executable
        if let slash = directory.lastIndex(of: "/") { directory = String(directory[..<slash]) }
        return try output(["git", "-C", directory, "rev-parse", "--show-toplevel"],
                          failure: "--baseline: \(executable) was not built inside a git repository")
    }

    /// pager-bench of `commit`, built once into a folder of its own under the temporary directory.
    private static func built(commit: String, root: String) throws -> String {
        let folder = "\(FileSystem.temporaryDirectory)/pager-bench-baseline-\(commit.prefix(12))"
        let product = "\(folder)/.build/release/pager-bench"
        if FileSystem.isExecutableFile(product) { return product }
        StandardError.write("pager-bench: building \(commit.prefix(12)) in \(folder) (once; later runs reuse it)\n")
        // stdout to stderr, so this run's own stdout stays the table.
        let script = "set -e; rm -rf \"$2\"; mkdir -p \"$2\"; git -C \"$1\" archive \"$3\" | tar -x -C \"$2\"; "
            + "swift build -c release --product pager-bench --package-path \"$2\" 1>&2"
        let child = try ChildProcess(executable: "/bin/sh", arguments: ["-c", script, "sh", root, folder, commit])
        guard child.waitForExit() == .exited(0), FileSystem.isExecutableFile(product) else {
            throw BenchError("--baseline: building \(commit.prefix(12)) in \(folder) failed (see above)")
        }
        return product
    }

    /// The first line a command prints, found through PATH by /usr/bin/env; `failure` if it fails.
    private static func output(_ command: [String], failure: String) throws -> String {
        let child = try ChildProcess(executable: "/usr/bin/env", arguments: command, descriptors: [1: .captured, 2: .discarded])
        let text = String(decoding: child.readOutputToEnd(), as: UTF8.self)
        guard child.waitForExit() == .exited(0), let line = text.split(separator: "\n").first else { throw BenchError(failure) }
        return String(line)
    }
}
