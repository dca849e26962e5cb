import Foundation
import PagerCore
import Testing
@testable import PagerDemoKit

/// The F2 motion inspector as the scene draws it: where it docks, the one frame rate it reports
/// from the frames drawn, "idle" at rest, and a plot with axes, units and a legend.
@Suite(.tags(.unit))
struct InspectorPanelTests {
    static let sizes = [Size(width: 320, height: 480), Size(width: 480, height: 800), Size(width: 1280, height: 800)]

    /// On every screen at every size, the panel covers no header, tab strip or bottom bar.
    @Test(arguments: sizes)
    func docksWhereItHidesNoControl(size: Size) throws {
        let run = try DrawnDemo(size: size)
        run.send(.key(.f2, []), at: 0.1)
        for screen in 0..<3 {
            run.app.selectScreen(screen, at: run.time)
            run.settle()
            let card = try #require(run.inspectorCard, "the panel shows at \(size)")
            #expect(card.x >= 0 && card.maxX <= size.width && card.y >= 0 && card.maxY <= size.height)
            for node in run.app.elementTree().children where ["header", "tabStrip", "bottomBar"].contains(node.role) {
                let overlap = node.frame.intersection(card)
                #expect(overlap.width <= 0 || overlap.height <= 0, "covers the \(node.role) on screen \(screen) at \(size)")
            }
        }
    }

    /// Pointer moves every 4 ms (a 250 Hz mouse) during a swipe drawn at 60 Hz: the panel says
    /// 60 fps and 16.7 ms, one rate from the drawn frames, not the event rate.
    @Test func reportsOneRateFromTheFramesDrawn() throws {
        let run = try DrawnDemo()
        run.send(.key(.f2, []), at: 0.1)
        run.send(.pointerDown(Point(x: 400, y: 400)), at: 0.2)
        for step in 1...100 {
            run.send(.pointerMove(Point(x: 400 - Double(step) * 2.5, y: 400)), at: 0.2 + Double(step) * 0.004)
        }
        let rateLines = run.texts.filter { $0.contains("fps") }
        #expect(rateLines == ["60 fps   16.7 ms between frames"], "\(run.texts)")
        #expect(!run.texts.contains { $0.contains("idle") })
    }

    /// At rest the panel says idle, and no field reads as a bare "-".
    @Test func saysIdleAtRest() throws {
        let run = try DrawnDemo()
        run.send(.key(.f2, []), at: 0.1)
        run.send(.key(.right, []), at: 0.2)
        run.settle()
        #expect(run.texts.contains("idle: nothing moves"), "\(run.texts)")
        #expect(!run.texts.contains { $0.contains("fps") || $0.hasSuffix(" -") })
    }

    /// Mid-settle the plot has a legend with units, labelled axes, and both series as lines.
    @Test func plotsBothSeriesWithAxesAndLegend() throws {
        let run = try DrawnDemo()
        run.send(.key(.f2, []), at: 0.1)
        run.send(.key(.right, []), at: 0.2)
        run.send(.key(.right, []), at: 0.4)
        #expect(run.texts.contains("position (pages)") && run.texts.contains("velocity (pages/s)"))
        #expect(run.texts.contains("now") && run.texts.contains("-1 s"))
        let card = try #require(run.inspectorCard)
        var lineColors: [Color: Int] = [:]
        for case let .polygon(points, color) in run.list.commands where points.allSatisfy({ card.contains($0) }) {
            lineColors[color, default: 0] += 1
        }
        #expect(lineColors[MotionInspector.positionColor, default: 0] >= 10)
        #expect(lineColors[MotionInspector.velocityColor, default: 0] >= 10)
    }
}

extension DrawnDemo {
    /// The inspector's card: the rounded fill in the overlay colour.
    var inspectorCard: Rect? {
        list.commands.compactMap { command -> Rect? in
            if case let .fill(rect, color, radius) = command, radius > 0, color == app.theme.overlayBackground { rect } else { nil }
        }.last
    }
}
