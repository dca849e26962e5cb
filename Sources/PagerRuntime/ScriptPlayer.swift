import PagerCore
import PagerDemoKit

/// Feeds a script's timed actions to the scene as their times come, for both run loops.
struct ScriptPlayer {
    private let actions: [TimedAction]
    private var next = 0
    /// When the script's last event ends (a drag lasts).
    let endTime: Double

    init(script: Script?, frameInterval: Double, windowSize: Size) {
        let centre = Point(x: windowSize.width / 2, y: windowSize.height / 2)
        actions = script?.actions(frameInterval: frameInterval, initialPointer: centre) ?? []
        endTime = script?.endTime ?? 0
    }

    /// Whether every action has been played.
    var isFinished: Bool { next >= actions.count }

    /// The time of the next action, if any.
    var nextTime: Double? { isFinished ? nil : actions[next].time }

    /// Plays every action due by `time`: input goes to `app` at the action's own time (after
    /// advancing the scene to it, so whatever the input starts starts from where things are
    /// then), resizes go to `resize`. Returns the screenshot paths due.
    mutating func play(until time: Double, app: DemoApp, resize: (Size) throws -> Void) rethrows -> [String] {
        var screenshots: [String] = []
        while next < actions.count, actions[next].time <= time {
            let action = actions[next]
            switch action.action {
            case let .input(kind, modifiers):
                app.advance(to: action.time)
                app.handle(InputEvent(kind, at: action.time, modifiers: modifiers))
            case let .resize(size):
                try resize(size)
            case let .screenshot(path):
                screenshots.append(path)
            }
            next += 1
        }
        return screenshots
    }
}
