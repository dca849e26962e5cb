import Foundation
import Testing

/// The tour's deterministic costs per frame (draw-list commands, pixels written and blended,
/// labels rasterised, heap allocations) held to the budgets in Assets/bench/counters.budget, so
/// a change that makes frames dearer fails here without any timing. CONTRIBUTING.md (Cost
/// counters) says how to change a budget on purpose.
@Suite(.tags(.process, .slow)) struct CostCounterTests {
    static let budget = DemoProcess.assets.appendingPathComponent("bench/counters.budget")

    /// Runs `pager-bench --counters` with `arguments`; its status, stdout and stderr.
    static func counters(_ arguments: [String], executable: URL = BenchSmokeTests.executable) throws -> (Int32, String, String) {
        let process = Process()
        process.executableURL = executable
        process.arguments = ["--counters"] + arguments
        let out = Pipe(), err = Pipe()
        process.standardOutput = out
        process.standardError = err
        try process.run()
        let stdout = String(decoding: out.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        let stderr = String(decoding: err.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        return (process.terminationStatus, stdout, stderr)
    }

    @Test func theTourStaysWithinItsBudgets() throws {
        let (status, stdout, stderr) = try Self.counters(["--budget", Self.budget.path])
        #expect(status == 0, "\(stdout)\n\(stderr)")
        let checked = stdout.split(separator: "\n").filter { $0.contains(" ok") || $0.contains("OVER") || $0.contains("MISSING") }
        // Six counters of the tour, each against its budget.
        #expect(checked.count == 6, "\(stdout)")
        #expect(checked.allSatisfy { $0.hasSuffix(" ok") }, "\(stdout)")
    }

    /// The release build's heap allocations, the figure that matters (a debug build allocates
    /// hundreds of times more): scripts/test builds it and names it in PAGER_RELEASE_BENCH.
    static let releaseBench = ProcessInfo.processInfo.environment["PAGER_RELEASE_BENCH"]

    @Test(.enabled(if: releaseBench != nil, "PAGER_RELEASE_BENCH unset: scripts/test builds the release pager-bench and sets it"))
    func theReleaseTourStaysWithinItsBudgets() throws {
        let executable = URL(fileURLWithPath: try #require(Self.releaseBench))
        let (status, stdout, stderr) = try Self.counters(["--budget", Self.budget.path], executable: executable)
        #expect(status == 0, "\(stdout)\n\(stderr)")
        #expect(stdout.contains("release build"), "\(stdout)")
        #expect(stdout.contains("tour release steadyAllocations") && stdout.contains(" ok"), "\(stdout)")
    }

    /// The same script gives the same counts on every run: they are a budget a test can hold.
    @Test func countsAreTheSameOnEveryRun() throws {
        let (first, a, errA) = try Self.counters(["--scenarios", "resize"])
        let (second, b, errB) = try Self.counters(["--scenarios", "resize"])
        #expect(first == 0 && second == 0, "\(errA)\(errB)")
        func table(_ text: String) -> [[Substring]] {
            text.split(separator: "\n").filter { $0.hasPrefix("resize ") }.map { $0.split(separator: " ") }
        }
        #expect(table(a).count == 6, "\(a)")
        #expect(table(a).count == table(b).count)
        // The renderer's counts repeat exactly; heap allocations within the few that one-time
        // set-up (a global made on first use) can move between runs (CounterBudget.margin).
        for (rowA, rowB) in zip(table(a), table(b)) {
            #expect(rowA.count == 5 && rowA.count == rowB.count && rowA[1] == rowB[1], "\(rowA) \(rowB)")
            guard rowA.count == 5, rowA.count == rowB.count else { continue }
            if rowA[1].hasSuffix("llocations") {
                let (maxA, maxB) = (Int(rowA[2]) ?? -1, Int(rowB[2]) ?? -1)
                let (totalA, totalB) = (Int(rowA[4]) ?? -1, Int(rowB[4]) ?? -1)
                #expect(maxA >= 0 && maxB >= 0 && abs(maxA - maxB) <= 4, "\(rowA) \(rowB)")
                #expect(totalA >= 0 && totalB >= 0 && abs(totalA - totalB) <= 4, "\(rowA) \(rowB)")
            } else {
                #expect(rowA == rowB)
            }
        }
    }

    /// A budget the tour exceeds fails the check with status 1 and names the counter.
    @Test func anExceededBudgetFails() throws {
        let scratch = try Scratch()
        let tight = scratch.url.appendingPathComponent("tight.budget")
        let text = try String(contentsOf: Self.budget, encoding: .utf8).split(separator: "\n").map { line -> String in
            let fields = line.split(separator: " ")
            guard fields.count == 5, fields[2] == "commands" else { return String(line) }
            return "\(fields[0]) \(fields[1]) commands 1 \(fields[4])"
        }.joined(separator: "\n")
        try text.write(to: tight, atomically: true, encoding: .utf8)
        let (status, stdout, stderr) = try Self.counters(["--budget", tight.path])
        #expect(status == 1, "\(stdout)")
        #expect(stdout.contains("commands") && stdout.contains("OVER"), "\(stdout)")
        #expect(stderr.split(separator: "\n").count == 1 && stderr.contains("tight.budget"), "\(stderr)")
    }

    /// The budget file's comment lines are the ones `--write-budget` writes, so rewriting the
    /// budgets on purpose changes only figures.
    @Test func theBudgetFilesHeaderIsTheOneWriteBudgetWrites() throws {
        let scratch = try Scratch()
        let written = scratch.url.appendingPathComponent("written.budget")
        let (status, stdout, stderr) = try Self.counters(["--scenarios", "resize", "--write-budget", written.path])
        #expect(status == 0, "\(stdout)\n\(stderr)")
        func header(_ url: URL) throws -> [Substring] {
            try String(contentsOf: url, encoding: .utf8).split(separator: "\n").filter { $0.hasPrefix("#") }
        }
        let committed = try header(Self.budget)
        #expect(!committed.isEmpty)
        #expect(try header(written) == committed)
    }

    /// Rewriting one scenario's budgets keeps every line of the scenarios the run did not measure.
    @Test func writingOneScenarioKeepsTheOthersLines() throws {
        let scratch = try Scratch()
        let copy = scratch.url.appendingPathComponent("copy.budget")
        try FileManager.default.copyItem(at: Self.budget, to: copy)
        let (status, stdout, stderr) = try Self.counters(["--scenarios", "resize", "--write-budget", copy.path])
        #expect(status == 0, "\(stdout)\n\(stderr)")
        func lines(_ url: URL) throws -> Set<Substring> {
            Set(try String(contentsOf: url, encoding: .utf8).split(separator: "\n").filter { !$0.hasPrefix("#") })
        }
        let before = try lines(Self.budget), after = try lines(copy)
        #expect(!before.isEmpty && before.isSubset(of: after), "lost: \(before.subtracting(after))")
        #expect(after.subtracting(before).allSatisfy { $0.hasPrefix("resize ") }, "\(after.subtracting(before))")
    }

    @Test func aMalformedBudgetNamesTheLine() throws {
        let scratch = try Scratch()
        let bad = scratch.url.appendingPathComponent("bad.budget")
        try "# fine\ntour any commands many 12\n".write(to: bad, atomically: true, encoding: .utf8)
        let (status, _, stderr) = try Self.counters(["--budget", bad.path])
        #expect(status == 2)
        #expect(stderr.contains("bad.budget:2"), "\(stderr)")
    }
}
