import PagerCore
import Testing

/// Every kind of input through the documented pattern (a scene over a ViewPager, a FrameDriver,
/// an event-driven loop that draws only while the driver needs a frame) ends at rest on a page.
struct DrivenInputTests {
    /// A slow two-finger swipe over 42% of a page: SDL sends no "fingers lifted", so the pan
    /// ends only when time reaches the router after 100 ms of silence. The driver advances its
    /// router and asks for frames until then, and the pages spring back to the first page.
    @Test func aTouchpadPanEndsAndSettlesWhenTheFingersLift() {
        var loop = DrivenLoop()
        // 21 deltas of 0.8 units (8 pt), 40 ms apart: 168 pt of a 400 pt page, 200 pt/s.
        for k in 0..<21 { loop.send(.wheel(dx: 0.8, dy: 0, at: Point(x: 200, y: 300)), at: 1 + Double(k) * 0.04) }
        loop.run(until: loop.time + 1.0 / 60)
        #expect(abs(loop.position - 168.0 / 400) < 1e-9, "the pages follow the fingers 1:1")
        #expect(loop.driver.needsFrame && !loop.driver.isSettled, "the pan waits for its silence")
        loop.settle()
        #expect(loop.position == 0)
        #expect(loop.driver.isSettled && !loop.driver.needsFrame)
    }

    /// A quicker swipe flings to the next page once the fingers lift.
    @Test func aQuickTouchpadSwipeFlingsToTheNextPage() {
        var loop = DrivenLoop()
        for k in 0..<19 { loop.send(.wheel(dx: 0.8, dy: 0, at: Point(x: 200, y: 300)), at: 1 + Double(k) * 0.016) }
        loop.settle()
        #expect(loop.position == 1)
        #expect(loop.scene.viewPager.selectedIndex == 1 && loop.driver.isSettled)
    }

    /// A mouse drag past half a page goes to the next page; a horizontal wheel notch turns one.
    @Test func aDragAndAWheelNotchEachTurnAPage() {
        var loop = DrivenLoop()
        loop.send(.pointerDown(Point(x: 350, y: 300)), at: 1)
        for k in 1...10 { loop.send(.pointerMove(Point(x: 350 - 25 * Double(k), y: 300)), at: 1 + Double(k) / 60) }
        loop.send(.pointerUp(Point(x: 100, y: 300)), at: 1 + 11.0 / 60)
        loop.settle()
        #expect(loop.position == 1)
        loop.send(.wheel(dx: 1, dy: 0, at: Point(x: 200, y: 300)), at: 3)
        loop.settle()
        #expect(loop.position == 2 && loop.driver.isSettled)
    }

    /// Keys reach the pager through the scene's `handle`, and a resize keeps the page.
    @Test func aKeyAndAResize() {
        var loop = DrivenLoop()
        loop.send(.key(.end, []), at: 1)
        loop.settle()
        #expect(loop.position == 2)
        loop.driver.resize(to: Size(width: 300, height: 500))
        loop.settle()
        #expect(loop.position == 2 && loop.scene.viewPager.pagedView.frame.width == 300)
    }
}
