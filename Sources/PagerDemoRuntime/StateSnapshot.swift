import Synchronization

/// The `--state` text of the last frame a window drew, kept by the loop thread and read by the
/// thread that ends a run whose loop does not answer a stop signal (``Launcher``).
final class StateSnapshot: Sendable {
    private let latest = Mutex<String?>(nil)

    /// Keeps `text` as the latest state.
    func keep(_ text: String) { latest.withLock { $0 = text } }

    /// The latest state kept, or nil before the first frame.
    var text: String? { latest.withLock { $0 } }
}
