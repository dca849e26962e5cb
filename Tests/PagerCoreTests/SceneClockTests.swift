import Testing
@testable import PagerCore

/// A scene keeps one time: the frame driver's clock, which every part of it reads.
@Suite(.tags(.unit))
struct SceneClockTests {
    static func pages() -> [any Page] {
        [ColorPage(title: "First", color: .white), ColorPage(title: "Second", color: .white)]
    }

    @Test func theDriverHandsItsClockToThePagesAndTheStrip() {
        let scene = PagerScene(pages: Self.pages(), measurer: FixedWidthTextMeasurer())
        let driver = FrameDriver(scene: scene, time: 2)
        #expect(scene.viewPager.clock === driver.clock)
        #expect(scene.viewPager.pagedView.clock === driver.clock)
        #expect(scene.viewPager.tabbedView.pages?.clock === driver.clock)
        driver.advance(to: 3.5)
        #expect(scene.viewPager.pagedView.now == 3.5)
    }

    /// A part handed a clock that is behind it keeps its time: the clock moves up to it.
    @Test func aClockHandedOverNeverTakesAPartBack() {
        let pages = PagedView(pageCount: 3)
        pages.moveToPage(at: 1, at: 4)
        let scene = SceneClock(1)
        pages.clock = scene
        #expect(pages.clock === scene)
        #expect(scene.time == 4 && pages.now == 4)
    }

    /// The coordinator hands its clock to every list it lays out, its current list and its
    /// refresh control, also when it is handed a new one.
    @Test func aCoordinatorsListsAndRefreshReadItsClock() {
        let first = ListView(rowCount: 10, rowHeight: 50) { ListRow(title: "\($0)", subtitle: nil) }
        let neighbour = ListView(rowCount: 10, rowHeight: 50) { ListRow(title: "\($0)", subtitle: nil) }
        let coordinator = NestedScrollCoordinator(header: CollapsingHeader(title: "H"), list: first)
        coordinator.refreshControl = RefreshControl()
        #expect(first.clock === coordinator.clock && coordinator.refreshControl?.clock === coordinator.clock)
        coordinator.layout(neighbour, visibleFrame: Rect(x: 0, y: 100, width: 300, height: 400))
        #expect(neighbour.clock === coordinator.clock)
        let scene = SceneClock()
        coordinator.clock = scene
        #expect(first.clock === scene && coordinator.refreshControl?.clock === scene)
        coordinator.setCurrentList(neighbour, at: 1)
        #expect(neighbour.clock === scene && neighbour.now == 1)
    }

    /// Times that are not finite, or earlier than the latest, leave the clock where it is.
    @Test func theClockOnlyMovesForwards() {
        let clock = SceneClock(2)
        #expect(clock.advance(to: 1) == 2)
        #expect(clock.advance(to: .nan) == 2 && clock.advance(to: .infinity) == 2)
        #expect(clock.advance(to: 3) == 3 && clock.time == 3)
    }
}
