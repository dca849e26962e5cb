import Foundation
import Testing

/// No display at all (no DISPLAY, no WAYLAND_DISPLAY, no XDG_RUNTIME_DIR): SDL 2.26 would fall
/// back to its invisible `offscreen` driver and the program ran for ever with no window. A window
/// run refuses, at once, in one line that points to --headless.
@Suite(.tags(.process))
struct NoDisplayTests {
    /// The test's environment without any way to reach a display.
    static func noDisplay(videoDriver: String?) -> [String: String] {
        var environment = ProcessInfo.processInfo.environment
        for name in ["DISPLAY", "WAYLAND_DISPLAY", "XDG_RUNTIME_DIR", "SDL_VIDEODRIVER"] { environment[name] = nil }
        environment["SDL_VIDEODRIVER"] = videoDriver
        return environment
    }

    /// nil: SDL picks its driver itself; "offscreen" and "dummy": the user forced one that shows
    /// nothing.
    @Test(arguments: [nil, "offscreen", "dummy"] as [String?])
    func aWindowRunWithoutADisplayIsRefusedAtOnce(videoDriver: String?) throws {
        let scratch = try Scratch()
        let run = try DemoProcess.run(["--trace", scratch.path("t.jsonl")],
                                      environment: Self.noDisplay(videoDriver: videoDriver), timeout: 10)
        #expect(!run.timedOut, "still running after 10 s")
        #expect(run.result.status == 2, "\(run.result.stderr)")
        let lines = run.result.stderr.split(separator: "\n")
        #expect(lines.count == 1 && lines[0].hasPrefix("pager-demo: no display"), "one line: \(run.result.stderr)")
        #expect(run.result.stderr.contains("--headless"))
        // The driver search itself takes milliseconds; the bound leaves room for a loaded machine.
        #expect(run.seconds < 1, "took \(run.seconds) s")
        #expect(scratch.files.isEmpty, "nothing written: \(scratch.files)")
    }
}
