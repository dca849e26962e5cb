import Testing
@testable import PagerCore
import ScrollPhysics

/// The rule: the header is shared and stays as it is; each list keeps its own offset, clamped
/// to its own range.
@Suite(.tags(.unit))
struct PageSwitchTests {
    @Test func eachListKeepsItsOwnOffset() {
        let screen = ScrollScreen(rowCounts: [100, 100])
        let (a, b) = (screen.lists[0], screen.lists[1])
        screen.drag(dy: -400)
        screen.runUntilSettled(from: 0.1)
        #expect(screen.header.isCollapsed && a.position.offset == 294)

        screen.coordinator.setCurrentList(b, at: 2)
        #expect(a.position.offset == 294)
        #expect(b.position.offset == 0)
        #expect(screen.header.isCollapsed)
        screen.drag(dy: -120, from: 2)
        screen.runUntilSettled(from: 2.1)
        #expect(b.position.offset == 120)

        screen.coordinator.setCurrentList(a, at: 4)
        #expect(a.position.offset == 294 && b.position.offset == 120)
        screen.drag(dy: 50, from: 4, release: false)
        #expect(a.position.offset == 244 && b.position.offset == 120)
        #expect(screen.coordinator.listOffset == 244)
    }

    @Test func aPartlyCollapsedHeaderStaysAsItIs() {
        var configuration = NestedScrollCoordinator.Configuration()
        configuration.snapsHeader = false
        let screen = ScrollScreen(rowCounts: [100, 100], configuration: configuration)
        let b = screen.lists[1]
        b.scroll(to: 700)
        screen.drag(dy: -50)
        screen.runUntilSettled(from: 0.1)
        screen.coordinator.setCurrentList(b, at: 2)
        #expect(screen.header.collapse == 50)
        #expect(b.position.offset == 700)
        // On the new page, down scrolls its list back first; the header waits for its top.
        screen.drag(dy: 100, from: 2, release: false)
        #expect(b.position.offset == 600)
        #expect(screen.header.collapse == 50)
    }

    /// A list too short to scroll sits at offset 0, right below the header and tab strip.
    @Test func aShortListIsClampedBelowTheHeader() {
        let screen = ScrollScreen(rowCounts: [100, 3])
        let short = screen.lists[1]
        screen.drag(dy: -400)
        screen.runUntilSettled(from: 0.1)
        screen.coordinator.setCurrentList(short, at: 2)
        screen.layout()
        #expect(short.position.offset == 0)
        #expect(short.rowFrame(at: 0).y == screen.header.frame.maxY + ScrollScreen.tabStripHeight)
        // Pushing it up is pushing past its bottom, a true end: it rubber-bands, drawn clipped
        // to its own frame, which starts below the tab strip.
        screen.drag(dy: -100, from: 2, release: false)
        #expect(short.position.offset == 0)
        #expect(short.position.overscroll > 0)
        #expect(short.frame.y == screen.header.frame.maxY + ScrollScreen.tabStripHeight)
        var drawList = DrawList()
        short.draw(into: &drawList, measurer: FixedWidthTextMeasurer(), theme: Theme())
        #expect(drawList.commands.first == .pushClip(short.frame))
    }

    @Test func aListThatShrankIsClampedToItsNewRange() {
        let screen = ScrollScreen(rowCounts: [100, 30])
        let b = screen.lists[1]
        b.scroll(to: 1092)
        #expect(b.position.offset == 1800 - 708)
        b.setRowCount(12)
        #expect(b.position.offset == 720 - 708)
    }

    @Test func switchingStopsTheOldListsFlingWhereItIs() throws {
        let screen = ScrollScreen(rowCounts: [100, 100])
        let (a, b) = (screen.lists[0], screen.lists[1])
        screen.header.setCollapse(106)
        a.scroll(to: 1000)
        screen.layout()
        screen.drag(dy: -10, velocityY: -3000)
        guard case let .flinging(.list, fling) = screen.coordinator.motion else {
            Issue.record("expected a list fling")
            return
        }
        screen.coordinator.setCurrentList(b, at: 0.3)
        #expect(isClose(a.position.offset, fling.base.friction.position(at: 0.3 - fling.startTime), 1e-9))
        let stopped = a.position.offset
        screen.runUntilSettled(from: 0.3)
        #expect(a.position.offset == stopped)
        #expect(b.position.offset == 0)
        #expect(screen.header.isCollapsed)
    }

    @Test func aHeaderFlingBecomesASnapWhenThePageChanges() {
        let screen = ScrollScreen(rowCounts: [100, 100])
        let (a, b) = (screen.lists[0], screen.lists[1])
        screen.drag(dy: -10, velocityY: -1000)
        guard case .flinging(.header, _) = screen.coordinator.motion else {
            Issue.record("expected a header fling")
            return
        }
        screen.coordinator.setCurrentList(b, at: 0.12)
        guard case let .snapping(snap) = screen.coordinator.motion else {
            Issue.record("expected a snap")
            return
        }
        #expect(snap.base.target == 106)
        screen.runUntilSettled(from: 0.12)
        #expect(screen.header.isCollapsed)
        #expect(a.position.offset == 0 && b.position.offset == 0)
    }

    @Test func anOverscrolledListIsLeftAtItsEdge() {
        let screen = ScrollScreen(rowCounts: [100, 100])
        let (a, b) = (screen.lists[0], screen.lists[1])
        screen.drag(dy: 100)
        #expect(a.position.overscroll < 0)
        screen.coordinator.setCurrentList(b, at: 0.15)
        #expect(a.offset == 0)
        #expect(!screen.coordinator.isMoving)
    }
}
