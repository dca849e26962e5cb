import Glibc

/// The few file-system questions the program asks, answered by the C library directly.
///
/// Foundation would answer them too, but loading libFoundation and its ICU data costs a
/// Swift program several milliseconds of dynamic linking before `main` (measured in
/// docs/DESIGN.md, Notes), which is a fifth of the budget for the first frame.
public enum FileSystem {
    /// The whole content of `path`, at most `limit` bytes (see ``InputFile``).
    public static func contents(of path: String, limit: Int) throws(SystemError) -> [UInt8] {
        try InputFile.read(path, limit: limit, idleTimeoutMilliseconds: 10_000).bytes
    }

    public static func exists(_ path: String) -> Bool {
        var info = stat()
        return stat(path, &info) == 0
    }

    public static func isDirectory(_ path: String) -> Bool {
        var info = stat()
        return stat(path, &info) == 0 && (info.st_mode & S_IFMT) == S_IFDIR
    }

    /// A file (not a directory) this process may read.
    public static func isReadableFile(_ path: String) -> Bool {
        var info = stat()
        return stat(path, &info) == 0 && (info.st_mode & S_IFMT) != S_IFDIR && access(path, R_OK) == 0
    }

    /// A file (not a directory) this process may execute.
    public static func isExecutableFile(_ path: String) -> Bool {
        var info = stat()
        return stat(path, &info) == 0 && (info.st_mode & S_IFMT) != S_IFDIR && access(path, X_OK) == 0
    }

    /// Whether this process may create files in `path`.
    public static func isWritable(_ path: String) -> Bool { access(path, W_OK) == 0 }

    /// The names in a directory, without `.` and `..`; nil when it cannot be listed.
    public static func contentsOfDirectory(_ path: String) -> [String]? {
        guard let directory = opendir(path) else { return nil }
        defer { closedir(directory) }
        var names: [String] = []
        while let entry = readdir(directory) {
            let name = withUnsafeBytes(of: entry.pointee.d_name) { raw in
                String(decoding: raw.prefix { $0 != 0 }, as: UTF8.self)
            }
            if name != "." && name != ".." { names.append(name) }
        }
        return names
    }

    /// `path` with symbolic links and `.`/`..` resolved, or `path` itself when it does not exist.
    public static func resolvingSymlinks(_ path: String) -> String {
        guard let resolved = realpath(path, nil) else { return path }
        defer { free(resolved) }
        return String(cString: resolved)
    }

    /// What the symbolic link `path` points to, as written in the link; nil when it is not one.
    public static func linkTarget(_ path: String) -> String? {
        var buffer = [CChar](repeating: 0, count: Int(PATH_MAX) + 1)
        let count = readlink(path, &buffer, buffer.count - 1)
        guard count >= 0 else { return nil }
        return String(decoding: buffer[0..<count].map { UInt8(bitPattern: $0) }, as: UTF8.self)
    }

    public static var currentDirectory: String {
        guard let directory = getcwd(nil, 0) else { return "." }
        defer { free(directory) }
        return String(cString: directory)
    }

    /// `TMPDIR`, else /tmp.
    public static var temporaryDirectory: String {
        let custom = Environment.variable("TMPDIR") ?? ""
        return custom.isEmpty ? "/tmp" : (custom.hasSuffix("/") ? String(custom.dropLast()) : custom)
    }
}
