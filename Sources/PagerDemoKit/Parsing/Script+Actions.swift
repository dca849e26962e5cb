import PagerCore

extension Script {
    /// The script as a flat, time-ordered list of actions for the runner.
    ///
    /// A drag becomes a pointer-down, one move per frame and a final move and pointer-up at its
    /// end. Intermediate moves are placed at `start + k * frameInterval` (multiplied, never
    /// accumulated), so at any frame rate the gesture starts and ends at the same times and
    /// places, and only the number of samples in between differs. A wheel without a position
    /// goes wherever the pointer was last, in time order.
    /// - Parameters:
    ///   - frameInterval: Seconds between frames (1/60 for `--fps 60`); must be positive.
    ///   - initialPointer: Where the pointer is before the script moves it.
    /// - Returns: Actions sorted by time; actions at equal times keep script order.
    /// - Complexity: O(n log n) in the number of actions.
    package func actions(frameInterval: Double, initialPointer: Point) -> [TimedAction] {
        precondition(frameInterval > 0 && frameInterval.isFinite, "frame interval must be positive")
        var steps: [Step] = []
        for entry in entries {
            steps.append(contentsOf: Step.expand(entry, frameInterval: frameInterval))
        }
        let ordered = steps.enumerated().sorted { ($0.element.time, $0.offset) < ($1.element.time, $1.offset) }
        var pointer = initialPointer
        return ordered.map { _, step in
            let action: ScriptAction
            switch step.kind {
            case .ready(let ready): action = ready
            case .wheelAtPointer(let dx, let dy, let modifiers): action = .input(.wheel(dx: dx, dy: dy, at: pointer), modifiers)
            }
            if case .input(let kind, _) = action, let position = kind.pointerPosition {
                pointer = position
            }
            return TimedAction(time: step.time, action: action, line: step.line)
        }
    }
}

/// An action before wheel positions are known: those depend on where earlier events, in time
/// order, left the pointer.
private struct Step {
    enum Kind {
        case ready(ScriptAction)
        case wheelAtPointer(dx: Double, dy: Double, modifiers: Modifiers)
    }

    /// A frame closer than this to a drag's end is the end: without it, rounding in
    /// `k * frameInterval` could add a move a hair before the final one (111 × 1/60 s vs 1.85 s).
    static let sameInstantSeconds = 1e-9

    let time: Double
    let kind: Kind
    let line: Int

    static func expand(_ entry: ScriptEntry, frameInterval: Double) -> [Step] {
        let time = entry.time
        func input(_ kind: InputEvent.Kind, at moment: Double = time, _ modifiers: Modifiers = []) -> Step {
            Step(time: moment, kind: .ready(.input(kind, modifiers)), line: entry.line)
        }
        switch entry.event {
        case .down(let point): return [input(.pointerDown(point))]
        case .move(let point): return [input(.pointerMove(point))]
        case .up(let point): return [input(.pointerUp(point))]
        case .click(let point): return [input(.pointerDown(point)), input(.pointerUp(point))]
        case .doubleClick(let point):
            return [input(.pointerDown(point)), input(.pointerUp(point)), input(.pointerDown(point)), input(.pointerUp(point))]
        case .cancel: return [input(.pointerCancel)]
        case .drag(let from, let to, let duration):
            let end = time + duration
            var steps = [input(.pointerDown(from))]
            var frame = 1.0
            while time + frame * frameInterval < end - Step.sameInstantSeconds {
                let fraction = frame * frameInterval / duration
                steps.append(input(.pointerMove(interpolate(from, to, fraction)), at: time + frame * frameInterval))
                frame += 1
            }
            steps.append(input(.pointerMove(to), at: end))
            steps.append(input(.pointerUp(to), at: end))
            return steps
        case .wheel(let dx, let dy, let at?, let modifiers): return [input(.wheel(dx: dx, dy: dy, at: at), modifiers)]
        case .wheel(let dx, let dy, nil, let modifiers):
            return [Step(time: time, kind: .wheelAtPointer(dx: dx, dy: dy, modifiers: modifiers), line: entry.line)]
        case .touch(.down, let finger, let point): return [input(.touchDown(finger: finger, point))]
        case .touch(.move, let finger, let point): return [input(.touchMove(finger: finger, point))]
        case .touch(.up, let finger, let point): return [input(.touchUp(finger: finger, point))]
        case .key(let key, let modifiers): return [input(.key(key, modifiers), modifiers)]
        case .resize(let size): return [Step(time: time, kind: .ready(.resize(size)), line: entry.line)]
        case .screenshot(let path): return [Step(time: time, kind: .ready(.screenshot(path)), line: entry.line)]
        case .config(let path): return [Step(time: time, kind: .ready(.config(path)), line: entry.line)]
        }
    }

    /// `from + (to - from) * fraction`, which keeps an unchanged coordinate exact (a vertical
    /// drag stays at its x); for ends so far apart that the difference overflows, blends them
    /// instead.
    private static func interpolate(_ from: Point, _ to: Point, _ fraction: Double) -> Point {
        func mix(_ a: Double, _ b: Double) -> Double {
            let difference = b - a
            return difference.isFinite ? a + difference * fraction : a * (1 - fraction) + b * fraction
        }
        return Point(x: mix(from.x, to.x), y: mix(from.y, to.y))
    }
}

extension InputEvent.Kind {
    /// Where the event puts the pointer, if it says (a finger is not the pointer).
    fileprivate var pointerPosition: Point? {
        switch self {
        case .pointerDown(let point), .pointerMove(let point), .pointerUp(let point): point
        case .wheel(_, _, let point): point
        case .pointerCancel, .key, .touchDown, .touchMove, .touchUp: nil
        }
    }
}
