import ScrollPhysics

/// How a move the program makes (a tab tap, a key, a bar item, code) animates: Flutter's
/// `animateToPage(duration:curve:)` and Compose's `animateScrollToPage(animationSpec:)` per call.
public enum PageAnimation: Sendable, Equatable {
    /// The pager's own spring (``PagedView/Configuration/spring``), the one drags settle with.
    case `default`
    /// A spring of this response (seconds) and damping ratio (1 does not bounce), SwiftUI's
    /// parameters (`SpringDescription(response:dampingRatio:)` in ScrollPhysics); it starts with the
    /// pages' current speed.
    case spring(response: Double, dampingRatio: Double)
    /// A timed move along `curve`, taking `duration` seconds from wherever the pages are.
    case timing(TimingCurve, duration: Double)
    /// No animation: the pages are on the new page at once.
    case none

    /// Whether the pages move over time at all.
    var isAnimated: Bool {
        switch self {
        case .none: return false
        case let .timing(_, duration): return duration > 0
        case .default, .spring: return true
        }
    }
}
