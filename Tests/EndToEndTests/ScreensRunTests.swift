import Foundation
import Testing

/// End-to-end runs over the screens of Assets/demo.json at 480x800: Feed (0: header 0-150,
/// tabs 150-194), Pager (1, shown first: header 0-56, tabs 56-104, pages red / blue / orange),
/// Loop (2: header 0-56, 132-pt pill tabs 56-104, pages from teal), Photos (3: the photographs
/// of /usr/share/backgrounds, when scripts/setup has installed them), Welcome (4); the bottom
/// bar is 744-800 with five 96-pt items (four of 120 pt without the photographs): Loop is under
/// x = 250 either way.
@Suite(.tags(.process), .serialized) struct ScreensRunTests {
    static let red: UInt32 = 0xFF3B30, blue: UInt32 = 0x1A3AB0, orange: UInt32 = 0xFF9500
    static let teal: UInt32 = 0x30B0C7, gray: UInt32 = 0x8E8E93, white: UInt32 = 0xFFFFFF
    static let headerBlue: UInt32 = 0x0066CC, barBackground: UInt32 = 0xF9F9F9
    /// The theme's `tabSelected`: the indicator under a selected label tab.
    static let accent: UInt32 = 0x0066CC

    /// Runs the demo headless with `script`; returns the trace and the tree. (Each move settles
    /// in about 0.3 s, so scripts leave 400 ms before looking.)
    func run(_ scratch: Scratch, _ script: String, extra: [String] = []) throws -> (trace: [TraceLine], tree: TreeNode) {
        let path = try scratch.write("run.script", script)
        let result = try DemoProcess.run(["--headless", "--script", path, "--trace", scratch.path("t.jsonl"),
                                          "--dump-tree", scratch.path("tree.json")] + extra)
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stderr.isEmpty, "\(result.stderr)")
        return (try TraceLine.read(scratch.path("t.jsonl")), try TreeNode.read(scratch.path("tree.json")))
    }

    @Test func eachScreenDrawsItsKnownColours() throws {
        let scratch = try Scratch()
        let (trace, tree) = try run(scratch, """
            0 screenshot \(scratch.path("pager.png"))
            50 key Right
            450 screenshot \(scratch.path("pager-second.png"))
            500 key Right
            900 screenshot \(scratch.path("pager-third.png"))
            950 click 80 772
            1350 screenshot \(scratch.path("feed.png"))
            1400 click 250 772
            1800 screenshot \(scratch.path("loop.png"))
            1850 key End
            2250 screenshot \(scratch.path("loop-last.png"))
            """)
        #expect(trace.last?.screen == 2 && trace.last?.page == 7 && trace.last?.settled == true)

        let pager = try Pixels(png: scratch.path("pager.png"))
        #expect(pager.width == 480 && pager.height == 800)
        #expect(pager[5, 5] == Self.headerBlue && pager[470, 50] == Self.headerBlue, "header 0-56")
        #expect(pager[5, 70] == Self.white, "tab strip background")
        #expect(pager[80, 102] == Self.accent && pager[240, 102] == Self.white, "indicator under the first tab")
        #expect(pager[20, 110] == Self.red && pager[460, 730] == Self.red, "the first page fills 104-744")
        #expect(pager[5, 790] == Self.barBackground, "bottom bar")
        #expect(try Pixels(png: scratch.path("pager-second.png"))[20, 600] == Self.blue)
        let third = try Pixels(png: scratch.path("pager-third.png"))
        #expect(third[20, 600] == Self.orange)
        #expect(third[400, 102] == Self.accent && third[240, 102] == Self.white, "indicator under the third tab")

        let feed = try Pixels(png: scratch.path("feed.png"))
        #expect(feed[5, 5] == Self.headerBlue && feed[5, 145] == Self.headerBlue, "the feed's taller header, 0-150")
        #expect(feed[80, 192] == Self.accent, "the indicator at the bottom of the feed's tabs, 150-194")
        #expect(feed[300, 600] == Self.white, "feed pages are white (right of the rows' short titles)")

        let loop = try Pixels(png: scratch.path("loop.png"))
        #expect(loop[20, 600] == Self.teal, "the loop's first page, News")
        #expect(loop[200, 80] == Self.teal, "the selected pill, in its page's colour, centred (a ring has no ends)")
        #expect(loop[160, 80] == Self.white && loop[320, 80] == Self.white, "an unselected pill is empty")
        #expect(loop[66, 102] == Self.white, "no underline under the pill: one selection style")
        let last = try Pixels(png: scratch.path("loop-last.png"))
        #expect(last[20, 600] == Self.gray, "Tech, the last page")
        #expect(last[200, 80] == Self.gray, "the selected last pill, Tech's grey, centred like every other")

        // The tree of the last frame: the loop screen on its last page.
        let bar = try #require(tree.all("bottomBar").first)
        #expect(bar.frame == [0, 744, 480, 56])
        let items = tree.all("bottomBarItem")
        #expect(items.map(\.title) == ["Feed", "Pager", "Loop", "Photos", "Welcome"])
        #expect(items.map { $0.selected ?? false } == [false, false, true, false, false])
        let pages = tree.all("page")
        #expect(pages.map(\.title) == ["Tech"] && pages.first?.selected == true)
        let tabs = tree.all("tab")
        #expect(tabs.filter { $0.selected == true }.map(\.title) == ["Tech"])
        #expect(tabs.count == 5, "only the tabs in view: Tech centred, two 132-pt tabs on each side, the outer ones cut")
        #expect(tabs.sorted { $0.frame[0] < $1.frame[0] }.map(\.title) == ["Travel", "Food", "Tech", "News", "Sports"],
                "the ring: News after Tech")
        #expect(tabs.allSatisfy { $0.frame[2] > 0 && $0.frame[0] + $0.frame[2] <= 480 })
    }

    static let photographs = "/usr/share/backgrounds/Fossa_by_Jasper_Roks.jpg"

    /// The fourth screen shows the package's photographs, the first one decoded before the frame
    /// that shows it (headless), under a "1 / 4" counter; Right moves to the second.
    @Test(.enabled(if: FileManager.default.fileExists(atPath: photographs), "needs lomiri-wallpapers-20.04 (scripts/setup)"))
    func thePhotosScreenShowsThePhotographs() throws {
        let scratch = try Scratch()
        let (trace, tree) = try run(scratch, """
            50 click 336 772
            100 screenshot \(scratch.path("photos.png"))
            150 key Right
            600 screenshot \(scratch.path("photos-second.png"))
            """)
        #expect(trace.last?.screen == 3 && trace.last?.page == 1 && trace.last?.settled == true)
        let first = try Pixels(png: scratch.path("photos.png")), second = try Pixels(png: scratch.path("photos-second.png"))
        // A photograph, not the white page nor the grey placeholder: many colours across the page.
        for shot in [first, second] {
            let colours = Set(stride(from: 60, through: 700, by: 20).flatMap { y in stride(from: 10, through: 470, by: 20).map { shot[$0, y] } })
            #expect(colours.count > 100, "\(colours.count) colours")
        }
        #expect(first[240, 400] != second[240, 400] || first[100, 300] != second[100, 300], "another photograph")
        let images = tree.all("image")
        #expect(images.map(\.title) == ["Infinite-Sea_by_Aury88.jpg"] && images.first?.loaded == true)
        #expect(tree.all("pageIndicator").first?.title == "2 / 4")
    }

    @Test func defaultTreeListsEveryRoleOnThePagerScreen() throws {
        let scratch = try Scratch()
        let result = try DemoProcess.run(["--headless", "--dump-tree", scratch.path("tree.json")])
        #expect(result.status == 0, "\(result.stderr)")
        let tree = try TreeNode.read(scratch.path("tree.json"))
        #expect(tree.role == "window" && tree.frame == [0, 0, 480, 800])
        #expect(tree.children.map(\.role) == ["header", "tabStrip", "pager", "bottomBar"])
        #expect(tree.all("header").first?.frame == [0, 0, 480, 56])
        #expect(tree.all("tabStrip").first?.frame == [0, 56, 480, 48])
        #expect(tree.all("pager").first?.frame == [0, 104, 480, 640])
        #expect(tree.all("tab").map(\.frame) == [[0, 56, 160, 48], [160, 56, 160, 48], [320, 56, 160, 48]])
        #expect(tree.all("indicator").first?.frame == [0, 101, 160, 3])
        #expect(tree.all("page").map(\.title) == ["First"])
        let items = tree.all("bottomBarItem")
        #expect(items.map { $0.selected ?? false } == [false, true, false, false, false])
        #expect(items.map(\.frame) == [[0, 744, 96, 56], [96, 744, 96, 56], [192, 744, 96, 56], [288, 744, 96, 56],
                                       [384, 744, 96, 56]])
    }

    /// A jump from the first screen to the third shows only those two, never the middle one:
    /// a screenshot half-way has the feed's white and the loop's teal side by side, no red.
    @Test func barJumpFromFirstToThirdScreenShowsOnlyThoseTwo() throws {
        let scratch = try Scratch()
        let (trace, _) = try run(scratch, """
            100 click 80 772
            700 click 250 772
            780 screenshot \(scratch.path("mid.png"))
            """)
        let mid = try Pixels(png: scratch.path("mid.png"))
        let row = (0..<480).map { mid[$0, 600] }
        let counts = Dictionary(grouping: row, by: { $0 }).mapValues(\.count)
        #expect((counts[Self.white] ?? 0) > 20 && (counts[Self.teal] ?? 0) > 20, "\(counts)")
        #expect(counts[Self.red] == nil && counts[Self.blue] == nil, "the pager screen never shows")
        #expect(counts.filter { $0.key != Self.white && $0.key != Self.teal }.values.reduce(0, +) <= 1,
                "at most one blended pixel at the seam: \(counts)")
        // Moving forwards: the feed leaves to the left, the loop comes in from the right.
        #expect(row.first == Self.white && row.last == Self.teal)
        // The trace: screen 1, then 0 at the first tap, 2 at the second; settled at the end.
        var screens: [Int] = []
        for line in trace where screens.last != line.screen { screens.append(line.screen) }
        #expect(screens == [1, 0, 2])
        #expect(trace.last?.settled == true)
    }

    /// Nested hand-off, end to end: a leftward drag on the pager screen's last page moves the
    /// screens; the same drag on its second page moves the inner pages.
    @Test func dragAtTheInnerEdgeHandsOffToTheScreens() throws {
        let scratch = try Scratch()
        let (edge, _) = try run(scratch, """
            100 key 3
            600 drag 400 400 100 400 150
            """)
        #expect(edge.first?.screen == 1)
        #expect(edge.last?.screen == 2, "the screens moved on to Loop")
        let onPager = edge.filter { $0.screen == 1 }
        #expect(onPager.last?.page == 2 && onPager.last?.offset == 2, "the inner pager stayed on Third")
        #expect(edge.last?.settled == true)

        let (middle, _) = try run(scratch, """
            100 key 2
            600 drag 400 400 100 400 150
            """)
        #expect(middle.allSatisfy { $0.screen == 1 }, "the screens never moved")
        #expect(middle.last?.page == 2 && middle.last?.tab == 2 && middle.last?.offset == 2)
    }

    /// The loop screen wraps instead of handing off, and its trace offset stays in 0..<8,
    /// continuous except where it wraps.
    @Test func loopScreenWrapsAndNeverHandsOff() throws {
        let scratch = try Scratch()
        let (trace, tree) = try run(scratch, """
            100 click 250 772
            700 drag 100 400 400 400 150
            1300 drag 400 400 100 400 150
            1900 drag 400 400 100 400 150
            """)
        let loop = trace.drop { $0.screen != 2 }
        #expect(loop.allSatisfy { $0.screen == 2 })
        #expect(loop.allSatisfy { $0.offset >= 0 && $0.offset < 8 && $0.page >= 0 && $0.page < 8 })
        let pages = loop.map(\.page).reduce(into: [Int]()) { if $0.last != $1 { $0.append($1) } }
        #expect(pages == [0, 7, 0, 1])
        var wraps = 0
        for (a, b) in zip(loop, loop.dropFirst()) {
            let step = b.offset - a.offset
            if abs(step) > 4 { wraps += 1 } else { #expect(abs(step) < 0.25, "\(a.offset) then \(b.offset)") }
        }
        #expect(wraps == 2, "once back over the wrap, once forwards")
        #expect(tree.all("page").map(\.title) == ["Sports"])
    }

    /// Pages added (+, after the page in view) and removed (-, the page in view) keep the
    /// tree's tabs and pages in step.
    @Test func insertAndRemoveThroughKeysKeepTabsAndPagesTogether() throws {
        let scratch = try Scratch()
        let (trace, tree) = try run(scratch, """
            100 key Plus
            150 key Right
            600 key Plus
            650 key Minus
            700 key Minus
            1300 key Plus
            """)
        // [First, Second, Third] -> + [First, New 1, ...] -> Right: New 1 -> + [First, New 1,
        // New 2, ...] -> - removes New 1 (New 2 takes over) -> - removes New 2 (Second takes
        // over) -> + [First, Second, New 3, Third], on Second.
        let last = try #require(trace.last)
        #expect(last.settled && last.page == 1 && last.tab == 1 && last.offset == 1)
        #expect(tree.all("tab").map(\.title) == ["First", "Second", "New 3", "Third"])
        #expect(tree.all("tab").map(\.frame[2]) == [120, 120, 120, 120], "four tabs share the width")
        #expect(tree.all("tab").filter { $0.selected == true }.map(\.title) == ["Second"])
        #expect(tree.all("page").map(\.title) == ["Second"])
        #expect(trace.filter(\.settled).allSatisfy { $0.tab == $0.page && $0.offset == Double($0.page) },
                "whenever at rest, tab and page agree")
        #expect(Set(trace.map(\.tab)) == [0, 1])
    }
}
