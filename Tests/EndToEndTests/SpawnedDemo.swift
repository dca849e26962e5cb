import Foundation
import Glibc

/// `pager-demo` started with `posix_spawn`, for what Foundation's `Process` cannot do: send it a
/// signal mid-run, and follow its peak memory.
final class SpawnedDemo {
    enum Ending: Equatable {
        case exited(Int32)
        case signalled(Int32)
    }

    struct Outcome {
        var ending: Ending
        /// Peak resident set size, kilobytes: the highest `VmHWM` read from /proc/<pid>/status
        /// while it ran. (Not `wait4`'s `ru_maxrss`: posix_spawn's child shares this process's
        /// memory until it execs, and Linux counts that, the whole test runner, in its peak.)
        var peakKilobytes: Int
        var stderr: String
    }

    let pid: pid_t
    private let stderrPath: String
    private var reaped: Outcome?

    /// Starts the demo with `arguments` (in `environment`, else this process's); stdout is
    /// discarded, stderr kept in `scratch`.
    /// `program` runs another of the package's programs instead; `stdout` keeps its output in that file.
    init(_ arguments: [String], scratch: Scratch, environment: [String: String]? = nil, program: URL? = nil,
         stdout: String? = nil) throws {
        stderrPath = scratch.path("stderr-\(UUID().uuidString).txt")
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
        posix_spawn_file_actions_addopen(&actions, 1, stdout ?? "/dev/null", O_WRONLY | O_CREAT | O_TRUNC, 0o644)
        posix_spawn_file_actions_addopen(&actions, 2, stderrPath, O_WRONLY | O_CREAT | O_TRUNC, 0o644)
        // The child starts with no signal blocked and the usual ones at their default action, as
        // from a shell: a test runner's threads may block or ignore them, and a child inherits both.
        var attributes = posix_spawnattr_t()
        posix_spawnattr_init(&attributes)
        defer { posix_spawnattr_destroy(&attributes) }
        var none = sigset_t(), usual = sigset_t()
        sigemptyset(&none)
        sigemptyset(&usual)
        for number in [SIGINT, SIGTERM, SIGHUP, SIGPIPE, SIGQUIT] { sigaddset(&usual, number) }
        posix_spawnattr_setsigmask(&attributes, &none)
        posix_spawnattr_setsigdefault(&attributes, &usual)
        posix_spawnattr_setflags(&attributes, Int16(POSIX_SPAWN_SETSIGMASK | POSIX_SPAWN_SETSIGDEF))
        let executable = (program ?? DemoProcess.executable).path
        let argv = ([executable] + arguments).map { strdup($0) } + [nil]
        defer { argv.forEach { free($0) } }
        let envp = environment.map { $0.map { strdup("\($0.key)=\($0.value)") } + [nil] }
        defer { envp?.forEach { free($0) } }
        var child: pid_t = 0
        let code = envp.map { posix_spawn(&child, executable, &actions, &attributes, argv, $0) }
            ?? posix_spawn(&child, executable, &actions, &attributes, argv, environ)
        guard code == 0 else { throw POSIXError(POSIXErrorCode(rawValue: code) ?? .EINVAL) }
        pid = child
    }

    deinit {
        if reaped == nil { kill(pid, SIGKILL); _ = wait(timeout: 5) }
    }

    func signal(_ number: Int32) { kill(pid, number) }

    /// What the child has written on stderr so far.
    var stderrSoFar: String { (try? String(contentsOfFile: stderrPath, encoding: .utf8)) ?? "" }

    /// Waits for the child to end, at most `timeout` seconds (then kills it and returns nil).
    @discardableResult
    func wait(timeout: Double) -> Outcome? {
        if let reaped { return reaped }
        let deadline = Date().addingTimeInterval(timeout)
        var status: Int32 = 0
        var usage = rusage()
        var peak = 0
        while true {
            peak = max(peak, Self.highWaterMark(of: pid) ?? 0)
            let result = wait4(pid, &status, WNOHANG, &usage)
            if result == pid { break }
            if Date() > deadline {
                kill(pid, SIGKILL)
                wait4(pid, &status, 0, &usage)
                return nil
            }
            usleep(5_000)
        }
        let signal = status & 0x7f
        let ending: Ending = signal == 0 ? .exited((status >> 8) & 0xff) : .signalled(signal)
        let stderr = (try? String(contentsOfFile: stderrPath, encoding: .utf8)) ?? ""
        try? FileManager.default.removeItem(atPath: stderrPath)
        reaped = Outcome(ending: ending, peakKilobytes: peak, stderr: stderr)
        return reaped
    }

    /// `VmHWM` of a running process, kilobytes; nil once it has exited.
    static func highWaterMark(of pid: pid_t) -> Int? {
        guard let status = try? String(contentsOfFile: "/proc/\(pid)/status", encoding: .utf8),
              let line = status.split(separator: "\n").first(where: { $0.hasPrefix("VmHWM:") }) else { return nil }
        return Int(line.split(separator: " ").dropFirst().first ?? "")
    }

    /// Polls `condition` every 5 ms for at most `timeout` seconds.
    static func poll(timeout: Double, _ condition: () -> Bool) -> Bool {
        let deadline = Date().addingTimeInterval(timeout)
        while Date() < deadline {
            if condition() { return true }
            usleep(5_000)
        }
        return condition()
    }
}
