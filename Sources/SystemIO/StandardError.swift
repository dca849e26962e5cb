import Glibc

/// Writes to file descriptor 2 without going through a shared `FILE *` (which Swift 6's
/// strict concurrency rightly refuses to touch as a global).
public enum StandardError {
    public static func write(_ text: String) {
        var bytes = Array(text.utf8)
        var offset = 0
        while offset < bytes.count {
            let count = bytes.withUnsafeMutableBytes { Glibc.write(2, $0.baseAddress! + offset, $0.count - offset) }
            if count < 0 { if errno == EINTR { continue } else { return } }
            offset += count
        }
    }
}
