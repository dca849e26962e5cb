import PagerCore
import PagerDemoKit

/// The command line of `pager-bench`.
struct BenchOptions {
    /// Scenarios to run, in order.
    var scenarios: [Scenario] = Scenario.all
    /// At most this many frames per scenario (nil: as many as the script takes).
    var frames: Int?
    /// Renderers for the window scenarios.
    var renderers: [WindowRenderer] = [DemoOptions().renderer]
    /// Seconds of the idle measurement.
    var idleSeconds = 5.0
    /// Window size in points.
    var size = Size(width: 1280, height: 800)
    /// Pages of the `pages` scenario.
    var pages = 100_000
    /// Rows per list of the `rows` scenario.
    var rows = 1_000_000
    /// Launches per scenario for the first-frame figure (the median is shown).
    var launches = 5
    /// Full runs per scenario; each figure is the median over them.
    var repeats = 1
    /// Write each scenario's per-frame times as CSV into this directory.
    var frameLog: String?
    /// Print the child processes' results as JSON lines too.
    var json = false
    /// `--counters`: run the headless scenarios once each and print their deterministic costs
    /// per frame instead of timing them.
    var counters = false
    /// `--budget FILE`: hold the counters to the budgets in FILE (exit 1 past one).
    var budget: String?
    /// `--write-budget FILE`: write the measured counters plus a margin as FILE's budgets.
    var writeBudget: String?
    /// `--baseline REV`: build REV of this repository and run it alternately with this build.
    var baseline: String?
    /// `--text-layout`: time paragraph layout with the real fonts instead of running scenarios.
    var textLayout = false
    /// `--help`.
    var help = false
    /// The gallery scenarios' photos: `--photos-count`, `--photo-size`.
    var photos = PhotoSet()
    /// Hidden: run one scenario in this process and print its result (the parent re-executes
    /// itself with this, so every scenario has its own peak RSS).
    var child: Scenario?
    /// Hidden: CLOCK_MONOTONIC nanoseconds when the parent spawned this child.
    var spawnedAt: UInt64?

    static let usage = """
    usage: pager-bench [options]

    Runs fixed scripted scenarios of the demo, each in its own process, and prints one table:
    frames, time to first frame, per-frame CPU (p50 / p99 / max) of the core (input, physics,
    layout and draw-list building) and of the drawing (SDL rendering the draw list), text
    textures created after the first frame, peak RSS and total CPU.

      --scenarios LIST   comma-separated, from: \(Scenario.all.map(\.name).joined(separator: ", "))
                         (default: all)
      --frames N         stop each scenario after N frames (a quick run)
      --renderer LIST    window scenarios' renderers: software, accelerated or both, comma-separated
                         (default: pager-demo's default, \(DemoOptions().renderer.rawValue))
      --idle-seconds S   length of the idle measurement (default 5)
      --launches N       time to first frame: median of N launches of each scenario (default 5)
      --repeat N         run each scenario N times and show the median of each figure (default 1)
      --size WxH         window size in points (default 1280x800)
      --pages N          pages and tabs of the pages scenario (default 100000)
      --rows N           rows per list of the rows scenario (default 1000000)
      --photos-count N   photos of the gallery scenarios (default 20), made once into a folder under /tmp
      --photo-size WxH   their size in pixels (default 4000x3000; JPEG quality 90)
      --frame-log DIR    write each scenario's per-frame core and draw times to DIR/SCENARIO-RENDERER.csv
      --json             also print each scenario's result as a JSON line
      --text-layout      instead, time laying out a 2,000-word page (and 2,000 Japanese characters) with
                         the system's fonts, first with a new text cache and again at another width
                         (medians of --repeat runs, at least 5)
      --baseline REV     build git revision REV of this repository in a temporary folder (kept for
                         the next run) and run its pager-bench and this one alternately, scenario by
                         scenario, printing both figures and their ratio
      --counters         instead of timing, run the headless scenarios once (default: tour) and print
                         their deterministic costs per frame: draw-list commands, pixels written and
                         blended, labels rasterised, heap allocations (all frames and steady ones)
      --budget FILE      with --counters: compare against FILE's budgets, exit 1 when one is exceeded
      --write-budget FILE  with --counters: write the measured counts plus a margin to FILE (its
                         other scenarios' lines kept)
      --help             show this text

    Window scenarios (idle, latency, animate, gallery) need a display: with DISPLAY unset, pager-bench starts its
    own Xvfb if there is one, and reports them as skipped otherwise.
    """

    static func parse(_ arguments: [String]) throws -> BenchOptions {
        var options = BenchOptions()
        var index = 0
        func value(_ flag: String) throws -> String {
            index += 1
            guard index < arguments.count, !arguments[index].hasPrefix("--") else {
                throw BenchError("\(flag): missing value")
            }
            return arguments[index]
        }
        func count(_ flag: String, _ range: ClosedRange<Int>) throws -> Int {
            let text = try value(flag)
            guard let number = Int(text), range.contains(number) else {
                throw BenchError("\(flag): \"\(text)\" must be a whole number from \(range.lowerBound) to \(range.upperBound)")
            }
            return number
        }
        while index < arguments.count {
            let argument = arguments[index]
            switch argument {
            case "--scenarios":
                let text = try value(argument)
                options.scenarios = try text.split(separator: ",").map { name in
                    guard let scenario = Scenario.named(String(name)) else {
                        throw BenchError("--scenarios: unknown scenario \"\(name)\" (\(Scenario.all.map(\.name).joined(separator: ", ")))")
                    }
                    return scenario
                }
                if options.scenarios.isEmpty { throw BenchError("--scenarios: name at least one") }
            case "--frames": options.frames = try count(argument, 1...10_000_000)
            case "--renderer":
                let text = try value(argument)
                options.renderers = try text.split(separator: ",").flatMap { name -> [WindowRenderer] in
                    if name == "both" { return [.software, .accelerated] }
                    guard let renderer = WindowRenderer(rawValue: String(name)) else {
                        throw BenchError("--renderer: \"\(name)\" must be software, accelerated or both")
                    }
                    return [renderer]
                }
                if options.renderers.isEmpty { throw BenchError("--renderer: name at least one") }
            case "--idle-seconds":
                let text = try value(argument)
                guard let seconds = Double(text), seconds >= 0.1, seconds <= 600 else {
                    throw BenchError("--idle-seconds: \"\(text)\" must be a number from 0.1 to 600")
                }
                options.idleSeconds = seconds
            case "--size":
                let text = try value(argument)
                let parts = text.split(separator: "x")
                guard parts.count == 2, let w = Int(parts[0]), let h = Int(parts[1]),
                      (1...16384).contains(w), (1...16384).contains(h) else {
                    throw BenchError("--size: \"\(text)\" must be WxH, e.g. 1280x800")
                }
                options.size = Size(width: Double(w), height: Double(h))
            case "--photos-count": options.photos.count = try count(argument, 1...100_000)
            case "--photo-size":
                let text = try value(argument)
                let parts = text.split(separator: "x")
                guard parts.count == 2, let w = Int(parts[0]), let h = Int(parts[1]), (8...16_384).contains(w),
                      (8...16_384).contains(h) else {
                    throw BenchError("--photo-size: \"\(text)\" must be WIDTHxHEIGHT in pixels, each 8 to 16384")
                }
                options.photos.width = w
                options.photos.height = h
            case "--pages": options.pages = try count(argument, 1...1_000_000)
            case "--rows": options.rows = try count(argument, 0...100_000_000)
            case "--launches": options.launches = try count(argument, 1...100)
            case "--repeat": options.repeats = try count(argument, 1...100)
            case "--json": options.json = true
            case "--text-layout": options.textLayout = true
            case "--counters": options.counters = true
            case "--budget": options.budget = try value(argument)
            case "--write-budget": options.writeBudget = try value(argument)
            case "--baseline": options.baseline = try value(argument)
            case "--frame-log": options.frameLog = try value(argument)
            case "--help", "-h": options.help = true
            case "--run-scenario":
                let name = try value(argument)
                guard let scenario = Scenario.named(name) else { throw BenchError("--run-scenario: unknown \"\(name)\"") }
                options.child = scenario
            case "--spawned-at":
                let text = try value(argument)
                guard let nanoseconds = UInt64(text) else { throw BenchError("--spawned-at: \"\(text)\"") }
                options.spawnedAt = nanoseconds
            default:
                throw BenchError("\(argument): unknown option (see --help)")
            }
            index += 1
        }
        if options.budget != nil || options.writeBudget != nil, !options.counters {
            throw BenchError("--budget and --write-budget go with --counters")
        }
        if options.counters {
            if !arguments.contains("--scenarios") { options.scenarios = [Scenario.named("tour")!] }
            if let window = options.scenarios.first(where: \.needsDisplay) {
                throw BenchError("--counters: \(window.name) runs in a window in real time, so its counts vary; name headless scenarios")
            }
            if options.baseline != nil { throw BenchError("--counters and --baseline: the counters need no baseline run") }
        }
        return options
    }

    /// The options a child gets to run `scenario` with `renderer`.
    func childArguments(for scenario: Scenario, renderer: WindowRenderer, spawnedAt: UInt64) -> [String] {
        var arguments = ["--run-scenario", scenario.name, "--spawned-at", String(spawnedAt),
                         "--renderer", renderer.rawValue, "--idle-seconds", String(idleSeconds),
                         "--size", "\(Int(size.width))x\(Int(size.height))",
                         "--pages", String(pages), "--rows", String(rows),
                         "--photos-count", String(photos.count), "--photo-size", "\(photos.width)x\(photos.height)"]
        if let frames { arguments += ["--frames", String(frames)] }
        if let frameLog { arguments += ["--frame-log", frameLog] }
        return arguments
    }
}

/// A usage or setup error of the benchmark itself.
struct BenchError: Error, CustomStringConvertible {
    let description: String
    init(_ description: String) { self.description = description }
}
