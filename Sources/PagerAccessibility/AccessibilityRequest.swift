import PagerCore

/// What a screen reader asked for, handed to the window loop to do at its next turn, where
/// input is handled (the AT-SPI thread never touches the scene).
public enum AccessibilityRequest: Sendable, Equatable {
    /// Do what a tap on the element does (a page tab's action, a tab list's `SelectChild`):
    /// `frame` is where the element was, in window points.
    case activate(frame: Rect)
    /// Turn the wheel by `notches` whole notches over `point` (a list item's Component
    /// `ScrollTo`: the list scrolls until the item is in view).
    case scroll(notches: Int, at: Point)
    /// Zoom the zoomable element at `frame` (an image's `zoom in`, `zoom out` or `reset zoom`
    /// action): Control + one wheel notch over its centre in or out, or out by
    /// ``resetNotches`` notches, which is back to fit (the 0 key would turn pages at fit).
    case zoom(ZoomAction, frame: Rect)

    /// Notches out that take any zoom back to fit: 1.25^-64 is below a millionth.
    public static let resetNotches = 64

    /// What a zoom action does.
    public enum ZoomAction: String, Sendable, Equatable, CaseIterable {
        /// One step in (PagerCore's `PageZoom.stepFactor`).
        case zoomIn = "zoom in"
        /// One step out.
        case zoomOut = "zoom out"
        /// Back to fit.
        case reset = "reset zoom"
    }

    /// The input that does it at `time`: a tap (press and release) at the element's centre, a
    /// wheel turn, or a zoom's wheel notches with Control.
    public func inputEvents(at time: Double) -> [InputEvent] {
        switch self {
        case let .activate(frame):
            let centre = Point(x: frame.midX, y: frame.midY)
            return [InputEvent(.pointerDown(centre), at: time), InputEvent(.pointerUp(centre), at: time)]
        case let .scroll(notches, point):
            guard notches != 0 else { return [] }
            return [InputEvent(.wheel(dx: 0, dy: Double(notches), at: point), at: time)]
        case let .zoom(action, frame):
            let centre = Point(x: frame.midX, y: frame.midY)
            switch action {
            case .zoomIn: return [InputEvent(.wheel(dx: 0, dy: 1, at: centre), at: time, modifiers: .control)]
            case .zoomOut: return [InputEvent(.wheel(dx: 0, dy: -1, at: centre), at: time, modifiers: .control)]
            case .reset:
                return [InputEvent(.wheel(dx: 0, dy: -Double(Self.resetNotches), at: centre), at: time, modifiers: .control)]
            }
        }
    }
}
