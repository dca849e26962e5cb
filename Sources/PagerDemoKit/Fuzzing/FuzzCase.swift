import PagerCore
import ScrollPhysics

/// Everything one fuzz stream runs with besides its input, drawn from its seed: the config (an
/// asset's, with options drawn from the config reference's ranges), a theme, `--pages`,
/// `--rows`, the window size, the frame rate and reduced motion. Each is a command-line flag or
/// a file the flags name, so ``replayArguments(folder:)`` runs exactly the same case.
package struct FuzzCase: Sendable, Equatable {
    /// What the command line fixed, which no stream draws.
    package struct Pins: Sendable, Equatable {
        /// `--config`: the config, used as it is.
        package var config: FuzzAssets.Config?
        /// `--theme`: a theme name or file, used as it is.
        package var theme: String?
        /// `--pages`.
        package var pages: Int?
        /// `--rows`.
        package var rows: Int?
        /// `--size`.
        package var size: Size?
        /// `--scale`.
        package var scale: Double?
        /// `--reduce-motion` (on; without it, each stream draws it).
        package var reducesMotion: Bool?
        /// Creates pins (none by default: every stream draws everything).
        package init() {}
    }

    /// The seed everything is drawn from (the stream's too).
    package var seed: UInt64
    /// Where the config came from (an asset's name, and what was changed).
    package var configOrigin: String
    /// The config's JSON text.
    package var configText: String
    /// A generated theme file's text (`{"base": ..., ...}`); nil when ``themeName`` is used.
    package var themeText: String?
    /// A theme named on the command line (pinned), if any.
    package var themeName: String?
    /// `--pages N`, if drawn.
    package var pages: Int?
    /// `--rows N`, if drawn.
    package var rows: Int?
    /// The window's size at the start.
    package var size: Size
    /// `--scale` (pinned only).
    package var scale: Double?
    /// Frames per second (`--fps`).
    package var fps: Int
    /// `--reduce-motion`.
    package var reducesMotion: Bool

    /// Frame rates a stream runs at: the common display rates and a few odd ones.
    static let frameRates = [15, 24, 30, 50, 60, 75, 90, 120, 144, 165, 240]

    /// Draws the case for `seed` from `assets`, keeping what `pins` fixes.
    package static func draw(seed: UInt64, assets: FuzzAssets, pins: Pins = Pins()) -> FuzzCase {
        var rng = SplitMix64(seed: seed ^ 0xCA5E_0F_F022_0003)
        let config: (origin: String, text: String)
        if let pinned = pins.config {
            config = (pinned.name, pinned.text)
        } else {
            let base = assets.configs.randomElement(using: &rng)!
            config = FuzzConfigDraw.draw(from: base, pictures: assets.pictures, using: &rng)
        }
        let themeText = pins.theme == nil && Int.random(in: 0..<3, using: &rng) > 0 ? FuzzThemeDraw.draw(using: &rng) : nil
        let pages = pins.pages ?? (Bool.random(using: &rng) ? logUniform(1...100_000, using: &rng) : nil)
        let rows = pins.rows ?? (Int.random(in: 0..<5, using: &rng) == 0 ? logUniform(0...1_000_000, using: &rng) : nil)
        let size: Size
        if let pinned = pins.size {
            size = pinned
        } else {
            switch Int.random(in: 0..<10, using: &rng) {
            case 0: size = Size(width: Double(Int.random(in: 1...320, using: &rng)), height: Double(Int.random(in: 1...320, using: &rng)))
            default: size = Size(width: Double(Int.random(in: 320...1600, using: &rng)), height: Double(Int.random(in: 240...1200, using: &rng)))
            }
        }
        // A frame with tens of thousands of pages may cost far more than one with a few (the
        // tab strip's layout): such a stream runs at most 60 frames a second and gets half
        // the events (``events(for:)``), so its frames stay within a few hundred.
        var fps = frameRates.randomElement(using: &rng)!
        if (pages ?? 0) >= 10_000 { fps = min(fps, 60) }
        let reduces = pins.reducesMotion ?? (Int.random(in: 0..<5, using: &rng) == 0)
        return FuzzCase(seed: seed, configOrigin: config.origin, configText: config.text, themeText: themeText,
                        themeName: pins.theme, pages: pages, rows: rows, size: size, scale: pins.scale, fps: fps,
                        reducesMotion: reduces)
    }

    /// A case with everything given (the stream alone drawn from `seed`): the fuzzer over one
    /// config, as the tests of seeds that once failed run it.
    package init(seed: UInt64, configOrigin: String, configText: String, themeText: String? = nil, themeName: String? = nil,
                pages: Int? = nil, rows: Int? = nil, size: Size = Size(width: 480, height: 800), scale: Double? = nil,
                fps: Int = 60, reducesMotion: Bool = false) {
        self.seed = seed; self.configOrigin = configOrigin; self.configText = configText
        self.themeText = themeText; self.themeName = themeName; self.pages = pages; self.rows = rows
        self.size = size; self.scale = scale; self.fps = fps; self.reducesMotion = reducesMotion
    }

    /// How many events a stream of this case gets, out of `events`: half with 10,000 pages or
    /// more, so that no stream costs more than a few hundred possibly dear frames.
    package func events(for events: Int) -> Int {
        (pages ?? 0) >= 10_000 ? max(1, events / 2) : events
    }

    /// The file names a replay folder holds.
    package enum FileName {
        /// The config.
        package static let config = "config.json"
        /// The generated theme.
        package static let theme = "theme.json"
        /// The input, as a `--script`.
        package static let script = "stream.script"
        /// The fuzzer's own trace of the stream, up to the failure.
        package static let trace = "fuzz-trace.jsonl"
        /// Where the replay writes its trace (to compare with ``trace``).
        package static let replayTrace = "replay-trace.jsonl"
        /// What broke, and how to replay it.
        package static let failure = "failure.txt"
    }

    /// The `pager-demo` arguments that replay this case headless from the files in `folder`
    /// (written by ``files(stream:trace:)``), its trace written beside them.
    package func replayArguments(folder: String) -> [String] {
        var arguments = ["--headless", "--config", "\(folder)/\(FileName.config)"]
        if let themeName { arguments += ["--theme", themeName] } else if themeText != nil {
            arguments += ["--theme", "\(folder)/\(FileName.theme)"]
        }
        if let pages { arguments += ["--pages", String(pages)] }
        if let rows { arguments += ["--rows", String(rows)] }
        arguments += ["--size", "\(Int(size.width))x\(Int(size.height))"]
        if let scale { arguments += ["--scale", JSONText.number(scale)] }
        arguments += ["--fps", String(fps)]
        if reducesMotion { arguments.append("--reduce-motion") }
        arguments += ["--script", "\(folder)/\(FileName.script)", "--trace", "\(folder)/\(FileName.replayTrace)"]
        return arguments
    }

    /// The files a replay folder holds: name and text; `failure` is what broke, if anything.
    package func files(stream: HostileStream, trace: [String], failure: String? = nil) -> [(name: String, text: String)] {
        var files = [(FileName.config, configText + "\n")]
        if let themeText, themeName == nil { files.append((FileName.theme, themeText + "\n")) }
        files += stream.reloads.map { ($0.name, $0.text + "\n") }
        files.append((FileName.script, "# \(configOrigin)\n" + stream.script))
        files.append((FileName.trace, trace.map { $0 + "\n" }.joined()))
        if let failure { files.append((FileName.failure, failure + "\n")) }
        return files
    }

    /// The config as the program loads it: parsed with the theme (a generated file, or the one
    /// pinned), the icons, then `--pages` and `--rows`; the direction is always in the config,
    /// so the locale plays no part.
    package func loadConfig(assets: FuzzAssets, themeFile: String) throws(InputError) -> DemoConfig {
        try loadConfig(text: configText, source: FileName.config, assets: assets, themeFile: themeFile)
    }

    /// Another config (one applied mid-stream) loaded as ``loadConfig(assets:themeFile:)`` loads the case's.
    package func loadConfig(text: String, source: String, assets: FuzzAssets, themeFile: String) throws(InputError) -> DemoConfig {
        let files = themeText.map { [themeFile: $0] } ?? [:]
        let override = themeName ?? (themeText == nil ? nil : themeFile)
        let loader = assets.themeLoader(files: files)
        var config = try DemoConfig.parse(text, source: source, themeOverride: override,
                                          folders: assets.pictures.lister, themeNamed: loader.theme)
        if let icons = assets.icons { config.icons = try IconSet.parse(icons, source: "icons.json") }
        if let pages { config.useSyntheticPages(pages) }
        if let rows { config.useSyntheticRows(rows) }
        return config
    }

    /// A whole number from `range`, its logarithm uniform (as many from 1 to 10 as from 10,000 to
    /// 100,000); 0 is drawn as often as 1.
    static func logUniform(_ range: ClosedRange<Int>, using rng: inout SplitMix64) -> Int {
        let low = Double(max(1, range.lowerBound)), high = Double(range.upperBound)
        let value = Int(Math.exp(Double.random(in: Math.log(low)...Math.log(high + 1), using: &rng)).rounded(.down))
        if range.lowerBound == 0, value == 1, Bool.random(using: &rng) { return 0 }
        return min(max(value, range.lowerBound), range.upperBound)
    }
}
