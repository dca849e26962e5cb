import PagerCore
import Testing
@testable import PagerDemoKit

/// Every key a config gives is honoured or refused: `"loop"` on any pager screen, and keys the
/// program would not read (a feed-only key on a pager screen, a width on equal tabs).
@Suite(.tags(.unit))
struct ConfigKeyTests {
    private func parse(_ text: String) throws(InputError) -> DemoConfig {
        try DemoConfig.parse(text, source: "c.json")
    }

    private func refusal(_ text: String) -> InputError? {
        do { _ = try parse(text); return nil } catch { return error }
    }

    private let page = #"{ "title": "A", "color": "red" }"#

    @Test func loopFollowsTheKeyOnEveryKind() throws {
        for kind in ["pager", "loop", "feed"] {
            for loop in [true, false] {
                let single = try parse(#"{ "kind": "\#(kind)", "loop": \#(loop), "pages": [\#(page)] }"#)
                #expect(single.screens[0].options.loops == loop, "\(kind) at the top level")
                let listed = try parse(#"{ "screens": [ { "kind": "\#(kind)", "loop": \#(loop), "pages": [\#(page)] } ] }"#)
                #expect(listed.screens[0].options.loops == loop, "\(kind) in screens")
                #expect(listed.screens[0].options.pagedViewConfiguration.isLooping == loop)
            }
            let byDefault = try parse(#"{ "kind": "\#(kind)", "pages": [\#(page)] }"#)
            #expect(byDefault.screens[0].options.loops == (kind == "loop"), "the default for \(kind)")
        }
    }

    /// A loop screen given `"loop": false` stops at its ends like any pager.
    @Test func aLoopScreenWithLoopOffDoesNotWrap() throws {
        let d = try DemoDriver(config: "options/loop-off.json")
        d.key(.left, at: 0.1)
        d.settle()
        #expect(d.trace.page == 0, "Left on the first page stays")
        d.key(.end, at: d.time + 0.1)
        d.settle()
        d.key(.right, at: d.time + 0.1)
        d.settle()
        #expect(d.trace.page == 4, "Right on the last page stays")
    }

    @Test func tabsPositionIsReadAndChecked() throws {
        let bottom = try parse(#"{ "tabsPosition": "bottom", "pages": [\#(page)] }"#)
        #expect(bottom.screens[0].options.tabsPosition == .bottom)
        #expect(try parse(#"{ "pages": [\#(page)] }"#).screens[0].options.tabsPosition == .top)
        let error = refusal(#"{ "tabsPosition": "left", "pages": [\#(page)] }"#)
        #expect(error?.field == "tabsPosition" && error?.message.contains("bottom or top") == true)
    }

    @Test func badgesAreNumbersOrShortTexts() throws {
        let config = try parse(#"{ "screens": [ { "badge": 7, "pages": [ { "title": "A", "color": "red", "badge": "new" }, \#(page) ] } ] }"#)
        #expect(config.screens[0].badge == "7")
        #expect(config.screens[0].pages.map(\.badge) == ["new", nil])
        #expect(refusal(#"{ "pages": [ { "title": "A", "color": "red", "badge": "lots more" } ] }"#)?.field == "pages[0].badge")
        #expect(refusal(#"{ "pages": [ { "title": "A", "color": "red", "badge": -1 } ] }"#)?.field == "pages[0].badge")
        #expect(refusal(#"{ "pages": [ { "title": "A", "color": "red", "badge": "" } ] }"#)?.field == "pages[0].badge")
        #expect(refusal(#"{ "badge": 1, "pages": [\#(page)] }"#)?.message.contains("unknown key \"badge\"") == true,
                "no bar item to show it on")
    }

    @Test func directionComesFromTheConfigOrTheLocale() throws {
        #expect(try parse(#"{ "direction": "rtl", "pages": [\#(page)] }"#).screens[0].options.isRightToLeft)
        let hebrew: (String) -> String? = { $0 == "LANG" ? "he_IL.UTF-8" : nil }
        let byLocale = try DemoConfig.parse(#"{ "pages": [\#(page)] }"#, source: "c.json", environment: hebrew)
        #expect(byLocale.isRightToLeft && byLocale.screens[0].options.pagedViewConfiguration.isRightToLeft)
        let overridden = try DemoConfig.parse(#"{ "direction": "ltr", "pages": [\#(page)] }"#, source: "c.json", environment: hebrew)
        #expect(!overridden.isRightToLeft)
        #expect(refusal(#"{ "direction": "up", "pages": [\#(page)] }"#)?.field == "direction")
        #expect(refusal(#"{ "screens": [ { "direction": "rtl", "pages": [\#(page)] } ] }"#) != nil, "a top-level key")
    }

    @Test(arguments: [("ar_EG.UTF-8", true), ("fa", true), ("he", true), ("ur_PK@latin", true), ("en_US.UTF-8", false),
                      ("C.UTF-8", false), ("", false), ("arn_CL", false)])
    func theLocaleLanguageDecides(lang: String, rtl: Bool) {
        #expect(WritingDirection.isRightToLeft { $0 == "LANG" ? lang : nil } == rtl)
        #expect(!WritingDirection.isRightToLeft { ["LC_ALL": "en_GB", "LANG": lang][$0] }, "LC_ALL comes first")
    }

    @Test(arguments: [
        (#"{ "icon": "list", "pages": [{ "title": "A", "color": "red" }] }"#, "icon"),
        (#"{ "initialScreen": 0, "pages": [{ "title": "A", "color": "red" }] }"#, "initialScreen"),
        (#"{ "pages": [{ "title": "A", "color": "red", "rows": ["x"] }] }"#, "rows"),
        (#"{ "header": { "title": "H", "snap": true }, "pages": [{ "title": "A", "color": "red" }] }"#, "snap"),
        (#"{ "header": { "collapsedHeight": 4 }, "pages": [{ "title": "A", "color": "red" }] }"#, "collapsedHeight"),
        (#"{ "kind": "feed", "tabStyle": "pill", "pages": [{ "title": "A" }] }"#, "tabStyle"),
        (#"{ "tabs": { "width": 90 }, "pages": [{ "title": "A", "color": "red" }] }"#, "width"),
        (#"{ "screens": [ { "pages": [{ "title": "A", "color": "red" }] } ], "loop": true }"#, "loop"),
        (#"{ "screens": [ { "pages": [{ "title": "A", "color": "red" }], "lop": true } ] }"#, "lop"),
    ])
    func keysTheProgramWouldNotReadAreRefused(_ text: String, _ key: String) {
        let error = refusal(text)
        #expect(error?.message.contains("unknown key \"\(key)\"") == true, "\(String(describing: error))")
        #expect(error?.source == "c.json" && error?.line == 1)
    }

    /// The carousel's timer reaches the scene, so a window that sleeps while nothing moves
    /// wakes when the next move is due, and moves then.
    @Test func theSceneSaysWhenTheCarouselWillMove() throws {
        let d = try DemoDriver(config: "options/carousel.json")
        d.run(until: 0.5)
        let wake = try #require(d.app.wakeTime)
        #expect(wake > 0 && wake <= 2 + d.frameInterval, "2 s after the first frame at rest: \(wake)")
        #expect(!d.app.isAnimating, "nothing moves until then")
        d.run(until: wake + 0.05)
        #expect(d.app.isAnimating && d.app.wakeTime == nil)
        d.settle()
        #expect(d.trace.page == 1)
    }

    /// What the program reads stays accepted: the shipped configs, feed rows and headers.
    @Test func usedKeysStayAccepted() throws {
        _ = try parse(#"{ "kind": "feed", "header": { "title": "H", "collapsedHeight": 4, "snap": false }, "pages": [{ "title": "A", "rows": ["x"] }] }"#)
        _ = try parse(#"{ "tabs": { "size": "fixed", "width": 90 }, "header": { "title": "H", "expandedHeight": 70 }, "pages": [\#(page)] }"#)
        _ = try DemoDriver()
        _ = try DemoDriver(config: "dozen.json")
    }
}
