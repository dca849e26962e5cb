import Foundation
import Testing

/// The X server goes away mid-run (it crashed, the session ended): the program writes the
/// outputs of what ran and says so in one line, exit status 2, instead of Xlib's own text and 1.
@Suite(.tags(.process, .display), .serialized, .enabled(if: DemoWindow.toolsAvailable, "needs Xvfb, xdotool and xprop (scripts/setup --test)"))
struct DisplayLossTests {
    @Test(arguments: windowRenderers)
    func losingTheXServerMidRunWritesWhatRanAndOneLine(renderer: String) throws {
        let server = try PrivateXServer()
        let scratch = try Scratch()
        // A script that keeps the window open for a minute after the first move.
        let script = try scratch.write("s.script", "100 key Right\n60000 key Left\n")
        let demo = try DemoWindow(renderer: renderer, arguments: [
            "--script", script, "--trace", scratch.path("t.jsonl"), "--screenshot", scratch.path("s.png"),
            "--dump-tree", scratch.path("tree.json"),
        ], display: server.display)
        let title = try demo.waitForTitle(containing: "Second (2/3)")
        try #require(title.contains("Second (2/3)"), "the first move completed: \(title)")
        server.stop()
        let end = try #require(demo.waitForExit(seconds: 10), "the demo ended after its display went away")
        #expect(end.status == 2, "\(end.stderr)")
        let lines = end.stderr.split(separator: "\n")
        #expect(lines.count == 1 && lines[0].hasPrefix("pager-demo: lost the display connection"), "\(end.stderr)")
        let trace = try TraceLine.read(scratch.path("t.jsonl"))
        let last = try #require(trace.last)
        #expect(last.page == 1 && last.offset == 1 && last.settled, "the trace runs to the settled move: \(last)")
        let pixels = try Pixels(png: scratch.path("s.png"))
        #expect(pixels.width == 480 && pixels.height == 800)
        #expect(pixels[240, 400] == 0x1A3AB0, "the second page, deep blue, as the window last showed it")
        let tree = try TreeNode.read(scratch.path("tree.json"))
        #expect(tree.role == "window" && tree.frame == [0, 0, 480, 800])
        #expect(!scratch.files.contains { $0.hasSuffix(".tmp") }, "no temporary files left: \(scratch.files)")
    }
}

/// The Wayland compositor goes away mid-run: the same line and status 2 as on X11 (SDL reports
/// a broken Wayland connection as a quit event, which ended the run as if the window had been
/// closed: status 0, no word, the script unplayed).
@Suite(.tags(.process, .display), .serialized, .enabled(if: PrivateWaylandCompositor.available, "needs weston and Xvfb (scripts/setup --test)"))
struct WaylandDisplayLossTests {
    @Test(arguments: windowRenderers)
    func losingTheCompositorMidRunWritesWhatRanAndOneLine(renderer: String) throws {
        let compositor = try PrivateWaylandCompositor()
        defer { compositor.stop() }
        let scratch = try Scratch()
        // The screenshot at 1 s says the first move has been drawn; the window stays a minute.
        let script = try scratch.write("s.script", "100 key Right\n1000 screenshot \(scratch.path("mid.png"))\n60000 key Left\n")
        let demo = try SpawnedDemo(["--renderer", renderer, "--script", script, "--trace", scratch.path("t.jsonl"),
                                    "--dump-tree", scratch.path("tree.json")],
                                   scratch: scratch, environment: compositor.environment)
        let drawn = SpawnedDemo.poll(timeout: 20) { scratch.exists("mid.png") }
        try #require(drawn, "the first move was drawn")
        compositor.stop()
        let end = try #require(demo.wait(timeout: 10), "the demo ended after its compositor went away")
        #expect(end.ending == .exited(2), "\(end.stderr)")
        let lines = end.stderr.split(separator: "\n")
        #expect(lines.count == 1 && lines[0].hasPrefix("pager-demo: lost the display connection (Wayland compositor"),
                "\(end.stderr)")
        let last = try #require(try TraceLine.read(scratch.path("t.jsonl")).last)
        #expect(last.page == 1 && last.offset == 1 && last.settled, "the trace runs to the settled move: \(last)")
        let tree = try TreeNode.read(scratch.path("tree.json"))
        #expect(tree.role == "window")
        #expect(!scratch.files.contains { $0.hasSuffix(".tmp") }, "no temporary files left: \(scratch.files)")
    }
}
