import PagerCore
import PagerDemoKit
import Synchronization

/// The navigation state of the last frame a window drew, kept by the loop thread and read by
/// the thread that ends a run whose loop does not answer a stop signal (``Launcher``). The loop
/// keeps the value (a copy, no text); it becomes `--state` text only when that thread needs it.
final class StateSnapshot: Sendable {
    private let latest = Mutex<NavigationState?>(nil)

    /// Keeps `state` as the latest.
    func keep(_ state: NavigationState) { latest.withLock { $0 = state } }

    /// The latest state as `--state` text, or nil before the first frame.
    var text: String? { latest.withLock { $0 }.map { $0.jsonText + "\n" } }
}
