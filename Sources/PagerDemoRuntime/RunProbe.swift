import PagerSDL

/// Watches a run's frames for the benchmark (`pager-bench`). The run loops call it at the edges
/// of each frame's phases; the probe reads its own clock, so the loops stay free of timing code.
///
/// A frame is: ``frameBegan()`` (input for it is about to be handled), ``coreEnded()`` (input,
/// physics and layout are done and the draw list is built), ``frameEnded(_:)`` (the draw list is
/// rendered and presented). In a window, ``frameBegan()`` also marks loop turns that draw nothing,
/// and ``turnEnded()`` the end of each turn, after what follows a frame in it (the tree handed to
/// screen readers).
package protocol RunProbe: AnyObject {
    /// The canvas is open and the scene built; no frame has been drawn yet.
    func runStarted(canvas: any Canvas)
    /// Input for the next frame is about to be handled.
    func frameBegan()
    /// The draw list of the frame is built.
    func coreEnded()
    /// Frame number `frame` is rendered and presented.
    func frameEnded(_ frame: Int)
    /// Whether the run should end now (checked after each frame).
    var wantsStop: Bool { get }
    /// A window's input event stamped `time` (seconds on the event pump's clock) was handed to
    /// the scene.
    func inputDelivered(at time: Double)
    /// A window presented a frame at `time` (the pump's clock), showing every input delivered
    /// before it.
    func framePresented(at time: Double)
    /// A window's loop turn is over: after the frame it presented, if any, the tree was handed to
    /// the accessibility bridge (when an assistive technology wants it).
    func turnEnded()
}

extension RunProbe {
    package func inputDelivered(at time: Double) {}
    package func framePresented(at time: Double) {}
    package func turnEnded() {}
}
