import Foundation
import Testing

/// End-to-end: the real program, headless, scripted; checks its trace, tree and pixels.
/// Default window 480x800 points: header 0-56, tabs 56-104 (three of 160 pt), pages below.
@Suite(.tags(.process), .serialized) struct HeadlessRunTests {
    static let red: UInt32 = 0xFF3B30, blue: UInt32 = 0x1A3AB0, orange: UInt32 = 0xFF9500

    @Test func swipeMovesOnePageAndRestsExactly() throws {
        let scratch = try Scratch()
        let script = try scratch.write("swipe.script", "100 drag 400 400 250 400 120\n")
        let result = try DemoProcess.run(["--headless", "--script", script, "--trace", scratch.path("t.jsonl"),
                                          "--screenshot", scratch.path("shot.png")])
        #expect(result.status == 0, "\(result.stderr)")
        let trace = try TraceLine.read(scratch.path("t.jsonl"))
        let last = try #require(trace.last)
        #expect(last.page == 1 && last.offset == 1 && last.tab == 1 && last.settled)
        // didMoveToPage once: the page field changes exactly once.
        let changes = zip(trace, trace.dropFirst()).filter { $0.page != $1.page }
        #expect(changes.count == 1)
        // The offset is continuous: no frame jumps by more than a fling's step.
        for (a, b) in zip(trace, trace.dropFirst()) { #expect(abs(b.offset - a.offset) < 0.25) }
        let pixels = try Pixels(png: scratch.path("shot.png"))
        #expect(pixels.width == 480 && pixels.height == 800)
        #expect(pixels[20, 400] == Self.blue, "the second page fills the pager")
        #expect(pixels[460, 700] == Self.blue)
    }

    @Test func sameScriptGivesByteIdenticalTrace() throws {
        let scratch = try Scratch()
        let script = try scratch.write("s.script", """
            100 drag 400 400 200 400 90
            700 click 400 80
            760 key Left
            900 drag 100 500 420 520 300
            """)
        var traces: [Data] = []
        for run in 0..<2 {
            let path = scratch.path("t\(run).jsonl")
            let result = try DemoProcess.run(["--headless", "--script", script, "--trace", path])
            #expect(result.status == 0, "\(result.stderr)")
            traces.append(try Data(contentsOf: URL(fileURLWithPath: path)))
        }
        #expect(traces[0] == traces[1])
        #expect(traces[0].count > 1000)
    }

    @Test func sameGestureAtDifferentFrameRatesEndsTheSame() throws {
        let scratch = try Scratch()
        let script = try scratch.write("s.script", "100 drag 420 400 300 400 100\n")
        var ends: [(page: Int, settle: Double, fps: Double)] = []
        for fps in [30, 60, 120, 144] {
            let path = scratch.path("t\(fps).jsonl")
            let result = try DemoProcess.run(["--headless", "--fps", "\(fps)", "--script", script, "--trace", path])
            #expect(result.status == 0, "\(result.stderr)")
            let trace = try TraceLine.read(path)
            let settledAt = try #require(trace.first { $0.t > 220 && $0.settled })
            ends.append((trace.last!.page, settledAt.t, Double(fps)))
        }
        #expect(Set(ends.map(\.page)) == [1])
        let settles = ends.map(\.settle)
        #expect(settles.max()! - settles.min()! <= 1000.0 / 30 + 1e-6, "settle times \(settles)")
    }

    @Test func tappingATabMovesThePagesAndHalfSwipePutsIndicatorBetweenTabs() throws {
        let scratch = try Scratch()
        let tap = try scratch.write("tap.script", "100 click 400 80\n")
        var result = try DemoProcess.run(["--headless", "--script", tap, "--trace", scratch.path("tap.jsonl"),
                                          "--dump-tree", scratch.path("tap.json")])
        #expect(result.status == 0, "\(result.stderr)")
        let last = try #require(try TraceLine.read(scratch.path("tap.jsonl")).last)
        #expect(last.page == 2 && last.tab == 2 && last.offset == 2)
        let tree = try TreeNode.read(scratch.path("tap.json"))
        let tabs = tree.all("tab")
        #expect(tabs.map(\.title) == ["First", "Second", "Third"])
        #expect(tabs.map { $0.selected ?? false } == [false, false, true])
        let pages = tree.all("page")
        #expect(pages.map(\.title) == ["Third"])

        // Hold a drag of 40% of a page: the indicator lies between the first two tabs.
        let half = try scratch.write("half.script", "100 down 400 400\n200 move 300 400\n300 move 200 400\n")
        result = try DemoProcess.run(["--headless", "--script", half, "--dump-tree", scratch.path("half.json"),
                                      "--screenshot", scratch.path("half.png")])
        #expect(result.status == 0, "\(result.stderr)")
        let halfTree = try TreeNode.read(scratch.path("half.json"))
        let indicator = try #require(halfTree.all("indicator").first)
        let progress = (400.0 - 200 - 8) / 480  // pointer travel after the slop, in pages
        #expect(abs(indicator.frame[0] - progress * 160) < 0.5)
        #expect(indicator.frame[2] == 160)
        let pixels = try Pixels(png: scratch.path("half.png"))
        let boundary = Int(480 * (1 - progress))
        #expect(pixels[boundary - 10, 600] == Self.red)
        #expect(pixels[boundary + 10, 600] == Self.blue)
    }

    @Test func manyPagesKeepTheTreeToWhatIsVisible() throws {
        let scratch = try Scratch()
        let script = try scratch.write("s.script", "100 key End\n")
        let result = try DemoProcess.run(["--headless", "--pages", "10000", "--script", script,
                                          "--trace", scratch.path("t.jsonl"), "--dump-tree", scratch.path("tree.json")])
        #expect(result.status == 0, "\(result.stderr)")
        let last = try #require(try TraceLine.read(scratch.path("t.jsonl")).last)
        #expect(last.page == 9999 && last.tab == 9999)
        let tree = try TreeNode.read(scratch.path("tree.json"))
        #expect(tree.all("page").count == 1)
        // Tabs sized for "Page 10000" (148 pt) in a 480 pt strip: at most five are in view.
        #expect(tree.all("tab").count <= 5)
    }
}
