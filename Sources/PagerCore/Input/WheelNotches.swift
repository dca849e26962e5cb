/// What counts as a wheel turn at all.
///
/// A wheel event's delta is in notches, and the pages turn on its sign alone, so without a
/// floor a delta of 1e-300 (a driver's rounding, a denormal, a synthetic event) turned a whole
/// page, and on a list stopped a fling and snapped the header.
public enum WheelNotches {
    /// The smallest turn, in notches, that does anything: half the finest step a wheel reports.
    /// High-resolution wheels divide a notch into 120 (Linux `REL_WHEEL_HI_RES`, kernel
    /// Documentation/input/event-codes.rst; Windows `WHEEL_DELTA` = 120), so a real wheel moves
    /// at least 1/120 notch an event, and a list 100 pt a notch moves 0.83 pt for it; anything
    /// under half that step is not a turn.
    public static let smallest = 1.0 / 240

    /// Whether `notches` is too small to act on, or not a number.
    public static func isNegligible(_ notches: Double) -> Bool { !(abs(notches) >= smallest) }
}
