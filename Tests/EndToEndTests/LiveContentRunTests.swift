import Foundation
import Testing

/// Issue 27's live content and saved state end to end, headless: a script's `config FILE` line
/// applied mid-drag, mid-fling and with a new theme, and `--state FILE` written at exit and
/// read back at the next start (damaged and outdated files too), judged by the trace and tree.
@Suite(.tags(.process), .serialized) struct LiveContentRunTests {
    /// A single pager screen of `titles` (ids `ids` where given), 480 pt wide equal tabs.
    static func pagerConfig(_ titles: [String], ids: [String?]? = nil, extra: String = "") -> String {
        let pages = titles.enumerated().map { index, title in
            let id = ids?[index].map { ", \"id\": \"\($0)\"" } ?? ""
            return "{\"title\": \"\(title)\", \"color\": \"blue\"\(id)}"
        }
        return "{\"title\": \"Live\", \"direction\": \"ltr\"\(extra), \"pages\": [\(pages.joined(separator: ", "))]}"
    }

    struct Run {
        var status: Int32
        var stderr: String
        var trace: [TraceLine]
        var tree: TreeNode?
    }

    func run(_ arguments: [String], config: String, script: String?, files: [String: String] = [:],
             in scratch: Scratch) throws -> Run {
        let configPath = try scratch.write("config.json", config)
        for (name, text) in files { _ = try scratch.write(name, text) }
        var all = ["--headless", "--config", configPath, "--trace", scratch.path("t.jsonl"),
                   "--dump-tree", scratch.path("tree.json")] + arguments
        if let script { all += ["--script", try scratch.write("run.script", script)] }
        let result = try DemoProcess.run(all)
        let trace = scratch.exists("t.jsonl") ? try TraceLine.read(scratch.path("t.jsonl")) : []
        let tree = scratch.exists("tree.json") ? try TreeNode.read(scratch.path("tree.json")) : nil
        return Run(status: result.status, stderr: result.stderr, trace: trace, tree: tree)
    }

    /// The selected page's title in the tree.
    func selectedPage(_ tree: TreeNode?) -> String? {
        tree?.all("page").first { $0.selected == true }?.title
    }

    /// New content in the middle of a drag: the page under the finger is C, which moves from
    /// index 2 to 4; the trace's offset jumps by exactly the 2 pages of renumbering, the drag
    /// keeps following the finger (120 pt more is 0.25 page), and the release lands on C.
    @Test func newContentMidDragKeepsTheDraggedPage() throws {
        let scratch = try Scratch()
        let result = try run([], config: Self.pagerConfig(["A", "B", "C", "D", "E"]) , script: """
            0 key 3
            600 down 300 400
            616 move 290 400
            632 move 280 400
            650 config new.json
            666 move 160 400
            1000 move 160 400
            1100 up 160 400
            """, files: ["new.json": Self.pagerConfig(["X", "Y", "A", "B", "C", "E"])], in: scratch)
        #expect(result.status == 0 && result.stderr.isEmpty, "\(result.stderr)")
        let before = try #require(result.trace.last { $0.t < 650 })
        let after = try #require(result.trace.first { $0.t >= 650 })
        #expect(before.page == 2 && after.page == 4, "C renumbered: \(before.page) -> \(after.page)")
        #expect(abs(after.offset - (before.offset + 2)) < 1e-9, "the drag's position carried over")
        let moved = try #require(result.trace.first { $0.t >= 666 })
        #expect(abs(moved.offset - (before.offset + 2 + 120.0 / 480)) < 1e-9, "1:1 after the change")
        #expect(result.trace.last?.settled == true && result.trace.last?.page == 4 && result.trace.last?.offset == 4)
        #expect(selectedPage(result.tree) == "C")
        #expect(result.tree?.all("tab").map(\.title) == ["X", "Y", "A", "B", "C", "E"])
    }

    /// The current page removed mid-fling (a key press towards D, D removed): the move ends on
    /// the page that takes D's place, the next one kept (E); renamed pages keep their place by id.
    @Test func aRemovedTargetHandsOverAndRenamedPagesKeepTheirPlace() throws {
        let scratch = try Scratch()
        let result = try run([], config: Self.pagerConfig(["A", "B", "C", "D", "E"]), script: """
            0 key 3
            500 key Right
            560 config new.json
            """, files: ["new.json": Self.pagerConfig(["A", "Bee", "Sea", "E"], ids: [nil, "B", "C", nil])], in: scratch)
        #expect(result.status == 0 && result.stderr.isEmpty, "\(result.stderr)")
        #expect(result.trace.last?.page == 3 && result.trace.last?.settled == true)
        #expect(selectedPage(result.tree) == "E")
        #expect(result.tree?.all("tab").map(\.title) == ["A", "Bee", "Sea", "E"])
    }

    /// A page recoloured under its id cross-fades from the old colour to the new one over
    /// 0.25 s: a frame 1/60 s after the change shows neither colour, the end the new one.
    @Test func aRecolouredPageCrossFades() throws {
        let scratch = try Scratch()
        let recoloured = Self.pagerConfig(["A", "B"]).replacingOccurrences(of: "\"blue\"}, {", with: "\"red\"}, {")
        #expect(recoloured != Self.pagerConfig(["A", "B"]))
        let result = try run([], config: Self.pagerConfig(["A", "B"]), script: """
            400 screenshot \(scratch.path("before.png"))
            500 config red.json
            516 screenshot \(scratch.path("mid.png"))
            1000 screenshot \(scratch.path("after.png"))
            """, files: ["red.json": recoloured], in: scratch)
        #expect(result.status == 0 && result.stderr.isEmpty, "\(result.stderr)")
        let before = try Pixels(png: scratch.path("before.png"))[40, 700]
        let mid = try Pixels(png: scratch.path("mid.png"))[40, 700]
        let after = try Pixels(png: scratch.path("after.png"))[40, 700]
        #expect(before != after && mid != before && mid != after, "\(before) \(mid) \(after)")
        #expect(result.trace.contains { $0.t > 500 && $0.t < 750 && !$0.settled }, "frames drawn while it fades")
        #expect(result.trace.last?.settled == true && result.trace.last?.page == 0)
    }

    /// A config with another theme and other screens builds the screens again and keeps the
    /// navigation state: the demo on Pager's Second page, then a config with a dark theme and
    /// a page in front of Second: still on Second, now page 2.
    @Test func aNewThemeRebuildsAndKeepsTheState() throws {
        let scratch = try Scratch()
        let demo = try String(contentsOf: DemoProcess.assets.appendingPathComponent("demo.json"), encoding: .utf8)
        let dark = demo.replacingOccurrences(of: "\"title\": \"First\"", with: "\"title\": \"Zero\", \"color\": \"green\"}, {\"title\": \"First\"")
            .replacingOccurrences(of: "\"theme\": \"light\"", with: "\"theme\": \"dark\"")
        #expect(dark != demo)
        let result = try run([], config: demo, script: "100 key Right\n800 config dark.json\n",
                             files: ["dark.json": dark.contains("\"theme\"") ? dark : dark.replacingOccurrences(of: "{", with: "{\"theme\": \"dark\", ", options: [], range: dark.range(of: "{"))],
                             in: scratch)
        #expect(result.status == 0 && result.stderr.isEmpty, "\(result.stderr)")
        #expect(result.trace.last { $0.t < 800 }?.page == 1)
        #expect(result.trace.last?.page == 2 && result.trace.last?.screen == 1 && result.trace.last?.settled == true)
        #expect(selectedPage(result.tree) == "Second")
    }

    /// The feed with its header collapsed and Animals' list scrolled, then new pages: a page in
    /// front of Fruits, and Animals' rows changed (Rabbit is Wolf now). Animals is page 2, the
    /// header and the list stay where they were (its new list at the old one's offset), the new
    /// rows show, and the wheel then moves the new list.
    @Test func aFeedKeepsItsHeaderAndListsThroughNewPages() throws {
        let scratch = try Scratch()
        let demo = try String(contentsOf: DemoProcess.assets.appendingPathComponent("demo.json"), encoding: .utf8)
        let edited = demo.replacingOccurrences(of: "{ \"title\": \"Fruits\", \"rows\": [",
                                               with: "{ \"title\": \"Zero\", \"rows\": [\"Nothing\"] }, { \"title\": \"Fruits\", \"rows\": [")
            .replacingOccurrences(of: "\"Rabbit\"", with: "\"Wolf\"")
        #expect(edited.contains("Zero") && edited.contains("Wolf"))
        let result = try run([], config: demo, script: """
            100 key Ctrl+1
            800 key Right
            1500 wheel 0 -2 240 500
            2500 config new.json
            3000 wheel 0 -1 240 500
            """, files: ["new.json": edited], in: scratch)
        #expect(result.status == 0 && result.stderr.isEmpty, "\(result.stderr)")
        let before = try #require(result.trace.last { $0.t < 2500 })
        let after = try #require(result.trace.first { $0.t >= 2500 })
        #expect(before.screen == 0 && before.page == 1 && before.header == 44 && before.list > 0 && before.settled, "\(before)")
        #expect(after.page == 2 && after.header == before.header && after.list == before.list, "\(after) after \(before)")
        #expect(result.trace.last?.list ?? 0 > before.list, "the wheel moves the new list")
        let rows = result.tree?.all("page").first { $0.selected == true }?.all("row").compactMap(\.title) ?? []
        #expect(rows.contains("Wolf") && !rows.contains("Rabbit"), "\(rows)")
        #expect(selectedPage(result.tree) == "Animals")
    }

    /// A bad file in a `config` line is an error before the run, as other script errors are:
    /// exit 2, one line naming the script line and the config's own line and field, no outputs.
    @Test func aBadConfigLineIsAScriptError() throws {
        let scratch = try Scratch()
        let result = try run([], config: Self.pagerConfig(["A", "B"]), script: "100 config bad.json\n",
                             files: ["bad.json": "{\"pages\": [{\"title\": \"A\", \"color\": \"blu\"}]}"], in: scratch)
        #expect(result.status == 2)
        let lines = result.stderr.split(separator: "\n")
        #expect(lines.count == 1 && lines[0].contains("run.script:1: config:") && lines[0].contains("bad.json:1: pages[0].color"),
                "\(result.stderr)")
        #expect(!scratch.exists("t.jsonl") && !scratch.exists("tree.json"))
    }

    /// `--state`: a run that scrolls the feed and switches pages writes the state at exit; the
    /// next run (no script) starts exactly there, in its first frame: screen, page, header
    /// collapse, list offset and all.
    @Test func savedStateRestoresTheNextRun() throws {
        let scratch = try Scratch()
        let demo = try String(contentsOf: DemoProcess.assets.appendingPathComponent("demo.json"), encoding: .utf8)
        let state = scratch.path("state.json")
        let first = try run(["--state", state], config: demo, script: """
            100 key Ctrl+1
            800 key Right
            1500 wheel 0 -3 240 500
            """, in: scratch)
        #expect(first.status == 0 && first.stderr.isEmpty, "\(first.stderr)")
        let end = try #require(first.trace.last)
        #expect(end.screen == 0 && end.page == 1 && end.header < 150 && end.list > 0)
        let text = try String(contentsOfFile: state, encoding: .utf8)
        #expect(text.contains("\"screen\":{\"id\":\"Feed\""), "\(text)")
        let second = try run(["--state", state], config: demo, script: nil, in: scratch)
        #expect(second.status == 0 && second.stderr.isEmpty, "\(second.stderr)")
        let start = try #require(second.trace.first)
        #expect(start.screen == end.screen && start.page == end.page && start.header == end.header && start.list == end.list,
                "\(start) after \(end)")
        // Pages that are gone fall back to a neighbour: without Animals the feed shows Vegetables.
        let fewer = demo.replacingOccurrences(of: "\"title\": \"Animals\"", with: "\"title\": \"Birds\"")
        #expect(fewer != demo)
        let third = try run(["--state", state], config: fewer, script: nil, in: scratch)
        #expect(third.trace.first?.screen == 0 && selectedPage(third.tree) == "Vegetables")
    }

    /// With 100,000 pages the state names the page by id ("Page 100000") and restores it at once.
    @Test func savedStateWithAHundredThousandPages() throws {
        let scratch = try Scratch()
        let state = scratch.path("state.json")
        let config = Self.pagerConfig(["A", "B"])
        _ = try run(["--state", state, "--pages", "100000"], config: config, script: "100 key End\n", in: scratch)
        #expect(try String(contentsOfFile: state, encoding: .utf8).contains("\"id\":\"Page 100000\""))
        let next = try run(["--state", state, "--pages", "100000"], config: config, script: nil, in: scratch)
        #expect(next.trace.first?.page == 99_999 && next.trace.first?.settled == true)
    }

    /// A damaged, outdated or foreign state file: one warning line naming the file, line and
    /// field, the defaults, exit 0, and at exit a good state file in its place.
    @Test(arguments: ["{\"version\": 1, \"screen\": {\"id\": ", "{\"version\": 7, \"screen\": {\"id\": \"Feed\", \"index\": 0}}",
                      "\u{0}\u{1}binary", "[]"])
    func aDamagedStateFileWarnsAndStartsFromTheDefaults(text: String) throws {
        let scratch = try Scratch()
        let state = try scratch.write("state.json", text)
        let result = try run(["--state", state], config: Self.pagerConfig(["A", "B", "C"], extra: ", \"initialPage\": 1"),
                             script: nil, in: scratch)
        #expect(result.status == 0)
        let lines = result.stderr.split(separator: "\n")
        #expect(lines.count == 1 && lines[0].hasPrefix("pager-demo: warning: \(state)") && lines[0].contains("defaults"),
                "\(result.stderr)")
        #expect(result.trace.first?.page == 1, "the config's own initial page")
        #expect(try String(contentsOfFile: state, encoding: .utf8).hasPrefix("{\"version\":1,"))
    }
}
