import PagerCore

/// What the runner does at one moment of a script: feed the core an input event, resize the
/// window, or save a screenshot. Resizes and screenshots are not input events because they go to
/// the window and the renderer, not to the components.
package enum ScriptAction: Sendable, Equatable {
    /// Deliver an input event with these modifiers held.
    case input(InputEvent.Kind, Modifiers)
    /// Resize the window to this many points.
    case resize(Size)
    /// Save the frame on screen at this time as a PNG at this path.
    case screenshot(String)
    /// Apply the config file at this path to the running program.
    case config(String)
}

/// A ``ScriptAction`` due at a time, with the script line it came from for error messages.
package struct TimedAction: Sendable, Equatable {
    /// When, in seconds from the start of the run.
    package var time: Double
    /// What to do.
    package var action: ScriptAction
    /// 1-based line in the script.
    package var line: Int

    /// Creates a timed action.
    package init(time: Double, action: ScriptAction, line: Int) {
        self.time = time
        self.action = action
        self.line = line
    }
}
