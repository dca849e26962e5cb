import Foundation
import Glibc
import Testing

/// The programs in Examples/ run (headless where they can, as CI runs them) and do what they say.
@Suite struct ExamplesTests {
    /// The 20-line windowed pager: one call opens a resizable window with three pages; a drag
    /// turns a page, a resize is followed, Ctrl+Q quits with status 0.
    @Test(.enabled(if: DemoWindow.toolsAvailable, "needs Xvfb, xdotool and xprop (scripts/setup --test)"))
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
    @Test(.enabled(if: DemoWindow.toolsAvailable, "needs Xvfb, xdotool and xprop (scripts/setup --test)"))
    func windowedPagerEndsOnSIGTERM() throws {
        let server = try PrivateXServer()
        defer { server.stop() }
        let scratch = try Scratch()
        var environment = ProcessInfo.processInfo.environment
        environment["DISPLAY"] = server.display
        let program = try SpawnedDemo([], scratch: scratch, environment: environment,
                                      program: DemoProcess.built("windowed-pager"))
        // Polled: the window is up once xdotool finds it.
        var found = false
        for _ in 0..<200 where !found {
            let search = Process()
            search.executableURL = URL(fileURLWithPath: "/usr/bin/xdotool")
            search.arguments = ["search", "--onlyvisible", "--pid", "\(program.pid)"]
            search.environment = environment
            search.standardOutput = FileHandle.nullDevice
            search.standardError = FileHandle.nullDevice
            try search.run()
            search.waitUntilExit()
            found = search.terminationStatus == 0
        }
        try #require(found, "the window appeared")
        program.signal(SIGTERM)
        let outcome = try #require(program.wait(timeout: 10))
        #expect(outcome.ending == .exited(0), "\(outcome.stderr)")
    }

    static let dejaVu = "/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf"

    /// The SDL program with a ViewPager in its own window (SDL's dummy driver, no display): its
    /// scripted swipe and key press go through SDL's queue, the translator and the router, and
    /// the pager and the program's own bar are both on screen at the end.
    @Test(.enabled(if: FileManager.default.fileExists(atPath: dejaVu), "needs DejaVu Sans (fonts-dejavu-core)"))
    func embeddedViewPagerSwipesAndPagesHeadless() throws {
        var environment = ProcessInfo.processInfo.environment
        environment["DISPLAY"] = nil
        environment["WAYLAND_DISPLAY"] = nil
        let run = try DemoProcess.run(["--frames", "600"], environment: environment, timeout: 60,
                                      program: DemoProcess.built("embedded-viewpager"))
        #expect(!run.timedOut)
        #expect(run.result.status == 0, "\(run.result.stderr)")
        let lines = run.result.stdout.split(separator: "\n").map(String.init)
        #expect(lines.filter { $0.hasPrefix("moved to") } == ["moved to page 1 (Second)", "moved to page 2 (Third)"])
        let last = try #require(lines.last)
        #expect(last.hasSuffix("page 2, offset 2.0, settled true, pager centre #FF9500, bar end #FFFFFF"), "\(last)")
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
