import SystemIO

/// The cost budgets `pager-bench --counters --budget FILE` holds a run to, and writes with
/// `--write-budget FILE` (CONTRIBUTING.md, Cost counters).
///
/// One budget a line: `SCENARIO BUILD COUNTER MAX TOTAL`, the largest count allowed in one frame
/// and over the whole run; `#` starts a comment. BUILD is `any` for what the renderer counts
/// (the same in every build) and `debug` or `release` for heap allocations, which the
/// optimiser changes; a run is held only to the lines of its own build.
struct CounterBudget: Equatable {
    struct Line: Equatable {
        var scenario: String
        var build: String
        var counter: String
        var max: Int
        var total: Int
    }

    var lines: [Line]

    /// This executable's build, as budget lines name it.
    static var build: String {
        #if DEBUG
        "debug"
        #else
        "release"
        #endif
    }

    /// Counters whose count depends on the build.
    static let perBuild: Set<String> = ["allocations", "steadyAllocations"]

    /// Reads `path`; a malformed line is an error naming the file and line.
    init(path: String) throws {
        let bytes: [UInt8]
        do { bytes = try FileSystem.contents(of: path, limit: 1 << 20) } catch { throw BenchError("--budget: \(error)") }
        lines = []
        for (index, raw) in String(decoding: bytes, as: UTF8.self).split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            let text = raw.split(separator: "#", maxSplits: 1, omittingEmptySubsequences: false).first ?? ""
            let fields = text.split(separator: " ", omittingEmptySubsequences: true).map(String.init)
            if fields.isEmpty { continue }
            guard fields.count == 5, let max = Int(fields[3]), let total = Int(fields[4]), max >= 0, total >= 0,
                  (CounterSummary.names + CounterSummary.imageNames).contains(fields[2]) else {
                throw BenchError("\(path):\(index + 1): expected SCENARIO BUILD COUNTER MAX TOTAL with a counter of \((CounterSummary.names + CounterSummary.imageNames).joined(separator: ", ")) and whole numbers")
            }
            lines.append(Line(scenario: fields[0], build: fields[1], counter: fields[2], max: max, total: total))
        }
    }

    init(lines: [Line]) { self.lines = lines }

    /// The budget written for a measured `value` of `counter`: 5% over it (zero stays zero), and
    /// for heap allocations 10% and at least 8 more. The renderer's counts repeat exactly; a
    /// run's allocations can differ by a few, from one-time set-up (a lazily made global, a
    /// runtime cache) that lands in whichever frame first needs it.
    static func margin(_ value: Int, of counter: String) -> Int {
        if perBuild.contains(counter) { return value + Swift.max((value + 9) / 10, 8) }
        return value + (value + 19) / 20
    }

    /// Budgets from measured `results` (``margin(_:of:)``), for this build's allocation lines and
    /// every build's other counters.
    init(measured results: [ScenarioResult]) {
        lines = []
        for result in results {
            guard let counters = result.counters else { continue }
            for figure in counters.figures {
                let build = Self.perBuild.contains(figure.name) ? Self.build : "any"
                lines.append(Line(scenario: result.scenario, build: build, counter: figure.name,
                                  max: Self.margin(figure.max, of: figure.name),
                                  total: Self.margin(figure.total, of: figure.name)))
            }
        }
    }

    /// These lines with those of `existing` that they do not replace kept as they were: other
    /// builds' allocation lines, and every line of a scenario this run did not measure (so
    /// rewriting the tour's budgets leaves the gallery's alone).
    func keeping(otherBuildsOf existing: CounterBudget?) -> CounterBudget {
        let measured = Set(lines.map(\.scenario))
        let others = existing?.lines.filter {
            !measured.contains($0.scenario) || ($0.build != "any" && $0.build != Self.build)
        } ?? []
        return CounterBudget(lines: lines + others)
    }

    var text: String {
        var out = """
        # Cost budgets of pager-bench --counters (CONTRIBUTING.md, Cost counters): the most
        # one frame after the first may cost, and the whole run. Written by
        # `pager-bench --counters --write-budget FILE` as measured plus 5% (allocations: plus 10%
        # and at least 8); change them on purpose only.
        # scenario build counter max-per-frame total

        """
        for line in lines {
            out += "\(line.scenario) \(line.build) \(line.counter) \(line.max) \(line.total)\n"
        }
        return out
    }

    /// One line per budget that applies to `results` ("ok" or "OVER"), and whether all hold.
    /// A scenario or counter without a budget line is reported, and fails: a budget file must
    /// cover what it is checked against.
    func check(_ results: [ScenarioResult]) -> (report: [String], holds: Bool) {
        var report: [String] = []
        var holds = true
        for result in results {
            guard let counters = result.counters else { continue }
            for figure in counters.figures {
                let build = Self.perBuild.contains(figure.name) ? Self.build : "any"
                guard let budget = lines.first(where: {
                    $0.scenario == result.scenario && $0.build == build && $0.counter == figure.name
                }) else {
                    report.append("\(result.scenario) \(build) \(figure.name): no budget  MISSING")
                    holds = false
                    continue
                }
                let ok = figure.max <= budget.max && figure.total <= budget.total
                if !ok { holds = false }
                report.append("\(result.scenario) \(build) \(figure.name): max \(figure.max) (budget \(budget.max)), "
                              + "total \(figure.total) (budget \(budget.total))  \(ok ? "ok" : "OVER")")
            }
        }
        return (report, holds)
    }
}
