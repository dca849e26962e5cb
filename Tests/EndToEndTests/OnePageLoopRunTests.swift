import Foundation
import Testing

/// A loop screen with one page and a peek, through the real binary: the page is listed (and
/// drawn) once, and a swipe springs back to it instead of moving a page to itself.
@Suite(.tags(.process), .serialized) struct OnePageLoopRunTests {
    @Test func aOnePageLoopShowsItsPageOnceAndASwipeSpringsBack() throws {
        let scratch = try Scratch()
        let config = try scratch.write("one.json", "{ \"kind\": \"loop\", \"peek\": 48, \"pages\": [ { \"title\": \"Only\", \"color\": \"red\" } ] }")
        let script = try scratch.write("swipe.script", "100 drag 300 400 100 400 200\n")
        let result = try DemoProcess.run(["--headless", "--config", config, "--script", script,
                                          "--trace", scratch.path("t.jsonl"), "--dump-tree", scratch.path("tree.json")])
        #expect(result.status == 0, "\(result.stderr)")
        let pages = try TreeNode.read(scratch.path("tree.json")).all("page")
        #expect(pages.map(\.title) == ["Only"])
        #expect(pages.first?.frame == [48, 104, 384, 696])
        let trace = try TraceLine.read(scratch.path("t.jsonl"))
        let furthest = trace.map { abs($0.offset) }.max() ?? 0
        #expect(furthest > 0 && furthest < 0.5, "a rubber band, not a page: \(furthest)")
        #expect(trace.last?.offset == 0 && trace.last?.page == 0 && trace.last?.settled == true)
    }
}
