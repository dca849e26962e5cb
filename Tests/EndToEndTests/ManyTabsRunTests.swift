import Foundation
import Testing

/// End-to-end: a config of 100,000 pages whose tabs share the strip's width (each under a
/// point, so none is drawn) turns a page as one of three does: the run ends, on the next page,
/// and the tree lists the strip with no tab in it. (How long it takes is pager-bench's to say.)
@Suite(.tags(.process), .serialized) struct ManyTabsRunTests {
    @Test func aHundredThousandEqualTabsTurnAPage() throws {
        let scratch = try Scratch()
        let pages = (0..<100_000).map { "{ \"title\": \"P\($0)\", \"color\": \"\(["red", "blue", "orange"][$0 % 3])\" }" }
        let config = try scratch.write("many.json", """
            { "screens": [ { "kind": "pager", "title": "Pager", "icon": "pages", "header": "ViewPager",
              "tabs": { "size": "fillEqually", "height": 48 }, "pages": [ \(pages.joined(separator: ", ")) ] } ] }
            """)
        let script = try scratch.write("right.script", "0 key Right\n")
        let result = try DemoProcess.run(["--headless", "--config", config, "--script", script,
                                          "--trace", scratch.path("t.jsonl"), "--dump-tree", scratch.path("tree.json")])
        #expect(result.status == 0, "\(result.stderr)")
        let last = try #require(try TraceLine.read(scratch.path("t.jsonl")).last)
        #expect(last.page == 1 && last.offset == 1 && last.tab == 1 && last.settled)
        let tree = try TreeNode.read(scratch.path("tree.json"))
        #expect(tree.all("tabStrip").count == 1)
        #expect(tree.all("tab").isEmpty)
        #expect(tree.all("page").map(\.title) == ["P1"])
    }
}
