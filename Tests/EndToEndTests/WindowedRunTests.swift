import Foundation
import Testing

/// The real program in a real window (scripts/test runs the suite under Xvfb): scripted input in
/// real time, and xdotool driving the mouse as a person would.
@Suite(.serialized, .enabled(if: ProcessInfo.processInfo.environment["DISPLAY"] != nil, "needs a display (scripts/test starts Xvfb)"))
struct WindowedRunTests {
    @Test func scriptedSwipeAndResizeStormInAWindowSettleOnAPage() throws {
        let scratch = try Scratch()
        var lines = ["100 drag 400 400 150 400 100", "150 resize 300 600"]
        // A resize storm while the spring runs, ending where it began.
        for step in 0..<12 { lines.append("\(200 + step * 15) resize \(300 + step * 40) \(600 + step * 15)") }
        lines.append("500 resize 480 800")
        lines.append("900 key Right")
        let script = try scratch.write("w.script", lines.joined(separator: "\n") + "\n")
        let result = try DemoProcess.run(["--script", script, "--trace", scratch.path("t.jsonl"),
                                          "--screenshot", scratch.path("w.png")])
        #expect(result.status == 0, "\(result.stderr)")
        let trace = try TraceLine.read(scratch.path("t.jsonl"))
        let last = try #require(trace.last)
        #expect(last.page == 2 && last.tab == 2 && last.offset == 2 && last.settled)
        let pixels = try Pixels(png: scratch.path("w.png"))
        #expect(pixels.width == 480 && pixels.height == 800)
        #expect(pixels[240, 400] == 0xFF9500, "the third page, orange, fills the window")
    }

    @Test func buttonReleasedOutsideTheWindowStillEndsTheDrag() throws {
        guard DemoWindow.toolsAvailable else { return }
        let scratch = try Scratch()
        let demo = try DemoWindow(tracePath: scratch.path("t.jsonl"))
        try demo.xdotool(["mousemove", "--window", demo.window, "400", "400", "mousedown", "1"])
        for x in stride(from: 380, through: 40, by: -40) {
            try demo.xdotool(["mousemove", "--window", demo.window, "\(x)", "400"])
        }
        // Leave the window to the left and release out there.
        try demo.xdotool(["mousemove", "--window", demo.window, "--", "-200", "400"])
        try demo.xdotool(["mouseup", "1"])
        let title = try demo.waitForTitle(containing: "Second (2/3)")
        #expect(title.contains("Second (2/3)"), "title after the release: \(title)")
        #expect(try demo.quit() == 0)
        let trace = try TraceLine.read(scratch.path("t.jsonl"))
        #expect(trace.contains { $0.offset > 0.3 }, "the drag moved the pages")
        let last = try #require(trace.last)
        #expect(last.page == 1 && last.tab == 1 && last.offset == 1 && last.settled)
    }

    /// Minimise and restore mid-animation (unmap and map: what a window manager does) and a
    /// pointer still down when the window goes: the pager still settles on a page, consistently.
    @Test func hiddenAndShownMidAnimationStillSettles() throws {
        guard DemoWindow.toolsAvailable else { return }
        let scratch = try Scratch()
        let demo = try DemoWindow(tracePath: scratch.path("t.jsonl"))
        try demo.xdotool(["key", "--window", demo.window, "End"])
        try demo.xdotool(["windowunmap", "--sync", demo.window])
        try demo.xdotool(["windowmap", "--sync", demo.window])
        try demo.xdotool(["mousemove", "--window", demo.window, "240", "400", "mousedown", "1"])
        try demo.xdotool(["windowunmap", "--sync", demo.window])
        try demo.xdotool(["mouseup", "1"])
        try demo.xdotool(["windowmap", "--sync", demo.window])
        _ = try demo.waitForTitle(containing: "Third (3/3)")
        #expect(try demo.quit() == 0)
        let trace = try TraceLine.read(scratch.path("t.jsonl"))
        let last = try #require(trace.last)
        #expect(last.page == 2 && last.tab == 2 && last.offset == 2 && last.settled, "\(last)")
    }
}

/// The demo running in a real window, driven by xdotool and watched through xprop, with no
/// fixed sleeps: every wait polls a condition, with a bound.
final class DemoWindow {
    static var toolsAvailable: Bool {
        ["/usr/bin/xdotool", "/usr/bin/xprop"].allSatisfy { FileManager.default.isExecutableFile(atPath: $0) }
    }

    private let process = Process()
    /// The X window id.
    private(set) var window = ""

    /// Starts the demo writing its trace to `tracePath` and waits (up to ~5 s) for its window.
    init(tracePath: String) throws {
        process.executableURL = DemoProcess.executable
        process.arguments = ["--trace", tracePath]
        try process.run()
        for _ in 0..<100 where window.isEmpty {
            window = try run("/usr/bin/xdotool", ["search", "--sync", "--onlyvisible", "--limit", "1",
                                                  "--pid", "\(process.processIdentifier)"])
        }
        try #require(!window.isEmpty, "the window appeared")
    }

    deinit { if process.isRunning { process.terminate() } }

    /// Runs xdotool with `arguments`; returns what it printed.
    @discardableResult
    func xdotool(_ arguments: [String]) throws -> String { try run("/usr/bin/xdotool", arguments) }

    /// Polls the window title (which names the page once a move completes) until it contains
    /// `text`, a few hundred reads at most; returns the last title read.
    func waitForTitle(containing text: String) throws -> String {
        var title = ""
        for _ in 0..<400 where !title.contains(text) {
            title = try run("/usr/bin/xprop", ["-id", window, "WM_NAME"])
        }
        return title
    }

    /// Quits through the keyboard (the trace is written on the way out); returns the exit status.
    func quit() throws -> Int32 {
        try xdotool(["key", "--window", window, "Escape"])
        process.waitUntilExit()
        return process.terminationStatus
    }

    private func run(_ path: String, _ arguments: [String]) throws -> String {
        let tool = Process()
        tool.executableURL = URL(fileURLWithPath: path)
        tool.arguments = arguments
        let out = Pipe()
        tool.standardOutput = out
        try tool.run()
        let data = out.fileHandleForReading.readDataToEndOfFile()
        tool.waitUntilExit()
        return String(decoding: data, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)
    }
}
