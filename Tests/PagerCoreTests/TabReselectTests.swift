import Testing
@testable import PagerCore
import ScrollPhysics

/// Hears a ViewPager's tab taps.
private final class TapRecorder: ViewPagerDelegate {
    var selects: [Int] = []
    var reselects: [Int] = []
    func didMoveToPage(index: Int, at time: Double) {}
    func didSelectTab(at index: Int, at time: Double) { selects.append(index) }
    func didReselectTab(at index: Int, at time: Double) { reselects.append(index) }
}

/// Tabs over pages whose content is seed 004's header and list (``ScrollScreen``).
private struct Feed {
    let harness: ViewPagerHarness
    let screen = ScrollScreen(rowCounts: [100, 100, 100])
    let recorder = TapRecorder()

    init(fps: Double = 60, looping: Bool = false, rightToLeft: Bool = false) {
        var configuration = PagedView.Configuration()
        configuration.isRightToLeft = rightToLeft
        harness = ViewPagerHarness(titles: ["Fruits", "Vegetables", "Grains"], fps: fps, looping: looping,
                                   configuration: configuration)
        harness.viewPager.delegate = recorder
        harness.viewPager.topScrollable = { [screen] _ in screen.coordinator }
        harness.onFrame = { [screen, harness] in screen.advance(to: harness.time) }
    }

    /// Scrolls the first list by hand: the header collapses all the way and the list moves on.
    func scrollDown() {
        screen.drag(dy: -1000, from: harness.time, duration: 0.1)
        harness.run(until: harness.time + 0.2)
    }
}

@Suite(.tags(.unit)) struct TabReselectTests {
    /// The critically damped snap spring from rest: the share of the distance left at `t`,
    /// (1 + w t) e^(-w t) with w = sqrt(k / m) (critical damping c = 2 sqrt(k m)).
    static func remaining(at t: Double) -> Double {
        let spring = SpringDescription.pageSnap
        let w = (spring.stiffness / spring.mass).squareRoot()
        return (1 + w * t) * Math.exp(-w * t)
    }

    /// Tapping the selected tab after scrolling: the delegate hears a reselect (not a select),
    /// and the list and the header spring back to the top together, frame by frame on the
    /// closed form, at 30, 60 and 144 fps; they end exactly at the top.
    @Test func reselectScrollsToTheTop() {
        for fps in [30.0, 60, 144] {
            let feed = Feed(fps: fps)
            feed.scrollDown()
            let list0 = feed.screen.list.offset, header0 = feed.screen.header.collapse
            #expect(header0 == feed.screen.range && list0 > 800, "\(list0) \(header0)")
            let start = feed.harness.time
            feed.harness.tap(tab: 0, at: start)
            #expect(feed.recorder.reselects == [0] && feed.recorder.selects.isEmpty)
            var frames = 0
            while feed.screen.coordinator.isMoving {
                feed.harness.step()
                frames += 1
                guard feed.screen.coordinator.isMoving else { break }
                let f = Self.remaining(at: feed.harness.time - start)
                #expect(isClose(feed.screen.list.offset, list0 * f, 1e-6), "\(fps) fps frame \(frames)")
                #expect(isClose(feed.screen.header.collapse, header0 * f, 1e-6), "\(fps) fps frame \(frames)")
            }
            #expect(frames > 5)
            #expect(feed.screen.list.offset == 0 && feed.screen.header.collapse == 0)
            #expect(feed.harness.pager.currentPage == 0)
        }
    }

    /// With the default turned off the delegate still hears the reselect; nothing scrolls.
    @Test func defaultTurnedOff() {
        let feed = Feed()
        feed.harness.viewPager.scrollsToTopOnReselect = false
        feed.scrollDown()
        let list0 = feed.screen.list.offset
        feed.harness.tap(tab: 0, at: feed.harness.time)
        feed.harness.run(until: feed.harness.time + 1)
        #expect(feed.recorder.reselects == [0])
        #expect(feed.screen.list.offset == list0 && !feed.screen.coordinator.isMoving)
    }

    /// Another tab is a select; tapping it again while the pages still move there is a select
    /// too (its page is not the one in view); once they rest there it is a reselect. Looping
    /// and right to left alike.
    @Test func onlyTheRestingTabReselects() {
        for (looping, rtl) in [(false, false), (true, false), (false, true)] {
            let feed = Feed(looping: looping, rightToLeft: rtl)
            feed.harness.tap(tab: 1, at: 0.1)
            feed.harness.tap(tab: 1, at: 0.15)
            #expect(feed.recorder.selects == [1, 1] && feed.recorder.reselects.isEmpty)
            feed.harness.settle()
            feed.harness.tap(tab: 1, at: feed.harness.time)
            #expect(feed.recorder.reselects == [1], "looping \(looping) rtl \(rtl)")
        }
    }

    /// A keyboard activation of the selected tab is a reselect too.
    @Test func activationReselects() {
        let feed = Feed()
        feed.scrollDown()
        feed.harness.viewPager.selectTab(at: feed.harness.viewPager.selectedIndex, at: feed.harness.time)
        #expect(feed.recorder.reselects == [0] && feed.screen.coordinator.isMoving)
    }

    /// A press catches the scroll to the top where it is, like any motion of the list.
    @Test func pressCatchesTheScroll() {
        let feed = Feed()
        feed.scrollDown()
        feed.harness.tap(tab: 0, at: feed.harness.time)
        feed.harness.run(until: feed.harness.time + 0.05)
        feed.screen.coordinator.press(at: feed.harness.time)
        let caught = feed.screen.list.offset + feed.screen.header.collapse
        #expect(caught > 0 && !feed.screen.coordinator.isMoving)
        feed.harness.run(until: feed.harness.time + 0.5)
        #expect(feed.screen.list.offset + feed.screen.header.collapse == caught)
    }
}
