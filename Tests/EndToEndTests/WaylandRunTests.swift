import Foundation
import Testing

/// The real program in a Wayland session (a weston of the test's own), on both renderers, with
/// no SDL_VIDEODRIVER: the session alone picks SDL's wayland driver. DISPLAY is unset for the
/// program, so a window that opens at all is a Wayland one. The software renderer used to exit
/// 2 there ("SDL_CreateRenderer: Couldn't find matching render driver").
@Suite(.tags(.process, .display), .serialized, .enabled(if: PrivateWaylandCompositor.available, "needs weston and Xvfb (scripts/setup --test)"))
struct WaylandRunTests {
    @Test(arguments: windowRenderers)
    func aScriptedSwipeAndKeySettleOnThePageTheScreenshotShows(renderer: String) throws {
        let compositor = try PrivateWaylandCompositor()
        defer { compositor.stop() }
        let scratch = try Scratch()
        let script = try scratch.write("w.script", "100 drag 400 400 150 400 100\n700 key Right\n")
        let result = try DemoProcess.run(["--renderer", renderer, "--script", script, "--trace", scratch.path("t.jsonl"),
                                          "--screenshot", scratch.path("w.png")],
                                         environment: compositor.environment, timeout: 20)
        #expect(!result.timedOut && result.result.status == 0, "\(result.result.stderr)")
        let trace = try TraceLine.read(scratch.path("t.jsonl"))
        let last = try #require(trace.last)
        // One key alone reaches the second page: the third proves the drag turned one too (a
        // mid-drag frame is not asserted: a loaded machine may draw none in its 100 ms).
        #expect(last.page == 2 && last.tab == 2 && last.offset == 2 && last.settled, "\(last)")
        let pixels = try Pixels(png: scratch.path("w.png"))
        #expect(pixels.width == 480 && pixels.height == 800)
        #expect(pixels[240, 400] == 0xFF9500, "the third page, orange, fills the window")
    }

    /// The windowed suite's scripted tests, in the Wayland session (the xdotool ones need X).
    @Test(arguments: windowRenderers)
    func aResizeStormMidSwipeSettlesOnAPage(renderer: String) throws {
        let compositor = try PrivateWaylandCompositor()
        defer { compositor.stop() }
        try WindowedRunTests.swipeAndResizeStorm(renderer: renderer, environment: compositor.environment)
    }

    @Test(arguments: windowRenderers)
    func aKeyMovesThePagesWhichSettleAndThenNothingIsDrawn(renderer: String) throws {
        let compositor = try PrivateWaylandCompositor()
        defer { compositor.stop() }
        try WindowedRunTests.keyThenIdle(renderer: renderer, environment: compositor.environment, start: 1000,
                                         redrawsAsked: 1)
    }

    /// On an output of scale 2 the drawable has twice the window's pixels a side, and the
    /// program draws into all of them (text at full resolution, not scaled up by weston), on
    /// both renderers: the software one through a surface of its own at the drawable's size
    /// (SDL 2.26's framebuffer emulation has only the window's size in screen coordinates).
    @Test(arguments: windowRenderers)
    func anOutputOfScaleTwoGetsADrawableOfTwiceThePixels(renderer: String) throws {
        let compositor = try PrivateWaylandCompositor(scale: 2)
        defer { compositor.stop() }
        let scratch = try Scratch()
        let script = try scratch.write("k.script", "100 key Right\n400 screenshot \(scratch.path("before.png"))\n"
                                       + "1500 resize 400 500\n")
        let result = try DemoProcess.run(["--renderer", renderer, "--script", script, "--screenshot", scratch.path("w.png")],
                                         environment: compositor.environment, timeout: 20)
        #expect(!result.timedOut && result.result.status == 0, "\(result.result.stderr)")
        let before = try Pixels(png: scratch.path("before.png"))
        try #require(before.width == 960 && before.height == 1600, "\(before.width)x\(before.height)")
        #expect(before[480, 1200] == 0x1A3AB0, "the second page, deep blue, fills the window")
        // After a resize the drawable (and the software path's own surface) follows.
        let pixels = try Pixels(png: scratch.path("w.png"))
        try #require(pixels.width == 800 && pixels.height == 1000, "\(pixels.width)x\(pixels.height)")
        #expect(pixels[400, 700] == 0x1A3AB0)
    }
}
