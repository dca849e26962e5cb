import Foundation
import Glibc
import Testing

/// The programs in Examples/ run (headless where they can, as CI runs them) and do what they say.
@Suite(.tags(.process)) struct ExamplesTests {
    /// The 20-line windowed pager: one call opens a resizable window with three pages; a drag
    /// turns a page, a resize is followed, Ctrl+Q quits with status 0.
    @Test(.tags(.display), .enabled(if: DemoWindow.toolsAvailable, "needs Xvfb, xdotool and xprop (scripts/setup --test)"))
    func windowedPagerOpensResizesAndQuits() throws {
        let window = try DemoWindow(renderer: "software", arguments: [], program: DemoProcess.built("windowed-pager"),
                                    firstTitle: "Pager")
        try window.xdotool(["mousemove", "--window", window.window, "300", "300", "mousedown", "1"])
        for x in [270, 230, 190, 150, 110, 80] { try window.xdotool(["mousemove", "--window", window.window, "\(x)", "300"]) }
        try window.xdotool(["mouseup", "1"])
        try window.xdotool(["windowsize", window.window, "500", "400"])
        let geometry = try window.xdotool(["getwindowgeometry", window.window])
        #expect(geometry.contains("500x400"), "\(geometry)")
        #expect(try window.quit() == 0)
    }

    /// SIGTERM (and SIGINT) end the ready window's loop like a close: status 0.
    @Test(.tags(.display), .enabled(if: DemoWindow.toolsAvailable, "needs Xvfb, xdotool and xprop (scripts/setup --test)"))
    func windowedPagerEndsOnSIGTERM() throws {
        let server = try PrivateXServer()
        defer { server.stop() }
        let scratch = try Scratch()
        var environment = ProcessInfo.processInfo.environment
        environment["DISPLAY"] = server.display
        let program = try SpawnedDemo([], scratch: scratch, environment: environment,
                                      program: DemoProcess.built("windowed-pager"))
        _ = try Self.window(of: program.pid, environment: environment)
        program.signal(SIGTERM)
        let outcome = try #require(program.wait(timeout: 10))
        #expect(outcome.ending == .exited(0), "\(outcome.stderr)")
    }

    static let dejaVu = "/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf"

    /// The SDL program with a ViewPager in its own window, on a private X server: a drag and a
    /// key go through SDL's queue, the translator and the driver's router; each page move is
    /// printed once, and SIGTERM (SDL's quit) ends it at rest on the last page.
    @Test(.tags(.display), .enabled(if: DemoWindow.toolsAvailable, "needs Xvfb, xdotool and xprop (scripts/setup --test)"))
    func embeddedViewPagerSwipesAndPages() throws {
        let server = try PrivateXServer()
        defer { server.stop() }
        let scratch = try Scratch()
        let output = scratch.path("stdout.txt")
        var environment = ProcessInfo.processInfo.environment
        environment["DISPLAY"] = server.display
        // Line-buffered (stdbuf), so each move is in the file as it is printed.
        let program = try SpawnedDemo(["-oL", DemoProcess.built("embedded-viewpager").path], scratch: scratch,
                                      environment: environment, program: URL(fileURLWithPath: "/usr/bin/stdbuf"), stdout: output)
        let window = try Self.window(of: program.pid, environment: environment)
        let xdotool = { (arguments: [String]) in try Self.run("/usr/bin/xdotool", arguments, environment: environment) }
        // Focus taken away, then given back as a window manager gives it, just before the press:
        // the example asks SDL to let that press through (else it is dropped within 10 ms of the
        // focus change).
        _ = try xdotool(["windowfocus", "--sync", try xdotool(["search", "--maxdepth", "0", "--name", ""])])
        _ = try xdotool(["windowfocus", "--sync", window, "mousemove", "--window", window, "300", "300", "mousedown", "1"])
        for x in stride(from: 273, through: 57, by: -27) { _ = try xdotool(["mousemove", "--window", window, "\(x)", "300"]) }
        _ = try xdotool(["mouseup", "1"])
        let moved = { (try? String(contentsOfFile: output, encoding: .utf8)) ?? "" }
        try #require(SpawnedDemo.poll(timeout: 10) { moved().contains("moved to page 1") })
        _ = try xdotool(["key", "--window", window, "Right"])
        try #require(SpawnedDemo.poll(timeout: 10) { moved().contains("moved to page 2") })
        program.signal(SIGTERM)
        let outcome = try #require(program.wait(timeout: 10))
        #expect(outcome.ending == .exited(0), "\(outcome.stderr)")
        let lines = moved().split(separator: "\n").map(String.init)
        #expect(lines == ["moved to page 1", "moved to page 2", "page 2, offset 2.0, settled true"])
    }

    /// The X window of process `pid`, polled until it shows (10 s at most).
    static func window(of pid: pid_t, environment: [String: String]) throws -> String {
        var window = ""
        _ = SpawnedDemo.poll(timeout: 10) {
            window = (try? run("/usr/bin/xdotool", ["search", "--onlyvisible", "--limit", "1", "--pid", "\(pid)"],
                               environment: environment)) ?? ""
            return !window.isEmpty
        }
        try #require(!window.isEmpty, "the window appeared")
        return window
    }

    static func run(_ path: String, _ arguments: [String], environment: [String: String]) throws -> String {
        let tool = Process()
        tool.executableURL = URL(fileURLWithPath: path)
        tool.arguments = arguments
        tool.environment = environment
        let out = Pipe()
        tool.standardOutput = out
        tool.standardError = FileHandle.nullDevice
        try tool.run()
        let data = out.fileHandleForReading.readDataToEndOfFile()
        tool.waitUntilExit()
        return String(decoding: data, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)
    }

    /// The pager without SDL: scripted input through the router on its own clock. Each gesture
    /// moves exactly one page in its direction (or jumps, for a tab tap and End), announced once,
    /// and between gestures the offset rests on an exact page.
    @Test func scriptedPagerPrintsItsOffsets() throws {
        let run = try DemoProcess.run([], timeout: 60, program: DemoProcess.built("scripted-pager"))
        #expect(run.result.status == 0, "\(run.result.stderr)")
        let lines = run.result.stdout.split(separator: "\n").map(String.init)
        #expect(lines.filter { $0.hasPrefix("moved to") } == ["moved to page 1", "moved to page 2", "moved to page 0",
                                                             "moved to page 3"])
        var offsets: [Double: Double] = [:]
        for line in lines {
            let words = line.split(separator: " ")
            if words.count == 6, words[0] == "t", let t = Double(words[1]), let offset = Double(words[3]) {
                offsets[t] = offset
            }
        }
        #expect(offsets.count == 46, "a line each 0.1 s over 4.5 s")
        #expect(offsets.values.allSatisfy { $0.isFinite && $0 >= 0 && $0 <= 3 })
        #expect([0.1: 0.0, 1.1: 1.0, 1.9: 2.0, 2.9: 0.0, 4.5: 3.0].allSatisfy { offsets[$0.key] == $0.value })
        let slowDrag = [0.2, 0.3, 0.4, 0.5].compactMap { offsets[$0] }
        #expect(slowDrag == slowDrag.sorted() && slowDrag.last! > 0.4, "the pages follow the slow drag: \(slowDrag)")
        #expect(lines.last == "at rest: true, page 3, offset 3.0, tab 3")
    }
}
