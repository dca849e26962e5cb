import Foundation
import Testing

/// The adaptive switcher end to end (Assets/options/switcher.json: the demo with
/// `"switcher": {"wideFrom": 720}`): from 720 pt on, the screens' switcher is a row of items in
/// a 48 pt header (roles viewSwitcher and switcherItem), below it the bottom bar, switching live
/// as the window resizes. The three header items are centred; at 1280 pt the row runs from
/// about x 480 to 800.
@Suite(.tags(.process), .serialized) struct SwitcherRunTests {
    func run(_ script: String, size: String) throws -> (trace: [TraceLine], tree: TreeNode) {
        let scratch = try Scratch()
        let path = try scratch.write("run.script", script)
        let config = DemoProcess.assets.appendingPathComponent("options/switcher.json").path
        let result = try DemoProcess.run(["--headless", "--config", config, "--size", size, "--script", path,
                                          "--trace", scratch.path("t.jsonl"), "--dump-tree", scratch.path("tree.json")])
        #expect(result.status == 0, "\(result.stderr)")
        return (try TraceLine.read(scratch.path("t.jsonl")), try TreeNode.read(scratch.path("tree.json")))
    }

    @Test func wideShowsTheSwitcherInTheHeaderAndItTakesClicksAndTouches() throws {
        // The first frame's tree shows where the items are; then a click on Loop, a touch on Feed.
        let (_, first) = try run("", size: "1280x800")
        let switcher = try #require(first.all("viewSwitcher").first)
        #expect(switcher.frame == [0, 0, 1280, 48])
        #expect(first.all("bottomBar").isEmpty)
        let items = switcher.children
        #expect(items.map(\.role) == ["switcherItem", "switcherItem", "switcherItem"])
        #expect(items.map(\.title) == ["Feed", "Pager", "Loop"])
        #expect(items.map(\.selected) == [false, true, false])
        let pages = try #require(first.all("pager").first)
        #expect(pages.frame == [0, 152, 1280, 648], "the screen header (56) and tabs (48) sit under the 48 pt switcher")
        func centre(_ node: TreeNode) -> String { "\(Int(node.frame[0] + node.frame[2] / 2)) \(Int(node.frame[1] + node.frame[3] / 2))" }
        let (trace, tree) = try run("""
            100 click \(centre(items[2]))
            1000 touch down 1 \(centre(items[0]))
            1050 touch up 1 \(centre(items[0]))
            """, size: "1280x800")
        #expect(trace.contains { $0.screen == 2 && $0.t < 1000 }, "the click chose Loop")
        #expect(trace.last?.screen == 0, "the touch chose Feed")
        #expect(tree.all("switcherItem").map(\.selected) == [true, false, false])
    }

    /// Tab reaches the switcher after the screen's tabs, as it reaches the bar.
    @Test func theHeaderSwitcherTakesTheKeyboardFocus() throws {
        let (trace, _) = try run("""
            100 key Tab
            200 key Tab
            300 key Right
            400 key Return
            """, size: "1280x800")
        #expect(trace.last?.screen == 2)
        #expect(trace.last?.settled == true)
    }

    /// Resized across 720 pt and back, the feed keeps its screen, collapsed header, list offset
    /// and page; only the switcher moves.
    @Test func resizingAcrossTheWidthSwitchesLiveAndKeepsTheState() throws {
        let (trace, tree) = try run("""
            50 click 80 770
            800 key Right
            1600 down 240 650
            1700 move 240 600
            2200 move 240 450
            2300 move 240 450
            2400 up 240 450
            2600 resize 1280 800
            3000 resize 600 800
            """, size: "480x800")
        let beforeResize = try #require(trace.last { $0.t < 2600 })
        #expect(beforeResize.screen == 0 && beforeResize.page == 1)
        #expect(beforeResize.header == 44)
        let wide = try #require(trace.first { $0.t >= 2620 })
        let last = try #require(trace.last)
        for line in [wide, last] {
            #expect(line.screen == 0 && line.page == 1 && line.offset == 1)
            #expect(line.header == beforeResize.header)
            #expect(line.list == beforeResize.list)
        }
        #expect(tree.all("viewSwitcher").isEmpty)
        #expect(tree.all("bottomBar").first?.frame == [0, 744, 600, 56])
    }
}
