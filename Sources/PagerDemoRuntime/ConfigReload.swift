import Dispatch
import PagerDemoKit
import Synchronization

/// One reading and parsing of the watched config, done on a thread of its own so the window
/// keeps drawing and taking input however long it takes (a config of many megabytes, a file
/// that stalls). The loop thread starts it, looks at ``result`` on its turns and applies the
/// config itself; `finished` is called on the reading thread once the result is there, to wake
/// the loop.
final class ConfigReload: Sendable {
    /// Why a reload was not applied: the error's one line.
    struct Failure: Error, Sendable {
        var message: String
    }

    private let outcome = Mutex<Result<DemoConfig, Failure>?>(nil)

    /// Starts `load` on another thread.
    init(load: @escaping @Sendable () throws -> DemoConfig, finished: @escaping @Sendable () -> Void) {
        DispatchQueue.global().async { [self] in
            let result: Result<DemoConfig, Failure>
            do { result = .success(try load()) } catch { result = .failure(Failure(message: "\(error)")) }
            outcome.withLock { $0 = result }
            finished()
        }
    }

    /// The loaded config or the failure, once the load has ended; nil while it runs.
    var result: Result<DemoConfig, Failure>? { outcome.withLock { $0 } }
}
