import Foundation
import Testing

/// The core products (ScrollPhysics, PagerCore) build wherever Swift does, not only on glibc
/// Linux: their maths comes from `#if canImport(Glibc) / Musl / Darwin / ucrt / Android`.
///
/// This machine has only glibc, so the check takes Glibc away: swiftc gets a copy of its
/// resource folder (links) without the Glibc module, and a stand-in `Musl` module that offers
/// only the C standard's `<math.h>`, as every C library does. The core must then compile through
/// the chain's next branch; an unconditional `import Glibc` (or a use of anything else Glibc
/// has) fails it. Foundation, Dispatch and the rest stay, so only Glibc is what is tested.
@Suite(.tags(.process, .slow)) struct PortableCoreTests {
    @Test(.enabled(if: Toolchain.swiftc != nil, "swiftc not found on PATH or in /opt/swift/usr/bin"))
    func coreCompilesWithoutGlibc() throws {
        let sandbox = try GlibcFreeSandbox()
        let physics = try sandbox.compile(module: "ScrollPhysics", Toolchain.sources(of: "ScrollPhysics"), emitModule: true)
        #expect(physics.result.status == 0 && physics.result.stderr.isEmpty, "\(physics.result.stderr)")
        let core = try sandbox.compile(module: "PagerCore", Toolchain.sources(of: "PagerCore"), emitModule: false)
        #expect(core.result.status == 0 && core.result.stderr.isEmpty, "\(core.result.stderr)")
    }

    /// The check bites: in the same sandbox, a file that imports Glibc does not compile.
    @Test(.enabled(if: Toolchain.swiftc != nil, "swiftc not found on PATH or in /opt/swift/usr/bin"))
    func sandboxHasNoGlibc() throws {
        let sandbox = try GlibcFreeSandbox()
        let source = sandbox.scratch.path("Uses.swift")
        try "import Glibc\npublic func root(_ x: Double) -> Double { sqrt(x) }\n".write(toFile: source, atomically: true, encoding: .utf8)
        let run = try sandbox.compile(module: "Uses", [source], emitModule: false)
        #expect(run.result.status != 0)
        #expect(run.result.stderr.contains("no such module 'Glibc'"), "\(run.result.stderr)")
    }
}

/// swiftc set up as if on a platform without glibc (see ``PortableCoreTests``).
struct GlibcFreeSandbox {
    let scratch: Scratch
    private let resources: String
    private let musl: String
    private let modules: String

    /// What of the resource folder is Glibc: its Swift overlay, its module map, its umbrella header.
    static let glibcEntries: Set<String> = ["Glibc.swiftmodule", "glibc.modulemap", "SwiftGlibc.h"]

    init() throws {
        scratch = try Scratch()
        let files = FileManager.default
        let original = try Self.resourceFolder()
        resources = scratch.path("resources")
        musl = scratch.path("musl")
        modules = scratch.path("modules")
        for folder in [resources, musl, modules] { try files.createDirectory(atPath: folder, withIntermediateDirectories: true) }
        // Link everything but the platform folders' Glibc entries.
        for entry in try files.contentsOfDirectory(atPath: original) {
            let source = "\(original)/\(entry)", target = "\(resources)/\(entry)"
            let inner = (try? files.contentsOfDirectory(atPath: source)) ?? []
            if inner.contains(where: Self.glibcEntries.contains) {
                try files.createDirectory(atPath: target, withIntermediateDirectories: false)
                for name in inner where !Self.glibcEntries.contains(name) {
                    try files.createSymbolicLink(atPath: "\(target)/\(name)", withDestinationPath: "\(source)/\(name)")
                }
            } else {
                try files.createSymbolicLink(atPath: target, withDestinationPath: source)
            }
        }
        try "module Musl [system] {\n    header \"math.h\"\n    export *\n}\n"
            .write(toFile: "\(musl)/module.modulemap", atomically: true, encoding: .utf8)
        try "#include </usr/include/math.h>\n".write(toFile: "\(musl)/math.h", atomically: true, encoding: .utf8)
    }

    /// swiftc's resource folder, as it reports it.
    private static func resourceFolder() throws -> String {
        let run = try Toolchain.run(Toolchain.swiftc!, ["-print-target-info"], timeout: 60)
        let info = try JSONSerialization.jsonObject(with: Data(run.result.stdout.utf8)) as? [String: Any]
        guard let paths = info?["paths"] as? [String: Any], let folder = paths["runtimeResourcePath"] as? String else {
            throw CocoaError(.fileReadCorruptFile)
        }
        return folder
    }

    /// Compiles `sources` as `module` (emitting its module for the next one, or type-checking only).
    func compile(module: String, _ sources: [String], emitModule: Bool) throws -> DemoProcess.BoundedResult {
        var arguments = ["-resource-dir", resources, "-I", musl, "-I", modules, "-module-cache-path", scratch.path("cache"),
                         "-swift-version", "6", "-parse-as-library", "-package-name", "Pager", "-module-name", module]
        arguments += emitModule ? ["-emit-module", "-emit-module-path", "\(modules)/\(module).swiftmodule"] : ["-typecheck"]
        return try Toolchain.run(Toolchain.swiftc!, arguments + sources)
    }
}
