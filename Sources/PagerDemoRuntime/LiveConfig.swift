import Glibc
import PagerDemoKit
import SystemIO

/// The config as a run shows it live: a script's `config FILE` lines (each file read and
/// checked before the run starts, so a bad one stops the run as any script error does), and in
/// a window the config file itself, looked at twice a second from the loop's wake-ups: when its
/// modification time, size or inode change (an editor's save, or a rename over it) it is read
/// and applied again. A file that no longer reads or parses there is one line on stderr, and the
/// content stays as it was.
final class LiveConfig {
    /// How often a window looks at the config file.
    static let pollSeconds = 0.5

    /// The scripted configs, by the path the script names.
    private let scripted: [String: DemoConfig]
    /// Shows a config from a time on (``DemoApp/apply(_:time:)``).
    private let apply: (DemoConfig, Double) -> Void
    /// The watched file and how to load it; nil when nothing is watched.
    private let watched: (path: String, load: () throws -> DemoConfig)?
    private var stamp: Stamp?
    /// When the file is next looked at (on the loop's clock).
    private(set) var nextPoll: Double?

    /// What identifies a version of a file without reading it.
    private struct Stamp: Equatable {
        var seconds: Int, nanoseconds: Int, size: Int, inode: UInt64, device: UInt64
    }

    init(scripted: [String: DemoConfig], apply: @escaping (DemoConfig, Double) -> Void,
         watching watched: (path: String, load: () throws -> DemoConfig)? = nil) {
        self.scripted = scripted
        self.apply = apply
        self.watched = watched
        // Only a regular file is watched: a pipe or a device has no new version to read.
        var info = stat()
        if let watched, stat(watched.path, &info) == 0, info.st_mode & S_IFMT == S_IFREG {
            stamp = Self.stamp(of: watched.path)
            nextPoll = 0
        }
    }

    /// A script's `config PATH` at `time`.
    func play(_ path: String, at time: Double) {
        if let config = scripted[path] { apply(config, time) }
    }

    /// Looks at the watched file if it is time to; returns whether a new config was applied.
    func poll(at now: Double) -> Bool {
        guard let watched, let due = nextPoll, now >= due else { return false }
        nextPoll = now + Self.pollSeconds
        let current = Self.stamp(of: watched.path)
        guard current != stamp else { return false }
        stamp = current
        guard current != nil else { return false }  // gone for now (mid-rename): wait for it
        do {
            apply(try watched.load(), now)
            return true
        } catch {
            StandardError.write("pager-demo: \(error) (not applied; the window keeps its content)\n")
            return false
        }
    }

    private static func stamp(of path: String) -> Stamp? {
        var info = stat()
        guard stat(path, &info) == 0 else { return nil }
        return Stamp(seconds: Int(info.st_mtim.tv_sec), nanoseconds: Int(info.st_mtim.tv_nsec), size: Int(info.st_size),
                     inode: UInt64(info.st_ino), device: UInt64(info.st_dev))
    }
}
