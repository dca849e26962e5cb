import Foundation
import Testing

/// Seed 004 (docs/seeds.md) end to end: one drag collapses the header and scrolls the list, the
/// total moved equals the pointer's travel; the way back expands the list first, then the header.
/// Feed screen: bar item 0 (x 80 of 480), header 150 -> 44, tab strip 44 high under it.
@Suite(.tags(.process), .serialized) struct FeedRunTests {
    @Test func oneDragCollapsesTheHeaderThenScrollsTheList() throws {
        let scratch = try Scratch()
        // Slow drags held still at the end (no fling): 300 pt up, then 60 pt down.
        let script = try scratch.write("feed.script", """
            50 click 80 770
            800 down 240 650
            900 move 240 600
            1500 move 240 342
            1600 move 240 342
            1700 up 240 342
            2000 screenshot \(scratch.path("collapsed.png"))
            2100 down 240 300
            2200 move 240 330
            2600 move 240 368
            2700 up 240 368
            """)
        let result = try DemoProcess.run(["--headless", "--script", script, "--trace", scratch.path("t.jsonl"),
                                          "--dump-tree", scratch.path("tree.json")])
        #expect(result.status == 0, "\(result.stderr)")
        let trace = try TraceLine.read(scratch.path("t.jsonl"))
        // After the first drag: 308 pt of travel, less the 8 pt slop, all of it moved something.
        let afterUp = try #require(trace.last { $0.t < 2050 })
        #expect(afterUp.screen == 0)
        #expect(afterUp.header == 44, "the header collapsed first")
        #expect(afterUp.list == (650 - 342 - 8) - (150 - 44), "the rest of the same drag scrolled the list")
        // The way back: 60 pt after the slop goes to the list (it is not at its top yet).
        let last = try #require(trace.last)
        #expect(last.header == 44)
        #expect(last.list == afterUp.list - (368 - 300 - 8))
        #expect(last.settled)
        let tree = try TreeNode.read(scratch.path("tree.json"))
        #expect(tree.all("list").count >= 1)
        #expect(!tree.all("row").isEmpty && tree.all("row").count < 20, "only visible rows are listed")
        let pixels = try Pixels(png: scratch.path("collapsed.png"))
        #expect(pixels[20, 20] == 0x0066CC, "the compact header bar")
    }

    @Test func aMillionRowsListOnlyWhatIsVisible() throws {
        let scratch = try Scratch()
        let script = try scratch.write("rows.script", "50 click 80 770\n800 drag 240 650 240 100 60\n")
        let result = try DemoProcess.run(["--headless", "--rows", "1000000", "--script", script,
                                          "--dump-tree", scratch.path("tree.json"), "--trace", scratch.path("t.jsonl")])
        #expect(result.status == 0, "\(result.stderr)")
        let tree = try TreeNode.read(scratch.path("tree.json"))
        let rows = tree.all("row")
        #expect(!rows.isEmpty && rows.count < 20)
        #expect(rows.allSatisfy { $0.title?.hasPrefix("Fruits ") == true })
        let last = try #require(try TraceLine.read(scratch.path("t.jsonl")).last)
        #expect(last.list > 500, "a fling through a million rows went a long way: \(last.list)")
    }
}
