import Foundation
import Glibc
import Testing

/// A fresh package outside this one (``AdopterPackage``) builds both examples against the
/// library products alone, and the embedding draws a working pager in its own SDL window on a
/// private X server.
@Suite(.tags(.process, .slow)) struct AdopterPackageTests {
    @Test(.tags(.display), .enabled(if: Toolchain.program("swift") != nil && DemoWindow.toolsAvailable,
                   "needs swift, Xvfb and xdotool (scripts/setup --test)"))
    func aPackageOutsideBuildsAndDrawsAPager() throws {
        let adopter = try AdopterPackage.built.get()
        let scratch = try Scratch()
        let server = try PrivateXServer()
        defer { server.stop() }
        let output = scratch.path("stdout.txt")
        var environment = ProcessInfo.processInfo.environment
        environment["DISPLAY"] = server.display
        let program = try SpawnedDemo(["-oL", adopter.program("Embedded").path], scratch: scratch, environment: environment,
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

    /// A pager, a tab strip and a header over a list, each used alone by a package outside this
    /// one through its `handle(_:)` only: a touchpad pan, wheel notches, keys, a touch swipe and
    /// a tap each end at rest where they should.
    @Test(.enabled(if: Toolchain.program("swift") != nil, "needs swift"))
    func aPackageOutsideDrivesComponentsAloneThroughHandle() throws {
        let adopter = try AdopterPackage.built.get()
        let run = try Toolchain.run(adopter.program("Alone"), [], timeout: 60)
        #expect(run.result.status == 0, "\(run.result.stderr)")
        #expect(run.result.stdout == ComponentsAloneProgram.expected)
    }
}
