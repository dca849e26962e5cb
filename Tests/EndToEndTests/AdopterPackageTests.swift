import Foundation
import Glibc
import Testing

/// A fresh package outside this one depends on it by path, imports the library products only,
/// builds both examples (the ready window and the embedding), and the embedding draws a working
/// pager in its own SDL window on a private X server. It is a second package build, about a
/// minute of the suite.
@Suite struct AdopterPackageTests {
    @Test(.enabled(if: Toolchain.program("swift") != nil && DemoWindow.toolsAvailable,
                   "needs swift, Xvfb and xdotool (scripts/setup --test)"))
    func aPackageOutsideBuildsAndDrawsAPager() throws {
        let scratch = try Scratch()
        let root = scratch.path("adopter")
        let pager = Toolchain.packageRoot.path
        let identity = Toolchain.packageRoot.lastPathComponent
        for (target, example) in [("Embedded", "EmbeddedViewPager"), ("Windowed", "WindowedPager")] {
            let sources = "\(root)/Sources/\(target)"
            try FileManager.default.createDirectory(atPath: sources, withIntermediateDirectories: true)
            let file = Toolchain.packageRoot.appendingPathComponent("Examples/\(example)/main.swift")
            try FileManager.default.copyItem(atPath: file.path, toPath: "\(sources)/main.swift")
        }
        try """
        // swift-tools-version:6.0
        import PackageDescription
        let products: [Target.Dependency] = [
            .product(name: "PagerSDL", package: "\(identity)"), .product(name: "PagerCore", package: "\(identity)"),
            .product(name: "CSDL2", package: "\(identity)"),
        ]
        let package = Package(name: "Adopter", dependencies: [.package(path: "\(pager)")], targets: [
            .executableTarget(name: "Embedded", dependencies: products),
            .executableTarget(name: "Windowed", dependencies: products),
        ])
        """.write(toFile: "\(root)/Package.swift", atomically: true, encoding: .utf8)
        let build = try Toolchain.run(Toolchain.program("swift")!, ["build", "--package-path", root], timeout: 1200)
        try #require(build.result.status == 0, "\(build.result.stdout)\(build.result.stderr)")
        let server = try PrivateXServer()
        defer { server.stop() }
        let output = scratch.path("stdout.txt")
        var environment = ProcessInfo.processInfo.environment
        environment["DISPLAY"] = server.display
        let program = try SpawnedDemo(["-oL", "\(root)/.build/debug/Embedded"], scratch: scratch, environment: environment,
                                      program: URL(fileURLWithPath: "/usr/bin/stdbuf"), stdout: output)
        let window = try ExamplesTests.window(of: program.pid, environment: environment)
        _ = try ExamplesTests.run("/usr/bin/xdotool", ["key", "--window", window, "End"], environment: environment)
        let printed = { (try? String(contentsOfFile: output, encoding: .utf8)) ?? "" }
        try #require(SpawnedDemo.poll(timeout: 10) { printed().contains("moved to page 2") })
        program.signal(SIGTERM)
        let outcome = try #require(program.wait(timeout: 10))
        #expect(outcome.ending == .exited(0), "\(outcome.stderr)")
        #expect(printed().hasSuffix("page 2, offset 2.0, settled true\n"), "\(printed())")
    }
}
