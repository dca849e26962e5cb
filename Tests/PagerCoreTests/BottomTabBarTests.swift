import PagerCore
import Testing

private final class TapLog: BottomTabBarDelegate {
    var taps: [Int] = []
    func didSelectTab(at index: Int, at time: Double) { taps.append(index) }
}

private func makeBar(selected: Int = 1) -> BottomTabBar {
    let bar = BottomTabBar(items: [.init(title: "Feed", icon: "list"), .init(title: "Pager", icon: "pages"),
                                   .init(title: "Loop", icon: "loop")],
                           selectedIndex: selected, theme: Theme(), icons: IconSet(), measurer: FixedWidthTextMeasurer())
    bar.frame = Rect(x: 0, y: 744, width: 480, height: BottomTabBar.height)
    return bar
}

/// The colour each item's title was drawn in, left to right.
private func titleColours(_ bar: BottomTabBar) -> [Color] {
    var list = DrawList()
    bar.draw(into: &list)
    return list.commands.compactMap { command in
        if case let .text(_, _, _, color) = command { return color }
        return nil
    }
}

@Suite(.tags(.unit))
struct BottomTabBarTests {
    /// Three items share 480 pt: 160 each.
    /// ```
    /// ┌────────────────┬────────────────┬────────────────┐ 744
    /// │      Feed      │    [Pager]     │      Loop      │
    /// └────────────────┴────────────────┴────────────────┘ 800
    ///  0              160              320              480
    /// ```
    @Test func itemsShareTheWidthAndHitTestByColumn() {
        let bar = makeBar()
        #expect(BottomTabBar.height == 56)
        #expect((0..<3).map { bar.itemFrame(at: $0) } == [
            Rect(x: 0, y: 744, width: 160, height: 56), Rect(x: 160, y: 744, width: 160, height: 56),
            Rect(x: 320, y: 744, width: 160, height: 56),
        ])
        #expect(bar.itemIndex(at: Point(x: 0, y: 744)) == 0)
        #expect(bar.itemIndex(at: Point(x: 159.9, y: 799)) == 0)
        #expect(bar.itemIndex(at: Point(x: 160, y: 770)) == 1)
        #expect(bar.itemIndex(at: Point(x: 479.9, y: 770)) == 2)
        #expect(bar.itemIndex(at: Point(x: 240, y: 743.9)) == nil, "above the bar")
        #expect(bar.itemIndex(at: Point(x: 480, y: 770)) == nil, "right of it")
    }

    @Test func tapsSelectAndTellTheDelegateButSelectDoesNot() {
        let bar = makeBar()
        let log = TapLog()
        bar.delegate = log
        #expect(bar.tap(at: Point(x: 400, y: 770)))
        #expect(bar.selectedIndex == 2 && log.taps == [2])
        #expect(!bar.tap(at: Point(x: 400, y: 100)))
        #expect(log.taps == [2])
        bar.moveToTab(at: 0)
        #expect(bar.selectedIndex == 0 && log.taps == [2])
        bar.moveToTab(at: 7)
        #expect(bar.selectedIndex == 2, "clamped to the items")
        bar.moveToTab(at: -1)
        #expect(bar.selectedIndex == 0)
    }

    /// Colours cross-fade with the screens' position: each item's amount is 1 - |p - i|.
    @Test func titleColoursFollowThePosition() {
        let bar = makeBar()
        let theme = Theme()
        for position in [0.0, 0.3, 1, 1.5, 1.75, 2, 2.6, -1] {
            bar.showPages(at: position)
            let p = min(max(position, 0), 2)
            let expected = (0..<3).map { index in
                theme.barUnselected.mixed(with: theme.barSelected, fraction: max(0, 1 - abs(p - Double(index))))
            }
            #expect(titleColours(bar) == expected, "at \(position)")
        }
    }

    @Test func treeMarksTheSelectedItem() {
        let bar = makeBar(selected: 2)
        let node = bar.elementNode()
        #expect(node.role == "bottomBar" && node.frame == bar.frame)
        #expect(node.children.map(\.role) == Array(repeating: "bottomBarItem", count: 3))
        #expect(node.children.map(\.title) == ["Feed", "Pager", "Loop"])
        #expect(node.children.map(\.selected) == [false, false, true])
    }
}

@Suite(.tags(.unit))
struct GestureRecognizerTests {
    private func feed(_ recognizer: inout GestureRecognizer, _ events: [(InputEvent.Kind, Double)]) -> [Gesture] {
        events.flatMap { recognizer.handle(InputEvent($0.0, at: $0.1)) }
    }

    @Test func pressThenTapInsideTheSlop() {
        var r = GestureRecognizer()
        let gestures = feed(&r, [(.pointerDown(Point(x: 100, y: 100)), 0), (.pointerMove(Point(x: 106, y: 105)), 0.01),
                                 (.pointerUp(Point(x: 106, y: 105)), 0.02)])
        #expect(gestures == [.press(Point(x: 100, y: 100)), .tap(Point(x: 106, y: 105))])
        #expect(!r.isActive)
    }

    /// Past 8 pt the axis is fixed for the whole gesture, and the first report starts from the
    /// slop boundary so content does not leap by the slop.
    @Test func dragLocksItsAxisAndStartsFromTheSlop() {
        var r = GestureRecognizer()
        var gestures = feed(&r, [(.pointerDown(Point(x: 100, y: 100)), 0), (.pointerMove(Point(x: 112, y: 103)), 0.01)])
        #expect(gestures == [.press(Point(x: 100, y: 100)), .dragBegan(.horizontal, start: Point(x: 100, y: 100), dx: 4, dy: 3)])
        #expect(r.dragAxis == .horizontal)
        // Mostly vertical from now on: still horizontal, and moves are reported raw.
        gestures = feed(&r, [(.pointerMove(Point(x: 113, y: 160)), 0.02)])
        #expect(gestures == [.dragChanged(dx: 1, dy: 57, at: Point(x: 113, y: 160))])
        #expect(r.dragAxis == .horizontal)

        var vertical = GestureRecognizer()
        gestures = feed(&vertical, [(.pointerDown(Point(x: 0, y: 0)), 0), (.pointerMove(Point(x: -5, y: -20)), 0.01)])
        #expect(gestures.dropFirst() == [.dragBegan(.vertical, start: .zero, dx: -5, dy: -12)])
    }

    @Test func releaseReportsTheLeastSquaresVelocity() {
        var r = GestureRecognizer()
        var events: [(InputEvent.Kind, Double)] = [(.pointerDown(Point(x: 300, y: 0)), 0)]
        for k in 1...6 { events.append((.pointerMove(Point(x: 300 - 10 * Double(k), y: 0)), 0.01 * Double(k))) }
        events.append((.pointerUp(Point(x: 240, y: 0)), 0.06))
        let last = feed(&r, events).last
        guard case let .dragEnded(vx, vy, at) = last else {
            Issue.record("expected dragEnded, got \(String(describing: last))")
            return
        }
        #expect(abs(vx + 1000) < 1e-6, "10 pt every 10 ms to the left")
        #expect(abs(vy) < 1e-9 && at == Point(x: 240, y: 0))
    }

    @Test func aSecondPressCancelsAGestureWhoseReleaseWasLost() {
        var r = GestureRecognizer()
        var gestures = feed(&r, [(.pointerDown(Point(x: 0, y: 0)), 0), (.pointerMove(Point(x: 50, y: 0)), 0.05)])
        #expect(r.isActive)
        gestures = feed(&r, [(.pointerDown(Point(x: 10, y: 10)), 1)])
        #expect(gestures == [.cancelled, .press(Point(x: 10, y: 10))])
        gestures = feed(&r, [(.pointerCancel, 1.1)])
        #expect(gestures == [.cancelled] && !r.isActive)
        #expect(feed(&r, [(.pointerCancel, 1.2), (.pointerMove(Point(x: 99, y: 0)), 1.3)]).isEmpty)
    }
}
