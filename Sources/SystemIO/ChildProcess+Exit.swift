import Glibc

/// Waiting for a ``ChildProcess`` and stopping it.
extension ChildProcess {
    /// Whether the child has not exited yet; reaps it when it has.
    public var isRunning: Bool {
        if status != nil { return false }
        var raw: Int32 = 0
        while true {
            let result = waitpid(id, &raw, WNOHANG)
            if result == 0 { return true }
            if result == id { status = ExitStatus(waitStatus: raw); return false }
            if errno != EINTR { status = .unknown; return false }
        }
    }

    /// Waits until the child exits (at once if it has) and tells how it ended.
    @discardableResult
    public func waitForExit() -> ExitStatus {
        if let status { return status }
        var raw: Int32 = 0
        var result = ExitStatus.unknown
        while true {
            if waitpid(id, &raw, 0) == id { result = ExitStatus(waitStatus: raw); break }
            if errno != EINTR { break }
        }
        status = result
        return result
    }

    /// Sends SIGTERM unless the child has already exited, then waits for it.
    @discardableResult
    public func terminate() -> ExitStatus {
        if isRunning { kill(id, SIGTERM) }
        return waitForExit()
    }
}
