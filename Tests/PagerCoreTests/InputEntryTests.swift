import PagerCore
import ScrollPhysics
import Testing

// Components used alone, driven only through their public `handle(_:)` and `advance(to:)` (this
// file imports PagerCore without @testable: what it does, an app can do).

/// Feeds `events` (in time order) to a component as a loop at `fps` would: each event at its
/// own time, between frames, and a frame every 1/fps seconds while the component is animating
/// or events are left. Returns the time of the last frame.
@discardableResult
private func run(_ events: [InputEvent], fps: Double, handle: (InputEvent) -> Bool, advance: (Double) -> Void,
                 isAnimating: () -> Bool, from start: Double = 0) -> Double {
    var next = 0
    var frame = 0
    var time = start
    // A loop that sleeps while nothing animates and no input is due would stop here: so must this.
    while next < events.count || isAnimating() {
        frame += 1
        time = start + Double(frame) / fps
        while next < events.count && events[next].time <= time {
            _ = handle(events[next])
            next += 1
        }
        advance(time)
        if frame > Int(60 * fps) { break }  // a minute: something never comes to rest
    }
    return time
}

/// A press at `x0`, a move every 1/120 s along x to `x1` over `seconds`, and a release, from `start`.
private func mouseDrag(from x0: Double, to x1: Double, y: Double = 300, start: Double, seconds: Double) -> [InputEvent] {
    let steps = max(1, Int((seconds * 120).rounded()))
    var events = [InputEvent(.pointerDown(Point(x: x0, y: y)), at: start)]
    for step in 1...steps {
        let x = x0 + (x1 - x0) * Double(step) / Double(steps)
        events.append(InputEvent(.pointerMove(Point(x: x, y: y)), at: start + seconds * Double(step) / Double(steps)))
    }
    events.append(InputEvent(.pointerUp(Point(x: x1, y: y)), at: start + seconds))
    return events
}

/// The same travel by one finger on a touchscreen.
private func touchSwipe(from x0: Double, to x1: Double, y: Double = 300, start: Double, seconds: Double) -> [InputEvent] {
    mouseDrag(from: x0, to: x1, y: y, start: start, seconds: seconds).map { event in
        var touch = event
        switch event.kind {
        case let .pointerDown(point): touch.kind = .touchDown(finger: 3, point)
        case let .pointerMove(point): touch.kind = .touchMove(finger: 3, point)
        case let .pointerUp(point): touch.kind = .touchUp(finger: 3, point)
        default: break
        }
        return touch
    }
}

/// A touchpad's two-finger scroll: `count` deltas of `dx`, `dy` wheel units (fractional, as a
/// touchpad reports them), one every 1/100 s from `start`, at `point`.
private func touchpadPan(dx: Double, dy: Double = 0, count: Int, start: Double,
                         at point: Point = Point(x: 200, y: 300)) -> [InputEvent] {
    (0..<count).map { InputEvent(.wheel(dx: dx, dy: dy, at: point), at: start + Double($0) / 100) }
}

/// A pager alone, 400 x 600 pt with five pages.
private func makePager(pages: Int = 5, axis: Axis = .horizontal) -> PagedView {
    var configuration = PagedView.Configuration()
    configuration.axis = axis
    let pager = PagedView(pageCount: pages, configuration: configuration)
    pager.frame = Rect(x: 0, y: 0, width: 400, height: 600)
    return pager
}

private final class PageLog: PagedViewDelegate {
    var moves: [Int] = []
    func didMoveToPage(index: Int, at time: Double) { moves.append(index) }
}

private func drive(_ pager: PagedView, _ events: [InputEvent], fps: Double = 60, from start: Double = 0) {
    run(events, fps: fps, handle: pager.handle, advance: pager.advance(to:), isAnimating: { pager.isAnimating },
        from: start)
}

/// The pager has come to rest exactly on `page`.
private func expectAtRest(_ pager: PagedView, on page: Int, sourceLocation: SourceLocation = #_sourceLocation) {
    #expect(pager.currentPage == page, sourceLocation: sourceLocation)
    #expect(pager.position == Double(page), "an exact page, not a fraction", sourceLocation: sourceLocation)
    #expect(!pager.isAnimating && pager.isSettled, sourceLocation: sourceLocation)
}

@Suite(.tags(.unit))
struct PagedViewHandleTests {
    @Test func aMouseDragAndReleasePages() {
        let pager = makePager()
        let log = PageLog()
        pager.delegate = log
        // 250 pt of 400 slowly (about 400 pt/s at the end, a fling forward anyway): page 1.
        drive(pager, mouseDrag(from: 350, to: 100, start: 0.1, seconds: 0.6))
        expectAtRest(pager, on: 1)
        #expect(log.moves == [1])
    }

    @Test func aDragBackUnderHalfAPageSpringsBack() {
        let pager = makePager()
        // 100 pt, then held still for 0.2 s before the release: no fling, under half a page.
        var events = mouseDrag(from: 300, to: 200, start: 0.1, seconds: 0.3)
        let release = events.removeLast()
        events.append(InputEvent(.pointerMove(Point(x: 200, y: 300)), at: 0.5))
        events.append(InputEvent(release.kind, at: 0.6))
        drive(pager, events)
        expectAtRest(pager, on: 0)
    }

    @Test func aTouchSwipePages() {
        let pager = makePager()
        // A short, fast swipe: 80 pt in 0.1 s is a fling.
        drive(pager, touchSwipe(from: 300, to: 220, start: 0.1, seconds: 0.1))
        expectAtRest(pager, on: 1)
        drive(pager, touchSwipe(from: 100, to: 180, start: 2, seconds: 0.1), from: 1.9)
        expectAtRest(pager, on: 0)
    }

    /// A slow two-finger pan that stops 0.42 of a page on: the fingers lift (no event says so:
    /// the deltas stop), and the pages spring back to page 0 by time alone, with no further event.
    @Test func aSlowTouchpadPanSettlesOnAPage() {
        let pager = makePager()
        // 3 pt every 10 ms for 0.5 s, then 1 pt every 10 ms (a pan slowing to a stop, under the
        // fling speed): 168 pt, 0.42 of a 400 pt page.
        var events = touchpadPan(dx: 0.3, count: 50, start: 0.1)
        events += touchpadPan(dx: 0.1, count: 18, start: 0.6)
        for event in events { #expect(pager.handle(event), "a pan's every delta is the pager's") }
        pager.advance(to: 0.8)
        #expect(isClose(pager.position, (50 * 3 + 18 * 1) / 400.0), "the pages follow the fingers 1:1")
        #expect(pager.isAnimating, "the pan waits for its fingers to lift: frames are still needed")
        drive(pager, [], from: 0.8)
        expectAtRest(pager, on: 0)
    }

    @Test func aFastTouchpadPanFlingsToTheNextPage() {
        let pager = makePager()
        let log = PageLog()
        pager.delegate = log
        // 2.5 units = 25 pt every 10 ms: 2500 pt/s, 200 pt in all.
        drive(pager, touchpadPan(dx: 2.5, count: 8, start: 0.1))
        expectAtRest(pager, on: 1)
        #expect(log.moves == [1])
        // A leftward pan the other way (dx < 0) brings the page before back.
        drive(pager, touchpadPan(dx: -2.5, count: 8, start: 3), from: 2.9)
        expectAtRest(pager, on: 0)
    }

    @Test func aHorizontalWheelNotchMovesOnePage() {
        let pager = makePager()
        #expect(pager.handle(InputEvent(.wheel(dx: 1, dy: 0, at: Point(x: 200, y: 300)), at: 0.1)))
        #expect(pager.targetPage == 1)
        // A second notch inside the lock-out is used (it is the pager's) but turns nothing.
        #expect(pager.handle(InputEvent(.wheel(dx: 1, dy: 0, at: Point(x: 200, y: 300)), at: 0.15)))
        #expect(pager.targetPage == 1)
        drive(pager, [], from: 0.15)
        expectAtRest(pager, on: 1)
        pager.handle(InputEvent(.wheel(dx: -1, dy: 0, at: Point(x: 200, y: 300)), at: 2))
        drive(pager, [], from: 2)
        expectAtRest(pager, on: 0)
    }

    /// A vertical notch on side-by-side pages is not the pager's: it returns false and moves
    /// nothing, so the program can scroll a list around the pager with it. Shift makes it
    /// sideways (a notch towards the user is the next page); stacked pages take it as it is.
    @Test func aVerticalNotchOnAHorizontalPagerIsNotUsedUnlessShifted() {
        let pager = makePager()
        let down = InputEvent.Kind.wheel(dx: 0, dy: -1, at: Point(x: 200, y: 300))
        #expect(!pager.handle(InputEvent(down, at: 0.1)))
        #expect(pager.targetPage == 0 && pager.isSettled)
        #expect(pager.handle(InputEvent(down, at: 0.2, modifiers: .shift)))
        drive(pager, [], from: 0.2)
        expectAtRest(pager, on: 1)

        let stacked = makePager(axis: .vertical)
        #expect(stacked.handle(InputEvent(down, at: 0.1)))
        drive(stacked, [], from: 0.1)
        expectAtRest(stacked, on: 1)
        #expect(!stacked.handle(InputEvent(.wheel(dx: 1, dy: 0, at: Point(x: 200, y: 300)), at: 2)),
                "a sideways notch is not a stacked pager's")
    }

    @Test func keysPage() {
        let pager = makePager()
        let keys: [(Key, Int)] = [(.right, 1), (.pageDown, 2), (.end, 4), (.left, 3), (.pageUp, 2), (.home, 0),
                                  (.left, 0), (.digit4, 3)]
        var time = 0.0
        for (key, page) in keys {
            time += 1
            #expect(pager.handle(InputEvent(.key(key, []), at: time)))
            drive(pager, [], from: time)
            expectAtRest(pager, on: page)
        }
        #expect(!pager.handle(InputEvent(.key(.escape, []), at: time + 1)), "a key that pages nowhere is not used")
        #expect(!pager.handle(InputEvent(.key(.down, []), at: time + 1)), "Down is not a side-by-side pager's")
    }

    /// The pages' appearance follows input given to handle(_:): a pan that pages leaves page 1
    /// shown (its didAppear once) and page 0 hidden; a click at rest calls nothing and leaves
    /// the page shown, as soon as the click is handled.
    @Test func appearanceFollowsInputGivenToHandle() {
        let pager = makePager()
        var events: [PageAppearanceEvent] = []
        pager.onAppearance = { events.append($0) }
        pager.advance(to: 0)
        drive(pager, touchpadPan(dx: 2.5, count: 8, start: 0.1))
        expectAtRest(pager, on: 1)
        #expect(events.filter { $0.kind == .didAppear }.map(\.page) == [0, 1])
        #expect(pager.appearance(ofPage: 1) == .shown && pager.appearance(ofPage: 0) == .hidden)
        let before = events.count
        pager.handle(InputEvent(.pointerDown(Point(x: 200, y: 300)), at: 3))
        pager.handle(InputEvent(.pointerUp(Point(x: 200, y: 300)), at: 3.05))
        #expect(events.count == before)
        #expect(pager.appearance(ofPage: 1) == .shown && pager.isSettled && !pager.isAnimating)
    }

    /// A drag that comes back to where it started and is released there, held still, rests at
    /// once: the page is shown again when the release is handled, with no frame after it (a loop
    /// that sleeps at rest draws none).
    @Test func aDragBackToItsStartIsShownAgainOnRelease() {
        let pager = makePager()
        var events: [PageAppearanceEvent] = []
        pager.onAppearance = { events.append($0) }
        pager.advance(to: 0)
        // Past the 8 pt slop at once (the drag counts from 292), out to 200 and back to 292.
        for event in [InputEvent(.pointerDown(Point(x: 300, y: 300)), at: 0.1),
                      InputEvent(.pointerMove(Point(x: 200, y: 300)), at: 0.2),
                      InputEvent(.pointerMove(Point(x: 292, y: 300)), at: 0.3),
                      InputEvent(.pointerMove(Point(x: 292, y: 300)), at: 0.6),
                      InputEvent(.pointerUp(Point(x: 292, y: 300)), at: 0.7)] {
            pager.handle(event)
        }
        #expect(pager.position == 0 && pager.isSettled && !pager.isAnimating)
        #expect(pager.appearance(ofPage: 0) == .shown && pager.appearance(ofPage: 1) == .hidden, "\(events)")
    }

    struct Outcome: Equatable {
        var page: Int
        var position: Double
        var settled: Bool
    }

    /// The same input, a loop at 30, 60 or 144 frames per second: the same end.
    @Test(arguments: ["drag", "touch", "pan", "slow pan", "notch"])
    func theSameGestureEndsTheSameAtAnyFrameRate(gesture: String) {
        let events: [InputEvent]
        switch gesture {
        case "drag": events = mouseDrag(from: 350, to: 150, start: 0.1, seconds: 0.25)
        case "touch": events = touchSwipe(from: 300, to: 230, start: 0.1, seconds: 0.08)
        case "pan": events = touchpadPan(dx: 1.5, count: 12, start: 0.1)
        case "slow pan": events = touchpadPan(dx: 0.3, count: 50, start: 0.1) + touchpadPan(dx: 0.1, count: 18, start: 0.6)
        default: events = [InputEvent(.wheel(dx: 1, dy: 0, at: Point(x: 200, y: 300)), at: 0.1)]
        }
        let outcomes = [30.0, 60.0, 144.0].map { fps in
            let pager = makePager()
            drive(pager, events, fps: fps)
            return Outcome(page: pager.currentPage, position: pager.position, settled: pager.isSettled && !pager.isAnimating)
        }
        #expect(outcomes.allSatisfy { $0 == outcomes[0] }, "\(outcomes)")
        #expect(outcomes[0].settled && outcomes[0].position == Double(outcomes[0].page))
        #expect(outcomes[0].page == (gesture == "slow pan" ? 0 : 1))
    }
}

private final class TabLog: TabbedViewDelegate, BottomTabBarDelegate {
    var taps: [Int] = []
    func didSelectTab(at index: Int, at time: Double) { taps.append(index) }
}

@Suite(.tags(.unit))
struct TabbedViewHandleTests {
    /// Four 100 pt tabs across a 400 pt strip, alone (no pager).
    private func makeStrip(width: Double = 100) -> TabbedView {
        let strip = TabbedView(sizeConfiguration: .fixed(width: width, height: 48, spacing: 0),
                               titles: ["One", "Two", "Three", "Four", "Five", "Six"], measurer: FixedWidthTextMeasurer())
        strip.frame = Rect(x: 0, y: 0, width: 400, height: 48)
        return strip
    }

    private func drive(_ strip: TabbedView, _ events: [InputEvent], from start: Double = 0) {
        run(events, fps: 60, handle: strip.handle, advance: strip.advance(to:), isAnimating: { strip.isAnimating },
            from: start)
    }

    @Test func aClickAndATouchTapSelectATab() {
        let strip = makeStrip()
        let log = TabLog()
        strip.delegate = log
        drive(strip, [InputEvent(.pointerDown(Point(x: 250, y: 20)), at: 0.1),
                      InputEvent(.pointerUp(Point(x: 250, y: 20)), at: 0.15)])
        #expect(strip.selectedIndex == 2 && log.taps == [2])
        // The strip has scrolled to show the selected tab: find the first one where it is now.
        let first = Point(x: strip.tabFrame(at: 0).midX, y: 20)
        #expect(strip.frame.contains(first))
        drive(strip, [InputEvent(.touchDown(finger: 1, first), at: 1.1),
                      InputEvent(.touchUp(finger: 1, first), at: 1.15)], from: 1)
        #expect(strip.selectedIndex == 0 && log.taps == [2, 0])
        #expect(strip.isSettled && !strip.isAnimating)
    }

    @Test func keysSelectANeighbourAsATapWould() {
        let strip = makeStrip()
        let log = TabLog()
        strip.delegate = log
        for (time, key) in [(0.1, Key.right), (0.2, .right), (0.3, .left), (0.4, .end), (0.5, .home)] {
            #expect(strip.handle(InputEvent(.key(key, []), at: time)))
        }
        #expect(log.taps == [1, 2, 1, 5, 0])
        #expect(!strip.handle(InputEvent(.key(.pageDown, []), at: 0.6)))
        drive(strip, [], from: 0.6)
        #expect(strip.selectedIndex == 0 && strip.isSettled)
    }

    @Test func aDragAndAPanScrollAnOverflowingStripThatComesToRest() {
        let strip = makeStrip()
        #expect(strip.isScrollable)
        drive(strip, mouseDrag(from: 350, to: 250, y: 20, start: 0.1, seconds: 0.3))
        let dragged = strip.stripOffset
        #expect(dragged > 0, "the strip moved with the pointer")
        #expect(strip.isSettled)
        let panned = strip.stripOffset
        // Fingers moving right (dx < 0 with natural scrolling) bring the first tabs back.
        drive(strip, touchpadPan(dx: -0.5, count: 20, start: 2, at: Point(x: 200, y: 20)), from: 1.9)
        #expect(strip.stripOffset < panned, "a pan scrolls it back")
        #expect(strip.isSettled && !strip.isAnimating)
        #expect(!strip.handle(InputEvent(.wheel(dx: 1, dy: 0, at: Point(x: 200, y: 20)), at: 5)),
                "a notch is for the pages the strip names")
    }
}

@Suite(.tags(.unit))
struct BottomTabBarHandleTests {
    private func makeBar() -> BottomTabBar {
        let bar = BottomTabBar(items: [.init(title: "Feed", icon: "list"), .init(title: "Pager", icon: "pages"),
                                       .init(title: "Loop", icon: "loop")],
                               selectedIndex: 0, theme: Theme(), icons: IconSet(), measurer: FixedWidthTextMeasurer())
        bar.frame = Rect(x: 0, y: 744, width: 480, height: BottomTabBar.height)
        return bar
    }

    @Test func tapsAndKeysSelectAnItem() {
        let bar = makeBar()
        let log = TabLog()
        bar.delegate = log
        #expect(bar.handle(InputEvent(.pointerDown(Point(x: 400, y: 770)), at: 0.1)))
        #expect(bar.handle(InputEvent(.pointerUp(Point(x: 400, y: 770)), at: 0.15)))
        #expect(bar.selectedIndex == 2 && log.taps == [2])
        bar.handle(InputEvent(.touchDown(finger: 0, Point(x: 240, y: 770)), at: 0.3))
        bar.handle(InputEvent(.touchUp(finger: 0, Point(x: 240, y: 770)), at: 0.35))
        #expect(bar.selectedIndex == 1 && log.taps == [2, 1])
        #expect(bar.handle(InputEvent(.key(.left, []), at: 0.5)))
        #expect(bar.handle(InputEvent(.key(.end, []), at: 0.6)))
        #expect(bar.selectedIndex == 2 && log.taps == [2, 1, 0, 2])
        #expect(!bar.handle(InputEvent(.wheel(dx: 1, dy: 0, at: Point(x: 240, y: 770)), at: 0.7)))
    }

    @Test func aPanOnTheBarEndsByTimeAlone() {
        let bar = makeBar()
        for event in touchpadPan(dx: 0.5, count: 5, start: 0.1, at: Point(x: 240, y: 770)) { bar.handle(event) }
        #expect(bar.isAnimating && !bar.isSettled, "the pan waits for its fingers to lift")
        run([], fps: 60, handle: bar.handle, advance: bar.advance(to:), isAnimating: { bar.isAnimating }, from: 0.15)
        #expect(bar.isSettled && bar.selectedIndex == 0)
    }
}

@Suite(.tags(.unit))
struct NestedScrollHandleTests {
    /// A 150 pt header collapsing to 44 over a list of 100 rows of 60 pt in a 400 x 800 screen.
    private final class Screen {
        let header = CollapsingHeader(title: "Products")
        let list = ListView(rowCount: 100, rowHeight: 60) { ListRow(title: "Row \($0)", subtitle: nil) }
        let coordinator: NestedScrollCoordinator
        var selected: [Int] = []

        init() {
            coordinator = NestedScrollCoordinator(header: header, list: list)
            list.onSelectRow = { [unowned self] in selected.append($0) }
            layout()
        }

        func layout() {
            header.origin = .zero
            header.width = 400
            coordinator.layout(list, visibleFrame: Rect(x: 0, y: header.frame.maxY, width: 400, height: 800 - header.frame.maxY))
        }

        func handle(_ event: InputEvent) -> Bool {
            defer { layout() }
            return coordinator.handle(event)
        }

        func drive(_ events: [InputEvent], from start: Double = 0) {
            run(events, fps: 60, handle: handle, advance: { self.coordinator.advance(to: $0); self.layout() },
                isAnimating: { self.coordinator.isAnimating }, from: start)
        }

        var collapse: Double { header.scrollOffset }
    }

    @Test func aDragCollapsesTheHeaderFirstThenScrollsTheList() {
        let screen = Screen()
        // 300 pt up, slowly and held at the end: the header's 106 pt, then 194 pt of list.
        var events = [InputEvent(.pointerDown(Point(x: 200, y: 600)), at: 0.1)]
        for step in 1...30 { events.append(InputEvent(.pointerMove(Point(x: 200, y: 600 - 10 * Double(step))), at: 0.1 + 0.01 * Double(step))) }
        events.append(InputEvent(.pointerMove(Point(x: 200, y: 300)), at: 0.6))
        events.append(InputEvent(.pointerUp(Point(x: 200, y: 300)), at: 0.7))
        screen.drive(events)
        let slop = GestureRecognizer.defaultSlop
        #expect(isClose(screen.collapse, screen.header.scrollRange.upperBound))
        #expect(isClose(screen.list.scrollOffset, 300 - slop - screen.header.scrollRange.upperBound))
        #expect(screen.coordinator.isSettled)
    }

    @Test func aTapSelectsARow() {
        let screen = Screen()
        let row = screen.list.rowFrame(at: 2)
        let point = Point(x: 200, y: row.midY)
        screen.drive([InputEvent(.pointerDown(point), at: 0.1), InputEvent(.pointerUp(point), at: 0.15)])
        #expect(screen.selected == [2])
    }

    @Test func aTouchpadPanFlingsAndComesToRest() {
        let screen = Screen()
        // dy < 0: the fingers move up (natural scrolling), the content follows them up.
        screen.drive(touchpadPan(dx: 0, dy: -3, count: 10, start: 0.1, at: Point(x: 200, y: 500)))
        #expect(screen.collapse == screen.header.scrollRange.upperBound, "300 pt and a fling: the header is gone")
        #expect(screen.list.scrollOffset > 300 - screen.header.scrollRange.upperBound, "the fling carried the list on")
        #expect(screen.coordinator.isSettled && !screen.coordinator.isAnimating)
    }

    /// A vertical touchpad pan at 30, 60 or 144 frames per second: the fling ends at the same
    /// place (it starts from where the fingers left the content, at their speed, whichever frame
    /// sees that they lifted).
    @Test func theSamePanEndsTheSameAtAnyFrameRate() {
        let outcomes = [30.0, 60.0, 144.0].map { fps in
            let screen = Screen()
            run(touchpadPan(dx: 0, dy: -2, count: 10, start: 0.1, at: Point(x: 200, y: 500)), fps: fps,
                handle: screen.handle, advance: { screen.coordinator.advance(to: $0); screen.layout() },
                isAnimating: { screen.coordinator.isAnimating })
            #expect(screen.coordinator.isSettled)
            return (screen.collapse, screen.list.scrollOffset)
        }
        for outcome in outcomes.dropFirst() {
            #expect(isClose(outcome.0, outcomes[0].0, 1e-6) && isClose(outcome.1, outcomes[0].1, 1e-6), "\(outcomes)")
        }
        #expect(outcomes[0].1 > 0, "the fling reached the list")
    }

    @Test func verticalNotchesScrollAndSidewaysOnesAreNotTheChains() {
        let screen = Screen()
        let perNotch = screen.coordinator.configuration.wheelPointsPerNotch
        #expect(screen.handle(InputEvent(.wheel(dx: 0, dy: -1, at: Point(x: 200, y: 500)), at: 0.1)))
        // The header's 106 pt take the notch's 100 and then snap on the way it went.
        screen.drive([], from: 0.1)
        #expect(screen.collapse == screen.header.scrollRange.upperBound)
        #expect(screen.handle(InputEvent(.wheel(dx: 0, dy: -1, at: Point(x: 200, y: 500)), at: 1)))
        #expect(isClose(screen.list.scrollOffset, perNotch))
        #expect(!screen.handle(InputEvent(.wheel(dx: 1, dy: 0, at: Point(x: 200, y: 500)), at: 1.1)))
        #expect(!screen.handle(InputEvent(.wheel(dx: 0, dy: -1, at: Point(x: 200, y: 500)), at: 1.2, modifiers: .shift)))
        #expect(isClose(screen.list.scrollOffset, perNotch), "neither moved the list")
    }

    @Test func keysScroll() {
        let screen = Screen()
        let range = screen.header.scrollRange.upperBound
        #expect(screen.handle(InputEvent(.key(.end, []), at: 0.1)))
        screen.drive([], from: 0.1)
        #expect(screen.collapse == range && screen.list.scrollOffset == screen.list.scrollRange.upperBound)
        #expect(screen.handle(InputEvent(.key(.up, []), at: 1)))
        #expect(isClose(screen.list.scrollOffset, screen.list.scrollRange.upperBound - 100))
        #expect(screen.handle(InputEvent(.key(.pageUp, []), at: 1.1)))
        #expect(isClose(screen.list.scrollOffset, screen.list.scrollRange.upperBound - 100 - screen.list.frame.height, 1))
        #expect(screen.handle(InputEvent(.key(.home, []), at: 2)))
        screen.drive([], from: 2)
        #expect(screen.collapse == 0 && screen.list.scrollOffset == 0)
        #expect(!screen.handle(InputEvent(.key(.left, []), at: 5)))
    }
}
