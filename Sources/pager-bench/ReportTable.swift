/// The benchmark's one table, its legend, and the targets checked against it.
struct ReportTable {
    let results: [ScenarioResult]
    let options: BenchOptions
    let privateDisplay: Bool

    var text: String {
        var lines: [String] = []
        let date = UTCDate.today()
        let cores = Machine.processorCount
        let load = Machine.loadAverage.map { ", load average \($0)" } ?? ""
        lines.append("pager-bench \(date), \(Int(options.size.width))x\(Int(options.size.height)) points, \(cores) cores\(load)"
                     + (options.repeats > 1 ? ", median of \(options.repeats) runs" : "")
                     + (options.frames.map { ", at most \($0) frames a scenario" } ?? ""))
        lines.append("")
        let header = ["scenario", "renderer", "frames", "same", "first ms", "core us p50/p99/max", "draw us p50/p99/max",
                      "frame p99", "tex", "RSS MB", "CPU s"]
        var rows: [[String]] = [header]
        for result in results {
            var row = [result.scenario, result.renderer]
            if let note = result.note {
                row += [note]
                rows.append(row)
                continue
            }
            row.append(String(result.frames))
            row.append(String(result.framesUnchanged))
            row.append(Self.median(of: result).map { Self.format($0) } ?? "-")
            row.append(Self.triple(result.core))
            row.append(Self.triple(result.draw))
            row.append(result.frame.map { Self.format($0.p99) } ?? "-")
            row.append("\(result.texturesAfterFirstFrame)/\(result.texturesRecreated)")
            row.append(Self.format(Double(result.peakRSSKilobytes) / 1024))
            row.append(result.cpuSeconds.fixed(2))
            if let frames = result.idleFrames, let cpu = result.idleCPUPercent, let seconds = result.idleSeconds {
                row.append("idle \(seconds.fixed(1)) s: \(frames) frames, \(cpu.fixed(2))% CPU")
            }
            if let latency = result.latency {
                row.append("input to present ms p50/p99/max \(Self.format(latency.p50 / 1000)) / \(Self.format(latency.p99 / 1000)) / \(Self.format(latency.max / 1000))")
            }
            rows.append(row)
        }
        lines += Self.columns(rows)
        lines.append("")
        lines.append("same: frames whose draw list equalled the last one's, so nothing was drawn or presented again.")
        lines.append("first ms: spawn to first frame presented, median of \(options.launches) launches.")
        lines.append("core: input + physics + layout + draw-list building, every frame after the first; draw: rendering")
        lines.append("the list and presenting, frames that drew; both CPU time (of the thread headless, of the process in")
        lines.append("a window). frame p99: core + draw (+ in a window the tree for screen readers) of the frames that drew,")
        lines.append("us. tex: labels rasterised after the first frame /")
        lines.append("of those, rasterised again after the cache evicted them. RSS: peak (VmHWM). CPU: user + sys of the")
        lines.append("scenario's process." + (privateDisplay ? " Window scenarios ran on a private Xvfb." : ""))
        for scenario in options.scenarios { lines.append("  \(scenario.name): \(scenario.summary)") }
        lines += photoLines
        lines.append("")
        lines += targets
        return lines.joined(separator: "\n")
    }

    /// Scenarios that show photos: the first photo shown, frame intervals while moving, the
    /// store's decodes over the run.
    private var photoLines: [String] {
        let shown = results.filter { $0.note == nil && ($0.firstImageMilliseconds != nil || $0.imageStore != nil) }
        guard !shown.isEmpty else { return [] }
        var lines = ["photos: \(options.photos.count) JPEGs of \(options.photos.width)x\(options.photos.height), quality \(options.photos.quality) (\(options.photos.folder))"]
        for result in shown {
            var parts: [String] = []
            if let first = result.firstImageMilliseconds { parts.append("first photo shown \(Self.format(first)) ms after spawn") }
            if let moving = result.movingIntervals {
                parts.append("frame interval while moving ms p50/p99/max \(Self.format(moving.p50 / 1000)) / \(Self.format(moving.p99 / 1000)) / \(Self.format(moving.max / 1000))")
            }
            if let store = result.imageStore {
                parts.append("decodes \(store.decodesStarted) started, \(store.decodesFinished) finished, \(store.decodesCancelled) cancelled, peak decoded \(Self.format(Double(store.peakDecodedBytes) / 1_048_576)) MB")
            }
            lines.append("  \(result.scenario) \(result.renderer): " + parts.joined(separator: "; "))
        }
        return lines
    }

    /// The targets, each with its verdict.
    private var targets: [String] {
        var lines = ["targets (2-core machine, software renderer):"]
        func verdict(_ ok: Bool) -> String { ok ? "ok" : "MISS" }
        let measured = results.filter { $0.note == nil }
        // The targets are the text pages'; a picture's decode is not a frame's work.
        let headless = measured.filter { $0.renderer == "software (offscreen)" && Scenario.named($0.scenario)?.photos != true }
        if !headless.isEmpty {
            let core = headless.compactMap { r in r.core.map { (r.scenario, $0.p99) } }
            lines.append("  core p99 < 50 us: " + core.map { "\($0.0) \(Self.format($0.1))" }.joined(separator: ", ")
                         + "  " + verdict(core.allSatisfy { $0.1 < 50 }))
            let frame = headless.compactMap { r in r.frame.map { (r.scenario, $0.p99) } }
            lines.append("  frame p99 < 3000 us: " + frame.map { "\($0.0) \(Self.format($0.1))" }.joined(separator: ", ")
                         + "  " + verdict(frame.allSatisfy { $0.1 < 3000 }))
            let first = headless.compactMap { r in Self.median(of: r).map { (r.scenario, $0) } }
            lines.append("  first frame < 30 ms headless: " + first.map { "\($0.0) \(Self.format($0.1))" }.joined(separator: ", ")
                         + "  " + verdict(first.allSatisfy { $0.1 < 30 }))
        }
        func compare(_ name: String, with baseName: String, target: Bool) {
            guard let base = measured.first(where: { $0.scenario == baseName }), let baseFrame = base.frame,
                  let big = measured.first(where: { $0.scenario == name }), let frame = big.frame else { return }
            let p50 = frame.p50 / baseFrame.p50, p99 = frame.p99 / baseFrame.p99
            let rss = Double(big.peakRSSKilobytes - base.peakRSSKilobytes) / 1024
            lines.append("  \(name) vs \(baseName): frame p50 x\(p50.fixed(2)), p99 x\(p99.fixed(2))"
                         + (target ? " (<= 1.25) \(verdict(p50 <= 1.25 && p99 <= 1.25))" : "")
                         + "; peak RSS \(rss.fixed(1, signed: true)) MB" + (target ? " (<= 20) \(verdict(rss <= 20))" : ""))
        }
        compare("pages", with: "tour", target: true)
        compare("rows", with: "tour", target: true)
        compare("pages", with: "pages12", target: false)
        for run in measured where run.latency != nil {
            guard let latency = run.latency else { continue }
            let refresh = run.refreshRate ?? 60
            let budget = 1000 / refresh + 2
            lines.append("  input to present (\(run.renderer)) p99 \(Self.format(latency.p99 / 1000)) ms "
                         + "(< one refresh at \(Self.format(refresh)) Hz + 2 ms = \(Self.format(budget))) "
                         + verdict(latency.p99 / 1000 < budget))
        }
        for idle in measured where idle.scenario == "idle" {
            if let frames = idle.idleFrames, let cpu = idle.idleCPUPercent {
                lines.append("  idle (\(idle.renderer)): \(frames) frames, \(cpu.fixed(2))% CPU (0 frames, < 1%) "
                             + verdict(frames == 0 && cpu < 1))
            }
        }
        return lines
    }

    /// Median first frame over the scenario's launches.
    static func median(of result: ScenarioResult) -> Double? {
        let all = (result.firstFrameMilliseconds.map { [$0] } ?? []) + result.extraFirstFrames
        guard !all.isEmpty else { return nil }
        let sorted = all.sorted()
        return sorted.count % 2 == 1 ? sorted[sorted.count / 2] : (sorted[sorted.count / 2 - 1] + sorted[sorted.count / 2]) / 2
    }

    static func format(_ value: Double) -> String {
        if value >= 1000 { return value.fixed(0) }
        if value >= 100 { return value.fixed(0) }
        if value >= 10 { return value.fixed(1) }
        return value.fixed(2)
    }

    static func triple(_ p: Percentiles?) -> String {
        guard let p else { return "-" }
        return "\(format(p.p50)) / \(format(p.p99)) / \(format(p.max))"
    }

    /// Left-aligns the first two columns and right-aligns the figures; a row with fewer cells
    /// (a skipped scenario) runs its last cell on.
    static func columns(_ rows: [[String]]) -> [String] {
        let count = rows.map(\.count).max() ?? 0
        var widths = [Int](repeating: 0, count: count)
        for row in rows where row.count >= rows[0].count {
            for (i, cell) in row.enumerated() where i < rows[0].count { widths[i] = max(widths[i], cell.count) }
        }
        return rows.map { row in
            row.enumerated().map { i, cell in
                guard i < rows[0].count, i < row.count - 1 || row.count >= rows[0].count else { return cell }
                let pad = String(repeating: " ", count: max(0, widths[i] - cell.count))
                return i < 2 ? cell + pad : pad + cell
            }.joined(separator: "  ")
        }
    }
}
