import Glibc
import PagerDemoKit
import SystemIO

/// The config as a run shows it live: a script's `config FILE` lines (each file read and
/// checked before the run starts, so a bad one stops the run as any script error does), and in
/// a window the config file itself, looked at twice a second from the loop's wake-ups: when its
/// modification time, size or inode change (an editor's save, or a rename over it) it is read
/// and parsed again on another thread (``ConfigReload``), and applied on the loop's turn after
/// the load ends, so the window draws and takes input meanwhile. Only a regular file is read: a
/// FIFO or a device put in its place has no version to read and could stall the read for ever.
/// A file that is no longer regular, or no longer reads or parses, is one line on stderr, and
/// the content stays as it was.
final class LiveConfig {
    /// How often a window looks at the config file.
    static let pollSeconds = 0.5

    /// The scripted configs, by the path the script names.
    private let scripted: [String: DemoConfig]
    /// Shows a config from a time on (``DemoApp/apply(_:time:)``).
    private let apply: (DemoConfig, Double) -> Void
    /// The watched file and how to load it (on another thread); nil when nothing is watched.
    private let watched: (path: String, load: @Sendable () throws -> DemoConfig)?
    /// Wakes the loop from the loading thread once a load has ended.
    private let wake: @Sendable () -> Void
    private var stamp: Stamp?
    /// The load in progress, started from the version `stamp` names.
    private var reload: ConfigReload?
    /// When the file is next looked at (on the loop's clock); nil while a load runs (its end
    /// wakes the loop).
    var nextPoll: Double? { reload == nil ? scheduledPoll : nil }
    private var scheduledPoll: Double?

    /// What identifies a version of a file without reading it.
    private struct Stamp: Equatable {
        var seconds: Int, nanoseconds: Int, size: Int, inode: UInt64, device: UInt64
        var kind: FileKind
    }

    /// `wake` is called on the loading thread when a load of the watched file has ended.
    init(scripted: [String: DemoConfig], apply: @escaping (DemoConfig, Double) -> Void,
         watching watched: (path: String, load: @Sendable () throws -> DemoConfig)? = nil,
         wake: @escaping @Sendable () -> Void = {}) {
        self.scripted = scripted
        self.apply = apply
        self.watched = watched
        self.wake = wake
        // Only a regular file is watched: a pipe or a device has no new version to read.
        var info = stat()
        if let watched, stat(watched.path, &info) == 0, info.st_mode & S_IFMT == S_IFREG {
            stamp = Self.stamp(of: watched.path)
            scheduledPoll = 0
        }
    }

    /// A script's `config PATH` at `time`.
    func play(_ path: String, at time: Double) {
        if let config = scripted[path] { apply(config, time) }
    }

    /// Applies a load that has ended, and looks at the watched file if it is time to (starting
    /// a load when it changed); returns whether a new config was applied.
    func poll(at now: Double) -> Bool {
        let applied = finishReload(at: now)
        guard reload == nil, let watched, let due = scheduledPoll, now >= due else { return applied }
        scheduledPoll = now + Self.pollSeconds
        let current = Self.stamp(of: watched.path)
        guard current != stamp else { return applied }
        stamp = current
        guard let current else { return applied }  // gone for now (mid-rename): wait for it
        guard current.kind == .regular else {
            report("\(InputError(source: watched.path, message: "is \(current.kind.noun), not a regular file"))")
            return applied
        }
        reload = ConfigReload(load: watched.load, finished: wake)
        return applied
    }

    /// Applies the load in progress if it has ended, or reports why it failed.
    private func finishReload(at now: Double) -> Bool {
        guard let result = reload?.result else { return false }
        reload = nil
        switch result {
        case let .success(config):
            apply(config, now)
            return true
        case let .failure(failure):
            report(failure.message)
            return false
        }
    }

    /// One line on stderr: the problem, and that the window keeps what it shows.
    private func report(_ problem: String) {
        StandardError.write("pager-demo: \(problem) (not applied; the window keeps its content)\n")
    }

    private static func stamp(of path: String) -> Stamp? {
        var info = stat()
        guard stat(path, &info) == 0 else { return nil }
        return Stamp(seconds: Int(info.st_mtim.tv_sec), nanoseconds: Int(info.st_mtim.tv_nsec), size: Int(info.st_size),
                     inode: UInt64(info.st_ino), device: UInt64(info.st_dev), kind: FileKind(mode: info.st_mode))
    }
}
