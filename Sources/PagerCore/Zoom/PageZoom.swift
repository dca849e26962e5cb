import ScrollPhysics

/// Zoom for one page: pinch, double tap, Control + wheel or touchpad, keys, and pans that hand
/// the rest of a drag to the pages at the content's edge, as in iOS Photos.
///
/// A page that zooms owns one (``ImagePage`` does; ``ZoomablePage`` gives one to any page),
/// updates its ``frame`` and geometry (``update(content:maximumScale:handOffAxis:reducesMotion:)``)
/// as it draws, lists it among its gesture participants and draws its content through ``DrawList/zoomed(_:in:content:)``. The pager resets it when
/// the page disappears (``Page/didDisappear(at:)``).
///
/// As a ``GestureParticipant``: a press stops a moving zoomed page where it is (and the drag
/// is then its own); a drag is its own only while it is zoomed, so a page at fit swipes as
/// before; a pan moves it 1:1 and passes what goes past its edge along ``ZoomMotion/handOffAxis``
/// on (``consumeDragGesture(dx:dy:at:)``); a pinch is always its own within its frame (a
/// two-finger gesture never turns a page); a double tap toggles between fit and
/// ``ZoomMotion/doubleTapScale`` at the tap.
public final class PageZoom {
    /// Zoom in or out by this factor per key press (+ / -) and per wheel notch with Control.
    public static let stepFactor = 1.25
    /// Zoom by this factor per touchpad point with Control (a fractional wheel delta of 1 is
    /// ``TouchpadPan/pointsPerUnit`` points): a 100-point swipe zooms by e.
    public static let touchpadLogPerPoint = 0.01

    /// The scale, pan and their motion.
    public private(set) var motion: ZoomMotion
    /// The page's frame in window points, as last drawn.
    public var frame: Rect {
        didSet { if frame.size != oldValue.size { updateGeometry(viewport: frame.size) } }
    }

    /// A zoom for a page in `frame` whose content at scale 1 is `content` (nil: the page's size)
    /// and zooms up to `maximumScale`.
    public init(frame: Rect = Rect(x: 0, y: 0, width: 0, height: 0), content: Size? = nil,
                maximumScale: Double = ZoomGeometry.defaultMaximumScale) {
        self.frame = frame
        motion = ZoomMotion(geometry: ZoomGeometry(viewport: frame.size, content: content ?? frame.size,
                                                   maximumScale: maximumScale))
    }

    /// The scale now.
    public var scale: Double { motion.scale }
    /// Whether it is zoomed in.
    public var isZoomed: Bool { motion.isZoomed }
    /// Whether it moves on its own (needs frames).
    public var isAnimating: Bool { motion.isMoving }

    /// Sets the content at scale 1, the largest scale, the pages' axis and reduced motion (a
    /// page calls this as it draws; a change keeps a resting zoom where it may rest).
    public func update(content: Size, maximumScale: Double, handOffAxis: Axis?, reducesMotion: Bool) {
        var geometry = motion.geometry
        geometry.content = content
        geometry.maximumScale = maximumScale
        motion.setGeometry(geometry)
        motion.handOffAxis = handOffAxis
        motion.reducesMotion = reducesMotion
    }

    private func updateGeometry(viewport: Size) {
        var geometry = motion.geometry
        geometry.viewport = viewport
        motion.setGeometry(geometry)
    }

    /// Moves the motion on to `time`.
    public func advance(to time: Double) { motion.advance(to: time) }

    /// Back to fit at once.
    public func reset() { motion.reset() }

    /// Zooms to `scale` about `point` (window points; nil: the frame's centre), animated.
    public func zoom(to scale: Double, about point: Point? = nil, at time: Double) {
        motion.zoom(to: scale, about: relative(point), at: time)
    }

    /// The zoom level as a person reads it: "250%".
    public var percentage: String { "\(Int((scale * 100).rounded()))%" }

    /// Keys and the wheel while the page is current: + (or =) and - zoom by ``stepFactor``
    /// about the centre, 0 goes back to fit (only when zoomed: else the key is the pager's),
    /// Control + wheel zooms about the pointer (notches by ``stepFactor``, a touchpad by
    /// ``touchpadLogPerPoint``). Returns whether the event was used.
    public func handle(_ event: InputEvent) -> Bool {
        switch event.kind {
        case let .key(key, _):
            switch key {
            case .plus, .equals, Key("Keypad +"):
                guard motion.geometry.maximumScale > ZoomMotion.zoomedThreshold else { return false }
                motion.zoom(to: motion.scale * Self.stepFactor, about: Point(x: 0, y: 0), at: event.time)
                return true
            case .minus, Key("Keypad -"):
                guard isZoomed else { return false }
                motion.zoom(to: motion.scale / Self.stepFactor, about: Point(x: 0, y: 0), at: event.time)
                return true
            case .digit0, Key("Keypad 0"):
                guard isZoomed else { return false }
                motion.zoom(to: 1, about: Point(x: 0, y: 0), at: event.time)
                return true
            default:
                return false
            }
        case let .wheel(dx, dy, point):
            guard event.modifiers.contains(.control), frame.contains(point) else { return false }
            let notches = abs(dy) >= abs(dx) ? dy : dx
            guard notches.isFinite, notches != 0 else { return false }
            let whole = notches == notches.rounded()
            let log = whole ? notches * Math.log(Self.stepFactor)
                            : notches * TouchpadPan.pointsPerUnit * Self.touchpadLogPerPoint
            motion.zoom(to: motion.scale * Math.exp(log), about: relative(point), animated: false, at: event.time)
            return true
        default:
            return false
        }
    }

    /// `point` (window points) relative to the frame's centre; nil is the centre.
    func relative(_ point: Point?) -> Point {
        guard let point else { return Point(x: 0, y: 0) }
        return Point(x: point.x - frame.midX, y: point.y - frame.midY)
    }
}

extension PageZoom: GestureParticipant {
    public func pressGesture(at point: Point, at time: Double) -> Bool {
        motion.advance(to: time)
        guard frame.contains(point), motion.isMoving, motion.isZoomed else { return false }
        motion.stop(at: time)
        return true
    }

    public func dragClaim(axis: Axis, delta: Double) -> DragClaim { isZoomed ? .claim : .decline }

    public func beginDragGesture(axis: Axis, at time: Double) { motion.beginPan(at: time) }

    public func dragGesture(dx: Double, dy: Double, at time: Double) { motion.pan(dx: dx, dy: dy, at: time) }

    public func consumeDragGesture(dx: Double, dy: Double, at time: Double) -> DragRest {
        motion.pan(dx: dx, dy: dy, at: time)
    }

    public func endDragGesture(velocityX: Double, velocityY: Double, at time: Double) {
        motion.endPan(velocityX: velocityX, velocityY: velocityY, at: time)
    }

    public func releaseGesture(at time: Double) { motion.release(at: time) }

    public func pinchClaim(at centre: Point) -> Bool { frame.contains(centre) }

    public func beginPinchGesture(at centre: Point, at time: Double) { motion.beginPinch(at: relative(centre), at: time) }

    public func pinchGesture(centre: Point, scale: Double, at time: Double) {
        motion.pinch(centre: relative(centre), factor: scale, at: time)
    }

    public func endPinchGesture(at time: Double) { motion.endPinch(at: time) }

    public func doubleTapGesture(at point: Point, at time: Double) -> Bool {
        guard frame.contains(point) else { return false }
        return motion.toggle(about: relative(point), at: time)
    }
}
