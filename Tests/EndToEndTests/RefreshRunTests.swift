import Foundation
import Testing

/// Pull to refresh end to end (Assets/options/refresh.json: the demo with `"refresh": true` on
/// its feed, which opens first): header 0-150, tab strip 150-194, the Fruits list under it. The
/// demo's work takes 1 s of the scene's time and adds "New item 1" at the top.
@Suite(.tags(.process), .serialized) struct RefreshRunTests {
    func run(_ script: String, extra: [String] = []) throws -> (trace: [TraceLine], tree: TreeNode, stderr: String) {
        let scratch = try Scratch()
        let path = try scratch.write("run.script", script)
        let config = DemoProcess.assets.appendingPathComponent("options/refresh.json").path
        let result = try DemoProcess.run(["--headless", "--config", config, "--script", path,
                                          "--trace", scratch.path("t.jsonl"), "--dump-tree", scratch.path("tree.json")] + extra)
        #expect(result.status == 0, "\(result.stderr)")
        return (try TraceLine.read(scratch.path("t.jsonl")), try TreeNode.read(scratch.path("tree.json")), result.stderr)
    }

    /// Rows of the current page, top to bottom.
    func rowTitles(_ tree: TreeNode) -> [String] {
        let page = tree.all("page").first { $0.selected == true }
        return (page?.all("row") ?? []).compactMap(\.title)
    }

    /// 200 pt of pull (less the 8 pt slop) shows about 95 pt past the top, past the 64 pt
    /// threshold: the release refreshes for one second, then the new row is first.
    @Test func aPullPastTheThresholdRefreshesForOneSecondAndAddsARowAtTheTop() throws {
        let (trace, tree, _) = try run("""
            500 down 240 300
            600 move 240 320
            1400 move 240 520
            1500 up 240 520
            """)
        let refreshing = trace.filter(\.refreshing)
        let first = try #require(refreshing.first)
        let last = try #require(refreshing.last)
        #expect(abs(first.t - 1500) < 17, "it starts at the release: \(first.t)")
        #expect(abs((last.t - first.t) - 1000) < 34, "the demo's work takes a second: \(last.t - first.t)")
        #expect(refreshing.allSatisfy { !$0.settled }, "a running refresh is not at rest")
        #expect(refreshing.allSatisfy { $0.header == 150 }, "the header stayed expanded")
        #expect(rowTitles(tree).prefix(2) == ["New item 1", "Apple"])
        #expect(tree.all("refreshIndicator").isEmpty, "the indicator went away")
        #expect(trace.last?.settled == true && trace.last?.refreshing == false)
    }

    @Test func aPullUnderTheThresholdSpringsBack() throws {
        let (trace, tree, _) = try run("""
            500 down 240 300
            600 move 240 320
            1000 move 240 400
            1100 up 240 400
            """)
        #expect(trace.contains { $0.list < -20 }, "the list was pulled")
        #expect(trace.allSatisfy { !$0.refreshing })
        #expect(rowTitles(tree).first == "Apple")
        #expect(trace.last?.list == 0 && trace.last?.settled == true)
    }

    /// A fast flick from down the list: the fling reaches the top and bounces off it, and that
    /// is no pull.
    @Test func aFlingIntoTheTopDoesNotRefresh() throws {
        let (trace, tree, _) = try run("""
            500 drag 240 700 240 300 400
            2000 drag 240 300 240 420 40
            """)
        let flingStart = try #require(trace.first { $0.t > 2050 })
        #expect(flingStart.list > 100 || flingStart.header < 150, "the flick started away from the top")
        #expect(trace.contains { $0.t > 2050 && $0.list < 0 }, "the fling bounced off the top")
        #expect(trace.allSatisfy { !$0.refreshing })
        #expect(rowTitles(tree).first == "Apple")
    }

    /// Escape stops a running refresh: the work is cancelled and adds nothing.
    @Test func escapeCancelsTheRefresh() throws {
        let (trace, tree, _) = try run("""
            500 down 240 300
            600 move 240 320
            1400 move 240 520
            1500 up 240 520
            1800 key Escape
            """)
        let refreshing = trace.filter(\.refreshing)
        #expect(!refreshing.isEmpty)
        #expect(refreshing.allSatisfy { $0.t < 1800 })
        #expect(rowTitles(tree).first == "Apple")
        #expect(trace.last?.settled == true)
    }

    /// Under reduced motion the refresh runs the same second, the spinner standing still.
    @Test func reducedMotionRefreshesToo() throws {
        let (trace, tree, _) = try run("""
            500 down 240 300
            600 move 240 320
            1400 move 240 520
            1500 up 240 520
            """, extra: ["--reduce-motion"])
        #expect(trace.filter(\.refreshing).count > 50)
        #expect(rowTitles(tree).first == "New item 1")
    }

    /// Pulled twice, the newest row is on top.
    @Test func twoRefreshesAddTwoRows() throws {
        let (_, tree, _) = try run("""
            500 down 240 300
            600 move 240 320
            1400 move 240 520
            1500 up 240 520
            3500 down 240 300
            3600 move 240 320
            4400 move 240 520
            4500 up 240 520
            """)
        #expect(rowTitles(tree).prefix(3) == ["New item 2", "New item 1", "Apple"])
    }

    @Test func refreshIsAFeedKey() throws {
        let scratch = try Scratch()
        let config = try scratch.write("bad.json", """
            { "kind": "pager", "refresh": true, "pages": [ { "title": "One", "color": "red" } ] }
            """)
        let result = try DemoProcess.run(["--headless", "--config", config])
        #expect(result.status == 2)
        #expect(result.stderr.contains("refresh"), "\(result.stderr)")
        let lines = result.stderr.split(separator: "\n")
        #expect(lines.count == 1, "\(result.stderr)")
    }
}
