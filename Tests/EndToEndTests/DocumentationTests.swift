import Foundation
import Testing

/// The documentation builds: each core module's DocC catalog converts over the module's symbol
/// graph without a warning (an unresolved link, an undocumented parameter, a topic that names
/// nothing), and what it documents is the API an app should see.
@Suite struct DocumentationTests {
    static let tools = Toolchain.swiftc != nil && Toolchain.docc != nil
    static let modules = ["ScrollPhysics", "PagerCore"]

    @Test(.enabled(if: tools, "docc or swiftc not found on PATH or in /opt/swift/usr/bin"))
    func catalogsConvertWithoutWarnings() throws {
        let graphs = try SymbolGraphs.built.get()
        for module in Self.modules {
            let catalog = Toolchain.packageRoot.appendingPathComponent("Sources/\(module)/\(module).docc").path
            let run = try Toolchain.run(Toolchain.docc!, [
                "convert", catalog, "--additional-symbol-graph-dir", graphs.folder(of: module),
                "--output-path", graphs.scratch.path("\(module).doccarchive"), "--warnings-as-errors",
                "--fallback-display-name", module, "--fallback-bundle-identifier", "pager.\(module)",
            ])
            let output = run.result.stdout + run.result.stderr
            #expect(run.result.status == 0 && !output.contains("warning:") && !output.contains("error:"),
                    "\(module): \(output)")
        }
    }

    /// The getting-started article's scene is the one the core's tests drive (DrivenInputTests:
    /// a drag, a touchpad pan, a wheel notch, a key and a resize through a FrameDriver).
    @Test func theArticlesSceneIsTheTestedOne() throws {
        let root = Toolchain.packageRoot
        let article = try String(contentsOf: root.appendingPathComponent("Sources/PagerCore/PagerCore.docc/GettingStarted.md"),
                                 encoding: .utf8)
        let tested = try String(contentsOf: root.appendingPathComponent("Tests/PagerCoreTests/DrivenPagerScene.swift"),
                                encoding: .utf8)
        let block = try #require(article.firstMatch(of: /```swift\n(final class MyPagerScene[\s\S]*?)```/)?.1)
        let copy = try #require(tested.firstMatch(of: /\/\/ article: begin\n([\s\S]*?)\/\/ article: end/)?.1)
        #expect(block == copy)
    }

    /// No test fakes, fuzzing or random helpers in the public API of the library products.
    @Test(.enabled(if: tools, "swiftc not found on PATH or in /opt/swift/usr/bin"))
    func publicAPIHasNoTestHelpers() throws {
        let graphs = try SymbolGraphs.built.get()
        for module in Self.modules {
            let names = try graphs.publicNames(of: module)
            #expect(names.count > 10, "\(module) has a public API")
            let helpers = names.filter { $0.lowercased().contains(/fake|fuzz|mock|stub|hostile|random|splitmix/) }
            #expect(helpers.isEmpty, "\(module): \(helpers)")
        }
    }

    /// The names the seed documents (docs/seeds.md) gave the concepts (their UIKit code is what
    /// users bring) are the names of the API, time-taking where a move starts motion.
    @Test(.enabled(if: tools, "swiftc not found on PATH or in /opt/swift/usr/bin"))
    func publicAPIUsesTheSeedsNames() throws {
        let names = Set(try SymbolGraphs.built.get().publicNames(of: "PagerCore"))
        let seeds = ["PagedView", "PagedView.moveToPage(at:animated:time:)", "PagedViewDelegate.didMoveToPage(index:)",
                     "TabbedView", "TabbedView.SizeConfiguration", "TabbedViewDelegate.didMoveToTab(at:)",
                     "TabStripLayout.SizeConfiguration.fillEqually(height:spacing:)",
                     "TabStripLayout.SizeConfiguration.fixed(width:height:spacing:)",
                     "TabItem.onSelected()", "TabItem.onNotSelected()", "MenuItemView.didSelect()",
                     "MenuItemView.didDeselect()", "ViewPager", "TabbedPager.moveToPage(at:animated:time:)",
                     "ViewPagerDelegate.didMoveToPage(index:)"]
        #expect(seeds.filter { !names.contains($0) } == [])
    }
}

/// The core modules compiled once with their public symbol graphs (swiftc directly, the way
/// `swift build -Xswiftc -emit-symbol-graph` would, without a second package build).
struct SymbolGraphs: Sendable {
    let scratch: Scratch

    static let built: Result<SymbolGraphs, any Error> = Result { try SymbolGraphs() }

    private init() throws {
        scratch = try Scratch()
        let modules = scratch.path("modules")
        try FileManager.default.createDirectory(atPath: modules, withIntermediateDirectories: true)
        for module in DocumentationTests.modules {
            try FileManager.default.createDirectory(atPath: folder(of: module), withIntermediateDirectories: true)
            let run = try Toolchain.run(Toolchain.swiftc!, [
                "-emit-module", "-emit-module-path", "\(modules)/\(module).swiftmodule", "-I", modules,
                "-emit-symbol-graph", "-emit-symbol-graph-dir", folder(of: module),
                "-module-cache-path", scratch.path("cache"), "-swift-version", "6", "-parse-as-library",
                "-package-name", "Pager", "-module-name", module,
            ] + Toolchain.sources(of: module))
            guard run.result.status == 0 else { throw CompileError(output: run.result.stderr) }
        }
    }

    struct CompileError: Error { var output: String }

    func folder(of module: String) -> String { scratch.path("graphs-\(module)") }

    /// The module's public symbols by path (`PagedView.moveToPage(at:animated:time:)`).
    func publicNames(of module: String) throws -> [String] {
        let data = try Data(contentsOf: URL(fileURLWithPath: "\(folder(of: module))/\(module).symbols.json"))
        let graph = try JSONSerialization.jsonObject(with: data) as? [String: Any]
        let symbols = graph?["symbols"] as? [[String: Any]] ?? []
        return symbols.compactMap { ($0["pathComponents"] as? [String])?.joined(separator: ".") }
    }
}
