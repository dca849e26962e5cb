import Foundation
import Testing

/// A fresh package outside this one depends on it by path, imports PagerSDL, PagerCore and the
/// SDL module, builds, and draws a working pager in its own SDL window (the embedding example's
/// code, headless). A second package build takes minutes, so it runs when asked:
/// `PAGER_ADOPTER_BUILD=1 scripts/test --filter AdopterPackageTests`.
@Suite struct AdopterPackageTests {
    static let asked = ProcessInfo.processInfo.environment["PAGER_ADOPTER_BUILD"] == "1"

    @Test(.enabled(if: asked && Toolchain.program("swift") != nil, "a second package build takes minutes: set PAGER_ADOPTER_BUILD=1"))
    func aPackageOutsideBuildsAndDrawsAPager() throws {
        let scratch = try Scratch()
        let root = scratch.path("adopter")
        let sources = "\(root)/Sources/Adopter"
        try FileManager.default.createDirectory(atPath: sources, withIntermediateDirectories: true)
        let pager = Toolchain.packageRoot.path
        let identity = Toolchain.packageRoot.lastPathComponent
        try """
        // swift-tools-version:6.0
        import PackageDescription
        let package = Package(name: "Adopter", dependencies: [.package(path: "\(pager)")], targets: [
            .executableTarget(name: "Adopter", dependencies: [
                .product(name: "PagerSDL", package: "\(identity)"), .product(name: "PagerCore", package: "\(identity)"),
                .product(name: "ScrollPhysics", package: "\(identity)"), .product(name: "CSDL2", package: "\(identity)"),
            ]),
        ])
        """.write(toFile: "\(root)/Package.swift", atomically: true, encoding: .utf8)
        let example = Toolchain.packageRoot.appendingPathComponent("Examples/EmbeddedViewPager/main.swift")
        try FileManager.default.copyItem(atPath: example.path, toPath: "\(sources)/main.swift")
        let build = try Toolchain.run(Toolchain.program("swift")!, ["build", "--package-path", root], timeout: 1200)
        #expect(build.result.status == 0, "\(build.result.stdout)\(build.result.stderr)")
        var environment = ProcessInfo.processInfo.environment
        environment["DISPLAY"] = nil
        environment["WAYLAND_DISPLAY"] = nil
        let run = try DemoProcess.run(["--frames", "600"], environment: environment, timeout: 60,
                                      program: URL(fileURLWithPath: "\(root)/.build/debug/Adopter"))
        #expect(run.result.status == 0, "\(run.result.stderr)")
        #expect(run.result.stdout.contains("page 2, offset 2.0, settled true, pager centre #FF9500"), "\(run.result.stdout)")
    }
}
