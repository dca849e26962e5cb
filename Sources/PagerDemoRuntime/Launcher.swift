import PagerAccessibility
import PagerCore
import PagerDemoKit
import PagerSDL
import Glibc
import SystemIO

/// Loads everything the run needs, so that every input error surfaces before a window opens or
/// any output file is touched.
package struct Launcher {
    let options: DemoOptions
    let probe: (any RunProbe)?
    /// The files read so far, which no output may replace.
    private let files = RunFiles()

    /// Prepares a run with the parsed command line; `probe` watches its frames (the benchmark).
    package init(options: DemoOptions, probe: (any RunProbe)? = nil) {
        self.options = options
        self.probe = probe
    }

    /// Runs the program; returns its exit status.
    package func run() throws -> Int32 {
        TemporaryFiles.watchQuit()
        if let iconPath = options.iconPath {
            _ = try OutputTarget.resolve(iconPath)
            try WindowIcon.savePNG(to: iconPath, fonts: try FontLibrary())
            return 0
        }
        let (config, configPath) = try loadConfig()
        let script = try options.scriptPath.map { path in
            try Script.parse(try readText(path, as: .script, label: "--script \(path)"), source: path)
        }
        // A script's `config FILE` lines: each file read and checked now, like the script.
        var configs = ScriptedConfigs()
        configs.note(config, loadedFrom: configPath)
        for entry in script?.entries ?? [] {
            guard case .config(let name) = entry.event else { continue }
            // A relative path is the script's neighbour (a script and its configs travel together).
            let path = name.hasPrefix("/") ? name : Path.directory(of: options.scriptPath ?? ".") + "/" + name
            do {
                try configs.add(name, path: path) {
                    try loadConfig(path, label: "\(options.scriptPath ?? ""):\(entry.line): config \(name)")
                }
            } catch {
                throw InputError(source: options.scriptPath ?? "", line: entry.line, field: "config", message: "\(error)")
            }
        }
        let scripted = configs.byName

        let fonts = try FontLibrary()
        for path in Set([fonts.regularPath, fonts.boldPath]) {
            files.noteInput("font \(path)", path: path)
        }
        let record = try checkOutputs(script: script)
        let savedState = readState()
        if options.fuzzStreams != nil { return try fuzz(fonts: fonts) }
        let outputs = RunOutputs(tracePath: options.tracePath, screenshotPath: options.screenshotPath,
                                 treePath: options.treePath, record: record)
        if options.headless {
            let canvas = try OffscreenCanvas(size: options.size, scale: options.scale ?? 1, fonts: fonts)
            let app = DemoApp(config: config, measurer: canvas.renderer.text)
            let images = Self.images(drawingOn: canvas)
            // Headless frames wait for their images: nothing needs waking.
            images.onDecodeFinished = nil
            app.images = images
            app.reducesMotion = options.reduceMotion
            Self.expectTextStyles(of: config, in: canvas.renderer.text)
            restore(savedState, in: app, size: canvas.pointSize)
            var loop = HeadlessLoop(driver: FrameDriver(scene: app), canvas: canvas, script: script, fps: options.fps,
                                    outputs: outputs, probe: probe)
            loop.images = images
            loop.live = LiveConfig(scripted: scripted) { app.apply($0, time: $1) }
            let status: Int32
            if options.accessibilityAudit {
                let report = AuditReport()
                loop.frameCheck = { frame, driver in report.check(frame: frame, app: driver.scene, drawList: driver.drawList) }
                let ran = try loop.run()
                status = ran == 0 ? report.finish() : ran
            } else {
                status = try loop.run()
            }
            try writeState(of: app)
            return status
        }
        let lastState = StateSnapshot()
        watchStopSignals(saving: lastState)
        let canvas = try WindowCanvas(title: config.title, size: options.size, userScale: options.scale, fonts: fonts,
                                      accelerated: options.renderer == .accelerated)
        let app = DemoApp(config: config, measurer: canvas.renderer.text)
        let images = Self.images(drawingOn: canvas)
        app.images = images
        app.reducesMotion = options.reduceMotion || DesktopMotion.prefersReducedMotion()
        Self.expectTextStyles(of: config, in: canvas.renderer.text)
        restore(savedState, in: app, size: canvas.pointSize)
        let label = options.configPath.map { "--config \($0)" } ?? "the config \(configPath)"
        // A reload runs on another thread, with a launcher of its own (its own list of files read).
        let live = LiveConfig(scripted: scripted, apply: { app.apply($0, time: $1) },
                              watching: options.photosPath != nil ? nil : (configPath, { [options] in
                                  try Launcher(options: options).loadConfig(configPath, label: label)
                              }),
                              wake: { EventPump.wake() })
        var loop = WindowLoop(driver: FrameDriver(scene: app), canvas: canvas, fonts: fonts, script: script,
                              outputs: outputs, probe: probe, live: live,
                              accessibility: .forWindow(programPath: CommandLine.arguments.first ?? "pager"))
        loop.images = images
        if options.statePath != nil { loop.framePresented = { lastState.keep(app.navigationState) } }
        let status: Int32
        do {
            status = try loop.run()
        } catch {
            // An output that failed (a trace whose reader went away) still leaves the state saved.
            try? writeState(of: app)
            throw error
        }
        try writeState(of: app)
        return status
    }

    /// The store of the pictures `canvas` shows, warning on stderr once per image that cannot
    /// be shown (the run goes on with a broken-image placeholder).
    private static func images(drawingOn canvas: any Canvas) -> ImageStore {
        ImageStore(drawingOn: canvas) { StandardError.write("pager-demo: warning: \($0)\n") }
    }

    /// In a window, SIGINT, SIGTERM and SIGHUP end the loop at its next turn, which writes every
    /// output (``StopSignals``); a loop that does not turn within half a second, or outputs a
    /// second signal finds unfinished, are given up on, with `--state` written from `lastState`,
    /// the state of the last frame drawn.
    private func watchStopSignals(saving lastState: StateSnapshot) {
        StopSignals.watch(grace: 0.5, wake: { EventPump.wake() }) { [statePath = options.statePath] signal in
            var saved = ""
            if let statePath, let text = lastState.text, (try? OutputFile.write(text, to: statePath)) != nil {
                saved = " (--state \(statePath) saved)"
            }
            StandardError.write("pager-demo: \(StopSignals.name(of: signal)): the window did not finish; "
                                + "ended without its other outputs\(saved)\n")
        }
    }

    /// `--state FILE` as it was at the start: nil when there is none, or (with one line on
    /// stderr) when it is damaged or outdated, so the run starts from the defaults.
    private func readState() -> NavigationState? {
        guard let path = options.statePath, FileSystem.exists(path) else { return nil }
        do {
            let file = try InputFile.read(path, limit: InputKind.config.limit,
                                          idleTimeoutMilliseconds: InputKind.idleTimeoutMilliseconds)
            guard let text = String(validating: file.bytes, as: UTF8.self) else {
                throw InputError(source: path, message: "not UTF-8 text")
            }
            return try NavigationState.parse(text, source: path)
        } catch {
            StandardError.write("pager-demo: warning: \(error) (--state: starting from the defaults)\n")
            return nil
        }
    }

    /// Lays the scene out at `size` and puts the saved state back.
    private func restore(_ state: NavigationState?, in app: DemoApp, size: Size) {
        guard let state else { return }
        app.resize(to: size)
        app.restore(state, time: 0)
    }

    /// Writes `--state FILE` (a temporary file renamed into place).
    private func writeState(of app: DemoApp) throws {
        guard let path = options.statePath else { return }
        try OutputFile.write(app.navigationState.jsonText + "\n", to: path)
    }

    /// Announces the theme's text styles to `text`, to be opened and warmed before a frame needs
    /// them: the morphing title's in-between sizes with the feed screens' header titles, all they
    /// ever draw (the collapsing header is the feed's), rasterised ahead in one face per weight,
    /// and the other styles, opened and warmed with printable ASCII; then the screens' first
    /// labels, measured ahead (``DemoLabels``).
    static func expectTextStyles(of config: DemoConfig, in text: TextCache) {
        let styles = config.theme.textStyles
        let morphing = CollapsingHeader.titleSizes(theme: config.theme).map { TextStyle(size: $0, bold: true) }
        // Theme.textStyles lists its own styles, then the morphing title's sizes.
        let fixed = Array(styles.suffix(morphing.count)) == morphing ? Array(styles.dropLast(morphing.count)) : styles
        text.expect(styles: fixed)
        text.expect(labels: config.screens.filter { $0.kind == .feed }.map(\.header.title),
                    styles: morphing.filter { !fixed.contains($0) })
        text.prepare(labels: DemoLabels.expected(in: config))
    }

    /// The config of `--config` (or Assets/demo.json), and its path; for `--photos DIR`, a
    /// Photos screen of that folder and no path.
    private func loadConfig() throws -> (DemoConfig, String) {
        if let folder = options.photosPath {
            let theme = try options.theme.map { name in
                try themeLoader(directory: (try? AssetLocator.directory()).map { $0 + "/themes" })
                    .theme(ThemeReference(name, flag: "--theme"))
            }
            return (try DemoConfig.photos(folder: folder, list: PhotoFolders.list, theme: theme ?? Theme()), "")
        }
        let assets = try? AssetLocator.directory()
        let path: String
        if let configPath = options.configPath {
            path = configPath
        } else if let assets {
            path = assets + "/demo.json"
        } else {
            _ = try AssetLocator.directory()
            path = ""
        }
        let label = options.configPath.map { "--config \($0)" } ?? "the config \(path)"
        return (try loadConfig(path, label: label), path)
    }

    /// The config at `path` as the program shows it: its theme (or `--theme`), the icons, then
    /// `--pages` and `--rows`.
    private func loadConfig(_ path: String, label: String) throws -> DemoConfig {
        let assets = try? AssetLocator.directory()
        let themes = assets.map { $0 + "/themes" }
        let themeLoader = themeLoader(directory: themes)
        var config = try DemoConfig.parse(try readText(path, as: .config, label: label), source: path, themeOverride: options.theme,
                                        environment: Environment.variable, folders: PhotoFolders.list,
                                        themeNamed: themeLoader.theme)
        for warning in config.warnings { StandardError.write("pager-demo: warning: \(warning)\n") }
        if let assets, FileSystem.exists(assets + "/icons.json") {
            let iconsPath = assets + "/icons.json"
            config.icons = try IconSet.parse(try readText(iconsPath, as: .icons, label: "the icons \(iconsPath)"), source: iconsPath)
        }
        if let pages = options.pages { config.useSyntheticPages(pages) }
        if let rows = options.rows { config.useSyntheticRows(rows) }
        return config
    }

    /// `--fuzz N` (``FuzzRun``): the configs of Assets/ and Assets/options/ and the named
    /// themes to draw from, and what the command line pins.
    private func fuzz(fonts: FontLibrary) throws -> Int32 {
        var pins = FuzzCase.Pins()
        if let path = options.configPath {
            pins.config = FuzzAssets.Config(name: path, text: try readText(path, as: .config, label: "--config \(path)"))
        }
        var configs: [FuzzAssets.Config] = []
        var themes: [String: String] = [:]
        var icons: String?
        if let assets = try? AssetLocator.directory() {
            for folder in ["", "options/"] {
                let names = (FileSystem.contentsOfDirectory(assets + "/" + folder) ?? [])
                    .filter { $0.hasSuffix(".json") && $0 != "icons.json" }.sorted()
                for name in names {
                    let path = assets + "/" + folder + name
                    configs.append(FuzzAssets.Config(name: folder + name, text: try readText(path, as: .config, label: "the config \(path)")))
                }
            }
            for name in (FileSystem.contentsOfDirectory(assets + "/themes") ?? []).filter({ $0.hasSuffix(".json") }).sorted() {
                let path = assets + "/themes/" + name
                themes[String(name.dropLast(5))] = try readText(path, as: .theme, label: "the theme \(path)")
            }
            if FileSystem.exists(assets + "/icons.json") {
                icons = try readText(assets + "/icons.json", as: .icons, label: "the icons \(assets)/icons.json")
            }
        }
        if let theme = options.theme {
            pins.theme = theme
            if theme.contains("/") || theme.hasSuffix(".json") {
                themes[theme] = try readText(theme, as: .theme, label: "--theme \(theme)")
            }
        }
        pins.pages = options.pages
        pins.rows = options.rows
        if options.sizeIsGiven { pins.size = options.size }
        pins.scale = options.scale
        if options.reduceMotion { pins.reducesMotion = true }
        if configs.isEmpty, let pinned = pins.config { configs = [pinned] }
        return try FuzzRun(options: options, assets: FuzzAssets(configs: configs, themes: themes, icons: icons), pins: pins,
                           fonts: fonts).run()
    }

    /// Themes by name (Assets/themes/NAME.json) or by file path, each file read within the
    /// theme limit and noted so no output replaces it.
    private func themeLoader(directory: String?) -> ThemeLoader {
        ThemeLoader(directory: directory, exists: FileSystem.exists, contents: FileSystem.contentsOfDirectory,
                    canonical: FileSystem.resolvingSymlinks) { path, reference throws(InputError) in
            let label = reference.isFlag ? "--theme \(reference.name)" : "the theme \(path)"
            do { return try readText(path, as: .theme, label: label) } catch let error as InputError { throw error } catch {
                throw InputError(source: path, message: "\(error)")
            }
        }
    }

    /// Reads an input whole, within its kind's limits, and notes it so no output replaces it.
    private func readText(_ path: String, as kind: InputKind, label: String) throws -> String {
        let file: InputFile
        do {
            file = try InputFile.read(path, limit: kind.limit, idleTimeoutMilliseconds: InputKind.idleTimeoutMilliseconds)
        } catch {
            let message = switch error.code {
            case ENOENT: "no such file"
            case EFBIG: "larger than the \(kind.limit >> 20) MiB limit for \(kind.noun)"
            case ETIMEDOUT: "nothing to read for \(InputKind.idleTimeoutMilliseconds / 1000) s (a FIFO or pipe that nobody writes to?)"
            case EISDIR, ENODEV: error.operation
            default: "cannot read file (\(error.reason))"
            }
            throw InputError(source: path, message: message)
        }
        files.noteInput(label, path: path, identity: file.identity, kind: file.kind)
        guard let text = String(validating: file.bytes, as: UTF8.self) else {
            throw InputError(source: path, message: "not UTF-8 text")
        }
        return text
    }

    /// Fails early, before any work, when an output could not be written or would replace an
    /// input or another output; returns the checked `--record` folder.
    private func checkOutputs(script: Script?) throws -> RecordFolder? {
        var outputs: [RunFiles.Output] = []
        for (flag, path) in [("--trace", options.tracePath), ("--screenshot", options.screenshotPath),
                             ("--dump-tree", options.treePath)] {
            if let path { outputs.append(RunFiles.Output(label: "\(flag) \(path)", target: try OutputTarget.resolve(path))) }
        }
        if let path = options.statePath {
            outputs.append(RunFiles.Output(label: "--state \(path)", target: try OutputTarget.resolve(path)))
        }
        if let script, let scriptPath = options.scriptPath {
            for entry in script.entries {
                guard case .screenshot(let path) = entry.event else { continue }
                let target: OutputTarget
                do { target = try OutputTarget.resolve(path) } catch {
                    throw InputError(source: scriptPath, line: entry.line, field: "screenshot", message: "\(error)")
                }
                outputs.append(RunFiles.Output(label: "\(scriptPath):\(entry.line): screenshot \(path)", target: target))
            }
        }
        let record = try options.recordDirectory.map { directory throws(SystemError) in try RecordFolder.resolve(directory) }
        try files.check(outputs, record: record, recordLabel: "--record \(options.recordDirectory ?? "")")
        return record
    }
}

/// Where a run's outputs go.
package struct RunOutputs {
    var tracePath: String?
    var screenshotPath: String?
    var treePath: String?
    /// `--record DIR`: every frame as DIR/frame-00000.png and on.
    var record: RecordFolder?
}

/// Finds Assets/ next to the executable's package, or from `PAGER_ASSETS`.
package enum AssetLocator {
    /// The Assets directory.
    package static func directory() throws -> String {
        let candidates = self.candidates
        for candidate in candidates where FileSystem.exists(candidate + "/demo.json") {
            return candidate
        }
        throw InputError(source: "Assets/demo.json",
                         message: "not found (looked in \(candidates.joined(separator: ", "))); pass --config or set PAGER_ASSETS")
    }

    /// Where an Assets directory may be, in the order tried: `PAGER_ASSETS`, beside the executable
    /// and up to three levels above it (.build/<triple>/<config>/pager-demo: the package root is
    /// a few levels up), and the current directory.
    package static var candidates: [String] {
        var candidates: [String] = []
        if let custom = Environment.variable("PAGER_ASSETS") { candidates.append(custom) }
        var directory = Path.directory(of: FileSystem.resolvingSymlinks(executablePath))
        for _ in 0..<4 {
            candidates.append(directory == "/" ? "/Assets" : directory + "/Assets")
            directory = Path.directory(of: directory)
        }
        candidates.append(FileSystem.currentDirectory + "/Assets")
        return candidates
    }

    /// The running executable: Linux's /proc/self/exe, else the path it was started by.
    static var executablePath: String {
        let linked = FileSystem.resolvingSymlinks("/proc/self/exe")
        return linked != "/proc/self/exe" ? linked : CommandLine.arguments[0]
    }
}
