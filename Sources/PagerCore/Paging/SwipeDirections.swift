/// Which ways a pager follows drags and touchpad pans: towards later pages, earlier pages, both
/// (the default) or neither (a tap-only pager, Parchment's and ViewPager2's "swipe off").
///
/// Only the pointer's own moves are affected: taps on tabs, keys, the wheel and code still move
/// the pages. A drag the pager does not follow is declined, so the gesture router hands it to
/// whatever is around the pager (an outer pager), as it does for a pager at its edge.
public struct SwipeDirections: OptionSet, Sendable, Hashable {
    public let rawValue: UInt8
    public init(rawValue: UInt8) { self.rawValue = rawValue }

    /// Drags that bring later pages in.
    public static let forward = SwipeDirections(rawValue: 1)
    /// Drags that bring earlier pages in.
    public static let backward = SwipeDirections(rawValue: 2)
    /// Both ways: the default.
    public static let both: SwipeDirections = [.forward, .backward]
    /// Neither: the pager ignores drags.
    public static let none: SwipeDirections = []

    /// Whether a move towards later pages (`forward`) or earlier ones is followed.
    public func allows(forward: Bool) -> Bool { contains(forward ? .forward : .backward) }
}
