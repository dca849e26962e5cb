import PagerCore
import Testing
@testable import PagerDemoKit

/// Pages of blocks from a config (`"content"`, `"align"`): what is read, what is refused (one
/// line naming file, line and field), and what the blocks do in the running demo: the focus,
/// Return, clicks and drags on a button, and each action.
@Suite(.tags(.unit))
struct ContentPagesTests {
    private func parse(_ pages: String, screens extra: String = "") throws(InputError) -> DemoConfig {
        try DemoConfig.parse("""
        {"screens": [{"kind": "pager", "title": "Blocks", "header": "Blocks", "tabs": "none", "pages": [\(pages)]}\(extra)]}
        """, source: "c.json")
    }

    private func error(_ pages: String) -> String {
        do { _ = try parse(pages) } catch { return error.description }
        return "no error"
    }

    @Test func everyKindOfBlockIsRead() throws {
        let config = try parse("""
        {"content": [{"image": "hello.svg", "height": 120, "fit": "fill"}, {"title": "Hello"}, {"text": "A paragraph."},
                     {"spacer": 8}, {"button": "Next"}, {"button": "Back", "action": "previous", "style": "tinted"},
                     {"button": "Say", "action": "print", "style": "plain"}, {"button": "Go", "action": "screen 0"}],
         "align": "bottom"}
        """)
        let page = config.screens[0].pages[0]
        #expect(page.title == "Hello", "the first title names the page")
        #expect(page.color == nil, "a page of blocks takes the theme's background")
        #expect(page.align == .bottom)
        #expect(page.content == [
            .image(ImageSource(path: "hello.svg"), height: 120, mode: .fill), .title("Hello"), .text("A paragraph."),
            .spacer(8), .button("Next", action: .next, style: .filled), .button("Back", action: .previous, style: .tinted),
            .button("Say", action: .print, style: .plain), .button("Go", action: .screen(0), style: .filled),
        ])
    }

    @Test func badBlocksAreRefusedWhereTheyAre() {
        #expect(error(#"{"title": "A", "content": []}"#) == "c.json:1: screens[0].pages[0].content: needs at least one block")
        #expect(error(#"{"title": "A", "content": [{"colour": "red"}]}"#)
                == "c.json:1: screens[0].pages[0].content[0]: a block needs one of image, title, text, button, spacer")
        #expect(error(#"{"content": [{"title": "A", "text": "B"}]}"#)
                == "c.json:1: screens[0].pages[0].content[0]: a block is one of image, title, text, button, spacer, not title and text")
        #expect(error(#"{"content": [{"title": "A", "height": 3}]}"#).hasPrefix("c.json:1: screens[0].pages[0].content[0]: unknown key \"height\""))
        #expect(error(#"{"content": [{"button": "A", "action": "jump"}]}"#)
                == "c.json:1: screens[0].pages[0].content[0].action: unknown action \"jump\" (next, previous, screen N or print)")
        #expect(error(#"{"content": [{"button": "A", "action": "screen 1"}]}"#)
                == "c.json:1: screens[0].pages[0].content[0].action: no screen 1 (the config lists 1, counted from 0)")
        #expect(error(#"{"content": [{"spacer": -4}]}"#).hasPrefix("c.json:1: screens[0].pages[0].content[0].spacer: "))
        #expect(error(#"{"content": [{"text": "no title"}]}"#) == "c.json:1: screens[0].pages[0]: missing required key \"title\"")
        #expect(error(#"{"title": "A", "color": "red", "align": "top"}"#)
                == "c.json:1: screens[0].pages[0].align: only with \"content\" (a page of blocks)")
        #expect(error(#"{"title": "A", "image": "a.png", "content": [{"text": "B"}]}"#)
                == "c.json:1: screens[0].pages[0].image: give either image or content, not both")
        #expect(error(#"{"content": [{"title": "A"}], "align": "middle"}"#).hasPrefix("c.json:1: screens[0].pages[0].align: unknown value \"middle\""))
    }

    @Test func aFeedPageHasNoBlocks() {
        let text = #"{"kind": "feed", "header": "F", "pages": [{"title": "A", "content": [{"text": "B"}]}]}"#
        #expect(throws: InputError.self) { try DemoConfig.parse(text, source: "f.json") }
    }

    // MARK: - In the running demo

    /// The default demo's Welcome screen (the last; no Photos folder in unit tests), at rest.
    private func welcome() throws -> DemoDriver {
        let d = try DemoDriver()
        d.key(.digit4, at: 0.1, modifiers: .control)
        d.settle()
        #expect(d.app.windowTitle.contains("Welcome"))
        return d
    }

    /// The buttons of the page in view, as a frame drawn now shows them (a page of blocks is
    /// laid out when it is drawn, as every frame of the program is).
    private func buttons(_ d: DemoDriver) -> [ElementNode] {
        var list = DrawList()
        d.app.draw(into: &list)
        func all(_ node: ElementNode) -> [ElementNode] { (node.role == "button" ? [node] : []) + node.children.flatMap(all) }
        let pager = d.app.elementTree().children.first { $0.role == "pager" }
        let current = pager?.children.first { $0.selected == true }
        return current.map(all) ?? []
    }

    @Test func tabFocusesTheButtonAndReturnMovesOn() throws {
        let d = try welcome()
        #expect(buttons(d).map(\.title) == ["Next"])
        #expect(buttons(d).first?.focused != true)
        d.key(.tab, at: d.time + 0.1)
        d.refresh()
        #expect(buttons(d)[0].focused == true, "Tab goes to the page's button (no strip on this screen)")
        d.key(.enter, at: d.time + 0.1)
        d.settle()
        #expect(d.trace.screen == 3 && d.trace.page == 1 && d.trace.offset == 1)
        // The focus stays on the page: Tab finds the new page's button.
        d.key(.tab, at: d.time + 0.1)
        d.refresh()
        #expect(buttons(d).first?.focused == true)
        d.key(.space, at: d.time + 0.1)
        d.settle()
        #expect(d.trace.page == 2)
    }

    @Test func aClickPressesAndADragSwipesInstead() throws {
        let d = try welcome()
        let button = try #require(buttons(d).first).frame
        d.send(.pointerDown(Point(x: button.midX, y: button.midY)), at: d.time + 0.1)
        d.refresh()
        #expect(buttons(d)[0].pressed == true)
        d.send(.pointerUp(Point(x: button.midX, y: button.midY)), at: d.time + 0.05)
        d.settle()
        #expect(d.trace.page == 1, "the tap ran Next")
        // A drag that starts on the button swipes the pages and cancels the press.
        let next = try #require(buttons(d).first).frame
        d.drag(from: next.midX + 100, next.midY, to: next.midX - 150, next.midY, start: d.time + 0.1, duration: 0.15,
               release: false)
        d.refresh()
        #expect(buttons(d).allSatisfy { $0.pressed == false }, "past the slop the press is cancelled")
        d.send(.pointerUp(Point(x: next.midX - 150, y: next.midY)), at: d.time + 0.01)
        d.settle()
        #expect(d.trace.page == 2, "the drag turned the page, the button did not act twice")
    }

    @Test func theLastButtonSwitchesScreensAndPrintLogs() throws {
        let d = try welcome()
        for _ in 0..<4 {
            d.key(.right, at: d.time + 0.1)
            d.settle()
        }
        #expect(d.trace.page == 4)
        d.key(.tab, at: d.time + 0.1)
        d.key(.enter, at: d.time + 0.1)
        d.settle()
        #expect(d.trace.screen == 0, "\"screen 0\": the Feed")

        let config = try DemoConfig.parse(#"{"kind": "pager", "header": "P", "tabs": "none", "pages": [{"content": [{"title": "T"}, {"button": "Hello", "action": "print"}]}]}"#,
                                          source: "p.json")
        let app = DemoApp(config: config, measurer: FixedWidthTextMeasurer())
        app.resize(to: Size(width: 320, height: 480))
        let driver = FrameDriver(scene: app)
        driver.advance(to: 0)
        driver.deliver(InputEvent(.key(.tab, []), at: 0.1))
        driver.deliver(InputEvent(.key(.enter, []), at: 0.2))
        driver.advance(to: 0.3)
        #expect(app.takeLogLines() == ["button Hello"])
    }

    /// Records what the pages ask for.
    private final class AskedImages: ImageProviding {
        var asked: [(path: String, box: Size)] = []
        func info(for source: ImageSource, box: Size, mode: ImageContentMode, priority: Int) -> ImageInfo {
            asked.append((source.path, box))
            return .unknown
        }
    }

    /// The next page's picture is asked for, at the size it is drawn, while the current page is
    /// on screen: before the next page is made, so it slides in decoded.
    @Test func theNextPagesPictureIsAskedForAtItsDrawnSize() throws {
        let d = try welcome()
        let images = AskedImages()
        d.app.images = images
        var list = DrawList()
        d.app.draw(into: &list)
        let column = 480.0 - 48
        let tabs = images.asked.filter { $0.path.hasSuffix("onboarding/tabs.svg") }
        #expect(!tabs.isEmpty && tabs.allSatisfy { $0.box == Size(width: column, height: 96) }, "\(images.asked)")
        let swipe = images.asked.filter { $0.path.hasSuffix("onboarding/swipe.svg") }
        #expect(!swipe.isEmpty && swipe.allSatisfy { $0.box == Size(width: column, height: 96) }, "\(images.asked)")
    }
}
