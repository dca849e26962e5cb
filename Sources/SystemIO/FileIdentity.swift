import Glibc

/// A file as the kernel knows it: device and inode. Two paths name the same file exactly when
/// their identities are equal, whatever links, `..` or spellings lie between them.
public struct FileIdentity: Hashable, Sendable {
    public var device: UInt64
    public var inode: UInt64

    public init(_ info: stat) {
        device = UInt64(info.st_dev)
        inode = UInt64(info.st_ino)
    }

    /// The identity of `directory` after checking that it is a directory this process may write
    /// in; errors name `path` and call the directory its `role` ("output directory out").
    public static func ofWritableDirectory(_ directory: String, role: String, for path: String) throws(SystemError) -> FileIdentity {
        var info = stat()
        guard stat(directory, &info) == 0 else {
            if errno == ENOENT { throw SystemError(path: path, problem: "\(role) \(directory) does not exist", code: ENOENT) }
            if errno == ENOTDIR { throw SystemError(path: path, problem: "\(role) \(directory) is not a directory", code: ENOTDIR) }
            throw SystemError(path: path, operation: "cannot use \(role) \(directory)")
        }
        guard FileKind(mode: info.st_mode) == .directory else {
            throw SystemError(path: path, problem: "\(role) \(directory) is not a directory", code: ENOTDIR)
        }
        guard access(directory, W_OK) == 0 else {
            throw SystemError(path: path, problem: "\(role) \(directory) is not writable", code: EACCES)
        }
        return FileIdentity(info)
    }

    /// The identity of what `path` names (symbolic links followed), nil when it does not exist.
    public static func of(_ path: String) -> FileIdentity? {
        var info = stat()
        return stat(path, &info) == 0 ? FileIdentity(info) : nil
    }
}

/// A name in a directory: where a file that does not exist yet will be created, or where an
/// existing one is replaced. Equal locations are the same directory entry.
public struct FileLocation: Hashable, Sendable {
    public var directory: FileIdentity
    public var name: String

    /// The entry `path` names, its directory found through the file system; nil when the
    /// directory does not exist.
    public static func of(_ path: String) -> FileLocation? {
        FileIdentity.of(Path.directory(of: path)).map { FileLocation(directory: $0, name: Path.lastComponent(of: path)) }
    }
}

/// What sort of file a path names, from `st_mode`.
public enum FileKind: Sendable, Equatable {
    case regular, directory, characterDevice, blockDevice, fifo, socket, symbolicLink, unknown

    public init(mode: mode_t) {
        switch mode & S_IFMT {
        case S_IFREG: self = .regular
        case S_IFDIR: self = .directory
        case S_IFCHR: self = .characterDevice
        case S_IFBLK: self = .blockDevice
        case S_IFIFO: self = .fifo
        case S_IFSOCK: self = .socket
        case S_IFLNK: self = .symbolicLink
        default: self = .unknown
        }
    }

    /// "a directory", "a FIFO", ... for messages.
    public var noun: String {
        switch self {
        case .regular: "a regular file"
        case .directory: "a directory"
        case .characterDevice: "a character device"
        case .blockDevice: "a block device"
        case .fifo: "a FIFO"
        case .socket: "a socket"
        case .symbolicLink: "a symbolic link"
        case .unknown: "a special file"
        }
    }
}
