/// A scene on its driver's clock: its parts read the ``FrameDriver``'s one ``SceneClock``
/// instead of keeping times of their own, and it hears each drawn frame's time. A scene that
/// keeps no time needs neither and conforms to ``Scene`` alone; the driver finds out once, when
/// it is made.
public protocol ClockedScene: Scene {
    /// From now on the scene's parts read their time from `clock` (the driver's, handed over
    /// once when it starts driving the scene), so the scene keeps one time: the driver's.
    func adopt(clock: SceneClock)
    /// A frame is about to be drawn at `time`, the scene already advanced to it: the one call
    /// per drawn frame, for what samples frames (a frame-rate display).
    func willDrawFrame(at time: Double)
}

/// A scene that samples no frames ignores them.
extension ClockedScene {
    public func willDrawFrame(at time: Double) {}
}
