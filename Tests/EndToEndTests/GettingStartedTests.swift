import Foundation
import Glibc
import Testing

/// The getting-started article's code, as a reader would copy it into a package of their own
/// (``AdopterPackage``): its scene in its own loop takes a drag, a touchpad pan, a wheel notch
/// and a resize, and quits on SIGTERM; its ready window opens, resizes and quits.
@Suite struct GettingStartedTests {
    static let swift = Toolchain.program("swift") != nil

    /// The article's manifest names the products the adopter package depends on.
    @Test(.tags(.unit)) func theManifestNamesTheLibraryProducts() throws {
        let manifest = try GettingStartedArticle().manifest
        for product in ["PagerSDL", "PagerCore", "CSDL2"] {
            #expect(manifest.contains(".product(name: \"\(product)\", package: \"Pager\")"), "\(product)")
        }
    }

    /// The loop, headless (SDL's dummy video driver), fed by `GettingStartedArticle.driverSource`
    /// each time it would sleep: where the pages rest after each step, then the quit.
    @Test(.tags(.process, .slow), .enabled(if: swift, "needs swift"))
    func theArticlesLoopPagesThroughEveryInputKindAndQuits() throws {
        let adopter = try AdopterPackage.built.get()
        let scratch = try Scratch()
        let output = scratch.path("stdout.txt")
        var environment = ProcessInfo.processInfo.environment
        environment["SDL_VIDEODRIVER"] = "dummy"
        let program = try SpawnedDemo(["-oL", adopter.program("ArticleLoop").path], scratch: scratch,
                                      environment: environment, program: URL(fileURLWithPath: "/usr/bin/stdbuf"),
                                      stdout: output)
        let printed = { (try? String(contentsOfFile: output, encoding: .utf8)) ?? "" }
        let rests = [
            "idle: page 0, position 0.0, width 360.0, settled true",  // started
            "idle: page 1, position 1.0, width 360.0, settled true",  // the drag
            "idle: page 2, position 2.0, width 360.0, settled true",  // the touchpad pan, ended by silence
            "idle: page 1, position 1.0, width 360.0, settled true",  // the wheel notch
            "idle: page 1, position 1.0, width 480.0, settled true",  // the resize
        ]
        let reached = SpawnedDemo.poll(timeout: 30) { printed().split(separator: "\n").count >= rests.count }
        #expect(reached, "\(printed())")
        program.signal(SIGTERM)
        let outcome = try #require(program.wait(timeout: 10))
        #expect(outcome.ending == .exited(0), "\(outcome.stderr)")
        let lines = printed().split(separator: "\n").map(String.init)
        #expect(lines == rests + ["quit: page 1, position 1.0, settled true"])
    }

    /// The ready window on a private X server: it appears with the article's title, takes a new
    /// size, and SIGTERM ends it with status 0.
    @Test(.tags(.process, .display, .slow), .enabled(if: swift && DemoWindow.toolsAvailable, "needs swift, Xvfb and xdotool (scripts/setup --test)"))
    func theArticlesReadyWindowOpensResizesAndQuits() throws {
        let adopter = try AdopterPackage.built.get()
        let scratch = try Scratch()
        let server = try PrivateXServer()
        defer { server.stop() }
        var environment = ProcessInfo.processInfo.environment
        environment["DISPLAY"] = server.display
        let program = try SpawnedDemo([], scratch: scratch, environment: environment,
                                      program: adopter.program("ArticleWindow"))
        let window = try ExamplesTests.window(of: program.pid, environment: environment)
        #expect(try ExamplesTests.run("/usr/bin/xdotool", ["getwindowname", window], environment: environment) == "Pager")
        _ = try ExamplesTests.run("/usr/bin/xdotool", ["windowsize", "--sync", window, "400", "500"], environment: environment)
        let geometry = try ExamplesTests.run("/usr/bin/xdotool", ["getwindowgeometry", window], environment: environment)
        #expect(geometry.contains("400x500"), "\(geometry)")
        program.signal(SIGTERM)
        let outcome = try #require(program.wait(timeout: 10))
        #expect(outcome.ending == .exited(0), "\(outcome.stderr)")
    }
}
