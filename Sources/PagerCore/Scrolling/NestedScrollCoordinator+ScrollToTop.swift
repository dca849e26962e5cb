import ScrollPhysics

/// Scrolling back to the top, as a re-tap on the selected tab does on phones (Android's
/// reselect, iOS's tab bar): the list to its first row and the header fully expanded, together.
extension NestedScrollCoordinator {
    /// Springs the current list to its top and the header to fully expanded from `time`, with
    /// the header's snap spring (``Configuration/snapSpring``), critically damped so neither
    /// goes past its end. One spring carries the sum of the two distances; each part covers the
    /// same fraction of its own distance at every moment, so both arrive together. A fling, a
    /// snap or a bounce under way stops where it is first (a pull past an end is let go of). A
    /// press catches it like any other motion. Nothing happens while the pointer holds the
    /// content, or when both are already at the top.
    public func scrollToTop(at time: Double) {
        advance(to: time)
        guard !isInteracting else { return }
        list.setOverscroll(0)
        let listStart = list.position.offset, headerStart = header.collapse
        let total = listStart + headerStart
        guard total > 0, total.isFinite else {
            motion = .idle
            return
        }
        let spring = SpringSimulation(spring: configuration.snapSpring, startPosition: total, target: 0, velocity: 0,
                                      tolerance: configuration.springTolerance)
        motion = .scrollingToTop(AnchoredSimulation(SettlingSpring(spring), startingAt: now), list: listStart,
                                 header: headerStart)
    }

    /// Moves a scroll to the top on to `now`; the spring's distance left, shared in proportion.
    func advanceScrollToTop(_ spring: AnchoredSimulation<SettlingSpring>, list listStart: Double,
                            header headerStart: Double) {
        let done = spring.isDone(at: now)
        let fraction = done ? 0 : min(max(spring.position(at: now) / (listStart + headerStart), 0), 1)
        list.setScrollOffset(listStart * fraction)
        header.setCollapse(headerStart * fraction)
        list.noteScrolled(at: done ? spring.settledTime : now)
        if done { motion = .idle }
    }
}
