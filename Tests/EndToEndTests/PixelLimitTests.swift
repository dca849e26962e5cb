import Foundation
import Testing

/// Drawables are at most 16,384 pixels a side: past 2 GiB SDL's int pixel arithmetic overflowed
/// (a crash in a fill), and X rejects window sides of 65,536. A flag asking for more is an error;
/// a scripted or interactive resize is cut to the limit and the run goes on.
@Suite(.tags(.process), .serialized) struct PixelLimitTests {
    @Test func sizeTimesScaleOverTheLimitIsOneLineAndStatus2() throws {
        let scratch = try Scratch()
        let run = try DemoProcess.run(["--headless", "--size", "16384x16384", "--scale", "1.5",
                                       "--screenshot", scratch.path("s.png")], timeout: 30)
        #expect(run.result.status == 2, "\(run.result.stderr)")
        let lines = run.result.stderr.split(separator: "\n")
        #expect(lines.count == 1, "one line: \(run.result.stderr)")
        for part in ["--size", "16384x16384", "1.5", "24576x24576", "16384"] {
            #expect(run.result.stderr.contains(part), "\(run.result.stderr) should mention \(part)")
        }
        #expect(scratch.files.isEmpty, "nothing written: \(scratch.files)")
    }

    /// `resize 16384 16384` at --scale 2 asks for 32,768 pixels a side; it becomes 8,192 points
    /// (16,384 pixels), and the pages still move and settle.
    static func expectClampedRun(_ arguments: [String], environment: [String: String]? = nil) throws {
        let scratch = try Scratch()
        let script = try scratch.write("r.script", "100 resize 16384 16384\n300 key Right\n")
        let run = try DemoProcess.run(arguments + ["--scale", "2", "--script", script, "--trace", scratch.path("t.jsonl"),
                                                   "--dump-tree", scratch.path("tree.json")],
                                      environment: environment, timeout: 60)
        #expect(!run.timedOut && run.result.status == 0, "status \(run.result.status): \(run.result.stderr)")
        let tree = try TreeNode.read(scratch.path("tree.json"))
        #expect(tree.frame == [0, 0, 8192, 8192], "the window was cut to 16384 pixels a side: \(tree.frame)")
        let last = try #require(try TraceLine.read(scratch.path("t.jsonl")).last)
        #expect(last.page == 1 && last.offset == 1 && last.settled, "\(last)")
    }

    @Test func aScriptedResizeOverTheLimitIsClampedHeadless() throws {
        try Self.expectClampedRun(["--headless"])
    }

    /// On an X server of its own: a window this large would cover other tests' windows and
    /// take their pointer events.
    @Test(.tags(.display), .enabled(if: PrivateXServer.available, "needs Xvfb (scripts/setup --test)"), arguments: windowRenderers)
    func aScriptedResizeOverTheLimitIsClampedInAWindow(renderer: String) throws {
        let server = try PrivateXServer()
        defer { server.stop() }
        try Self.expectClampedRun(["--renderer", renderer], environment: server.environment)
    }

    /// On Wayland every pixel of the window is held several times over (DrawableLimit says
    /// where): a resize to 16,384 pixels a side peaked at 4.9-7.0 GB there.
    /// It is cut to 8,192 a side, and the run's peak stays under what X11's OpenGL path takes
    /// at 16,384 (2.2 GB).
    @Test(.enabled(if: PrivateWaylandCompositor.available, "needs weston and Xvfb (scripts/setup --test)"),
          arguments: windowRenderers)
    func aHugeWaylandWindowIsCutToWhatItsMemoryAllows(renderer: String) throws {
        let compositor = try PrivateWaylandCompositor()
        defer { compositor.stop() }
        let scratch = try Scratch()
        let script = try scratch.write("r.script", "100 resize 16384 16384\n300 key Right\n")
        let demo = try SpawnedDemo(["--renderer", renderer, "--script", script, "--trace", scratch.path("t.jsonl"),
                                    "--dump-tree", scratch.path("tree.json")],
                                   scratch: scratch, environment: compositor.environment)
        let outcome = try #require(demo.wait(timeout: 120), "the run ended")
        #expect(outcome.ending == .exited(0), "\(outcome.stderr)")
        #expect(outcome.peakKilobytes < 2_200_000, "peak \(outcome.peakKilobytes) kB")
        let tree = try TreeNode.read(scratch.path("tree.json"))
        #expect(tree.frame == [0, 0, 8192, 8192], "\(tree.frame)")
        let last = try #require(try TraceLine.read(scratch.path("t.jsonl")).last)
        #expect(last.page == 1 && last.offset == 1 && last.settled, "\(last)")
    }

    /// Another client (here xdotool, with no window manager to keep to the maximum size) makes
    /// the window 30,000 pixels a side: it is cut back to 16,384 and keeps working.
    @Test(.enabled(if: DemoWindow.toolsAvailable, "needs Xvfb, xdotool and xprop (scripts/setup --test)"),
          arguments: windowRenderers)
    func aWindowResizedPastTheLimitIsCutBack(renderer: String) throws {
        let scratch = try Scratch()
        let demo = try DemoWindow(renderer: renderer, arguments: ["--scale", "1", "--dump-tree", scratch.path("tree.json")])
        try demo.xdotool(["windowsize", demo.window, "30000", "30000"])
        var geometry = ""
        for _ in 0..<400 where !geometry.contains("16384x16384") {
            geometry = try demo.xdotool(["getwindowgeometry", demo.window])
        }
        #expect(geometry.contains("16384x16384"), "\(geometry)")
        try demo.xdotool(["key", "--window", demo.window, "Right"])
        let title = try demo.waitForTitle(containing: "Second (2/3)")
        #expect(title.contains("Second (2/3)"), "the window still works: \(title)")
        #expect(try demo.quit() == 0)
        let tree = try TreeNode.read(scratch.path("tree.json"))
        #expect(tree.frame == [0, 0, 16384, 16384], "\(tree.frame)")
    }
}
