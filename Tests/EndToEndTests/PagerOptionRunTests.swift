import Foundation
import Testing

/// The pager options of Assets/options/, end to end at 480x800: each config run headless with
/// a script, judged by the trace and the last frame's tree.
@Suite(.tags(.process), .serialized) struct PagerOptionRunTests {
    /// Runs `config` (a file in Assets/options/) with `script`; returns the trace and the tree.
    func run(_ config: String, _ script: String, extra: [String] = []) throws -> (trace: [TraceLine], tree: TreeNode) {
        let scratch = try Scratch()
        let path = try scratch.write("run.script", script)
        let configPath = DemoProcess.assets.appendingPathComponent("options").appendingPathComponent(config).path
        let result = try DemoProcess.run(["--headless", "--config", configPath, "--script", path,
                                          "--trace", scratch.path("t.jsonl"), "--dump-tree", scratch.path("tree.json")] + extra)
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stderr.isEmpty, "\(result.stderr)")
        return (try TraceLine.read(scratch.path("t.jsonl")), try TreeNode.read(scratch.path("tree.json")))
    }

    /// `"loop": false` on a loop screen: Left on the first page and Right on the last stay.
    @Test func loopOffStopsAtBothEnds() throws {
        let (trace, tree) = try run("loop-off.json", """
            50 key Left
            450 key End
            850 key Right
            1250 key Right
            """)
        let pages = trace.map(\.page)
        #expect(!pages.contains(4) || pages.firstIndex(of: 4)! > pages.lastIndex(of: 0)!, "never wrapped back to the last")
        #expect(trace.first { $0.t < 0.45 && $0.page != 0 } == nil, "Left on the first page stays there")
        #expect(trace.last?.page == 4 && trace.last?.settled == true)
        #expect(tree.all("page").map(\.title) == ["Culture"])
    }

    /// `"tabsPosition": "bottom"`: the strip under the pages (header 0-56, pages 56-752, tabs
    /// 752-800 with no bottom bar), and a click on its third tab moves there.
    @Test func tabsAtTheBottom() throws {
        let (trace, tree) = try run("tabs-bottom.json", "100 click 400 776\n")
        #expect(tree.all("tabStrip").first?.frame == [0, 752, 480, 48])
        #expect(tree.all("pager").first?.frame == [0, 56, 480, 696])
        #expect(trace.last?.page == 2 && trace.last?.tab == 2 && trace.last?.settled == true)
    }

    /// `"pageSpacing": 12, "peek": 48`: a swipe lands the next page centred at 48-432 with
    /// both neighbours peeking in, in the tree too.
    @Test func spacingAndPeek() throws {
        let (trace, tree) = try run("peek.json", "100 drag 400 400 250 400 80\n")
        #expect(trace.last?.page == 1 && trace.last?.offset == 1 && trace.last?.settled == true)
        let pages = tree.all("page")
        #expect(pages.map(\.title) == ["First", "Second", "Third"])
        #expect(pages.map(\.frame) == [[0, 104, 36, 696], [48, 104, 384, 696], [444, 104, 36, 696]])
        #expect(pages.map { $0.selected ?? false } == [false, true, false])
    }

    /// `"longSwipes": true`: a 300-pt flick in 60 ms crosses several months at once, and the
    /// tab strip follows to the page it lands on.
    @Test func longSwipes() throws {
        let (trace, tree) = try run("long-swipes.json", "100 drag 400 400 100 400 60\n")
        let last = try #require(trace.last)
        #expect(last.page >= 4 && last.tab == last.page && last.settled, "\(last)")
        #expect(tree.all("tab").filter { $0.selected == true }.count == 1)
    }

    /// `"indicator"`: the dots in the tree as `pageIndicator` with a child per page, the
    /// selected one following the pages; a click on the fourth dot moves there. (Five 16-pt
    /// dots in a 96-pt backdrop centred over the pages, 12 pt above the bar at 744.)
    @Test func indicatorDotsFollowAndTakeClicks() throws {
        let (trace, tree) = try run("indicator.json", """
            100 key Right
            500 click 256 720
            """)
        #expect(trace.last?.page == 3 && trace.last?.tab == 3 && trace.last?.settled == true)
        let indicator = try #require(tree.all("pageIndicator").first)
        #expect(indicator.frame == [192, 708, 96, 24] && indicator.title == "dots")
        #expect(indicator.children.map(\.title) == ["1", "2", "3", "4", "5"])
        #expect(indicator.children.map { $0.selected ?? false } == [false, false, false, true, false])
    }

    /// Badges from the config on the tabs and the bar items, in the tree; B counts one more on
    /// the current page's badge, live (Mail 3 -> 4, Calls none -> 1); a text badge is a label
    /// and stays (Chats "new").
    @Test func badgesShowAndUpdateLive() throws {
        let (_, before) = try run("badges.json", "")
        #expect(before.all("tab").map(\.badge) == ["3", "new", nil])
        #expect(before.all("bottomBarItem").map(\.badge) == ["12", "new"])
        let (trace, after) = try run("badges.json", """
            100 key B
            150 key Right
            200 key B
            250 key Right
            300 key B
            """)
        #expect(trace.last?.page == 2 && trace.last?.settled == true)
        #expect(after.all("tab").map(\.badge) == ["4", "new", "1"])
    }

    /// B on a badge at the documented top (9999) keeps it there: never a fifth digit.
    @Test func aBadgeCountStopsAt9999() throws {
        let scratch = try Scratch()
        let config = try scratch.write("c.json", "{ \"pages\": [ { \"title\": \"Mail\", \"color\": \"red\", \"badge\": 9998 } ] }")
        let script = try scratch.write("s.script", "100 key B\n200 key B\n300 key B\n")
        let result = try DemoProcess.run(["--headless", "--config", config, "--script", script,
                                          "--dump-tree", scratch.path("tree.json")])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(try TreeNode.read(scratch.path("tree.json")).all("tab").map(\.badge) == ["9999"])
    }

    /// `"autoAdvance": 2` on a loop: a move every 2 s at rest (each about 0.3 s long), wrapping
    /// from the last page to the first.
    @Test func autoAdvanceLoops() throws {
        let (trace, _) = try run("carousel.json", "9500 resize 480 800\n")
        var pages: [Int] = []
        for line in trace where pages.last != line.page { pages.append(line.page) }
        #expect(pages == [0, 1, 2, 3, 0], "\(pages)")
        let firstMove = try #require(trace.first { $0.offset != 0 })
        #expect(firstMove.t > 2000 && firstMove.t < 2100, "the first move starts 2 s in: \(firstMove.t)")
    }

    /// The pointer hovering over the pages holds the carousel; moved off them (onto the
    /// header), it moves on 2 s later.
    @Test func autoAdvancePausesWhileThePointerHovers() throws {
        let (trace, _) = try run("carousel.json", """
            100 move 240 400
            4000 move 240 20
            6500 resize 480 800
            """)
        let firstMove = try #require(trace.first { $0.offset != 0 })
        #expect(firstMove.t > 6000 && firstMove.t < 6100, "held until 4 s, then 2 s: \(firstMove.t)")
    }

    /// `"orientation": "vertical"` inside the horizontal screens: an upward drag pages the
    /// stacked pages (the tree's page fills the pages' frame, 104-744), a sideways drag on them
    /// switches screens, and Down pages too.
    @Test func verticalPagesInsideHorizontalScreens() throws {
        let (trace, tree) = try run("vertical.json", """
            100 drag 240 500 240 300 200
            700 key Down
            1200 drag 400 400 100 400 200
            """)
        let onScreen0 = trace.filter { $0.screen == 0 }.map(\.page)
        #expect(onScreen0.contains(1) && onScreen0.contains(2), "dragged to Second, Down to Third")
        #expect(trace.last?.screen == 1 && trace.last?.settled == true, "the sideways drag switched screens")
        #expect(tree.all("page").map(\.title) == ["One"])
        let (_, first) = try run("vertical.json", "100 key Down\n")
        #expect(first.all("page").map(\.frame) == [[0, 104, 480, 640]])
        #expect(first.all("pageIndicator").first?.frame == [444, 392, 24, 64], "three dots down the side, centred on 104-744")
    }

    /// `"direction": "rtl"`: the first tab and bar item at the right; a drag to the right goes
    /// to the next page, Left too; then Right back to the first.
    @Test func rightToLeft() throws {
        let (trace, tree) = try run("rtl.json", "100 drag 100 400 400 400 200\n")
        #expect(trace.last?.page == 1 && trace.last?.settled == true)
        #expect(tree.all("tab").map(\.frame) == [[320, 56, 160, 48], [160, 56, 160, 48], [0, 56, 160, 48]])
        #expect(tree.all("bottomBarItem").map(\.frame) == [[240, 744, 240, 56], [0, 744, 240, 56]])
        let (keys, _) = try run("rtl.json", "100 key Left\n500 key Left\n900 key Right\n")
        #expect(keys.map(\.page).contains(2) && keys.last?.page == 1)
    }

    static let configs = ["loop-off.json", "tabs-bottom.json", "peek.json", "long-swipes.json", "indicator.json",
                          "badges.json", "carousel.json", "vertical.json", "rtl.json"]

    /// Every option composes with 100,000 pages, the focus ring, insert and remove, drags both
    /// ways, an indicator click and the badge key: the run ends settled on the first page after
    /// Home, with one selected tab and page in the tree.
    @Test(arguments: configs) func composesWithHugeCountsFocusAndEdits(_ config: String) throws {
        let (trace, tree) = try run(config, """
            100 key Tab
            150 key Right
            300 key +
            400 drag 400 400 100 400 60
            500 drag 240 500 240 200 60
            900 key -
            1000 click 240 720
            1400 key End
            2000 key B
            2100 key Home
            2600 resize 480 800
            """, extra: ["--pages", "100000"])
        let last = try #require(trace.last)
        #expect(last.settled && last.tab == last.page, "\(last)")
        #expect(last.page == 0 || config == "vertical.json", "Home: the first page \(last)")
        #expect(tree.all("tab").filter { $0.selected == true }.count == 1)
        #expect(tree.all("page").filter { $0.selected == true }.count == 1)
        #expect(tree.all("pageIndicatorItem").count <= 9)
    }
}
