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
        guard FileManager.default.isExecutableFile(atPath: "/usr/bin/xdotool") else { return }
        let scratch = try Scratch()
        let process = Process()
        process.executableURL = DemoProcess.executable
        process.arguments = ["--trace", scratch.path("t.jsonl")]
        try process.run()
        defer { if process.isRunning { process.terminate() } }
        func xdotool(_ arguments: [String]) throws -> String { try run("/usr/bin/xdotool", arguments) }
        func run(_ path: String, _ arguments: [String]) throws -> String {
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
        // Wait for the window by polling xdotool (no fixed sleep): up to ~5 s.
        var window = ""
        for _ in 0..<100 where window.isEmpty {
            window = try xdotool(["search", "--sync", "--onlyvisible", "--limit", "1", "--pid", "\(process.processIdentifier)"])
        }
        try #require(!window.isEmpty, "the window appeared")
        _ = try xdotool(["mousemove", "--window", window, "400", "400", "mousedown", "1"])
        for x in stride(from: 380, through: 40, by: -40) {
            _ = try xdotool(["mousemove", "--window", window, "\(x)", "400"])
        }
        // Leave the window to the left and release out there.
        _ = try xdotool(["mousemove", "--window", window, "--", "-200", "400"])
        _ = try xdotool(["mouseup", "1"])
        // The window title names the page once the move completes; poll it (bounded).
        var title = ""
        for _ in 0..<400 where !title.contains("Second") {
            title = try run("/usr/bin/xprop", ["-id", window, "WM_NAME"])
        }
        #expect(title.contains("Second (2/3)"), "title after the release: \(title)")
        // Quit through the keyboard; the trace is written on the way out.
        _ = try xdotool(["key", "--window", window, "Escape"])
        process.waitUntilExit()
        #expect(process.terminationStatus == 0)
        let trace = try TraceLine.read(scratch.path("t.jsonl"))
        #expect(trace.contains { $0.offset > 0.3 }, "the drag moved the pages")
        let last = try #require(trace.last)
        #expect(last.page == 1 && last.tab == 1 && last.offset == 1 && last.settled)
    }

    /// Minimise and restore mid-animation (unmap and map: what a window manager does) and a
    /// pointer still down when the window goes: the pager still settles on a page, consistently.
    @Test func hiddenAndShownMidAnimationStillSettles() throws {
        guard FileManager.default.isExecutableFile(atPath: "/usr/bin/xdotool") else { return }
        let scratch = try Scratch()
        let process = Process()
        process.executableURL = DemoProcess.executable
        process.arguments = ["--trace", scratch.path("t.jsonl")]
        try process.run()
        defer { if process.isRunning { process.terminate() } }
        func xdotool(_ arguments: [String]) throws -> String {
            let tool = Process()
            tool.executableURL = URL(fileURLWithPath: "/usr/bin/xdotool")
            tool.arguments = arguments
            let out = Pipe()
            tool.standardOutput = out
            try tool.run()
            let data = out.fileHandleForReading.readDataToEndOfFile()
            tool.waitUntilExit()
            return String(decoding: data, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)
        }
        var window = ""
        for _ in 0..<100 where window.isEmpty {
            window = try xdotool(["search", "--sync", "--onlyvisible", "--limit", "1", "--pid", "\(process.processIdentifier)"])
        }
        try #require(!window.isEmpty)
        _ = try xdotool(["key", "--window", window, "End"])
        _ = try xdotool(["windowunmap", "--sync", window])
        _ = try xdotool(["windowmap", "--sync", window])
        _ = try xdotool(["mousemove", "--window", window, "240", "400", "mousedown", "1"])
        _ = try xdotool(["windowunmap", "--sync", window])
        _ = try xdotool(["mouseup", "1"])
        _ = try xdotool(["windowmap", "--sync", window])
        // The title names the page once the move completes; poll it (bounded), then quit.
        var title = ""
        for _ in 0..<400 where !title.contains("Third (3/3)") {
            let xprop = Process()
            xprop.executableURL = URL(fileURLWithPath: "/usr/bin/xprop")
            xprop.arguments = ["-id", window, "WM_NAME"]
            let out = Pipe()
            xprop.standardOutput = out
            try xprop.run()
            title = String(decoding: out.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
            xprop.waitUntilExit()
        }
        _ = try xdotool(["key", "--window", window, "Escape"])
        process.waitUntilExit()
        #expect(process.terminationStatus == 0)
        let trace = try TraceLine.read(scratch.path("t.jsonl"))
        let last = try #require(trace.last)
        #expect(last.page == 2 && last.tab == 2 && last.offset == 2 && last.settled, "\(last)")
    }
}
