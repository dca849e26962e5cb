import Foundation
import PagerCore
import Testing
@testable import PagerDemoKit

/// Drives the demo's root scene the way the front end does (resize, events at their own times,
/// `advance` once a frame), with the fixed-width text fake, on Assets/demo.json at 480x800:
/// screens Feed (0), Pager (1, the first shown) and Loop (2); the bottom bar's three 160-pt
/// items at y 744-800; on the pager and loop screens the header is 0-56, tabs 56-104, pages below.
final class DemoDriver {
    static let assets = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("Assets")
    /// Each screen's header title, which tells where the screen is in the tree.
    static let headers = ["Market": 0, "ViewPager": 1, "Topics": 2, "Welcome": 3]
    /// The default demo's screens without a Photos folder to show (Feed, Pager, Loop, Welcome).
    static let screenCount = 4
    static let width = 480.0

    let app: DemoApp
    /// Routes the gestures and keeps the time, as every loop does.
    private(set) lazy var driver = FrameDriver(scene: app)
    let frameInterval = 1.0 / 60
    private(set) var time = 0.0
    /// Called after every frame.
    var onFrame: (() -> Void)?

    init(config name: String = "demo.json") throws {
        let text = try String(contentsOf: Self.assets.appendingPathComponent(name), encoding: .utf8)
        app = DemoApp(config: try DemoConfig.parse(text, source: name), measurer: FixedWidthTextMeasurer())
        app.resize(to: Size(width: Self.width, height: 800))
        driver.advance(to: 0)
    }

    func step() {
        time += frameInterval
        driver.advance(to: time)
        onFrame?()
    }

    /// Lays the scene out for the events handled since the last frame, without moving time
    /// (the tree shows where things were at the last `advance`).
    func refresh() { driver.advance(to: time) }

    func run(until t: Double) {
        while time + frameInterval <= t + 1e-12 { step() }
    }

    @discardableResult
    func settle(limit: Double = 10) -> Double {
        let end = time + limit
        while !app.isSettled && time < end { step() }
        return time
    }

    func send(_ kind: InputEvent.Kind, at t: Double, modifiers: Modifiers = []) {
        run(until: t)
        driver.deliver(InputEvent(kind, at: t, modifiers: modifiers))
    }

    func click(_ x: Double, _ y: Double, at t: Double) {
        send(.pointerDown(Point(x: x, y: y)), at: t)
        send(.pointerUp(Point(x: x, y: y)), at: t)
    }

    func key(_ key: Key, at t: Double, modifiers: Modifiers = []) {
        send(.key(key, modifiers), at: t, modifiers: modifiers)
    }

    /// The script's `drag`: down, one move a frame, up.
    func drag(from x0: Double, _ y0: Double, to x1: Double, _ y1: Double, start: Double, duration: Double,
              release: Bool = true) {
        send(.pointerDown(Point(x: x0, y: y0)), at: start)
        var k = 1
        while start + Double(k) * frameInterval < start + duration {
            let t = start + Double(k) * frameInterval
            let f = (t - start) / duration
            send(.pointerMove(Point(x: x0 + (x1 - x0) * f, y: y0 + (y1 - y0) * f)), at: t)
            k += 1
        }
        send(.pointerMove(Point(x: x1, y: y1)), at: start + duration)
        if release { send(.pointerUp(Point(x: x1, y: y1)), at: start + duration) }
    }

    /// Clicks the middle of bottom-bar item `index`, where the bar lays it out now.
    func tapBar(_ index: Int, at t: Double) {
        let bar = app.elementTree().children.first { $0.role == "bottomBar" }
        guard let item = bar?.children[index].frame else { Issue.record("no bottom-bar item \(index)"); return }
        click(item.midX, item.midY, at: t)
    }

    /// The screens on screen, by index, with the left edge of each.
    var shownScreens: [Int: Double] {
        var shown: [Int: Double] = [:]
        for node in app.elementTree().children where node.role == "header" {
            if let title = node.title, let index = Self.headers[title] { shown[index] = node.frame.x }
        }
        return shown
    }

    /// The outer pager's position in screens, read back from where the screens are drawn.
    var screenPosition: Double {
        let (index, x) = shownScreens.min { abs($0.value) < abs($1.value) }!
        return Double(index) - x / Self.width
    }

    var trace: TraceState { app.traceState }

    /// Settles on inner page `page` of the screen in view with a digit key.
    func goToPage(_ page: Int) {
        key(Key(rawValue: "\(page + 1)"), at: time + frameInterval)
        settle()
    }
}

@Suite(.tags(.unit))
struct DemoAppHandOffTests {
    @Test func startsOnThePagerScreen() throws {
        let d = try DemoDriver()
        #expect(d.trace.screen == 1 && d.trace.page == 0 && d.trace.tab == 0 && d.trace.offset == 0)
        #expect(d.shownScreens == [1: 0])
        #expect(d.trace.header == 56)
    }

    /// On the last inner page (Third), a leftward drag is not the inner pager's: the screens
    /// move, and the drag moves them for its whole life.
    @Test func leftwardDragOnTheLastInnerPageMovesTheScreens() throws {
        let d = try DemoDriver()
        d.goToPage(2)
        #expect(d.trace.page == 2 && d.trace.screen == 1)
        d.drag(from: 400, 400, to: 200, 400, start: d.time + 0.1, duration: 0.5, release: false)
        d.refresh()
        #expect(abs(d.screenPosition - (1 + 192.0 / 480)) < 1e-9, "the screens follow the finger")
        #expect(d.trace.page == 2 && d.trace.offset == 2, "the inner pager stays on Third")
        // Back rightwards past the start within the same gesture: still the screens (rubber band
        // does not apply; screen 0 comes into view), the owner is decided once.
        d.send(.pointerMove(Point(x: 500, y: 400)), at: d.time + 0.3)
        d.refresh()
        #expect(abs(d.screenPosition - (1 - 108.0 / 480)) < 1e-9)
        #expect(d.trace.offset == 2)
        d.send(.pointerMove(Point(x: 130, y: 400)), at: d.time + 0.3)
        d.send(.pointerMove(Point(x: 100, y: 400)), at: d.time + 0.01)
        d.send(.pointerUp(Point(x: 100, y: 400)), at: d.time + 0.01)
        d.settle()
        #expect(d.trace.screen == 2, "handed off to the screens: now on Loop")
        #expect(d.shownScreens == [2: 0])
        #expect(d.trace.page == 0 && d.trace.settled)
    }

    @Test func theSameDragOnTheMiddlePageMovesTheInnerPager() throws {
        let d = try DemoDriver()
        d.goToPage(1)
        d.drag(from: 400, 400, to: 100, 400, start: d.time + 0.1, duration: 0.15)
        d.settle()
        #expect(d.trace.screen == 1)
        #expect(d.trace.page == 2 && d.trace.tab == 2 && d.trace.offset == 2)
        #expect(d.shownScreens == [1: 0], "the screens never moved")
    }

    @Test func rightwardDragOnTheFirstInnerPageMovesTheScreensBack() throws {
        let d = try DemoDriver()
        var lowest = 1.0
        d.onFrame = { lowest = min(lowest, d.screenPosition) }
        d.drag(from: 100, 400, to: 400, 400, start: 0.1, duration: 0.15)
        d.settle()
        #expect(d.trace.screen == 0)
        #expect(lowest == 0)
        #expect(d.shownScreens == [0: 0])
        // On the feed screen at its first page, a rightward drag has nowhere to go: the inner
        // pager's rubber band takes it (no screen before the first), and it comes back.
        d.drag(from: 100, 400, to: 400, 400, start: d.time + 0.1, duration: 0.15)
        d.settle()
        #expect(d.trace.screen == 0 && d.trace.page == 0 && d.trace.offset == 0)
    }

    /// The drag's direction is taken at its start: on Third, a rightward drag is the inner pager's.
    @Test func inwardDragOnTheLastPageStaysInside() throws {
        let d = try DemoDriver()
        d.goToPage(2)
        d.drag(from: 100, 400, to: 400, 400, start: d.time + 0.1, duration: 0.15)
        d.settle()
        #expect(d.trace.screen == 1 && d.trace.page == 1)
    }

    /// A drag on the tab strip of a strip that cannot scroll swipes like the pages, hand-off included.
    @Test func dragOnAFixedStripAtTheEdgeHandsOffToo() throws {
        let d = try DemoDriver()
        d.goToPage(2)
        d.drag(from: 400, 80, to: 100, 80, start: d.time + 0.1, duration: 0.15)
        d.settle()
        #expect(d.trace.screen == 2)
    }

    /// The loop screen never hands off: past its last page comes its first and vice versa.
    @Test func loopScreenNeverHandsOff() throws {
        let d = try DemoDriver()
        d.tapBar(2, at: 0.1)
        d.settle()
        #expect(d.trace.screen == 2 && d.trace.page == 0)
        var screens = Set<Int>()
        d.onFrame = { screens.formUnion(d.shownScreens.keys) }
        d.drag(from: 100, 400, to: 400, 400, start: d.time + 0.1, duration: 0.15)
        d.settle()
        #expect(d.trace.screen == 2 && d.trace.page == 7 && d.trace.tab == 7, "wrapped back to Tech")
        d.drag(from: 400, 400, to: 100, 400, start: d.time + 0.1, duration: 0.15)
        d.settle()
        #expect(d.trace.screen == 2 && d.trace.page == 0, "and forwards to News")
        d.drag(from: 400, 400, to: 100, 400, start: d.time + 0.1, duration: 0.15)
        d.settle()
        #expect(d.trace.page == 1)
        #expect(screens == [2], "the screens never moved")
    }

    /// A vertical drag belongs to neither pager.
    @Test func verticalDragMovesNoPager() throws {
        let d = try DemoDriver()
        d.goToPage(2)
        d.drag(from: 240, 300, to: 250, 600, start: d.time + 0.1, duration: 0.2)
        d.settle()
        #expect(d.trace.screen == 1 && d.trace.page == 2 && d.trace.offset == 2)
    }
}

@Suite(.tags(.unit))
struct DemoAppBottomBarTests {
    /// Tapping an item to the right moves the screens forwards (position rising), to the left
    /// backwards; the bar's selection changes at the tap.
    @Test func barTapsMoveTheScreensInTheirDirection() throws {
        let d = try DemoDriver()
        var positions: [Double] = []
        d.onFrame = { positions.append(d.screenPosition) }
        d.tapBar(2, at: 0.1)
        positions = []
        #expect(d.trace.screen == 2, "selected at the tap")
        d.settle()
        #expect(positions.count > 10)
        for (a, b) in zip(positions, positions.dropFirst()) { #expect(b >= a, "forwards: \(a) then \(b)") }
        #expect(positions.first! > 1 && positions.last == 2)

        d.tapBar(1, at: d.time + 0.1)
        positions = []
        d.settle()
        for (a, b) in zip(positions, positions.dropFirst()) { #expect(b <= a, "backwards: \(a) then \(b)") }
        #expect(positions.last == 1 && d.trace.screen == 1)
    }

    /// A jump from screen 0 to 2 shows only screens 0 and 2, then back the same way.
    @Test func jumpOverAScreenShowsOnlyBothEnds() throws {
        let d = try DemoDriver()
        d.tapBar(0, at: 0.1)
        d.settle()
        #expect(d.trace.screen == 0 && d.shownScreens == [0: 0])
        var shown = Set<Int>()
        var positions: [Double] = []
        d.onFrame = {
            shown.formUnion(d.shownScreens.keys)
            positions.append(d.screenPosition)
        }
        d.tapBar(2, at: d.time + 0.1)
        d.settle()
        #expect(shown == [0, 2])
        #expect(d.trace.screen == 2 && d.shownScreens == [2: 0])
        shown = []
        d.tapBar(0, at: d.time + 0.1)
        d.settle()
        #expect(shown == [2, 0])
        #expect(d.trace.screen == 0)
        // Ctrl+digit selects a screen the same way.
        shown = []
        d.key(.digit3, at: d.time + 0.1, modifiers: .control)
        d.settle()
        #expect(shown == [0, 2] && d.trace.screen == 2)
    }

    /// The loop screen's header names what its pages are (news, sports, ... topics), not the
    /// library seed 003's pager came from ("YKPageView").
    @Test func theLoopScreensHeaderNamesItsContent() throws {
        let d = try DemoDriver()
        d.key(.digit3, at: 0.1, modifiers: .control)
        d.settle()
        let headers = d.app.elementTree().children.filter { $0.role == "header" && $0.frame.x == 0 }
        #expect(d.trace.screen == 2 && headers.map(\.title) == ["Topics"])
    }

    /// A bar tap while the screens still move redirects them from where they are.
    @Test func barTapMidSwitchRedirects() throws {
        let d = try DemoDriver()
        d.tapBar(2, at: 0.1)
        for _ in 0..<5 { d.step() }
        let before = d.screenPosition
        #expect(before > 1 && before < 2)
        d.tapBar(0, at: d.time)
        d.refresh()
        #expect(abs(d.screenPosition - before) < 1e-9, "no jump")
        var positions = [before]
        d.onFrame = { positions.append(d.screenPosition) }
        #expect(d.trace.screen == 0)
        d.settle()
        #expect(d.trace.screen == 0 && d.shownScreens == [0: 0])
        // The forward speed (about 6 screens/s) is turned round within 4 ms by a spring pulling
        // 1.6 screens back, so from the first frame on the screens only move backwards.
        let steps = zip(positions, positions.dropFirst()).map { $1 - $0 }
        #expect(steps.count > 10 && steps.allSatisfy { $0 <= 0 })
    }

    /// A trace line's values belong to the screen it names, also while a bar tap switches.
    @Test func traceValuesBelongToTheNamedScreenDuringASwitch() throws {
        let d = try DemoDriver()
        d.goToPage(2)
        #expect(d.trace.screen == 1 && d.trace.page == 2 && d.trace.tab == 2)
        var lines: [TraceState] = []
        d.onFrame = { lines.append(d.trace) }
        d.tapBar(2, at: d.time + 0.1)
        lines = []
        #expect(d.trace.screen == 2 && d.trace.page == 0 && d.trace.tab == 0 && d.trace.header == 56)
        d.settle()
        #expect(lines.count > 10)
        for line in lines { #expect(line.screen == 2 && line.page == 0 && line.offset == 0 && line.tab == 0) }
        // And back: the pager screen kept its page.
        d.tapBar(1, at: d.time + 0.1)
        #expect(d.trace.screen == 1 && d.trace.page == 2 && d.trace.offset == 2)
    }

    @Test func theTreeListsTheBarWithItsSelection() throws {
        let d = try DemoDriver()
        func bar() -> ElementNode { d.app.elementTree().children.first { $0.role == "bottomBar" }! }
        #expect(bar().frame == Rect(x: 0, y: 744, width: 480, height: 56))
        #expect(bar().children.map(\.role) == Array(repeating: "bottomBarItem", count: 4))
        #expect(bar().children.map(\.title) == ["Feed", "Pager", "Loop", "Welcome"])
        #expect(bar().children.map(\.selected) == [false, true, false, false])
        #expect(bar().children.map(\.frame.x) == [0, 120, 240, 360])
        d.tapBar(0, at: 0.1)
        d.settle()
        #expect(bar().children.map(\.selected) == [true, false, false, false])
        // A swipe that hands off updates the bar once the screens come to rest.
        d.drag(from: 100, 400, to: 400, 400, start: d.time + 0.1, duration: 0.15)
        d.settle()
        d.goToPage(2)
        d.drag(from: 400, 400, to: 100, 400, start: d.time + 0.1, duration: 0.15)
        d.settle()
        #expect(bar().children.map(\.selected) == [false, true, false, false])
        #expect(d.trace.screen == 1)
    }
}
