import Glibc

/// The owner and group of a file, as `st_uid` and `st_gid` give them.
public struct FileOwner: Hashable, Sendable {
    public var user: uid_t
    public var group: gid_t

    public init(_ info: stat) {
        user = info.st_uid
        group = info.st_gid
    }
}

extension OutputTarget {
    /// Whether the existing regular file `info` describes may be replaced by an output; the
    /// rule is that of writing it in place, as `>` in a shell and `cp` do, made a little safer:
    ///
    /// - This process must be allowed to write the file (access(2) with `W_OK`): a file it may
    ///   not write is refused, although the rename would only need the directory.
    /// - A file with no write permission bit at all (`chmod a-w`, mode 0444 or 000) is refused
    ///   even for root, which `access` always lets write: someone made it read-only on purpose
    ///   (rm(1) asks before it removes such a file, where `cp` run by root would overwrite it).
    /// - A file of another user is refused unless this process is root: the replacement, a new
    ///   file, would be this process's, and only root can give it the old owner. Root's
    ///   replacement keeps the owner and group (``owner``), as writing in place would.
    ///
    /// - Throws: ``SystemError`` naming `path`, with EACCES or EPERM.
    static func checkReplaceable(_ info: stat, path: String) throws(SystemError) {
        guard access(path, W_OK) == 0 else { throw SystemError(path: path, operation: "cannot write") }
        let mode = info.st_mode & 0o777
        if mode & 0o222 == 0 {
            throw SystemError(path: path, problem: "is read-only (mode \(octal(mode))); make it writable or remove it first",
                              code: EACCES)
        }
        let user = geteuid()
        if user != 0, info.st_uid != user {
            throw SystemError(path: path, problem: "belongs to user \(info.st_uid); replacing it would make it this user's (\(user))",
                              code: EPERM)
        }
    }

    /// `mode` as `chmod` writes it: four octal digits ("0444").
    private static func octal(_ mode: mode_t) -> String {
        let digits = String(mode, radix: 8)
        return String(repeating: "0", count: max(0, 4 - digits.count)) + digits
    }
}
