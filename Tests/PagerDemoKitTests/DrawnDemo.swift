import Foundation
import PagerCore
import Testing
@testable import PagerDemoKit

/// A demo config drawn frame by frame like the run loops do (advance, then draw), with the
/// fixed-width text fake, for tests that read the draw list.
final class DrawnDemo {
    let app: DemoApp
    /// Routes the gestures and keeps the time, as every loop does.
    private(set) lazy var driver = FrameDriver(scene: app)
    var time = 0.0
    private(set) var list = DrawList()

    init(config name: String = "demo.json", theme: String? = nil, size: Size = Size(width: 480, height: 800)) throws {
        let text = try String(contentsOf: DemoDriver.assets.appendingPathComponent(name), encoding: .utf8)
        app = DemoApp(config: try DemoConfig.parse(text, source: name, themeOverride: theme,
                                                   themeNamed: { reference throws(InputError) in try Self.theme(named: reference.name) }),
                      measurer: FixedWidthTextMeasurer())
        app.resize(to: size)
        frame()
    }

    /// A shipped config drawn in `theme` instead of its own.
    init(config name: String, theme: Theme, size: Size = Size(width: 480, height: 800)) throws {
        let text = try String(contentsOf: DemoDriver.assets.appendingPathComponent(name), encoding: .utf8)
        var config = try DemoConfig.parse(text, source: name)
        config.theme = theme
        app = DemoApp(config: config, measurer: FixedWidthTextMeasurer())
        app.resize(to: size)
        frame()
    }

    /// A shipped theme (Assets/themes/NAME.json).
    static func theme(named name: String) throws(InputError) -> Theme {
        guard let text = try? String(contentsOf: DemoDriver.assets.appendingPathComponent("themes/\(name).json"), encoding: .utf8)
        else { throw InputError(source: name, line: 1, field: "theme", message: "missing") }
        return try Theme.parse(text, source: name) { _ throws(InputError) in Theme() }
    }

    /// One frame at the current time, as the loops draw it.
    func frame() {
        driver.frame(at: time)
        list = driver.drawList
    }

    /// The next frame, 1/60 s on.
    func step() { time += 1.0 / 60; frame() }

    /// Frames at 60 Hz up to `t`, then the event at its own time (drawn by the next frame).
    func send(_ kind: InputEvent.Kind, at t: Double) {
        while time + 1.0 / 60 <= t { step() }
        driver.deliver(InputEvent(kind, at: t))
    }

    /// Frames until everything rests (at most ten seconds).
    func settle() { var n = 0; repeat { step(); n += 1 } while !app.isSettled && n < 600 }

    /// The current screen's tab strip.
    var strip: ElementNode { app.elementTree().children.first { $0.role == "tabStrip" }! }
}

extension DrawnDemo {
    /// Every text drawn in the last frame.
    var texts: [String] {
        list.commands.compactMap { if case let .text(text, _, _, _) = $0 { text } else { nil } }
    }
}
