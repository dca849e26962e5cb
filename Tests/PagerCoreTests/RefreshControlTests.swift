import Testing
@testable import PagerCore
import ScrollPhysics

/// Pull to refresh over seed 004's screen (header 150 → 44, rows of 60 pt, a 708 pt viewport),
/// frame by frame against the formulas in ``RefreshControl``'s documentation: the displacement
/// is the rubber band `b = (1 - 1 / (x × 0.55 / 708 + 1)) × 708` of the pointer's pull `x`, the
/// threshold 64 pt (a pull of about 128 pt), the spinner's centre 32 pt below the list's top.
@Suite(.tags(.unit))
struct RefreshControlTests {
    private func band(_ pull: Double, viewport: Double = ScrollScreen.viewport) -> Double {
        (1 - 1 / (pull * 0.55 / viewport + 1)) * viewport
    }

    /// A screen with a refresh control that counts its calls.
    private final class Refreshing {
        let screen: ScrollScreen
        let control = RefreshControl()
        var refreshes = 0
        var cancels = 0
        init(mode: HeaderScrollMode = .exitUntilCollapsed) {
            var configuration = NestedScrollCoordinator.Configuration()
            configuration.scrollMode = mode
            screen = ScrollScreen(configuration: configuration)
            screen.coordinator.refreshControl = control
            control.onRefresh = { [unowned self] in self.refreshes += 1 }
            control.onCancel = { [unowned self] in self.cancels += 1 }
        }
    }

    @Test func thePullFollowsTheRubberBandAndArmsPastTheThreshold() {
        let r = Refreshing()
        r.screen.drag(dy: 100, release: false)
        #expect(r.control.phase == .pulling)
        #expect(isClose(r.control.pullDistance, band(100)))
        let indicator = try! #require(r.control.indicator)
        #expect(isClose(indicator.centreDistance, band(100) / 2))
        #expect(isClose(indicator.progress, band(100) / 64))
        #expect(isClose(indicator.sweep, 0.8 * band(100) / 64))
        // 200 pt of pull shows 95 pt: past the threshold.
        r.screen.coordinator.drag(by: 100, at: 0.2)
        #expect(isClose(r.control.pullDistance, band(200)))
        #expect(r.control.phase == .armed)
        #expect(r.control.indicator?.progress == 1)
        // Back under it: disarmed, and the release does not refresh.
        r.screen.coordinator.drag(by: -100, at: 0.3)
        #expect(r.control.phase == .pulling)
        r.screen.coordinator.endDrag(velocityY: 0, at: 0.3)
        #expect(r.refreshes == 0)
    }

    @Test func anArmedReleaseRefreshesOnceWithTheSpinnerAtAFixedPlaceUntilTheAppEndsIt() {
        let r = Refreshing()
        r.screen.drag(dy: 200, duration: 0.1)
        #expect(r.refreshes == 1)
        #expect(r.control.phase == .refreshing(since: 0.1))
        #expect(r.control.isRefreshing)
        let listFrame = r.screen.list.frame
        var frame = 7
        while Double(frame) / 60 < 1.1 {
            let t = Double(frame) / 60
            r.screen.advance(to: t)
            let indicator = try! #require(r.control.indicator)
            #expect(indicator.centreDistance == 32, "fixed while the content springs back")
            let turns = (t - 0.1) / 1.332
            #expect(isClose(indicator.rotation, turns - turns.rounded(.down)))
            #expect(r.control.indicatorFrame(in: listFrame) == Rect(x: 200 - 20, y: listFrame.y + 32 - 20, width: 40, height: 40))
            #expect(!r.screen.coordinator.isSettled)
            #expect(r.screen.coordinator.isAnimating)
            frame += 1
        }
        #expect(r.screen.list.position.overscroll == 0, "the content sprang back while the app worked")
        #expect(r.refreshes == 1)
        r.control.endRefreshing(at: 1.1)
        #expect(r.control.phase == .ending(since: 1.1))
        r.screen.advance(to: 1.15)
        #expect(isClose(try! #require(r.control.indicator).scale, 1 - 0.05 / 0.15))
        r.screen.advance(to: 1.3)
        #expect(r.control.phase == .idle)
        #expect(r.control.indicator == nil)
        #expect(r.screen.runUntilSettled(from: 1.3) < 3, "then only the scroll indicator's fade is left")
        #expect(r.cancels == 0)
    }

    @Test func aPullUnderTheThresholdSpringsBackWithTheIndicatorFollowingTheContent() {
        let r = Refreshing()
        r.screen.drag(dy: 100, duration: 0.1)
        #expect(r.refreshes == 0)
        var frame = 7
        var sawIndicator = false
        while r.control.phase != .idle, frame < 600 {
            r.screen.advance(to: Double(frame) / 60)
            let shown = -r.screen.list.position.overscroll
            if shown > 0 {
                sawIndicator = true
                #expect(r.control.phase == .pulling)
                #expect(isClose(try! #require(r.control.indicator).centreDistance, shown / 2))
            }
            frame += 1
        }
        #expect(sawIndicator)
        #expect(r.control.phase == .idle)
        #expect(r.screen.list.position.overscroll == 0, "it went with the content")
        r.screen.runUntilSettled(from: Double(frame) / 60)
        #expect(r.screen.coordinator.isSettled)
        #expect(r.refreshes == 0)
    }

    @Test func aFlingIntoTheTopBouncesWithoutAnIndicatorAndNeverRefreshes() {
        let r = Refreshing()
        r.screen.drag(dy: -400, duration: 0.2)
        r.screen.runUntilSettled(from: 0.2)
        // A hard downward fling from 294 pt down the list: it passes the top and bounces.
        r.screen.drag(dy: 40, from: 5, duration: 0.02, velocityY: 5000)
        var frame = 301
        var bounced = false
        while !r.screen.coordinator.isSettled, frame < 1500 {
            r.screen.advance(to: Double(frame) / 60)
            if r.screen.list.position.overscroll < 0 { bounced = true }
            #expect(r.control.indicator == nil)
            frame += 1
        }
        #expect(bounced, "the fling reached the top")
        #expect(r.refreshes == 0)
    }

    /// From a collapsed header the same pull first expands it: only what is left past the top
    /// counts, in every scroll mode, and nothing shows while the header still expands.
    @Test(arguments: [HeaderScrollMode.exitUntilCollapsed, .enterAlways, .enterAlwaysCollapsed])
    func noPullWhileTheHeaderCanStillExpand(mode: HeaderScrollMode) {
        let r = Refreshing(mode: mode)
        r.screen.drag(dy: -r.screen.header.maximumCollapse, duration: 0.1)
        r.screen.runUntilSettled(from: 0.1)
        let collapse = r.screen.header.collapse
        #expect(collapse == r.screen.header.maximumCollapse)
        #expect(r.screen.list.position.offset == 0)
        r.screen.coordinator.press(at: 5)
        r.screen.coordinator.beginDrag(at: 5)
        var moved = 0.0
        var step = 1
        while moved < collapse + 100 {
            r.screen.coordinator.drag(by: 5, at: 5 + Double(step) / 60)
            r.screen.layout()
            moved += 5
            step += 1
            if r.screen.header.collapse > 0 { #expect(r.control.indicator == nil) }
        }
        #expect(r.screen.header.collapse == 0)
        #expect(isClose(r.control.pullDistance, band(moved - collapse, viewport: r.screen.list.position.viewportLength), 1e-6))
        #expect(r.control.phase == .pulling, "100 pt past the top shows 51 pt, under 64")
        r.screen.coordinator.endDrag(velocityY: 0, at: 5 + Double(step) / 60)
        #expect(r.refreshes == 0)
        // The same travel from the expanded header does refresh.
        let expanded = Refreshing(mode: mode)
        expanded.screen.drag(dy: collapse + 100, duration: 0.1)
        #expect(expanded.refreshes == 1)
    }

    @Test func aCancelledPressDoesNotRefresh() {
        let r = Refreshing()
        r.screen.drag(dy: 200, release: false)
        #expect(r.control.phase == .armed)
        r.screen.coordinator.release(at: 0.2)
        #expect(r.refreshes == 0)
        #expect(r.control.phase == .pulling)
        r.screen.runUntilSettled(from: 0.2)
        #expect(r.control.phase == .idle)
    }

    @Test func cancellingTellsTheAppAndEndingAnIdleControlDoesNothing() {
        let r = Refreshing()
        r.control.endRefreshing(at: 0)
        r.control.cancelRefreshing(at: 0)
        #expect(r.control.phase == .idle)
        #expect(r.cancels == 0)
        r.screen.drag(dy: 200, duration: 0.1)
        r.control.cancelRefreshing(at: 0.5)
        #expect(r.cancels == 1)
        #expect(!r.control.isRefreshing)
        #expect(r.control.phase == .ending(since: 0.5))
    }

    @Test func reducedMotionHoldsTheSpinnerStillAndEndsAtOnce() {
        let r = Refreshing()
        r.control.reducesMotion = true
        r.screen.drag(dy: 200, duration: 0.1)
        #expect(r.refreshes == 1)
        r.screen.runUntilSettled(from: 0.1, limit: 2)
        #expect(r.screen.list.position.overscroll == 0)
        #expect(!r.control.isAnimating, "a still spinner needs no frames")
        #expect(r.control.indicator?.rotation == 0)
        #expect(r.control.indicator?.centreDistance == 32)
        r.control.endRefreshing(at: 3)
        #expect(r.control.phase == .idle)
        #expect(r.control.indicator == nil)
    }

    @Test func theIndicatorIsAnElementOnlyWhileItShows() {
        let r = Refreshing()
        let frame = r.screen.list.frame
        #expect(r.control.elementNode(listFrame: frame) == nil)
        r.screen.drag(dy: 200, duration: 0.1)
        let node = try! #require(r.control.elementNode(listFrame: frame))
        #expect(node.role == "refreshIndicator")
        #expect(node.selected == true)
    }
}
