import Glibc

/// How a ``ChildProcess`` ended, decoded from `waitpid`'s status (Swift cannot call the
/// `WIFEXITED` family of C macros).
public enum ExitStatus: Equatable, Sendable, CustomStringConvertible {
    /// It returned or called `exit` with this status.
    case exited(Int32)
    /// A signal killed it.
    case signalled(Int32)
    /// `waitpid` could not tell (someone else reaped it, e.g. with SIGCHLD ignored).
    case unknown

    init(waitStatus raw: Int32) {
        let signal = raw & 0x7f
        self = signal == 0 ? .exited((raw >> 8) & 0xff) : .signalled(signal)
    }

    public var description: String {
        switch self {
        case .exited(let code): "exit status \(code)"
        case .signalled(let signal): "killed by signal \(signal)" + (strsignal(signal).map { " (\(String(cString: $0)))" } ?? "")
        case .unknown: "exit status unknown"
        }
    }
}
