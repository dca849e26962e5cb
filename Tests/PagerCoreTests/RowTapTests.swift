import Testing
@testable import PagerCore

/// Routes pointer events through the gesture router to the coordinator, as the app does.
private final class PointerHarness: GestureContainer {
    let screen: ScrollScreen
    private var router = GestureRouter()

    init(screen: ScrollScreen) { self.screen = screen }

    func collectGestureParticipants(at point: Point, into chain: inout [any GestureParticipant]) {
        chain.append(screen.coordinator)
    }

    func send(_ kind: InputEvent.Kind, at time: Double) {
        router.handle(InputEvent(kind, at: time), in: self)
        screen.layout()
    }

    func click(_ point: Point, at time: Double) {
        send(.pointerDown(point), at: time)
        send(.pointerUp(point), at: time + 0.08)
    }
}

/// The list starts at y = 198 (header 150 + tab strip 48); row 2 spans 318..<378.
@Suite(.tags(.unit))
struct RowTapTests {
    private let rowTwo = Point(x: 100, y: 340)

    @Test func aClickSelectsAndHighlightsTheRowUnderIt() {
        let harness = PointerHarness(screen: ScrollScreen())
        harness.click(rowTwo, at: 1)
        #expect(harness.screen.selections[0] == [2])
        let rows = harness.screen.list.elementNode().children
        #expect(rows[2].selected == true)
        #expect(rows.filter { $0.selected == true }.count == 1)
        #expect(harness.screen.coordinator.isAnimating)
        harness.screen.runUntilSettled(from: 1.1)
        #expect(harness.screen.list.highlightedRow == nil, "the highlight fades")
        #expect(harness.screen.list.elementNode().children[2].selected == true, "the selection stays")
    }

    @Test func aPressThatBecomesADragDoesNotSelect() {
        let harness = PointerHarness(screen: ScrollScreen())
        harness.send(.pointerDown(rowTwo), at: 1)
        harness.send(.pointerMove(Point(x: 100, y: 320)), at: 1.05)
        harness.send(.pointerMove(Point(x: 100, y: 300)), at: 1.1)
        harness.send(.pointerUp(Point(x: 100, y: 300)), at: 1.3)
        #expect(harness.screen.selections[0].isEmpty)
        // 40 points of travel less the 8 point slop went to the header.
        harness.screen.coordinator.press(at: 1.3)
        #expect(harness.screen.header.collapse == 32)
    }

    @Test func aPressOnAMovingListCatchesItAndDoesNotSelect() {
        let screen = ScrollScreen()
        screen.header.setCollapse(106)
        screen.layout()
        screen.drag(dy: -10, velocityY: -2000)
        #expect(screen.coordinator.isMoving)
        let harness = PointerHarness(screen: screen)
        let point = Point(x: 100, y: 400)
        harness.send(.pointerDown(point), at: 0.3)
        let caught = screen.list.position.offset
        screen.advance(to: 0.35)
        #expect(screen.list.position.offset == caught)
        #expect(!screen.coordinator.isMoving)
        harness.send(.pointerUp(point), at: 0.38)
        #expect(screen.selections[0].isEmpty)
        #expect(screen.list.highlightedRow == nil)
        screen.runUntilSettled(from: 0.4)
        #expect(screen.list.position.offset == caught)

        // Now at rest, the same click selects.
        harness.click(point, at: 5)
        #expect(screen.selections[0] == [screen.list.rowIndex(at: point)!])
    }

    @Test func aHorizontalSwipeNeitherSelectsNorScrolls() {
        let harness = PointerHarness(screen: ScrollScreen())
        harness.send(.pointerDown(rowTwo), at: 1)
        harness.send(.pointerMove(Point(x: 160, y: 342)), at: 1.05)
        harness.send(.pointerUp(Point(x: 160, y: 342)), at: 1.1)
        #expect(harness.screen.selections[0].isEmpty)
        #expect(harness.screen.header.isExpanded)
        #expect(!harness.screen.coordinator.isMoving, "nothing scrolls")
        // The row's press highlight, given up when the swipe began, fades out at once.
        #expect(harness.screen.runUntilSettled(from: 1.1) < 1.1 + 0.3)
        #expect(harness.screen.list.position.offset == 0)
    }

    @Test func aClickOutsideTheRowsSelectsNothing() {
        let harness = PointerHarness(screen: ScrollScreen(rowCounts: [2]))
        harness.click(Point(x: 100, y: 600), at: 1)
        #expect(harness.screen.selections[0].isEmpty)
    }
}
