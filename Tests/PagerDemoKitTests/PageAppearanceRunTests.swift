import PagerCore
import Testing
@testable import PagerDemoKit

/// The pages' appearance callbacks through the whole program (Assets/demo.json at 480x800,
/// driven as the front end drives it): once per transition, in order, for a swipe, a tab tap,
/// keys, a long jump and a loop's wrap; and the feed's lists keep their place when their page
/// is let go of beyond the offscreen limit.
@Suite(.tags(.unit))
struct PageAppearanceRunTests {
    /// A driver whose app reports every callback as "screen page kind".
    private func recording() throws -> (DemoDriver, Recorder) {
        let d = try DemoDriver()
        let recorder = Recorder()
        d.app.onPageAppearance = { screen, event in recorder.lines.append("\(screen) \(event.page) \(event.kind)") }
        return (d, recorder)
    }

    private final class Recorder {
        var lines: [String] = []
        func take() -> [String] {
            defer { lines = [] }
            return lines
        }
    }

    @Test func aSwipeATapAndAKeyEachMakeOneTransition() throws {
        let (d, recorder) = try recording()
        d.step()
        // The first page appeared at the first frame, before the observer was set.
        #expect(recorder.take() == [])
        d.drag(from: 400, 400, to: 100, 400, start: d.time + 0.1, duration: 0.2)
        d.settle()
        #expect(d.trace.page == 1)
        #expect(recorder.take() == ["1 0 willDisappear", "1 1 willAppear", "1 0 didDisappear", "1 1 didAppear"])
        d.click(400, 80, at: d.time + 0.1)  // the third tab
        d.settle()
        #expect(d.trace.page == 2)
        #expect(recorder.take() == ["1 1 willDisappear", "1 2 willAppear", "1 1 didDisappear", "1 2 didAppear"])
        d.key(.left, at: d.time + 0.1)
        d.settle()
        #expect(recorder.take() == ["1 2 willDisappear", "1 1 willAppear", "1 2 didDisappear", "1 1 didAppear"])
    }

    @Test func aLongJumpAndAWrapOnTheLoop() throws {
        let (d, recorder) = try recording()
        d.tapBar(2, at: d.time + 0.1)
        d.settle()
        #expect(d.trace.screen == 2)
        // The loop's first page appeared when its screen first moved with time.
        #expect(recorder.take() == ["2 0 willAppear", "2 0 didAppear"])
        d.key(.end, at: d.time + 0.1)
        d.settle()
        #expect(d.trace.page == 7)
        #expect(recorder.take() == ["2 0 willDisappear", "2 7 willAppear", "2 0 didDisappear", "2 7 didAppear"])
        d.key(.right, at: d.time + 0.1)
        d.settle()
        #expect(d.trace.page == 0)
        #expect(recorder.take() == ["2 7 willDisappear", "2 0 willAppear", "2 7 didDisappear", "2 0 didAppear"])
    }

    @Test func aFeedListComesBackWhereItWasAfterItsPageWasLetGo() throws {
        let d = try DemoDriver()
        d.tapBar(0, at: d.time + 0.1)
        d.settle()
        #expect(d.trace.screen == 0 && d.trace.page == 0)
        d.drag(from: 240, 600, to: 240, 200, start: d.time + 0.1, duration: 0.3)
        d.drag(from: 240, 600, to: 240, 200, start: d.time + 0.5, duration: 0.3)
        d.settle()
        let offset = d.trace.list
        #expect(offset > 0)
        let feed = try #require(d.app.pagersForChecks.first { $0.name == "screen 0" }?.pages)
        d.goToPage(2)
        #expect(!feed.loadedPageIndices.contains(0), "page 0 is two pages away: let go of")
        d.goToPage(0)
        #expect(d.trace.page == 0)
        #expect(d.trace.list == offset)
    }
}
