import ScrollPhysics

/// Turns a touchpad's two-finger scroll into the same gestures as a drag, so pages and lists
/// follow the fingers 1:1 and carry on with their speed when the fingers lift.
///
/// SDL reports a touchpad as wheel events with fractional deltas (its precise x and y); a mouse
/// wheel reports whole notches. A pan starts with the first fractional delta and lasts while
/// deltas keep coming, whole or not. SDL2 passes on no "fingers lifted" event (Wayland's
/// `wl_pointer.axis_stop` is dropped), so a pan ends after ``silenceSeconds`` without a delta,
/// and is released with the velocity the tracker saw at the last delta, not at the moment of
/// the silence, when the fingers would read as stopped.
///
/// The content moves as the fingers do: with natural scrolling a leftward swipe scrolls right,
/// `dx > 0`, and moves the content left, as a pointer dragged left does.
public struct TouchpadPan: Sendable {
    /// Points one wheel unit stands for. SDL's Wayland backend divides the compositor's scroll
    /// distance (surface points) by 10, as GTK does (libadwaita's swipe tracker scales touchpad
    /// scrolls back by its `SCROLL_MULTIPLIER`, 10).
    public static let pointsPerUnit = 10.0
    /// How long without a delta ends a pan. Touchpads report every 7-15 ms while the fingers
    /// move (libinput follows the device's rate), so a pause several times that long means the
    /// fingers lifted; longer would hold the content still before it settles, shorter would end
    /// a slow swipe in the middle.
    public static let silenceSeconds = 0.100

    private struct Active: Sendable {
        var position: Point
        var lastTime: Double
    }

    private var active: Active?
    private var tracker = VelocityTracker()

    /// Creates a pan recognizer with no pan under way.
    public init() {}

    /// Whether a pan is under way (it needs time to pass to end: ``advance(to:)``).
    public var isActive: Bool { active != nil }

    /// Whether a wheel delta of `dx`, `dy` notches belongs to a pan: one is under way, or it has
    /// a fractional part. A negligible delta (``WheelNotches/smallest``) belongs to nothing.
    public func isPan(dx: Double, dy: Double) -> Bool {
        guard dx.isFinite, dy.isFinite, !(WheelNotches.isNegligible(dx) && WheelNotches.isNegligible(dy)) else { return false }
        return active != nil || dx != dx.rounded() || dy != dy.rounded()
    }

    /// A wheel delta of a pan at `point` (the pointer's place) at `time`: returns its gestures
    /// (a press and the drag's start for the first delta, then movements).
    public mutating func scroll(dx: Double, dy: Double, at point: Point, at time: Double) -> [Gesture] {
        let moveX = -dx * Self.pointsPerUnit, moveY = dy * Self.pointsPerUnit
        guard var pan = active else {
            tracker.reset()
            let axis: Axis = abs(moveX) >= abs(moveY) ? .horizontal : .vertical
            let moved = Point(x: moveX, y: moveY)
            tracker.addSample(x: moved.x, y: moved.y, at: time)
            active = Active(position: moved, lastTime: time)
            return [.press(point), .dragBegan(axis, start: point, dx: moveX, dy: moveY)]
        }
        pan.position = Point(x: pan.position.x + moveX, y: pan.position.y + moveY)
        pan.lastTime = max(pan.lastTime, time)
        tracker.addSample(x: pan.position.x, y: pan.position.y, at: pan.lastTime)
        active = pan
        return [.dragChanged(dx: moveX, dy: moveY, at: point)]
    }

    /// Ends a pan that has been silent for ``silenceSeconds`` by `time`: its release, or nothing.
    public mutating func advance(to time: Double) -> [Gesture] {
        guard let pan = active, time - pan.lastTime >= Self.silenceSeconds else { return [] }
        return [end()]
    }

    /// Ends the pan now (a button press or a finger takes over), with its release.
    public mutating func end() -> Gesture {
        let velocity = active.map { tracker.velocity(at: $0.lastTime) } ?? (x: 0, y: 0)
        let point = active?.position ?? .zero
        active = nil
        return GestureRecognizer.release(velocity: velocity, at: point)
    }
}
