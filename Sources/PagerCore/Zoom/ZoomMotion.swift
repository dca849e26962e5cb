import ScrollPhysics

/// A zoomable page's scale and pan as a value: pinches, pans with momentum, animated zooms and
/// the springs back into the band, all driven by times passed in (never a clock), so the same
/// gestures at any frame rate end in the same state. ``PageZoom`` puts it on a page.
///
/// Points are relative to the viewport's centre (see ``ZoomGeometry``): a content point `q`
/// shows at ``offset`` + ``scale``·`q`.
/// - A pinch keeps the content point under the fingers' centre when it began under their
///   centre now: `q₀ = (c₀ − o₀) / s₀`, then `o = c − s·q₀` exactly. Past the band the scale
///   meets resistance: `ln s` is rubber-banded (`RubberBand`) over ``scaleBandLength`` of
///   log-scale, so a pinch can never take it beyond half the minimum or twice the maximum.
/// - A pan moves the content 1:1. Along ``handOffAxis`` it stops at the content's edge and
///   returns the rest (``pan(dx:dy:at:)``), for the pages to take; along the other axis it
///   rubber-bands past the edge over the viewport's length.
/// - Released, a pan carries on with its speed under friction and bounces at the edges
///   (`BouncingSimulation`, the list's deceleration and bounce); a scale outside the band
///   springs back to it about the point it was pinched at (``settleSpring``).
public struct ZoomMotion: Sendable {
    /// The length of log-scale over which the band resists (`ln 2`): the furthest a pinch can
    /// take the scale past the band is a factor of 2.
    public static let scaleBandLength = 0.693_147_180_559_945_3
    /// The spring of animated zooms and of the return into the band: critically damped, with
    /// twice the response of the pages' snap (ScrollPhysics' `SpringDescription.pageSnap`,
    /// 0.2 s): 0.4 s, as a zoom moves more of the picture than a page turn does.
    public static let settleSpring = SpringDescription(response: 0.2 * 2, dampingRatio: 1)
    /// The scale a double tap zooms to (iOS Photos zooms a fitted photo about 2.5 times).
    public static let doubleTapScale = 2.5
    /// What counts as zoomed: a scale this far above 1 (a thousandth).
    public static let zoomedThreshold = 1.001

    private static let scaleTolerance = Tolerance(distance: 1e-4, velocity: 1e-3)

    /// Where the content may be.
    public var geometry: ZoomGeometry
    /// The axis along which a pan that reaches the edge hands its rest on (the pages'); nil
    /// to rubber-band along both.
    public var handOffAxis: Axis? = .horizontal
    /// Whether animated zooms are cut (reduced motion): they jump to their end.
    public var reducesMotion = false
    /// The scale now.
    public private(set) var scale = 1.0
    /// The content's centre relative to the viewport's, points.
    public private(set) var offset = Point(x: 0, y: 0)

    private enum AxisMotion: Sendable {
        case still
        case spring(AnchoredSimulation<SpringSimulation>)
        case fling(AnchoredSimulation<BouncingSimulation>)

        func position(at time: Double, otherwise value: Double) -> Double {
            switch self {
            case .still: value
            case let .spring(s): s.position(at: time)
            case let .fling(f): f.position(at: time)
            }
        }

        func isDone(at time: Double) -> Bool {
            switch self {
            case .still: true
            case let .spring(s): s.isDone(at: time)
            case let .fling(f): f.isDone(at: time)
            }
        }
    }

    private enum Phase: Sendable {
        case resting
        /// `anchor`: the content point under the fingers' centre; `startLog`: the unbanded
        /// log-scale the pinch began at; `centre`: the fingers' centre last seen.
        case pinching(anchor: Point, startLog: Double, centre: Point)
        /// The unbanded offset of the pan (what the banded axis shows is banded from it).
        case panning(raw: Point)
        case moving(scale: AxisMotion, x: AxisMotion, y: AxisMotion)
    }

    private var phase = Phase.resting

    /// A page of `geometry` at scale 1, centred.
    public init(geometry: ZoomGeometry) {
        self.geometry = geometry
    }

    /// Whether the scale is above 1 (by more than ``zoomedThreshold``).
    public var isZoomed: Bool { scale > Self.zoomedThreshold }

    /// Whether it moves on its own (a fling or a spring): frames are needed.
    public var isMoving: Bool {
        if case .moving = phase { return true }
        return false
    }

    /// Whether a pinch is under way.
    public var isPinching: Bool {
        if case .pinching = phase { return true }
        return false
    }

    /// Whether a pan is under way.
    public var isPanning: Bool {
        if case .panning = phase { return true }
        return false
    }

    /// Whether scale and offset are where they may rest.
    public var isInBand: Bool {
        geometry.scaleRange.contains(scale) && geometry.clamped(offset: offset, at: scale) == offset
    }

    // MARK: - Time

    /// Moves the motion on to `time`.
    public mutating func advance(to time: Double) {
        guard case let .moving(s, x, y) = phase else { return }
        scale = s.position(at: time, otherwise: scale)
        offset = Point(x: x.position(at: time, otherwise: offset.x), y: y.position(at: time, otherwise: offset.y))
        if s.isDone(at: time) && x.isDone(at: time) && y.isDone(at: time) {
            phase = .resting
            // Springs end within their tolerance of the target: rest exactly on it.
            scale = geometry.clamped(scale: scale)
            offset = geometry.clamped(offset: offset, at: scale)
        }
    }

    /// Stops any motion where it is at `time`.
    public mutating func stop(at time: Double) {
        advance(to: time)
        if case .moving = phase { phase = .resting }
    }

    // MARK: - Pinch

    /// Two fingers came down with their centre at `centre` (viewport-centre relative).
    public mutating func beginPinch(at centre: Point, at time: Double) {
        stop(at: time)
        let range = logRange
        let startLog = RubberBand.unclamp(Self.log(scale), from: range, dimension: Self.scaleBandLength)
        phase = .pinching(anchor: anchor(under: centre), startLog: startLog, centre: centre)
    }

    /// The fingers are `factor` times as far apart as when the pinch began, their centre at
    /// `centre`.
    public mutating func pinch(centre: Point, factor: Double, at time: Double) {
        guard case let .pinching(anchor, startLog, _) = phase, centre.x.isFinite, centre.y.isFinite else { return }
        let raw = startLog + Self.log(factor)
        scale = Self.exp(RubberBand.clamp(raw, to: logRange, dimension: Self.scaleBandLength))
        offset = Point(x: centre.x - scale * anchor.x, y: centre.y - scale * anchor.y)
        phase = .pinching(anchor: anchor, startLog: startLog, centre: centre)
    }

    /// The pinch ended: a scale or offset outside the band springs back into it, about the
    /// fingers' last centre.
    public mutating func endPinch(at time: Double) {
        guard case let .pinching(_, _, centre) = phase else { return }
        phase = .resting
        settle(about: centre, at: time)
    }

    // MARK: - Pan

    /// A drag began (it may catch motion: that stops where it is).
    public mutating func beginPan(at time: Double) {
        stop(at: time)
        let x = geometry.horizontalRange(at: scale), y = geometry.verticalRange(at: scale)
        phase = .panning(raw: Point(x: RubberBand.unclamp(offset.x, from: x, dimension: geometry.viewport.width),
                                    y: RubberBand.unclamp(offset.y, from: y, dimension: geometry.viewport.height)))
    }

    /// The drag moved by `dx`, `dy` points; returns what the content did not take: along
    /// ``handOffAxis``, what would have moved it past its edge (it moves no further out than
    /// it already was).
    @discardableResult
    public mutating func pan(dx: Double, dy: Double, at time: Double) -> DragRest {
        guard case var .panning(raw) = phase else { return DragRest(dx: dx, dy: dy) }
        var rest = DragRest()
        for axis in [Axis.horizontal, .vertical] {
            let delta = axis == .horizontal ? dx : dy
            guard delta.isFinite, delta != 0 else { continue }
            let range = geometry.range(axis, at: scale)
            let shown = axis == .horizontal ? offset.x : offset.y
            let value: Double
            if axis == handOffAxis {
                let target = shown + delta
                let lower = min(range.lowerBound, shown), upper = max(range.upperBound, shown)
                value = min(max(target, lower), upper)
                if axis == .horizontal { rest.dx = target - value } else { rest.dy = target - value }
                if axis == .horizontal { raw.x = value } else { raw.y = value }
            } else {
                let dimension = axis == .horizontal ? geometry.viewport.width : geometry.viewport.height
                let next = (axis == .horizontal ? raw.x : raw.y) + delta
                if axis == .horizontal { raw.x = next } else { raw.y = next }
                value = RubberBand.clamp(next, to: range, dimension: dimension)
            }
            if axis == .horizontal { offset.x = value } else { offset.y = value }
        }
        phase = .panning(raw: raw)
        return rest
    }

    /// The drag ended with the pointer's velocity (points per second): the content flings on
    /// within its edges and bounces at them; a scale outside the band springs back instead.
    public mutating func endPan(velocityX: Double, velocityY: Double, at time: Double) {
        guard isPanning else { return }
        phase = .resting
        guard geometry.scaleRange.contains(scale) else { return settle(about: Point(x: 0, y: 0), at: time) }
        let x = fling(from: offset.x, velocity: velocityX, range: geometry.horizontalRange(at: scale),
                      dimension: geometry.viewport.width, at: time)
        let y = fling(from: offset.y, velocity: velocityY, range: geometry.verticalRange(at: scale),
                      dimension: geometry.viewport.height, at: time)
        if case .still = x, case .still = y { return }
        phase = .moving(scale: .still, x: x, y: y)
        advance(to: time)
    }

    /// Whatever the gesture left (a press, a cancelled drag) goes back into the band.
    public mutating func release(at time: Double) {
        switch phase {
        case .moving: return
        case let .pinching(_, _, centre):
            phase = .resting
            settle(about: centre, at: time)
        case .panning, .resting:
            phase = .resting
            settle(about: Point(x: 0, y: 0), at: time)
        }
    }

    // MARK: - Zooms

    /// Zooms to `target` (held to the band) keeping the content point under `point` where it is
    /// (as far as the edges allow), animated unless ``reducesMotion``.
    public mutating func zoom(to target: Double, about point: Point, animated: Bool = true, at time: Double) {
        stop(at: time)
        phase = .resting
        let scale = geometry.clamped(scale: target)
        let q = anchor(under: point)
        let offset = geometry.clamped(offset: Point(x: point.x - scale * q.x, y: point.y - scale * q.y), at: scale)
        move(toScale: scale, offset: offset, animated: animated, at: time)
    }

    /// A double tap at `point`: a zoomed page goes back to fit, a fitted one zooms to
    /// ``doubleTapScale`` (or the maximum, if lower) about the point. Returns false when the
    /// page cannot zoom (its maximum is 1).
    public mutating func toggle(about point: Point, at time: Double) -> Bool {
        advance(to: time)
        if isZoomed {
            zoom(to: 1, about: point, at: time)
            return true
        }
        guard geometry.maximumScale > Self.zoomedThreshold else { return false }
        zoom(to: min(Self.doubleTapScale, geometry.maximumScale), about: point, at: time)
        return true
    }

    /// Back to scale 1, centred, at once (the page went away).
    public mutating func reset() {
        phase = .resting
        scale = 1
        offset = Point(x: 0, y: 0)
    }

    /// Fits the motion to a new `geometry` (the window or the picture changed): a page at rest
    /// stays where it may rest.
    public mutating func setGeometry(_ geometry: ZoomGeometry) {
        guard geometry != self.geometry else { return }
        self.geometry = geometry
        guard case .resting = phase else { return }
        scale = geometry.clamped(scale: scale)
        offset = geometry.clamped(offset: offset, at: scale)
    }

    // MARK: - Helpers

    /// The content point (unscaled, from the content's centre) shown at `point`.
    private func anchor(under point: Point) -> Point {
        let s = scale > 0 ? scale : 1
        return Point(x: (point.x - offset.x) / s, y: (point.y - offset.y) / s)
    }

    /// Springs scale and offset into the band about `point` (the content point under it stays
    /// there as far as the edges allow); nothing when they are in it.
    private mutating func settle(about point: Point, at time: Double) {
        let target = geometry.clamped(scale: scale)
        let q = anchor(under: point)
        let offset = geometry.clamped(offset: Point(x: point.x - target * q.x, y: point.y - target * q.y), at: target)
        guard target != scale || offset != self.offset else { return }
        move(toScale: target, offset: offset, animated: true, at: time)
    }

    private mutating func move(toScale target: Double, offset: Point, animated: Bool, at time: Double) {
        guard animated, !reducesMotion else {
            scale = target
            self.offset = offset
            phase = .resting
            return
        }
        func spring(_ from: Double, _ to: Double, _ tolerance: Tolerance) -> AxisMotion {
            guard from != to else { return .still }
            return .spring(AnchoredSimulation(SpringSimulation(spring: Self.settleSpring, startPosition: from, target: to,
                                                               velocity: 0, tolerance: tolerance), startingAt: time))
        }
        phase = .moving(scale: spring(scale, target, Self.scaleTolerance), x: spring(self.offset.x, offset.x, .points),
                        y: spring(self.offset.y, offset.y, .points))
    }

    private func fling(from position: Double, velocity: Double, range: ClosedRange<Double>, dimension: Double,
                       at time: Double) -> AxisMotion {
        let inside = range.contains(position)
        let velocity = range.lowerBound == range.upperBound || !inside || !velocity.isFinite ? 0 : velocity
        guard velocity != 0 || !inside else { return .still }
        let simulation = BouncingSimulation(startPosition: position, velocity: velocity, range: range,
                                            frictionTolerance: .points, spring: NestedScrollCoordinator.Configuration.defaultBounceSpring,
                                            springTolerance: .points)
        return .fling(AnchoredSimulation(simulation, startingAt: time))
    }

    private var logRange: ClosedRange<Double> { 0...Self.log(geometry.maximumScale) }

    private static func log(_ value: Double) -> Double {
        guard value.isFinite, value > 0 else { return 0 }
        return Math.log(value)
    }

    private static func exp(_ value: Double) -> Double { Math.exp(value) }
}
