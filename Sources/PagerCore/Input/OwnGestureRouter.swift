/// A component that takes input on its own, through its `handle(_:)`: pointer, touch and
/// touchpad-pan events go through a ``GestureRouter`` it owns, with itself as the container.
///
/// One routing path for every such component (``TabbedPager``, ``PagedView``, ``TabbedView``,
/// ``BottomTabBar``, ``NestedScrollCoordinator``): the router's time moves to each event's time
/// before the event is routed (so a pan that has been silent long enough ends before a new one
/// begins), and with the component's own ``advance(to:)`` (so a pan ends when its fingers lift,
/// also with no further event). A component inside another (pages under a tab strip, or a
/// ``FrameDriver``'s scene) is routed by the outer router, and its own stays idle.
protocol OwnsGestureRouter: GestureContainer {
    /// The component's own router, idle while an outer router routes to it.
    var router: GestureRouter { get set }
    /// Whether the router needs time (``GestureRouter/needsTime``), read without copying it.
    var routerNeedsTime: Bool { get }
}

extension OwnsGestureRouter {
    var routerNeedsTime: Bool { router.needsTime }

    /// Moves the router's time to the event's, then routes the event: returns whether a gesture
    /// took it (pointer and touch events always; a wheel event when it is part of a touchpad
    /// pan). Routes through a copy of the router, so a participant or delegate that reads the
    /// component while a gesture is routed reads the router's state from before the event.
    func routeGesture(_ event: InputEvent) -> Bool {
        var copy = router
        defer { router = copy }
        if copy.needsTime { copy.advance(to: event.time, in: self) }
        return copy.handle(event, in: self)
    }

    /// Moves the router's time to `time`: a touchpad pan silent for long enough ends here and
    /// flings or settles. Call before advancing the component's own motion.
    func advanceGestures(to time: Double) {
        guard routerNeedsTime else { return }
        var copy = router
        defer { router = copy }
        copy.advance(to: time, in: self)
    }
}
