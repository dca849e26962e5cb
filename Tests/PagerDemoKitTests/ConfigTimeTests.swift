import Foundation
import PagerCore
import Testing
@testable import PagerDemoKit

/// A config applied between frames is an input like any other: it meets the scene as the scene
/// is at the config's time (advanced there first), not as the last frame or input left it.
@Suite(.tags(.unit))
struct ConfigTimeTests {
    static func config(_ pages: [String]) throws -> DemoConfig {
        let list = pages.map { "{\"title\": \"\($0)\", \"color\": \"red\"}" }.joined(separator: ", ")
        return try DemoConfig.parse("""
            {"title": "Pages", "screens": [{"kind": "pager", "title": "P", "pages": [\(list)]}]}
            """, source: "c.json")
    }

    /// Right starts a move to the second page; 4 ms later (no frame between) a config leaves
    /// only the first, so the pages spring back to it carrying the speed they have by then. The
    /// app applying it goes through the same frames as a twin advanced to the config's time
    /// first.
    @Test func aConfigMidMoveMeetsThePagesWhereTheyAreAtItsTime() throws {
        let before = try Self.config(["A", "B", "C"]), after = try Self.config(["A"])
        let app = DemoApp(config: before, measurer: FixedWidthTextMeasurer())
        let twin = DemoApp(config: before, measurer: FixedWidthTextMeasurer())
        let drivers = [FrameDriver(scene: app), FrameDriver(scene: twin)]
        for driver in drivers { driver.resize(to: Size(width: 400, height: 700)) }
        var offsets: [Double] = []
        for frame in 0...90 {
            let time = Double(frame) / 60
            if frame == 30 {
                for driver in drivers { driver.deliver(InputEvent(.key(.right, []), at: 0.5)) }
                app.apply(after, time: 0.504)
                drivers[1].advance(to: 0.504)
                twin.apply(after, time: 0.504)
            }
            for driver in drivers { driver.frame(at: time) }
            #expect(app.traceState == twin.traceState, "frame \(frame)")
            offsets.append(app.traceState.offset)
        }
        #expect(offsets.contains { $0 > 0.001 }, "the pages carried on before they turned back")
        #expect(app.traceState.page == 0 && app.traceState.offset == 0 && app.isSettled)
    }
}
