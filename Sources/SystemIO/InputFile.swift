import Glibc

/// A file read whole, with a cap on its size and on how long a pipe may keep us waiting.
///
/// Regular files are read to the end. Pipes, FIFOs and character devices are read too, so
/// `--script <(generate)` and `/dev/stdin` work, but they can be endless (`/dev/zero`) or never
/// written (a FIFO nobody opens): so whatever is past `limit` bytes is an error (EFBIG), and so
/// is waiting more than the idle timeout for the next byte (ETIMEDOUT). Directories (EISDIR),
/// sockets and block devices (ENODEV) are refused.
public struct InputFile {
    public let bytes: [UInt8]
    public let identity: FileIdentity
    public let kind: FileKind

    /// Reads `path`.
    /// - Throws: ``SystemError`` naming `path`, with `code` ENOENT, EISDIR, ENODEV, EFBIG,
    ///   ETIMEDOUT or the C library's own.
    public static func read(_ path: String, limit: Int, idleTimeoutMilliseconds: Int) throws(SystemError) -> InputFile {
        // O_NONBLOCK: opening a FIFO for reading does not wait for a writer; poll below does,
        // with a timeout. (Linux reports no hang-up on a FIFO that never had a writer.)
        let descriptor = open(path, O_RDONLY | O_NONBLOCK | O_NOCTTY | O_CLOEXEC)
        guard descriptor >= 0 else { throw SystemError(path: path, operation: "cannot open") }
        defer { close(descriptor) }
        var info = stat()
        guard fstat(descriptor, &info) == 0 else { throw SystemError(path: path, operation: "cannot read") }
        let kind = FileKind(mode: info.st_mode)
        switch kind {
        case .regular, .fifo, .characterDevice: break
        case .directory: throw SystemError(path: path, problem: "is a directory, not a file", code: EISDIR)
        default: throw SystemError(path: path, problem: "is \(kind.noun), not a file", code: ENODEV)
        }
        var bytes: [UInt8] = []
        // A regular file's size is known: room for all of it at once, so a large input is never
        // in memory twice while the array grows.
        if kind == .regular, info.st_size > 0 { bytes.reserveCapacity(min(Int(info.st_size), limit) + 1) }
        var chunk = [UInt8](repeating: 0, count: 64 * 1024)
        while true {
            if kind != .regular {
                var request = pollfd(fd: descriptor, events: Int16(POLLIN), revents: 0)
                let ready = poll(&request, 1, Int32(clamping: idleTimeoutMilliseconds))
                if ready < 0 && errno == EINTR { continue }
                if ready == 0 {
                    throw SystemError(path: path, problem: "nothing to read for \(idleTimeoutMilliseconds / 1000) s", code: ETIMEDOUT)
                }
            }
            let count = chunk.withUnsafeMutableBytes { Glibc.read(descriptor, $0.baseAddress, $0.count) }
            if count < 0 {
                if errno == EINTR || errno == EAGAIN { continue }
                throw SystemError(path: path, operation: "cannot read")
            }
            if count == 0 { return InputFile(bytes: bytes, identity: FileIdentity(info), kind: kind) }
            guard bytes.count + count <= limit else {
                throw SystemError(path: path, problem: "larger than \(limit) bytes", code: EFBIG)
            }
            bytes.append(contentsOf: chunk[0..<count])
        }
    }
}
