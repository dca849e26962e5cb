import PagerCore
import Testing
@testable import PagerDemoKit

/// A frame steps only the screens that can move (the selected one, those in view, and those
/// still moving), so its work does not grow with the number of screens in the bottom bar.
@Suite(.tags(.unit))
struct ScreenCountCostTests {
    /// `count` two-page pager screens.
    static func config(screens count: Int) throws -> DemoConfig {
        let screen = """
            { "kind": "pager", "title": "S", "icon": "pages", "header": "H",
              "pages": [ { "title": "A", "color": "red" }, { "title": "B", "color": "blue" } ] }
            """
        let text = "{ \"screens\": [" + Array(repeating: screen, count: count).joined(separator: ",") + "] }"
        return try DemoConfig.parse(text, source: "screens.json")
    }

    /// The most screens one frame stepped while drags move the screens and the pages of the
    /// one in view, and a switch to the first screen; and the screen the run ends on.
    static func largestStep(screens count: Int) throws -> (steps: Int, screen: Int) {
        let app = DemoApp(config: try config(screens: count), measurer: FixedWidthTextMeasurer())
        let driver = FrameDriver(scene: app)
        driver.resize(to: Size(width: 480, height: 800))
        var time = 0.0, largest = 0
        func frames(_ n: Int) {
            for _ in 0..<n {
                time += 1.0 / 60
                driver.advance(to: time)
                largest = max(largest, app.lastStepCount)
            }
        }
        func drag(_ x0: Double, _ x1: Double, y: Double) {
            driver.deliver(InputEvent(.pointerDown(Point(x: x0, y: y)), at: time))
            for k in 1...8 {
                frames(1)
                driver.deliver(InputEvent(.pointerMove(Point(x: x0 + (x1 - x0) * Double(k) / 8, y: y)), at: time))
            }
            driver.deliver(InputEvent(.pointerUp(Point(x: x1, y: y)), at: time))
            frames(60)
        }
        frames(1)
        drag(400, 100, y: 400)  // the pages: A to B
        drag(400, 100, y: 400)  // at the last page the drag moves the screens: S0 to S1
        drag(400, 100, y: 400)
        drag(100, 400, y: 400)
        drag(400, 100, y: 400)
        app.selectScreen(0, at: time)  // as Ctrl+1 or the first bar item does
        frames(60)
        #expect(app.isSettled)
        return (largest, app.traceState.screen)
    }

    @Test func aFrameStepsTheSameScreensWithTenThousandAsWithThree() throws {
        let few = try Self.largestStep(screens: 3)
        let many = try Self.largestStep(screens: 10_000)
        #expect(few.steps >= 2 && few.steps <= 4)
        #expect(many.steps == few.steps, "\(many.steps) screens stepped a frame with 10,000, \(few.steps) with 3")
        #expect(many.screen == few.screen)
    }
}
