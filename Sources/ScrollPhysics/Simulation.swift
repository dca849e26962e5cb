/// A motion evaluated in closed form at any time you pass in.
///
/// Nothing is integrated step by step, so a frame loop at 30 fps and one at 144 fps read the same
/// curve and reach the same state; time always arrives as an argument, never from a clock.
/// Times are seconds since the simulation started.
public protocol Simulation: Sendable {
    /// Position at `time` seconds after the start.
    func position(at time: Double) -> Double
    /// Velocity (length units per second) at `time` seconds after the start.
    func velocity(at time: Double) -> Double
    /// Whether the motion has come to rest by `time`.
    func isDone(at time: Double) -> Bool
    /// Where the motion is once it counts as done: what a finished simulation is snapped to,
    /// so a settled value is the same at any frame rate rather than wherever the first frame
    /// after the end happened to read it.
    var restingPosition: Double { get }
}
