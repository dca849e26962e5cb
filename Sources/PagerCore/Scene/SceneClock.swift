import ScrollPhysics

/// The latest time, in seconds, that anything in a scene has been told: the scene's one "now".
///
/// A scene's parts that keep time (pages, a tab strip, lists, a header's coordinator, a pull to
/// refresh) read it instead of keeping times of their own. A part made alone has a clock of its
/// own; a container hands its clock to the parts it holds, and a ``FrameDriver`` hands its
/// clock to its scene (``ClockedScene/adopt(clock:)``), so the scene reads the driver's time. The clock
/// only moves forwards and ignores times that are not finite (`LatestTime`): a late event
/// acts now instead of rewinding what runs.
///
/// A class, because the parts share one: a copy would be a clock of its own again.
public final class SceneClock {
    private var latest: LatestTime

    /// A clock at `time` seconds.
    public init(_ time: Double = 0) { latest = LatestTime(time) }

    /// The latest time it was told.
    public var time: Double { latest.value }

    /// Moves to `time` if it is later; returns the (possibly unchanged) latest time.
    @discardableResult
    public func advance(to time: Double) -> Double { latest.advance(to: time) }

    /// `clock` from now on, moved on first to this clock's time so that a part handed a new
    /// clock does not go back in time.
    @discardableResult
    func handOver(to clock: SceneClock) -> SceneClock {
        clock.advance(to: time)
        return clock
    }
}
