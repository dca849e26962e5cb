import Glibc

/// A failed system call on a path, with the C library's reason ("/x/y: cannot open (No such file or directory)").
public struct SystemError: Error, CustomStringConvertible, Sendable {
    public var path: String
    public var operation: String
    public var reason: String
    /// errno at the time of the failure.
    public var code: Int32

    /// Captures `errno` now, so call it straight after the failing call.
    public init(path: String, operation: String) {
        self.path = path
        self.operation = operation
        code = errno
        reason = String(cString: strerror(code))
    }

    /// For calls that return their error number instead of setting `errno` (`posix_spawn`, `pthread_*`).
    public init(path: String, operation: String, code: Int32) {
        self.path = path
        self.operation = operation
        self.code = code
        reason = String(cString: strerror(code))
    }

    /// A problem the C library did not report, in our own words ("is a directory, not a file"),
    /// with the errno value that fits it so callers can still tell kinds apart.
    public init(path: String, problem: String, code: Int32) {
        self.path = path
        operation = problem
        self.code = code
        reason = ""
    }

    public var description: String { reason.isEmpty ? "\(path): \(operation)" : "\(path): \(operation) (\(reason))" }
}
