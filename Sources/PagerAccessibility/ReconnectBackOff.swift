/// How long to wait before each attempt to join the accessibility bus again once it went away (a
/// session or a screen reader restarting it): 0.1 s, doubling to at most 5 s, and 0.1 s again once
/// an attempt succeeds.
struct ReconnectBackOff: Sendable, Equatable {
    static let first = 0.1, longest = 5.0

    private var next = ReconnectBackOff.first

    init() {}

    /// The wait before the next attempt; each call doubles the one after it.
    mutating func delay() -> Double {
        defer { next = min(next * 2, Self.longest) }
        return next
    }

    /// An attempt succeeded: the next loss starts from the first delay.
    mutating func reset() { next = Self.first }
}
