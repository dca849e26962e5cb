import PagerCore
import PagerDemoKit

/// Feeds a script's timed actions to a scene's driver as their times come, for both run loops.
struct ScriptPlayer {
    /// After the script ends, give animations at most this long to settle.
    static let settleCapSeconds = 30.0

    private let actions: [TimedAction]
    private var next = 0
    /// Whether there is a script at all: without one, a window runs until it is closed and a
    /// headless run draws one frame.
    let hasScript: Bool
    /// When the script's last event ends (a drag lasts).
    let endTime: Double

    init(script: Script?, frameInterval: Double, windowSize: Size) {
        let centre = Point(x: windowSize.width / 2, y: windowSize.height / 2)
        actions = script?.actions(frameInterval: frameInterval, initialPointer: centre) ?? []
        hasScript = script != nil
        endTime = script?.endTime ?? 0
    }

    /// Whether every action has been played.
    var isFinished: Bool { next >= actions.count }

    /// The time of the next action, if any.
    var nextTime: Double? { isFinished ? nil : actions[next].time }

    /// Whether a scripted run is over at `time`: the script has played and ended and the scene is
    /// `idle` (needs no more frames), or the script ended longer ago than the settle cap. A
    /// pointer still held at the end of a script moves nothing, so it does not keep the run going.
    func endsRun(at time: Double, idle: Bool) -> Bool {
        hasScript && (isFinished && time >= endTime && idle || time > endTime + Self.settleCapSeconds)
    }

    /// Plays every action due by `time`: input goes to `driver` at the action's own time (which
    /// advances the scene to it first), resizes go to `resize`. Returns the screenshot paths due.
    /// `config` lines go to `configure` with their time.
    mutating func play<S>(until time: Double, driver: FrameDriver<S>, configure: (String, Double) -> Void = { _, _ in },
                          resize: (Size) throws -> Void) rethrows -> [String] {
        var screenshots: [String] = []
        while next < actions.count, actions[next].time <= time {
            let action = actions[next]
            switch action.action {
            case let .input(kind, modifiers):
                driver.deliver(InputEvent(kind, at: action.time, modifiers: modifiers))
            case let .resize(size):
                try resize(size)
            case let .screenshot(path):
                screenshots.append(path)
            case let .config(path):
                configure(path, action.time)
                driver.requestFrame()
            }
            next += 1
        }
        return screenshots
    }
}
