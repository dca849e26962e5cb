import Glibc

/// A program started with `posix_spawn`, its output sent where the caller says.
///
/// Foundation's `Process` does the same, but a program that links Foundation pays for loading it
/// (libFoundation and ICU, several milliseconds of dynamic linking) every time it starts, which is
/// what pager-bench measures in the processes it spawns.
///
/// The child gets the descriptors it is given (``SpawnDescriptors``), 0, 1 and 2 as this process
/// has them unless told otherwise, and nothing else: no pipe of ours nor one inherited from whoever
/// started us keeps a reader waiting for the child.
///
/// Call ``waitForExit()`` or ``terminate()``: until then an exited child stays a zombie.
public final class ChildProcess {
    /// What the child finds on one of its descriptors.
    public enum Output: Sendable, Equatable {
        /// This process's own descriptor (0, 1 and 2 only).
        case inherited
        /// `/dev/null`, for writing.
        case discarded
        /// A pipe this process reads with ``readOutputToEnd()`` or ``readOutputLine(timeoutMilliseconds:)``;
        /// one descriptor at most (two pipes read one after the other can deadlock).
        case captured
        /// A file, created or truncated.
        case file(String)
    }

    /// The child's process ID.
    public let id: pid_t
    /// The read end of the captured pipe, -1 when there is none (or it is closed).
    var output: Int32
    /// Captured bytes read past the line that ``readOutputLine(timeoutMilliseconds:)`` returned.
    var pending: [UInt8] = []
    /// Set once the child has been reaped.
    var status: ExitStatus?

    /// Starts `executable` (a path; `PATH` is not searched) with `arguments` after its own path as
    /// `argv[0]`, `environment` (nil: this process's) and `descriptors`, e.g.
    /// `[1: .captured, 2: .file(log)]`.
    public init(executable: String, arguments: [String], environment: [String: String]? = nil,
                descriptors: [Int32: Output] = [:]) throws(SystemError) {
        let spawn = try SpawnDescriptors(descriptors, executable: executable)
        defer { spawn.closeParentEnds() }
        let argv = ([executable] + arguments).map { strdup($0) } + [nil]
        defer { for pointer in argv { free(pointer) } }
        var envp = (environment ?? Environment.all).sorted { $0.key < $1.key }.map { strdup("\($0.key)=\($0.value)") } + [nil]
        defer { for pointer in envp { free(pointer) } }
        var pid: pid_t = 0
        let code = posix_spawn(&pid, executable, &spawn.actions, nil, argv, &envp)
        guard code == 0 else {
            if spawn.readEnd >= 0 { close(spawn.readEnd) }
            throw SystemError(path: executable, operation: "cannot start", code: code)
        }
        id = pid
        output = spawn.readEnd
    }

    deinit {
        if output >= 0 { close(output) }
    }
}
