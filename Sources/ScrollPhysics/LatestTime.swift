/// The latest time a component has been told about, in seconds.
///
/// Input and frames each carry their own time, and they can arrive slightly out of order (an
/// event stamped before the frame that is already drawn). A component's clock only ever moves
/// forwards, so a late event acts "now" rather than rewinding a running animation; times that
/// are not finite are ignored, so a broken timestamp cannot poison every later reading.
public struct LatestTime: Sendable, Equatable {
    /// The latest finite time seen (0 before any).
    public private(set) var value: Double

    /// Starts at `value` (one that is not finite counts as 0).
    public init(_ value: Double = 0) { self.value = value.isFinite ? value : 0 }

    /// Moves to `time` if it is later; returns the (possibly unchanged) latest time.
    @discardableResult
    public mutating func advance(to time: Double) -> Double {
        if time.isFinite && time > value { value = time }
        return value
    }
}
