import Foundation
import Glibc
import Testing

/// Under a compositor that leaves decorations to the client (weston, GNOME), SDL draws the
/// window's title bar through libdecor, whose drawing is a plugin in a package of its own
/// (libdecor-0-plugin-1-cairo, installed by scripts/setup). Without it libdecor printed "No
/// plugins found, falling back on no decorations" and the window had no title bar.
@Suite(.tags(.process, .display), .serialized, .enabled(if: PrivateWaylandCompositor.available
                             && FileManager.default.isExecutableFile(atPath: "/usr/bin/import"),
                             "needs weston, Xvfb and ImageMagick (scripts/setup --test)"))
struct WaylandDecorationTests {
    @Test func theWindowHasATitleBarAndLibdecorSaysNothing() throws {
        let compositor = try PrivateWaylandCompositor()
        defer { compositor.stop() }
        let scratch = try Scratch()
        // A script long enough to be captured while it runs; the demo is killed once it is.
        let script = try scratch.write("long.script", "100 key Right\n60000 key Left\n")
        let demo = Process()
        demo.executableURL = DemoProcess.executable
        demo.arguments = ["--script", script]
        demo.environment = compositor.environment
        let errors = Pipe()
        demo.standardError = errors
        demo.standardOutput = FileHandle.nullDevice
        try demo.run()
        let stderr = PipeReader(errors)
        defer { if demo.isRunning { kill(demo.processIdentifier, SIGKILL) }; demo.waitUntilExit() }

        // Captures the X screen weston shows its output on until the window's content (the blue
        // header) is in it, for at most 60 s.
        let capture = scratch.path("root.png")
        let deadline = Date().addingTimeInterval(60)
        var found: (pixels: Pixels, window: WindowPlace)?
        while found == nil && demo.isRunning && Date() < deadline {
            let grab = try DemoProcess.run(["-window", "root", capture], environment: compositor.xEnvironment,
                                           timeout: 30, program: URL(fileURLWithPath: "/usr/bin/import"))
            guard grab.result.status == 0 else { continue }
            let pixels = try Pixels(png: capture)
            if let window = WindowPlace(in: pixels) { found = (pixels, window) }
        }
        kill(demo.processIdentifier, SIGKILL)
        demo.waitUntilExit()
        let (pixels, window) = try #require(found, "the window showed up in weston's output")
        let text = stderr.text
        #expect(!text.contains("plugin") && !text.contains("decorations"), "libdecor complained: \(text)")

        // Above the content: a bar of one colour across the window's width (the desktop behind
        // is a pattern), with the title's letters in it.
        let bar = (window.top - 18)...(window.top - 6)
        var colours: [UInt32: Int] = [:]
        for y in bar { for x in window.left..<window.right { colours[pixels[x, y], default: 0] += 1 } }
        let total = bar.count * (window.right - window.left)
        let (barColour, count) = try #require(colours.max { $0.value < $1.value })
        #expect(Double(count) > 0.6 * Double(total),
                "one colour covers most of the band above the content: \(String(barColour, radix: 16)) \(count) of \(total)")
        let letters = colours.filter { distance($0.key, barColour) > 200 }.values.reduce(0, +)
        #expect(letters > 50, "the title is written in the bar (\(letters) pixels unlike it)")
    }

    private func distance(_ a: UInt32, _ b: UInt32) -> Int {
        [16, 8, 0].map { abs(Int((a >> $0) & 0xFF) - Int((b >> $0) & 0xFF)) }.reduce(0, +)
    }
}

/// Where the demo's window content is in a capture: the pager screen's header (#0066CC) is its
/// top edge, across its width.
struct WindowPlace {
    let top: Int
    let left: Int
    let right: Int

    init?(in pixels: Pixels) {
        for y in 20..<pixels.height {
            var run: (start: Int, end: Int)?
            var x = 0
            while x < pixels.width {
                if pixels[x, y] == 0x0066CC {
                    let start = x
                    while x < pixels.width && pixels[x, y] == 0x0066CC { x += 1 }
                    if x - start >= 300 { run = (start, x); break }
                }
                x += 1
            }
            if let run {
                top = y; left = run.start; right = run.end
                return
            }
        }
        return nil
    }
}
