import Glibc

/// One output being written, in the way its ``OutputTarget`` calls for: a regular file (or a new
/// name) through a temporary file beside it, renamed into place by ``commit()``, so a failed or
/// interrupted run never leaves half a file; a device or FIFO in place, as a stream; an open
/// descriptor (`/dev/stdout`, `-`) through a duplicate of it, as a stream.
///
/// Every error names the path the user gave, never the temporary file. Until committed, the
/// temporary file is listed with ``TemporaryFiles`` and removed on SIGINT or SIGTERM; one that is
/// neither committed nor discarded is removed when the object goes away.
public final class OutputFile {
    /// The path as the user gave it.
    public let path: String
    /// Where the bytes go: the temporary file, the device or FIFO itself, or a duplicate of the
    /// open descriptor the path names (closing it leaves the original open).
    public let descriptor: Int32
    private let destination: String
    private let temporary: String?
    private var slot: Int?
    private var open = true

    /// Opens `path` for writing, resolved by ``OutputTarget/resolve(_:)``. A FIFO with no reader
    /// is an error at once rather than a hang.
    public convenience init(_ path: String) throws(SystemError) {
        try self.init(OutputTarget.resolve(path))
    }

    /// Opens the output `target` leads to for writing.
    public init(_ target: OutputTarget) throws(SystemError) {
        let path = target.path
        self.path = path
        destination = target.destination
        if let named = target.descriptor {
            let file = fcntl(named, F_DUPFD_CLOEXEC, 3)
            guard file >= 0 else { throw SystemError(path: path, operation: "cannot write to descriptor \(named)") }
            descriptor = file
            temporary = nil
            return
        }
        if target.isStream {
            // Without O_CREAT nor O_TRUNC: a device is never created or truncated. O_NONBLOCK
            // makes opening a FIFO with no reader fail (ENXIO) instead of waiting for one; the
            // writes themselves block as usual.
            let file = Glibc.open(destination, O_WRONLY | O_NONBLOCK | O_NOCTTY | O_CLOEXEC)
            guard file >= 0 else {
                if errno == ENXIO { throw SystemError(path: path, problem: "no process is reading this FIFO", code: ENXIO) }
                throw SystemError(path: path, operation: "cannot open")
            }
            _ = fcntl(file, F_SETFL, fcntl(file, F_GETFL) & ~O_NONBLOCK)
            descriptor = file
            temporary = nil
            return
        }
        let directory = Path.directory(of: destination)
        let name = Self.temporaryName(for: Path.lastComponent(of: destination), maximumLength: Self.longestName(in: directory))
        let temporary = directory + "/" + name
        slot = TemporaryFiles.register(temporary)
        // One left by an earlier process that had our process ID and was killed outright.
        unlink(temporary)
        // O_EXCL: never write through something planted at the temporary name.
        let file = Glibc.open(temporary, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, target.permissions ?? 0o644)
        guard file >= 0 else {
            let error = SystemError(path: path, operation: "cannot create")
            if let slot { TemporaryFiles.release(slot) }
            throw error
        }
        // The owner first: chown may clear mode bits that fchmod then sets again. Only root may
        // give a file away (checkReplaceable refuses the rest); a group it may not set stays ours.
        if let owner = target.owner {
            var made = stat()
            if fstat(file, &made) == 0, made.st_uid != owner.user || made.st_gid != owner.group,
               fchown(file, owner.user, owner.group) != 0 {
                _ = fchown(file, owner.user, gid_t.max)
            }
        }
        if let permissions = target.permissions { fchmod(file, permissions) }
        descriptor = file
        self.temporary = temporary
    }

    deinit { discard() }

    /// The temporary name for `name`, in the same directory (so the rename cannot cross file
    /// systems) and hidden: `.name.<pid>.tmp`, or, when that would be longer than
    /// `maximumLength` bytes (the directory's longest name), `.pager-<hash>.<pid>.tmp` with the
    /// name's 64-bit FNV-1a hash in hex, so any name the file system takes can be written.
    public static func temporaryName(for name: String, maximumLength: Int = 255) -> String {
        let pid = getpid()
        let full = ".\(name).\(pid).tmp"
        guard full.utf8.count > maximumLength else { return full }
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in name.utf8 { hash = (hash ^ UInt64(byte)) &* 0x100_0000_01b3 }
        return ".pager-\(String(hash, radix: 16)).\(pid).tmp"
    }

    /// The longest file name `directory` takes, in bytes (pathconf's `_PC_NAME_MAX`; 255, as on
    /// most Linux file systems, when it does not say).
    static func longestName(in directory: String) -> Int {
        let limit = pathconf(directory, Int32(_PC_NAME_MAX))
        return limit > 0 ? limit : 255
    }

    /// The name a temporary file stands in for, when `name` has the form ``temporaryName(for:)``
    /// makes (with any process ID); nil otherwise.
    public static func nameBehindTemporary(_ name: String) -> String? {
        guard name.hasPrefix("."), name.hasSuffix(".tmp") else { return nil }
        let inner = name.dropFirst().dropLast(4)
        guard let dot = inner.lastIndex(of: "."), inner.index(after: dot) < inner.endIndex,
              inner[inner.index(after: dot)...].allSatisfy({ $0.isASCII && $0.isNumber }) else { return nil }
        return String(inner[..<dot])
    }

    /// Writes all of `bytes`.
    public func write(_ bytes: UnsafeRawBufferPointer) throws(SystemError) {
        var offset = 0
        while offset < bytes.count {
            let count = Glibc.write(descriptor, bytes.baseAddress! + offset, bytes.count - offset)
            if count < 0 {
                if errno == EINTR { continue }
                throw SystemError(path: path, operation: "cannot write")
            }
            offset += count
        }
    }

    public func write(_ bytes: [UInt8]) throws(SystemError) {
        var failure: SystemError?
        bytes.withUnsafeBytes { raw in
            do throws(SystemError) { try write(raw) } catch { failure = error }
        }
        if let failure { throw failure }
    }

    /// Closes the file and, for a temporary one, renames it over the destination.
    public func commit() throws(SystemError) {
        guard open else { return }
        open = false
        defer { if let slot { TemporaryFiles.release(slot) } }
        // close can report a delayed write error (NFS, a full disk): the file is then not whole.
        if close(descriptor) != 0 && errno != EINTR {
            let error = SystemError(path: path, operation: "cannot write")
            if let temporary { unlink(temporary) }
            throw error
        }
        guard let temporary else { return }
        guard rename(temporary, destination) == 0 else {
            let error = SystemError(path: path, operation: "cannot rename into place")
            unlink(temporary)
            throw error
        }
    }

    /// Closes the file and removes the temporary one; what was written to a stream stays written.
    public func discard() {
        guard open else { return }
        open = false
        close(descriptor)
        if let temporary { unlink(temporary) }
        if let slot { TemporaryFiles.release(slot) }
    }

    /// Opens `path`, lets `body` write it, and commits; on any error discards it and rethrows.
    public static func write(to path: String, _ body: (OutputFile) throws -> Void) throws {
        try write(to: OutputTarget.resolve(path), body)
    }

    /// Opens `target`, lets `body` write it, and commits; on any error discards it and rethrows.
    public static func write(to target: OutputTarget, _ body: (OutputFile) throws -> Void) throws {
        let file = try OutputFile(target)
        do {
            try body(file)
            try file.commit()
        } catch {
            file.discard()
            throw error
        }
    }

    /// Writes `text` to `path` in one go.
    public static func write(_ text: String, to path: String) throws(SystemError) {
        let file = try OutputFile(path)
        do throws(SystemError) {
            try file.write(Array(text.utf8))
            try file.commit()
        } catch {
            file.discard()
            throw error
        }
    }
}
