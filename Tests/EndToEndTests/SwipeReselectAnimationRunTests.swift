import Foundation
import Testing

/// Issue 27's three features end to end at 480x800: `"swipe": false`, a re-tap on the selected
/// tab, and `"animation"`, each run headless with a script and judged by the trace.
@Suite(.tags(.process), .serialized) struct SwipeReselectAnimationRunTests {
    /// Runs the config at `configPath` with `script`; returns the trace.
    func run(configPath: String, _ script: String) throws -> [TraceLine] {
        let scratch = try Scratch()
        let path = try scratch.write("run.script", script)
        let result = try DemoProcess.run(["--headless", "--config", configPath, "--script", path,
                                          "--trace", scratch.path("t.jsonl")])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stderr.isEmpty, "\(result.stderr)")
        return try TraceLine.read(scratch.path("t.jsonl"))
    }

    func option(_ name: String) -> String {
        DemoProcess.assets.appendingPathComponent("options").appendingPathComponent(name).path
    }

    /// `"swipe": false` (Assets/options/tap-only.json): a drag on the tap-only pages never moves
    /// them; it switches screens instead, as at a pager's edge. Back on that screen, a tab click
    /// and a key still move its pages.
    @Test func tapOnlyPagesHandDragsToTheScreens() throws {
        let trace = try run(configPath: option("tap-only.json"), """
            100 drag 400 400 100 400 120
            900 drag 100 400 400 400 120
            1700 click 240 80
            2500 key Right
            """)
        let beforeClick = trace.filter { $0.t < 1700 }
        #expect(beforeClick.allSatisfy { $0.screen != 0 || ($0.page == 0 && $0.offset == 0) })
        #expect(beforeClick.contains { $0.screen == 1 && $0.settled }, "the drag switched screens")
        #expect(trace.first { $0.t > 1600 && $0.t < 1700 }?.screen == 0)
        #expect(trace.first { $0.t > 2400 && $0.t < 2500 }.map { $0.page == 1 && $0.settled } == true)
        #expect(trace.last?.page == 2 && trace.last?.screen == 0 && trace.last?.settled == true)
    }

    /// A feed scrolled down (header collapsed to 44, list moved on, its fling over), then a
    /// click on its selected tab (the strip sticks at 44-92): the list and the header go back to the top together, the page stays.
    @Test func reselectScrollsTheFeedToTheTop() throws {
        let scratch = try Scratch()
        let rows = (1...60).map { "\"Row \($0)\"" }.joined(separator: ", ")
        let config = try scratch.write("feed.json", """
            { "kind": "feed", "header": "Shop",
              "pages": [ { "title": "Fruits", "rows": [\(rows)] }, { "title": "Vegetables", "rows": [\(rows)] } ] }
            """)
        let trace = try run(configPath: config, """
            100 drag 240 700 240 200 500
            3000 click 120 68
            """)
        let before = try #require(trace.last { $0.t < 3000 })
        #expect(before.header == 44 && before.list > 300 && before.settled, "\(before)")
        let after = trace.filter { $0.t > 3000 }
        #expect(after.contains { $0.list > 0 && $0.list < before.list && !$0.settled }, "animated, not a jump")
        // The two shares of the distance left stay equal as they go back up.
        for line in after where !line.settled {
            let listShare = line.list / before.list, headerShare = (150 - line.header) / (150 - 44)
            #expect(abs(listShare - headerShare) < 1e-6, "\(line)")
        }
        let last = try #require(trace.last)
        #expect(last.list == 0 && last.header == 150 && last.page == 0 && last.settled, "\(last)")
    }

    /// `"animation": {"curve": "easeInOut", "duration": 0.5}` (Assets/options/animation.json):
    /// Right at 100 ms moves along cubic-bezier(0.42, 0, 0.58, 1) in the trace's frames and is
    /// on the page from 600 ms; `"none"` (written over it) lands at once.
    @Test func easedAndNoAnimation() throws {
        let trace = try run(configPath: option("animation.json"), "100 key Right\n")
        for line in trace where line.t > 100 && line.t < 600 {
            let expected = Self.easeInOut((line.t - 100) / 500)
            #expect(abs(line.offset - expected) < 1e-9, "\(line)")
        }
        #expect(trace.filter { $0.t >= 600 + 1e-6 }.allSatisfy { $0.offset == 1 && $0.page == 1 })

        let scratch = try Scratch()
        let text = try String(contentsOfFile: option("animation.json"), encoding: .utf8)
            .replacingOccurrences(of: "{ \"curve\": \"easeInOut\", \"duration\": 0.5 }", with: "\"none\"")
        let none = try run(configPath: try scratch.write("none.json", text), "100 key Right\n")
        let first = try #require(none.first { $0.t >= 100 })
        #expect(first.offset == 1 && first.page == 1 && first.settled, "\(first)")
    }

    /// A bad animation names the field: exit 2, one line.
    @Test func badAnimationIsRejected() throws {
        let scratch = try Scratch()
        let config = try scratch.write("bad.json", """
            { "kind": "pager", "animation": { "curve": "bounce", "duration": 0.3 }, "pages": [ { "title": "A", "color": "red" } ] }
            """)
        let result = try DemoProcess.run(["--headless", "--config", config])
        #expect(result.status == 2)
        #expect(result.stderr.contains("curve") && result.stderr.contains("bounce"), "\(result.stderr)")
        #expect(result.stderr.split(separator: "\n").count == 1)
    }

    /// cubic-bezier(0.42, 0, 0.58, 1) at time fraction `x` (CSS Easing Functions Level 1, §3.2).
    static func easeInOut(_ x: Double) -> Double {
        func coordinate(_ s: Double, _ p1: Double, _ p2: Double) -> Double {
            3 * (1 - s) * (1 - s) * s * p1 + 3 * (1 - s) * s * s * p2 + s * s * s
        }
        var low = 0.0, high = 1.0
        for _ in 0..<80 {
            let mid = (low + high) / 2
            if coordinate(mid, 0.42, 0.58) < x { low = mid } else { high = mid }
        }
        return coordinate((low + high) / 2, 0, 1)
    }
}
