import PagerCore

/// One line of a `--script` file, as written: the script keeps gestures whole (a `drag` is one
/// event) so errors and listings can refer to what the author wrote; ``Script/actions(frameInterval:initialPointer:)``
/// expands them into input events later, once the frame rate is known.
package enum ScriptEvent: Sendable, Equatable {
    /// The primary button goes down.
    case down(Point)
    /// The pointer moves.
    case move(Point)
    /// The primary button is released.
    case up(Point)
    /// Down and up at the same point and time: a tap.
    case click(Point)
    /// The gesture is taken away (the window lost focus mid-drag): no tap, no fling.
    case cancel
    /// A straight drag lasting `duration` seconds, moved once a frame.
    case drag(from: Point, to: Point, duration: Double)
    /// Down and up twice at the same point and time: a double click (a double tap).
    case doubleClick(Point)
    /// Wheel notches, at a point or (nil) wherever the pointer was last, with `modifiers` held
    /// (Control: a zoom). Whole notches are a mouse wheel; fractions, as SDL reports a
    /// touchpad, a pan.
    case wheel(dx: Double, dy: Double, at: Point?, modifiers: Modifiers = [])
    /// A finger on a touchscreen goes down, moves or lifts.
    case touch(TouchPhase, finger: Int, Point)
    /// A key press with modifiers held.
    case key(Key, Modifiers)
    /// The window changes size, in points.
    case resize(Size)
    /// Save a PNG of the frame shown at this time.
    case screenshot(String)
    /// Show the config file at this path from now on, applied as a diff (read and checked
    /// before the run starts).
    case config(String)

    /// How long the event takes, in seconds: only drags last.
    var duration: Double {
        if case .drag(_, _, let duration) = self { return duration }
        return 0
    }
}

/// What a finger does in a `touch` event.
package enum TouchPhase: String, Sendable, Equatable, CaseIterable {
    case down, move, up
}

/// A ``ScriptEvent`` with its start time and the line it came from, so the runner can report
/// problems (a screenshot path it cannot write) against the script line.
package struct ScriptEntry: Sendable, Equatable {
    /// When the event starts, in seconds from the start of the run.
    package var time: Double
    /// What happens.
    package var event: ScriptEvent
    /// 1-based line in the script.
    package var line: Int

    /// Creates an entry.
    package init(time: Double, event: ScriptEvent, line: Int) {
        self.time = time
        self.event = event
        self.line = line
    }
}
