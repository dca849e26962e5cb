import Glibc

/// The entries of one folder, each with what it is, read with `opendir` / `readdir` and one
/// `stat` per entry (following symbolic links, so a link to a picture counts as a file).
public struct DirectoryListing: Sendable, Equatable {
    /// One name in the folder.
    public struct Entry: Sendable, Equatable {
        /// The entry's name in the folder (no path).
        public var name: String
        /// Whether it is a regular file (after following a symbolic link); folders, devices,
        /// FIFOs, sockets and dangling links are not.
        public var isRegularFile: Bool

        /// An entry.
        public init(name: String, isRegularFile: Bool) {
            self.name = name
            self.isRegularFile = isRegularFile
        }
    }

    /// The folder listed.
    public var path: String
    /// Its entries without `.` and `..`, in the order the file system returned them.
    public var entries: [Entry]

    /// A listing of given entries (for tests and callers that list another way).
    public init(path: String, entries: [Entry]) {
        self.path = path
        self.entries = entries
    }

    /// Lists the folder at `path`.
    /// - Throws: a ``SystemError`` whose `code` is `ENOENT` (no such folder), `ENOTDIR` (a file,
    ///   not a folder) or the C library's reason it cannot be opened (`EACCES` and the like).
    public static func read(_ path: String) throws(SystemError) -> DirectoryListing {
        var info = stat()
        guard stat(path, &info) == 0 else { throw SystemError(path: path, operation: "cannot list") }
        guard (info.st_mode & S_IFMT) == S_IFDIR else {
            throw SystemError(path: path, problem: "is not a folder", code: ENOTDIR)
        }
        guard let directory = opendir(path) else { throw SystemError(path: path, operation: "cannot list") }
        defer { closedir(directory) }
        var entries: [Entry] = []
        let prefix = path.hasSuffix("/") ? path : path + "/"
        while let entry = readdir(directory) {
            let name = withUnsafeBytes(of: entry.pointee.d_name) { raw in
                String(decoding: raw.prefix { $0 != 0 }, as: UTF8.self)
            }
            guard name != "." && name != ".." else { continue }
            var entryInfo = stat()
            let isFile = stat(prefix + name, &entryInfo) == 0 && (entryInfo.st_mode & S_IFMT) == S_IFREG
            entries.append(Entry(name: name, isRegularFile: isFile))
        }
        return DirectoryListing(path: path, entries: entries)
    }
}
