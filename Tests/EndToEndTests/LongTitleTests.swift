import Foundation
import Testing

/// Titles longer than a Wayland message can carry (4 KB): the window's title or app id used to
/// end the connection, and SDL then spun at 100% CPU waiting for the window to show, or a page
/// title that became the window title mid-run ended it there. They are cut instead, and the run
/// goes on to its end.
@Suite(.tags(.process, .display), .serialized, .enabled(if: PrivateWaylandCompositor.available, "needs weston and Xvfb (scripts/setup --test)"))
struct LongTitleTests {
    enum Case: String, CaseIterable, CustomTestStringConvertible {
        case configTitle, pageTitle, appID
        var testDescription: String { rawValue }
    }

    static let long = String(repeating: "Pager ", count: 700)

    static func config(_ kind: Case) -> String {
        let title = kind == .configTitle ? long : "Pager"
        let second = kind == .pageTitle ? long : "Second"
        return """
            {"title": "\(title)", "kind": "loop", "loop": false, "header": "Titles",
             "pages": [{"title": "First", "color": "teal"}, {"title": "\(second)", "color": "green"},
                       {"title": "Third", "color": "orange"}]}
            """
    }

    @Test(arguments: windowRenderers, Case.allCases)
    func aTitleOverFourKilobytesIsCutAndTheRunGoesOn(renderer: String, kind: Case) throws {
        let compositor = try PrivateWaylandCompositor()
        defer { compositor.stop() }
        let scratch = try Scratch()
        let config = try scratch.write("c.json", Self.config(kind))
        let script = try scratch.write("k.script", "100 key Right\n900 key Right\n")
        var environment = compositor.environment
        if kind == .appID { environment["SDL_VIDEO_WAYLAND_WMCLASS"] = Self.long }
        let run = try DemoProcess.run(["--renderer", renderer, "--config", config, "--script", script,
                                       "--trace", scratch.path("t.jsonl")], environment: environment, timeout: 30)
        #expect(!run.timedOut, "the run ended (it used to spin for ever in SDL's window creation)")
        #expect(run.result.status == 0 && run.result.stderr.isEmpty, "\(run.result.status): \(run.result.stderr)")
        let last = try #require(try TraceLine.read(scratch.path("t.jsonl")).last)
        #expect(last.page == 2 && last.settled, "both keys played, past the long title: \(last)")
    }
}
