import Foundation
import PagerCore
import PagerDemoKit
import PagerSDL

/// Loads everything the run needs, so that every input error surfaces before a window opens or
/// any output file is touched.
public struct Launcher {
    let options: DemoOptions
    let probe: (any RunProbe)?

    /// Prepares a run with the parsed command line; `probe` watches its frames (the benchmark).
    public init(options: DemoOptions, probe: (any RunProbe)? = nil) {
        self.options = options
        self.probe = probe
    }

    /// Runs the program; returns its exit status.
    public func run() throws -> Int32 {
        let config = try loadConfig()
        let script = try options.scriptPath.map { path in try Script.parse(try readText(path), source: path) }
        for path in [options.tracePath, options.screenshotPath, options.treePath].compactMap({ $0 }) {
            try checkWritable(path)
        }
        let fonts = try FontLibrary()
        let outputs = RunOutputs(tracePath: options.tracePath, screenshotPath: options.screenshotPath,
                                 treePath: options.treePath)
        if options.headless {
            let canvas = try OffscreenCanvas(size: options.size, scale: options.scale, fonts: fonts)
            let app = DemoApp(config: config, measurer: canvas.renderer.text)
            return try HeadlessLoop(app: app, canvas: canvas, script: script, fps: options.fps, outputs: outputs,
                                    probe: probe).run()
        }
        let canvas = try WindowCanvas(title: config.title, size: options.size, userScale: options.scale, fonts: fonts,
                                      accelerated: options.renderer == .accelerated)
        let app = DemoApp(config: config, measurer: canvas.renderer.text)
        return try WindowLoop(app: app, canvas: canvas, script: script, outputs: outputs, probe: probe).run()
    }

    private func loadConfig() throws -> DemoConfig {
        var config: DemoConfig
        if let path = options.configPath {
            config = try DemoConfig.parse(try readText(path), source: path)
        } else {
            let path = try AssetLocator.defaultConfigPath()
            config = try DemoConfig.parse(try readText(path), source: path)
        }
        if let pages = options.pages {
            config.pages = DemoConfig.synthetic(pageCount: pages)
            // Thousands of tabs cannot share the width; give them a scrolling strip.
            config.tabs = .fixed(width: 112, height: config.tabs.height, spacing: 0)
        }
        config.initialPage = min(config.initialPage, config.pages.count - 1)
        return config
    }

    private func readText(_ path: String) throws -> String {
        guard let data = FileManager.default.contents(atPath: path) else {
            throw InputError(source: path, message: FileManager.default.fileExists(atPath: path)
                             ? "cannot read file" : "no such file")
        }
        guard let text = String(data: data, encoding: .utf8) else {
            throw InputError(source: path, message: "not UTF-8 text")
        }
        return text
    }

    /// Fails early, before any work, when an output could not be written.
    private func checkWritable(_ path: String) throws {
        let directory = URL(fileURLWithPath: path).deletingLastPathComponent().path
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: directory, isDirectory: &isDirectory), isDirectory.boolValue else {
            throw InputError(source: path, message: "output directory \(directory) does not exist")
        }
        guard FileManager.default.isWritableFile(atPath: directory) else {
            throw InputError(source: path, message: "output directory \(directory) is not writable")
        }
    }
}

/// Where a run's outputs go.
public struct RunOutputs {
    var tracePath: String?
    var screenshotPath: String?
    var treePath: String?
}

/// Finds Assets/ next to the executable's package, or from `PAGER_ASSETS`.
public enum AssetLocator {
    static func defaultConfigPath() throws -> String {
        var candidates: [String] = []
        if let custom = ProcessInfo.processInfo.environment["PAGER_ASSETS"] { candidates.append(custom) }
        // .build/<config>/pager-demo -> package root is three levels up.
        let executable = URL(fileURLWithPath: CommandLine.arguments[0]).resolvingSymlinksInPath()
        var directory = executable.deletingLastPathComponent()
        for _ in 0..<4 {
            candidates.append(directory.appendingPathComponent("Assets").path)
            directory = directory.deletingLastPathComponent()
        }
        candidates.append(FileManager.default.currentDirectoryPath + "/Assets")
        for candidate in candidates where FileManager.default.fileExists(atPath: candidate + "/demo.json") {
            return candidate + "/demo.json"
        }
        throw InputError(source: "Assets/demo.json", message: "not found (looked in \(candidates.joined(separator: ", "))); pass --config or set PAGER_ASSETS")
    }
}
