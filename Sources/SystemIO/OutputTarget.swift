import Glibc

/// Where an output path really leads and how it must be written, worked out before anything is
/// written so that a bad output is one line before the run, not after it.
///
/// - A regular file, or a name that does not exist yet, is written to a temporary file beside
///   it and renamed into place (``OutputFile``), so a reader never sees half of it. An existing
///   file is replaced only where writing it in place would be allowed, and the replacement keeps
///   its permission bits, owner and group (``checkReplaceable(_:path:)`` has the rule).
/// - A symbolic link is followed (also a dangling one): its target is written that same way and
///   the link stays a link.
/// - A character device (`/dev/null`, a terminal) or a FIFO is written in place: renaming over
///   it would replace the device node or the pipe with a regular file.
/// - A name for one of this process's open descriptors (`-` and `/dev/stdout` for 1,
///   `/dev/stderr`, `/dev/fd/N`, `/proc/self/fd/N`) is written through that descriptor, whatever
///   it leads to: `--trace /dev/stdout > out.jsonl` appends to the file the shell opened (at the
///   descriptor's offset) instead of renaming a new file over it, and a pipe gets a stream.
/// - A directory, socket or block device is refused: nothing of the kind is ever replaced.
public struct OutputTarget: Sendable {
    public enum Kind: Sendable, Equatable {
        /// Nothing at ``destination`` yet.
        case newFile
        case regularFile
        case characterDevice
        case fifo
        /// One of this process's open descriptors, written as it is (``descriptor``).
        case openDescriptor
    }

    /// The path as the user gave it, for messages.
    public let path: String
    /// The file that gets written: ``path`` with its symbolic links followed.
    public let destination: String
    public let kind: Kind
    /// The existing file, nil for a new one.
    public let identity: FileIdentity?
    /// The directory entry a temporary file is renamed onto; nil for devices and FIFOs.
    public let location: FileLocation?
    /// Permission bits of the regular file being replaced, which its replacement keeps.
    public let permissions: mode_t?
    /// Owner and group of the regular file being replaced, which its replacement keeps.
    public let owner: FileOwner?
    /// The descriptor an ``Kind/openDescriptor`` path names; nil for every other kind.
    public let descriptor: Int32?

    /// A device, FIFO or open descriptor: written as a stream, never replaced, so several
    /// outputs may share it.
    public var isStream: Bool { kind != .newFile && kind != .regularFile }

    private init(path: String, destination: String, kind: Kind, identity: FileIdentity?, location: FileLocation?,
                 permissions: mode_t?, owner: FileOwner? = nil, descriptor: Int32? = nil) {
        self.path = path
        self.destination = destination
        self.kind = kind
        self.identity = identity
        self.location = location
        self.permissions = permissions
        self.owner = owner
        self.descriptor = descriptor
    }

    /// The descriptor `path` names: `-` and `/dev/stdout` 1, `/dev/stderr` 2, `/dev/stdin` 0,
    /// `/dev/fd/N` and `/proc/self/fd/N` N; nil for any other path.
    public static func descriptorNamed(_ path: String) -> Int32? {
        switch path {
        case "-", "/dev/stdout": return 1
        case "/dev/stderr": return 2
        case "/dev/stdin": return 0
        default:
            for prefix in ["/dev/fd/", "/proc/self/fd/"] where path.hasPrefix(prefix) {
                let number = path.dropFirst(prefix.count)
                guard !number.isEmpty, number.count <= 9, number.allSatisfy({ $0.isASCII && $0.isNumber }) else { return nil }
                return Int32(number)
            }
            return nil
        }
    }

    /// Resolves `path` and checks that it can be written.
    /// - Throws: ``SystemError`` naming `path`: a directory, socket or block device; a missing or
    ///   read-only directory; a device this process may not write; a regular file it may not
    ///   replace (``checkReplaceable(_:path:)``).
    public static func resolve(_ path: String) throws(SystemError) -> OutputTarget {
        if let descriptor = descriptorNamed(path) { return try openDescriptor(descriptor, path: path) }
        var info = stat()
        if stat(path, &info) == 0 {
            let kind = FileKind(mode: info.st_mode)
            switch kind {
            case .regular:
                try checkReplaceable(info, path: path)
                let destination = FileSystem.resolvingSymlinks(path)
                let location = try writableDirectory(of: destination, for: path)
                return OutputTarget(path: path, destination: destination, kind: .regularFile, identity: FileIdentity(info),
                                    location: location, permissions: info.st_mode & 0o777, owner: FileOwner(info))
            case .characterDevice, .fifo:
                guard access(path, W_OK) == 0 else { throw SystemError(path: path, operation: "cannot write to \(kind.noun)") }
                return OutputTarget(path: path, destination: path, kind: kind == .fifo ? .fifo : .characterDevice,
                                    identity: FileIdentity(info), location: nil, permissions: nil)
            default:
                throw SystemError(path: path, problem: "is \(kind.noun); an output must be a file, a character device or a FIFO",
                                  code: kind == .directory ? EISDIR : EINVAL)
            }
        }
        guard errno == ENOENT || errno == ENOTDIR else { throw SystemError(path: path, operation: "cannot write") }
        let destination = try danglingDestination(of: path)
        let location = try writableDirectory(of: destination, for: path)
        return OutputTarget(path: path, destination: destination, kind: .newFile, identity: nil, location: location,
                            permissions: nil)
    }

    /// The directory entry `path` itself, as a new file: written through a temporary file beside
    /// it and renamed onto the name, which is never followed. Whatever the name holds when the
    /// file is put in place (an earlier file, a symbolic link) is replaced, never written
    /// through, so a link planted at the name cannot send the bytes anywhere else. For files a
    /// run makes under names of its own (`--record`'s frames).
    /// - Throws: ``SystemError`` naming `path` when its directory is missing or not writable.
    public static func entry(_ path: String) throws(SystemError) -> OutputTarget {
        let location = try writableDirectory(of: path, for: path)
        return OutputTarget(path: path, destination: path, kind: .newFile, identity: nil, location: location,
                            permissions: nil)
    }

    /// An open descriptor of this process, checked to be open for writing.
    private static func openDescriptor(_ descriptor: Int32, path: String) throws(SystemError) -> OutputTarget {
        let flags = fcntl(descriptor, F_GETFL)
        guard flags >= 0 else { throw SystemError(path: path, problem: "descriptor \(descriptor) is not open", code: EBADF) }
        guard flags & O_ACCMODE != O_RDONLY else {
            throw SystemError(path: path, problem: "descriptor \(descriptor) is open only for reading", code: EBADF)
        }
        var info = stat()
        let identity = fstat(descriptor, &info) == 0 ? FileIdentity(info) : nil
        return OutputTarget(path: path, destination: path, kind: .openDescriptor, identity: identity, location: nil,
                            permissions: nil, owner: nil, descriptor: descriptor)
    }

    /// `path` with the symbolic links at its end followed to the name that does not exist yet
    /// (a dangling link is written through, as `>` in a shell does).
    private static func danglingDestination(of path: String) throws(SystemError) -> String {
        var current = path
        // Linux gives up after 40 links in one lookup (path_resolution(7)); so do we.
        for _ in 0..<40 {
            var info = stat()
            guard lstat(current, &info) == 0, FileKind(mode: info.st_mode) == .symbolicLink,
                  let target = FileSystem.linkTarget(current) else { return current }
            current = target.hasPrefix("/") ? target : Path.directory(of: current) + "/" + target
        }
        throw SystemError(path: path, operation: "cannot write", code: ELOOP)
    }

    /// The directory a temporary file is made in and renamed from: it must exist and be writable.
    private static func writableDirectory(of destination: String, for path: String) throws(SystemError) -> FileLocation {
        let directory = try FileIdentity.ofWritableDirectory(Path.directory(of: destination), role: "output directory", for: path)
        return FileLocation(directory: directory, name: Path.lastComponent(of: destination))
    }
}
