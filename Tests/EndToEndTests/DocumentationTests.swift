import Foundation
import Testing

/// The documentation builds: each core module's DocC catalog converts over the module's symbol
/// graph without a warning (an unresolved link, an undocumented parameter, a topic that names
/// nothing).
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
}
