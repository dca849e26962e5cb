import Glibc

/// Reading a child's captured standard output (``ChildProcess/Output/captured``).
extension ChildProcess {
    /// Everything the child writes until it closes its standard output (normally: exits), then
    /// closes our end. Empty when output was not captured.
    public func readOutputToEnd() -> [UInt8] {
        guard output >= 0 else { return [] }
        var bytes = pending
        pending = []
        var chunk = [UInt8](repeating: 0, count: 64 * 1024)
        while true {
            let count = chunk.withUnsafeMutableBytes { read(output, $0.baseAddress, $0.count) }
            if count < 0 && errno == EINTR { continue }
            if count <= 0 { break }
            bytes.append(contentsOf: chunk[0..<count])
        }
        close(output)
        output = -1
        return bytes
    }

    /// The next line of output without its newline, waiting at most `timeoutMilliseconds` for it
    /// with `poll` (for a child that announces it is ready, like Xvfb's `-displayfd`); nil when
    /// the child closes its output first or time runs out. Bytes after the line are kept for the
    /// next read.
    public func readOutputLine(timeoutMilliseconds: Int) -> String? {
        guard output >= 0 else { return nil }
        let deadline = Self.monotonicMilliseconds() + timeoutMilliseconds
        var chunk = [UInt8](repeating: 0, count: 4096)
        while true {
            if let newline = pending.firstIndex(of: UInt8(ascii: "\n")) {
                let line = String(decoding: pending[..<newline], as: UTF8.self)
                pending.removeSubrange(...newline)
                return line
            }
            let remaining = deadline - Self.monotonicMilliseconds()
            guard remaining > 0 else { return nil }
            var request = pollfd(fd: output, events: Int16(POLLIN), revents: 0)
            let ready = poll(&request, 1, Int32(clamping: remaining))
            if ready < 0 && errno == EINTR { continue }
            guard ready > 0 else { return nil }
            let count = chunk.withUnsafeMutableBytes { read(output, $0.baseAddress, $0.count) }
            if count < 0 && errno == EINTR { continue }
            guard count > 0 else { return nil }
            pending.append(contentsOf: chunk[0..<count])
        }
    }

    private static func monotonicMilliseconds() -> Int {
        var time = timespec()
        clock_gettime(CLOCK_MONOTONIC, &time)
        return time.tv_sec * 1000 + time.tv_nsec / 1_000_000
    }
}
