import Glibc

/// The few file-system questions the program asks, answered by the C library directly.
///
/// Foundation would answer them too, but loading libFoundation and its ICU data costs a
/// Swift program several milliseconds of dynamic linking before `main` (measured in the
/// README's benchmark section), which is a fifth of the budget for the first frame.
public enum FileSystem {
    /// The whole content of `path`, read until end of file, so pipes and
    /// process substitutions (`--script <(...)`) work as well as regular files.
    public static func contents(of path: String) throws(SystemError) -> [UInt8] {
        let descriptor = open(path, O_RDONLY | O_CLOEXEC)
        guard descriptor >= 0 else { throw SystemError(path: path, operation: "cannot open") }
        defer { close(descriptor) }
        var bytes: [UInt8] = []
        var chunk = [UInt8](repeating: 0, count: 64 * 1024)
        while true {
            let count = chunk.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
            if count < 0 {
                if errno == EINTR { continue }
                throw SystemError(path: path, operation: "cannot read")
            }
            if count == 0 { return bytes }
            bytes.append(contentsOf: chunk[0..<count])
        }
    }

    /// Writes `bytes` to `path`, replacing it; the caller makes it atomic (``AtomicFile``).
    public static func write(_ bytes: some Collection<UInt8>, to path: String) throws(SystemError) {
        let descriptor = open(path, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o644)
        guard descriptor >= 0 else { throw SystemError(path: path, operation: "cannot create") }
        defer { close(descriptor) }
        let array = Array(bytes)
        var offset = 0
        while offset < array.count {
            let count = array.withUnsafeBytes { Glibc.write(descriptor, $0.baseAddress! + offset, $0.count - offset) }
            if count < 0 {
                if errno == EINTR { continue }
                throw SystemError(path: path, operation: "cannot write")
            }
            offset += count
        }
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
