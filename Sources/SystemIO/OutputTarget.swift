import Glibc

/// Where an output path really leads and how it must be written, worked out before anything is
/// written so that a bad output is one line before the run, not after it.
///
/// - A regular file, or a name that does not exist yet, is written to a temporary file beside
///   it and renamed into place (``OutputFile``), so a reader never sees half of it.
/// - A symbolic link is followed (also a dangling one): its target is written that same way and
///   the link stays a link.
/// - A character device (`/dev/null`, a terminal) or a FIFO is written in place: renaming over
///   it would replace the device node or the pipe with a regular file.
/// - A directory, socket or block device is refused: nothing of the kind is ever replaced.
public struct OutputTarget: Sendable {
    public enum Kind: Sendable, Equatable {
        /// Nothing at ``destination`` yet.
        case newFile
        case regularFile
        case characterDevice
        case fifo
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

    /// A device or FIFO: written as a stream, never replaced, so several outputs may share it.
    public var isStream: Bool { kind == .characterDevice || kind == .fifo }

    /// Resolves `path` and checks that it can be written.
    /// - Throws: ``SystemError`` naming `path`: a directory, socket or block device; a missing or
    ///   read-only directory; a device this process may not write.
    public static func resolve(_ path: String) throws(SystemError) -> OutputTarget {
        var info = stat()
        if stat(path, &info) == 0 {
            let kind = FileKind(mode: info.st_mode)
            switch kind {
            case .regular:
                let destination = FileSystem.resolvingSymlinks(path)
                let location = try writableDirectory(of: destination, for: path)
                return OutputTarget(path: path, destination: destination, kind: .regularFile, identity: FileIdentity(info),
                                    location: location, permissions: info.st_mode & 0o777)
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
