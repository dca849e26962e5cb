import ScrollPhysics

/// The direction a drag is locked to once it passes the slop.
public enum Axis: Sendable, Equatable {
    /// Left and right: pages.
    case horizontal
    /// Up and down: header and lists.
    case vertical
}

/// What one pointer is doing, in terms components care about.
public enum Gesture: Sendable, Equatable {
    /// The button went down: running animations under it should be caught where they are.
    case press(Point)
    /// The button came up before the pointer travelled past the slop.
    case tap(Point)
    /// The pointer passed the slop; the gesture belongs to `axis` for the rest of its life. It
    /// carries the first movement, `dx`, `dy` points measured from the slop boundary (so content
    /// does not jump by the slop), because who takes the drag depends on its direction.
    case dragBegan(Axis, start: Point, dx: Double, dy: Double)
    /// The pointer moved by `dx`, `dy` points since the last report.
    case dragChanged(dx: Double, dy: Double, at: Point)
    /// The button came up; velocity is the pointer's in points per second.
    case dragEnded(velocityX: Double, velocityY: Double, at: Point)
    /// The gesture was taken away; settle without treating it as a tap.
    case cancelled
}

/// Turns raw pointer events into press / tap / axis-locked drag, with a least-squares release
/// velocity.
///
/// Android's `TOUCH_SLOP` is 8 dp; after it the axis is fixed for the whole gesture, so a mostly
/// vertical diagonal never turns pages and a mostly horizontal one never scrolls a list.
public struct GestureRecognizer: Sendable {
    /// Travel in points before a press becomes a drag (Android `ViewConfiguration` TOUCH_SLOP).
    public static let defaultSlop = 8.0
    /// Fastest release velocity passed on, points per second (Flutter's `kMaxFlingVelocity`,
    /// Android's `MAXIMUM_FLING_VELOCITY`: 8000). A pointer teleported across the screen between
    /// two events would otherwise fling at millions of points per second.
    public static let maximumFlingSpeed = 8000.0

    private enum State: Sendable {
        case idle
        case pressed(start: Point)
        case dragging(axis: Axis, last: Point)
    }

    /// Travel in points before a press becomes a drag: zero to 1e6 (a value outside counts as
    /// the nearer end, NaN as ``defaultSlop``).
    public var slop: Double { didSet { slop = Self.sanitised(slop: slop) } }
    private var state: State = .idle
    private var tracker = VelocityTracker()

    /// Creates a recognizer.
    public init(slop: Double = GestureRecognizer.defaultSlop) { self.slop = Self.sanitised(slop: slop) }

    private static func sanitised(slop: Double) -> Double { slop.clamped(to: 0...1e6, nan: defaultSlop) }

    /// Whether the button is down (pressed or dragging).
    public var isActive: Bool {
        if case .idle = state { return false }
        return true
    }

    /// The axis of the current drag, if one is under way.
    public var dragAxis: Axis? {
        if case let .dragging(axis, _) = state { return axis }
        return nil
    }

    /// Feeds one event; returns what it means (usually zero or one gesture, two when a second
    /// press cancels a gesture whose release never arrived).
    public mutating func handle(_ event: InputEvent) -> [Gesture] {
        switch event.kind {
        case let .pointerDown(point):
            var output: [Gesture] = []
            if isActive { output.append(.cancelled) }
            tracker.reset()
            tracker.addSample(x: point.x, y: point.y, at: event.time)
            state = .pressed(start: point)
            output.append(.press(point))
            return output
        case let .pointerMove(point):
            return move(to: point, at: event.time)
        case let .pointerUp(point):
            // The button coming up where the pointer last was is not a movement: sampled, it
            // would read as a pointer held still since the last move and bend the fit toward
            // zero, so a swipe released 20 ms after its last move sprang back. Only a pointer
            // still for `VelocityTracker.assumeStoppedSeconds` reads as stopped.
            var output = point == lastPoint ? [] : move(to: point, at: event.time)
            switch state {
            case .idle:
                return output
            case .pressed:
                output.append(.tap(point))
            case .dragging:
                output.append(Self.release(velocity: tracker.velocity(at: event.time), at: point))
            }
            state = .idle
            return output
        case .pointerCancel:
            guard isActive else { return [] }
            state = .idle
            return [.cancelled]
        case .wheel, .key, .touchDown, .touchMove, .touchUp:
            // Fingers reach the recognizer as the pointer (``TouchPointer``); wheels and keys never.
            return []
        }
    }

    /// Drops the gesture under way without a word: a pinch took its finger over, and the router
    /// has told the participants itself.
    public mutating func abandon() {
        state = .idle
        tracker.reset()
    }

    /// Goes on as a drag along `axis` from `point` at `time`, with no slop and a fresh velocity:
    /// the finger left down when a pinch ends drags on from where it is, with no jump.
    public mutating func resumeDrag(axis: Axis, at point: Point, at time: Double) {
        tracker.reset()
        tracker.addSample(x: point.x, y: point.y, at: time)
        state = .dragging(axis: axis, last: point)
    }

    private mutating func move(to point: Point, at time: Double) -> [Gesture] {
        switch state {
        case .idle:
            return []
        case let .pressed(start):
            tracker.addSample(x: point.x, y: point.y, at: time)
            let dx = point.x - start.x, dy = point.y - start.y
            guard max(abs(dx), abs(dy)) > slop else { return [] }
            let axis: Axis = abs(dx) >= abs(dy) ? .horizontal : .vertical
            state = .dragging(axis: axis, last: point)
            // Start from the slop boundary so the content does not leap by the slop.
            let firstDX = axis == .horizontal ? dx - slop * sign(dx) : dx
            let firstDY = axis == .vertical ? dy - slop * sign(dy) : dy
            return [.dragBegan(axis, start: start, dx: firstDX, dy: firstDY)]
        case let .dragging(axis, last):
            tracker.addSample(x: point.x, y: point.y, at: time)
            state = .dragging(axis: axis, last: point)
            guard point != last else { return [] }
            return [.dragChanged(dx: point.x - last.x, dy: point.y - last.y, at: point)]
        }
    }

    /// Where the pointer was at its last event of this gesture (nil when idle).
    private var lastPoint: Point? {
        switch state {
        case .idle: nil
        case let .pressed(start): start
        case let .dragging(_, last): last
        }
    }

    private func sign(_ value: Double) -> Double { value < 0 ? -1 : 1 }

    /// The end of a drag released with `velocity` (points per second), each axis cut to
    /// ``maximumFlingSpeed`` and a velocity that is not a number taken as none: what every
    /// recognizer of drags (the pointer's, a touchpad's) reports.
    static func release(velocity: (x: Double, y: Double), at point: Point) -> Gesture {
        let limit = maximumFlingSpeed
        func clamped(_ v: Double) -> Double { v.isFinite ? min(max(v, -limit), limit) : 0 }
        return .dragEnded(velocityX: clamped(velocity.x), velocityY: clamped(velocity.y), at: point)
    }
}
