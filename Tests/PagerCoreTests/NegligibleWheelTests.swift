@testable import PagerCore
import Testing

/// A wheel delta under half the finest step a wheel reports (1/240 notch) is no turn at all.
@Suite(.tags(.unit))
struct NegligibleWheelTests {
    static let negligible: [Double] = [1e-300, -1e-300, .leastNonzeroMagnitude, -.leastNormalMagnitude / 2, .nan, -.nan, 1.0 / 241]

    @Test(arguments: negligible)
    func aNegligibleDeltaTurnsNoPage(_ notches: Double) {
        let h = PagerHarness(pages: 3, width: 400)
        h.pager.scroll(notches: notches, at: 0)
        #expect(!h.pager.isAnimating)
        #expect(h.pager.targetPage == 0)
        // Nor does it start the lock-out: a real notch right after still turns a page.
        h.pager.scroll(notches: 1.0 / 120, at: 0.01)
        #expect(h.pager.targetPage == 1, "the finest real step is a turn")
    }

    @Test(arguments: negligible)
    func aNegligibleDeltaIsNotUsedByTheViewPager(_ notches: Double) {
        let h = ViewPagerHarness(titles: ["A", "B", "C"])
        #expect(!h.viewPager.handleWheel(dx: notches, dy: notches, modifiers: [], at: 0))
        #expect(!h.viewPager.handleWheel(dx: 0, dy: notches, modifiers: .shift, at: 0))
        #expect(h.pager.targetPage == 0 && !h.pager.isAnimating)
        #expect(h.tabs.selectedIndex == 0)
    }

    @Test(arguments: negligible)
    func aNegligibleDeltaNeitherScrollsNorStopsAFling(_ notches: Double) {
        let screen = ScrollScreen()
        screen.header.setCollapse(106)
        screen.list.scroll(to: 1000)
        screen.layout()
        screen.drag(dy: -10, velocityY: -2000)
        guard case .flinging = screen.coordinator.motion else {
            Issue.record("expected a list fling")
            return
        }
        let offset = screen.list.position.offset
        screen.coordinator.scroll(notches: notches, at: 0)
        #expect(screen.list.position.offset == offset)
        guard case .flinging = screen.coordinator.motion else {
            Issue.record("the fling stopped for \(notches) notches")
            return
        }
    }

    @Test func aNegligibleDeltaLeavesAPartCollapsedHeaderWhereItIs() {
        let screen = ScrollScreen()
        screen.header.setCollapse(40)
        screen.layout()
        screen.coordinator.scroll(notches: -1e-300, at: 0)
        #expect(screen.header.collapse == 40)
        #expect(!screen.coordinator.isMoving, "no snap for a turn that is not one")
    }
}
