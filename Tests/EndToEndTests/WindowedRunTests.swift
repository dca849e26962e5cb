import Foundation
import Testing

/// Both window renderers: SDL's software one (the default) and the accelerated one (OpenGL,
/// llvmpipe under Xvfb), which had a path of its own that never moved (events queued while its
/// slower window was created wrapped to 50 days ahead).
let windowRenderers = ["software", "accelerated"]

/// The real program in a real window (scripts/test runs the suite under Xvfb): scripted input in
/// real time, and xdotool driving the mouse as a person would, on both renderers.
@Suite(.tags(.process, .display), .serialized, .enabled(if: ProcessInfo.processInfo.environment["DISPLAY"] != nil, "needs a display (scripts/test starts Xvfb)"))
struct WindowedRunTests {
    @Test(arguments: windowRenderers)
    func scriptedSwipeAndResizeStormInAWindowSettleOnAPage(renderer: String) throws {
        try Self.swipeAndResizeStorm(renderer: renderer, environment: nil)
    }

    /// The resize storm test's body, in the session `environment` gives (nil: this one's).
    static func swipeAndResizeStorm(renderer: String, environment: [String: String]?) throws {
        let scratch = try Scratch()
        var lines = ["100 drag 400 400 150 400 100", "150 resize 300 600"]
        // A resize storm while the spring runs, ending where it began.
        for step in 0..<12 { lines.append("\(200 + step * 15) resize \(300 + step * 40) \(600 + step * 15)") }
        lines.append("500 resize 480 800")
        lines.append("900 key Right")
        let script = try scratch.write("w.script", lines.joined(separator: "\n") + "\n")
        let result = try DemoProcess.run(["--renderer", renderer, "--script", script, "--trace", scratch.path("t.jsonl"),
                                          "--screenshot", scratch.path("w.png")], environment: environment, timeout: 30)
        #expect(!result.timedOut && result.result.status == 0, "\(result.result.stderr)")
        let trace = try TraceLine.read(scratch.path("t.jsonl"))
        let last = try #require(trace.last)
        #expect(last.page == 2 && last.tab == 2 && last.offset == 2 && last.settled)
        let pixels = try Pixels(png: scratch.path("w.png"))
        #expect(pixels.width == 480 && pixels.height == 800)
        #expect(pixels[240, 400] == 0xFF9500, "the third page, orange, fills the window")
    }

    /// A key moves the pages, they settle, and then the window draws nothing until the next
    /// scripted event (the script is the clock: no waiting in the test). The accelerated window
    /// used to stay at offset 0, unsettled, drawing ~57 frames a second. On an X server of its
    /// own, since another test's window mapped over this one would expose it: a due redraw.
    @Test(.enabled(if: PrivateXServer.available, "needs Xvfb (scripts/setup --test)"), arguments: windowRenderers)
    func aKeyMovesThePagesWhichSettleAndThenNothingIsDrawn(renderer: String) throws {
        let server = try PrivateXServer()
        defer { server.stop() }
        try Self.keyThenIdle(renderer: renderer, environment: server.environment)
    }

    /// The idle test's body, in the session `environment` gives, with the key `start` ms in (a
    /// Wayland window's first present waits for the compositor to show it, ~200 ms nested).
    /// `redrawsAsked`: frames the session may ask for once the move completes. Where libdecor
    /// draws the title bar, the new title ("Second (2/3)") is drawn into it and libdecor asks for
    /// the window's surface to be committed again (its decoration subsurfaces are synchronised
    /// with it: SDL turns that request into EXPOSED), which is one frame.
    static func keyThenIdle(renderer: String, environment: [String: String], start: Double = 100,
                            redrawsAsked: Int = 0) throws {
        let scratch = try Scratch()
        let shot = start + 1400
        let script = try scratch.write("k.script", "\(Int(start)) key Right\n\(Int(shot)) screenshot \(scratch.path("mid.png"))\n")
        let result = try DemoProcess.run(["--renderer", renderer, "--script", script, "--trace", scratch.path("t.jsonl")],
                                         environment: environment, timeout: 20)
        #expect(!result.timedOut && result.result.status == 0, "\(result.result.stderr)")
        let trace = try TraceLine.read(scratch.path("t.jsonl"))
        #expect(trace.contains { $0.offset > 0.2 && $0.offset < 0.8 }, "the pages slid, not jumped")
        let settled = try #require(trace.first { $0.page == 1 && $0.settled }, "the move completed")
        #expect(settled.t < start + 1100, "settled at \(settled.t) ms")
        // From the settled frame to the screenshot's a busy window draws ~65 frames.
        let idle = trace.filter { $0.t > settled.t && $0.t < shot }
        #expect(idle.count <= redrawsAsked && idle.allSatisfy { $0.t < settled.t + 300 },
                "\(idle.count) frames drawn while nothing moved: \(idle.map(\.t))")
        let last = try #require(trace.last)
        #expect(last.page == 1 && last.offset == 1 && last.settled)
        let pixels = try Pixels(png: scratch.path("mid.png"))
        #expect(pixels[240, 400] == 0x1A3AB0, "the second page, deep blue, fills the window")
    }

    @Test(.enabled(if: DemoWindow.toolsAvailable, "needs Xvfb, xdotool and xprop (scripts/setup --test)"),
          arguments: windowRenderers)
    func buttonReleasedOutsideTheWindowStillEndsTheDrag(renderer: String) throws {
        let scratch = try Scratch()
        let demo = try DemoWindow(renderer: renderer, arguments: ["--trace", scratch.path("t.jsonl")])
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
    @Test(.enabled(if: DemoWindow.toolsAvailable, "needs Xvfb, xdotool and xprop (scripts/setup --test)"),
          arguments: windowRenderers)
    func hiddenAndShownMidAnimationStillSettles(renderer: String) throws {
        let scratch = try Scratch()
        let demo = try DemoWindow(renderer: renderer, arguments: ["--trace", scratch.path("t.jsonl")])
        try demo.xdotool(["key", "--window", demo.window, "End"])
        try demo.xdotool(["windowunmap", "--sync", demo.window])
        try demo.xdotool(["windowmap", "--sync", demo.window])
        try demo.xdotool(["mousemove", "--window", demo.window, "240", "400", "mousedown", "1"])
        try demo.xdotool(["windowunmap", "--sync", demo.window])
        try demo.xdotool(["mouseup", "1"])
        try demo.xdotool(["windowmap", "--sync", demo.window])
        let title = try demo.waitForTitle(containing: "Third (3/3)")
        #expect(title.contains("Third (3/3)"), "title after the jump: \(title)")
        #expect(try demo.quit() == 0)
        let trace = try TraceLine.read(scratch.path("t.jsonl"))
        let last = try #require(trace.last)
        #expect(last.page == 2 && last.tab == 2 && last.offset == 2 && last.settled, "\(last)")
    }
}

/// The window as the desktop sees it: its class and app id, its icon, and keys that must not
/// close it.
@Suite(.tags(.process, .display))
struct DesktopWindowTests {
    @Test(.enabled(if: DemoWindow.toolsAvailable, "needs Xvfb, xdotool and xprop (scripts/setup --test)"),
          arguments: windowRenderers)
    func theWindowIsNamedPagerAndHasItsIcon(renderer: String) throws {
        let demo = try DemoWindow(renderer: renderer, arguments: [])
        let properties = try demo.xprop(["WM_CLASS", "_NET_WM_ICON"])
        #expect(properties.contains("WM_CLASS(STRING) = \"pager\""), "\(properties.prefix(200))")
        // xprop draws _NET_WM_ICON as text art under its size.
        #expect(properties.contains("Icon (64 x 64)"), "\(properties.prefix(200))")
        #expect(try demo.quit() == 0)
    }

    /// GNOME's "Reduce Animation" (enable-animations false, as gsettings reports it) turns on
    /// reduced motion in a window: End reaches the last page in the first frame after the key.
    @Test(.enabled(if: DemoWindow.toolsAvailable, "needs Xvfb, xdotool and xprop (scripts/setup --test)"))
    func theDesktopsReduceAnimationSettingIsFollowed() throws {
        let scratch = try Scratch()
        let bin = scratch.path("bin")
        try FileManager.default.createDirectory(atPath: bin, withIntermediateDirectories: true)
        let fake = try scratch.write("bin/gsettings", "#!/bin/sh\n[ \"$3\" = enable-animations ] && echo false\n")
        try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: fake)
        let script = try scratch.write("s.script", "300 key End\n")
        let demo = try DemoWindow(renderer: "software", arguments: ["--script", script, "--trace", scratch.path("t.jsonl")],
                                  environment: ["XDG_CURRENT_DESKTOP": "ubuntu:GNOME",
                                                "PATH": bin + ":" + (ProcessInfo.processInfo.environment["PATH"] ?? "")])
        let end = demo.waitForExit(seconds: 20)
        #expect(end?.status == 0, "\(end?.stderr ?? "still running")")
        let trace = try TraceLine.read(scratch.path("t.jsonl"))
        let after = try #require(trace.first { $0.t >= 300 })
        #expect(after.offset == 2, "one frame after the key: \(after)")
    }

    /// A click that gives the window its focus also acts, as a click-to-focus window manager
    /// delivers it: focus set on the window (XSetInputFocus) with the press a moment later. SDL
    /// dropped such a press (it is handled within 10 ms of the focus change) unless the window
    /// asks for click-through, so a tap on a tab of a window in the background did nothing.
    @Test(.enabled(if: DemoWindow.toolsAvailable, "needs Xvfb, xdotool and xprop (scripts/setup --test)"),
          arguments: windowRenderers)
    func theClickThatFocusesTheWindowSelectsTheTab(renderer: String) throws {
        let demo = try DemoWindow(renderer: renderer, arguments: [])
        let root = try demo.xdotool(["search", "--maxdepth", "0", "--name", ""])
        try demo.xdotool(["windowfocus", "--sync", root])
        // The second of three tabs across the 480-point window, under the 54-point title bar.
        try demo.xdotool(["windowfocus", "--sync", demo.window, "mousemove", "--window", demo.window, "240", "80", "click", "1"])
        let title = try demo.waitForTitle(containing: "Second (2/3)")
        #expect(title.contains("Second (2/3)"), "title after the focusing click: \(title)")
        #expect(try demo.quit() == 0)
    }

    /// Escape closes what is open and never the window (GNOME's HIG); Ctrl+Q then quits.
    @Test(.enabled(if: DemoWindow.toolsAvailable, "needs Xvfb, xdotool and xprop (scripts/setup --test)"))
    func escapeNeverClosesTheWindow() throws {
        let demo = try DemoWindow(renderer: "software", arguments: [])
        for key in ["F1", "Escape", "F2", "Escape", "Escape"] { try demo.xdotool(["key", "--window", demo.window, key]) }
        try demo.xdotool(["key", "--window", demo.window, "End"])
        let title = try demo.waitForTitle(containing: "Third (3/3)")
        #expect(title.contains("Third (3/3)"), "still running after three Escapes: \(title)")
        #expect(try demo.quit() == 0)
    }
}

/// The demo running in a real window, driven by xdotool and watched through xprop, with no
/// fixed sleeps: every wait polls a condition, with a bound.
final class DemoWindow {
    static var toolsAvailable: Bool {
        PrivateXServer.available
            && ["/usr/bin/xdotool", "/usr/bin/xprop"].allSatisfy { FileManager.default.isExecutableFile(atPath: $0) }
    }

    private let process = Process()
    private let errors = Pipe()
    /// The X server started for this window alone, if no display was given.
    private let server: PrivateXServer?
    /// The environment of the demo and of the tools (DISPLAY may be a test's own server).
    let environment: [String: String]
    /// The X window id.
    private(set) var window = ""

    /// Starts the demo with `renderer` and `arguments` on `display`, or on an X server of its
    /// own when nil: other tests' windows, mapped over this one, would take its pointer events.
    /// Waits (up to 10 s) for its window.
    /// `program` runs another program of the package (an example) with `arguments` alone; its
    /// window is ready once its title contains `firstTitle`.
    init(renderer: String, arguments: [String], display: String? = nil, environment extra: [String: String] = [:],
         program: URL? = nil, firstTitle: String = "/") throws {
        server = display == nil ? try PrivateXServer() : nil
        var environment = ProcessInfo.processInfo.environment.merging(extra) { _, new in new }
        environment["DISPLAY"] = display ?? server?.display
        self.environment = environment
        process.executableURL = program ?? DemoProcess.executable
        process.arguments = program == nil ? ["--renderer", renderer] + arguments : arguments
        process.environment = environment
        process.standardError = errors
        try process.run()
        // Polled without --sync, which would wait for ever for a demo that exited at once.
        let deadline = Date().addingTimeInterval(10)
        while window.isEmpty && process.isRunning && Date() < deadline {
            window = try run("/usr/bin/xdotool", ["search", "--onlyvisible", "--limit", "1",
                                                  "--pid", "\(process.processIdentifier)"])
        }
        try #require(!window.isEmpty, "the window appeared")
        // The title names the page ("First (1/3)") from the first frame on: the loop is running.
        // Input sent before that sits in the queue with the window's focus event; SDL would drop
        // a click handled within 10 ms of a focus change had the window not asked for
        // click-through (theClickThatFocusesTheWindowSelectsTheTab).
        let title = try waitForTitle(containing: firstTitle)
        try #require(title.contains(firstTitle), "the first frame was drawn: \(title)")
    }

    // SIGKILL: the demo inherits the test thread's blocked signals, SIGTERM among them.
    deinit {
        if process.isRunning { kill(process.processIdentifier, SIGKILL) }
        server?.stop()
    }

    /// Runs xdotool with `arguments`; returns what it printed.
    @discardableResult
    func xdotool(_ arguments: [String]) throws -> String { try run("/usr/bin/xdotool", arguments) }

    /// Reads the window's X properties named in `names`.
    func xprop(_ names: [String]) throws -> String { try run("/usr/bin/xprop", ["-id", window] + names) }

    /// Polls the window title (which names the page once a move completes) until it contains
    /// `text`, a few hundred reads at most; returns the last title read.
    func waitForTitle(containing text: String) throws -> String {
        var title = ""
        for _ in 0..<400 where !title.contains(text) {
            title = try run("/usr/bin/xprop", ["-id", window, "WM_NAME"])
        }
        return title
    }

    /// Quits through the keyboard (the trace is written on the way out); returns the exit status
    /// (-1 if it is still running 10 s later).
    func quit() throws -> Int32 {
        // Press and release apart: the demo closes its window on the press, and `key --window`
        // then failed on the vanished window before releasing, leaving the keys held in the X
        // server for every later window on it (SDL reports held keys when a window gains focus).
        try xdotool(["keydown", "--window", window, "ctrl+q"])
        try xdotool(["keyup", "ctrl+q"])
        return waitForExit(seconds: 10)?.status ?? -1
    }

    /// Waits up to `seconds` for the demo to end on its own (polling); returns its exit status
    /// and what it wrote to stderr, or nil if it is still running.
    func waitForExit(seconds: Double) -> (status: Int32, stderr: String)? {
        let deadline = Date().addingTimeInterval(seconds)
        while process.isRunning && Date() < deadline { usleep(10_000) }
        if process.isRunning { return nil }
        let text = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        return (process.terminationStatus, text)
    }

    private func run(_ path: String, _ arguments: [String]) throws -> String {
        try ExamplesTests.run(path, arguments, environment: environment)
    }
}
