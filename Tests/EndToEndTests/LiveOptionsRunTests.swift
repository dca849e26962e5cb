import Foundation
import Testing

/// Live content with issue 28's keys, headless: a script's `config FILE` changing a screen's
/// `transition`, `swipe` or `animation`, or the `switcher`'s width, applies in place (the drag
/// under way goes on, the state stays), a `refresh` under way follows its page through new
/// pages, and `--state` saves the list at rest (never a pull or a refresh in flight) and
/// crosses the switcher's width.
@Suite(.tags(.process), .serialized) struct LiveOptionsRunTests {
    let live = LiveContentRunTests()

    /// Mid-drag a config adds a page in front and sets `"transition": "zoom"` and a linear
    /// half-second `"animation"`: the drag carries on 1:1 (the offset jumps by the one page of
    /// renumbering, then 120 pt is 0.25 page), the pages draw zoomed out at once (a corner of
    /// the pages shows the window's background), and the next key moves linearly:
    /// `offset = from + (t - 2000) / 500` for every frame of the move.
    @Test func transitionAndAnimationApplyInPlaceMidDrag() throws {
        let scratch = try Scratch()
        let before = LiveContentRunTests.pagerConfig(["A", "B", "C"])
        let after = LiveContentRunTests.pagerConfig(["New", "A", "B", "C"],
                                                    extra: ", \"transition\": \"zoom\", \"animation\": {\"curve\": \"linear\", \"duration\": 0.5}")
        let result = try live.run([], config: before, script: """
            100 key Right
            600 down 300 400
            616 move 290 400
            632 move 280 400
            650 config new.json
            666 move 160 400
            700 screenshot \(scratch.path("zoom.png"))
            1000 up 160 400
            2000 key Right
            """, files: ["new.json": after], in: scratch)
        #expect(result.status == 0 && result.stderr.isEmpty, "\(result.stderr)")
        let held = try #require(result.trace.last { $0.t < 650 })
        let applied = try #require(result.trace.first { $0.t >= 650 })
        #expect(held.page == 1 && applied.page == 2, "B renumbered")
        #expect(abs(applied.offset - (held.offset + 1)) < 1e-9, "the drag's position carried over")
        let moved = try #require(result.trace.first { $0.t >= 666 })
        #expect(abs(moved.offset - (held.offset + 1 + 120.0 / 480)) < 1e-9, "1:1 after the change")
        // Zoomed out, the page in view no longer covers the pages' top left corner.
        let pixels = try Pixels(png: scratch.path("zoom.png"))
        let corner = pixels[2, 110], middle = pixels[240, 500]
        #expect(corner != middle, "corner \(corner), page \(middle)")
        let rest = try #require(result.trace.last { $0.t < 2000 })
        #expect(rest.settled && rest.offset == Double(rest.page))
        let move = result.trace.filter { $0.t > 2000 && $0.t < 2500 }
        #expect(move.count > 20)
        for line in move {
            let expected = Double(rest.page) + (line.t - 2000) / 500
            #expect(abs(line.offset - expected) < 1e-6, "linear at \(line.t): \(line.offset), not \(expected)")
        }
        #expect(result.trace.last?.page == rest.page + 1 && result.trace.last?.settled == true)
    }

    /// `"swipe": false` applied at rest: a drag across the pages no longer moves them (and,
    /// with no screens' pager around them, nothing else does), a key still does.
    @Test func swipeOffAppliesToTheNextDrag() throws {
        let scratch = try Scratch()
        let result = try live.run([], config: LiveContentRunTests.pagerConfig(["A", "B", "C"]), script: """
            100 config off.json
            200 drag 400 400 100 400 200
            1000 key Right
            """, files: ["off.json": LiveContentRunTests.pagerConfig(["A", "B", "C"], extra: ", \"swipe\": false")], in: scratch)
        #expect(result.status == 0 && result.stderr.isEmpty, "\(result.stderr)")
        #expect(result.trace.filter { $0.t < 1000 }.allSatisfy { $0.offset == 0 }, "the drag moved nothing")
        #expect(result.trace.last?.page == 1 && result.trace.last?.settled == true)
    }

    /// The demo at 1280 pt, the feed's header collapsed and its list scrolled; a config adds
    /// `"switcher": {"wideFrom": 720}`: the switcher moves to the header at once, and screen,
    /// page, header and list stay as they were; another one raises it past the window (2000):
    /// the bottom bar is back, the state still the same.
    @Test func theSwitcherWidthAppliesInPlaceAndKeepsTheState() throws {
        let scratch = try Scratch()
        let demo = try String(contentsOf: DemoProcess.assets.appendingPathComponent("demo.json"), encoding: .utf8)
        func switcher(_ width: Int) -> String {
            demo.replacingOccurrences(of: "\"screens\":", with: "\"switcher\": {\"wideFrom\": \(width)}, \"screens\":")
        }
        #expect(switcher(720) != demo)
        let result = try live.run(["--size", "1280x800"], config: demo, script: """
            100 key Ctrl+1
            800 key Right
            1500 wheel 0 -3 640 500
            2500 config wide.json
            2600 screenshot \(scratch.path("wide.png"))
            3000 config narrow.json
            """, files: ["wide.json": switcher(720), "narrow.json": switcher(2000)], in: scratch)
        #expect(result.status == 0 && result.stderr.isEmpty, "\(result.stderr)")
        let before = try #require(result.trace.last { $0.t < 2500 })
        #expect(before.screen == 0 && before.page == 1 && before.header < 150 && before.list > 0 && before.settled)
        for line in result.trace where line.t >= 2500 {
            #expect(line.screen == before.screen && line.page == before.page && line.offset == before.offset
                    && line.header == before.header && line.list == before.list, "\(line) after \(before)")
        }
        let wide = try Pixels(png: scratch.path("wide.png"))
        #expect(wide[640, 790] != wide[640, 24], "the bar's place shows the list, the top the switcher")
        #expect(result.tree?.all("viewSwitcher").isEmpty == true)
        #expect(result.tree?.all("bottomBar").first?.frame == [0, 744, 1280, 56])
    }

    /// A refresh under way when new pages arrive goes on for its page: Fruits is pulled, then a
    /// page comes in front of it; the spinner stays, and the row lands on Fruits (now page 1).
    /// Fruits removed instead ends the refresh there: no row anywhere.
    @Test(arguments: [true, false])
    func aRefreshUnderWayFollowsItsPage(kept: Bool) throws {
        let scratch = try Scratch()
        let config = try String(contentsOf: DemoProcess.assets.appendingPathComponent("options/refresh.json"), encoding: .utf8)
        let fruits = "{ \"title\": \"Fruits\", \"rows\": ["
        #expect(config.contains(fruits))
        let edited = kept
            ? config.replacingOccurrences(of: fruits, with: "{ \"title\": \"Zero\", \"rows\": [\"Nothing\"] }, " + fruits)
            : config.replacingOccurrences(of: fruits, with: "{ \"title\": \"Zero\", \"rows\": [\"Nothing\"] }, { \"title\": \"Gone\", \"rows\": [")
        let result = try live.run([], config: config, script: """
            500 down 240 300
            600 move 240 320
            1400 move 240 520
            1500 up 240 520
            1800 config new.json
            """, files: ["new.json": edited], in: scratch)
        #expect(result.status == 0 && result.stderr.isEmpty, "\(result.stderr)")
        #expect(result.trace.contains { $0.t < 1800 && $0.refreshing }, "refreshing before the change")
        let rows = { (title: String) in result.tree?.all("page").first { $0.title == title }?.all("row").compactMap(\.title) ?? [] }
        if kept {
            #expect(result.trace.contains { $0.t > 1850 && $0.t < 2450 && $0.refreshing }, "still refreshing after it")
            #expect(result.trace.first { $0.t >= 1800 }?.page == 1, "Fruits renumbered")
            #expect(rows("Fruits").prefix(2) == ["New item 1", "Apple"])
        } else {
            #expect(!result.trace.contains { $0.t > 1850 && $0.refreshing }, "the refresh ended with its page")
            #expect(result.tree?.all("row").contains { $0.title?.hasPrefix("New item") == true } == false)
        }
        #expect(result.trace.last?.settled == true && result.trace.last?.refreshing == false)
    }

    /// `"refresh"` switched on builds the screens again (it changes what the lists are) and
    /// keeps the state: the same page, header and list; a pull then refreshes.
    @Test func turningRefreshOnRebuildsAndKeepsTheState() throws {
        let scratch = try Scratch()
        let config = try String(contentsOf: DemoProcess.assets.appendingPathComponent("options/refresh.json"), encoding: .utf8)
        let off = config.replacingOccurrences(of: "\"refresh\": true", with: "\"refresh\": false")
        #expect(off != config)
        let result = try live.run([], config: off, script: """
            100 key Right
            800 wheel 0 -2 240 500
            1800 config on.json
            2500 wheel 0 40 240 500
            3500 down 240 300
            3600 move 240 320
            4400 move 240 520
            4500 up 240 520
            """, files: ["on.json": config], in: scratch)
        #expect(result.status == 0 && result.stderr.isEmpty, "\(result.stderr)")
        let before = try #require(result.trace.last { $0.t < 1800 })
        let after = try #require(result.trace.first { $0.t >= 1800 })
        #expect(before.page == 1 && before.header < 150, "\(before)")
        #expect(after.page == before.page && after.header == before.header && after.list == before.list, "\(after) after \(before)")
        #expect(result.trace.contains { $0.t > 4500 && $0.refreshing }, "a pull refreshes now")
    }

    /// `--state` during a pull and during a refresh: the file holds the list at rest (offset 0,
    /// not the pull's negative overscroll, which would make the file unreadable) and nothing
    /// of the refresh; the next run reads it without a warning and starts idle at the top.
    @Test(arguments: [false, true])
    func theStateIsTheListAtRestNotAPullOrARefresh(released: Bool) throws {
        let scratch = try Scratch()
        let config = try String(contentsOf: DemoProcess.assets.appendingPathComponent("options/refresh.json"), encoding: .utf8)
        let state = scratch.path("state.json")
        let first = try live.run(["--state", state], config: config, script: """
            500 down 240 300
            600 move 240 320
            1400 move 240 520
            \(released ? "1500 up 240 520\n1700" : "1500") key Ctrl+Q
            """, in: scratch)
        #expect(first.status == 0 && first.stderr.isEmpty, "\(first.stderr)")
        let end = try #require(first.trace.last)
        #expect(released ? end.refreshing : end.list < -20, "quit \(released ? "refreshing" : "mid-pull"): \(end)")
        let text = try String(contentsOfFile: state, encoding: .utf8)
        #expect(text.contains("{\"page\":\"Fruits\",\"offset\":0}"), "\(text)")
        let second = try live.run(["--state", state], config: config, script: nil, in: scratch)
        #expect(second.status == 0 && second.stderr.isEmpty, "no warning: \(second.stderr)")
        let start = try #require(second.trace.first)
        #expect(start.list == 0 && start.header == 150 && !start.refreshing && start.settled)
    }

    /// `--state` across the switcher's width: saved in a wide window on the Loop screen's third
    /// page with the focus on the switcher, read in a narrow one (the bottom bar), then wide
    /// again (the header row): the same screen, page and focus each time.
    @Test func theStateCrossesTheSwitcherWidth() throws {
        let scratch = try Scratch()
        let config = try String(contentsOf: DemoProcess.assets.appendingPathComponent("options/switcher.json"), encoding: .utf8)
        let state = scratch.path("state.json")
        let first = try live.run(["--state", state, "--size", "1280x800"], config: config, script: """
            100 key Ctrl+3
            800 key Right
            1500 key Right
            2200 key Tab
            2300 key Tab
            """, in: scratch)
        #expect(first.status == 0 && first.stderr.isEmpty, "\(first.stderr)")
        let end = try #require(first.trace.last)
        #expect(end.screen == 2 && end.page == 2)
        #expect(first.tree?.all("viewSwitcher").count == 1)
        #expect(try String(contentsOfFile: state, encoding: .utf8).contains("\"focus\":\"bar\""))
        for (size, role) in [("480x800", "bottomBar"), ("1280x800", "viewSwitcher")] {
            let next = try live.run(["--state", state, "--size", size], config: config, script: "100 key Right\n", in: scratch)
            #expect(next.status == 0 && next.stderr.isEmpty, "\(size): \(next.stderr)")
            let start = try #require(next.trace.first)
            #expect(start.screen == 2 && start.page == 2 && start.settled, "\(size): \(start)")
            #expect(next.tree?.all(role).count == 1, "\(size): \(role)")
            // The focus is on the switcher: Right moves its cursor, not the pages.
            #expect(next.trace.last?.screen == 2 && next.trace.last?.page == 2, "\(size): the key went to the switcher")
        }
    }
}
