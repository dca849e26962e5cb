import Foundation
import Testing

/// `autoAdvance` in a window nobody touches: the loop sleeps until the carousel's next move and
/// wakes for it, on both renderers, under X11 and under Wayland. It used to sleep for good once
/// a move settled: the count to the next move started only in a frame drawn at rest, and a
/// window at rest draws none.
@Suite(.tags(.process, .display), .serialized) struct IdleCarouselTests {
    /// Runs Assets/options/carousel.json (a move every 2 s) for 5.5 s. The one input, at 0.1 s,
    /// puts the pointer on the header, off the pages (where it would hold the carousel: the real
    /// pointer starts in the middle of the screen, over the window); a screenshot keeps the
    /// window open until 5.5 s.
    static func expectItMovesTwice(renderer: String, environment: [String: String]) throws {
        let scratch = try Scratch()
        let script = try scratch.write("c.script", "100 move 240 20\n5500 screenshot \(scratch.path("c.png"))\n")
        let config = DemoProcess.assets.appendingPathComponent("options/carousel.json").path
        let run = try DemoProcess.run(["--renderer", renderer, "--config", config, "--script", script,
                                       "--trace", scratch.path("t.jsonl")], environment: environment, timeout: 30)
        #expect(!run.timedOut && run.result.status == 0, "\(run.result.stderr)")
        let trace = try TraceLine.read(scratch.path("t.jsonl"))
        var pages: [Int] = []
        for line in trace where pages.last != line.page { pages.append(line.page) }
        #expect(pages.starts(with: [0, 1, 2]), "two moves at least, one page each: \(pages)")
        let firstMove = try #require(trace.first { $0.offset != 0 })
        #expect(firstMove.t >= 2000, "not before the interval: \(firstMove.t)")
        // Between moves the loop sleeps: a handful of frames at rest (the first, the pointer's,
        // a compositor's configure events, each move's last, the screenshot's), not one a
        // refresh (over 300 in these 5.5 s).
        let atRest = trace.filter(\.settled).count
        #expect(atRest <= 10, "\(atRest) frames at rest")
    }

    @Test(.enabled(if: PrivateXServer.available, "needs Xvfb (scripts/setup --test)"), arguments: windowRenderers)
    func anIdleCarouselMovesOnUnderX11(renderer: String) throws {
        let server = try PrivateXServer()
        defer { server.stop() }
        try Self.expectItMovesTwice(renderer: renderer, environment: server.environment)
    }

    @Test(.enabled(if: PrivateWaylandCompositor.available, "needs weston and Xvfb (scripts/setup --test)"),
          arguments: windowRenderers)
    func anIdleCarouselMovesOnUnderWayland(renderer: String) throws {
        let compositor = try PrivateWaylandCompositor()
        defer { compositor.stop() }
        try Self.expectItMovesTwice(renderer: renderer, environment: compositor.environment)
    }
}
