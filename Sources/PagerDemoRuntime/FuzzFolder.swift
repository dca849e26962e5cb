import Glibc
import SystemIO

/// Where a fuzz run writes its streams' replay files: a folder of its own, made by `mkdtemp`
/// under `TMPDIR` (mode 0700, a name nobody can guess beforehand), with one folder per seed
/// inside, and every file created new (`O_CREAT | O_EXCL | O_NOFOLLOW`, mode 0600). Nothing that
/// already exists is written through or replaced, so nothing planted at a predictable name
/// (a symbolic link in /tmp) can make the run write anywhere else.
final class FuzzFolder {
    /// The folder, once made (it is made for the first stream written, so a run that writes
    /// nothing leaves nothing).
    private(set) var path: String?

    /// Makes the folder for `seed` (in the run's folder, made first if need be) and returns it.
    func path(seed: UInt64) throws(SystemError) -> String {
        let folder = try self.folder() + "/seed-\(seed)"
        guard mkdir(folder, 0o700) == 0 else { throw SystemError(path: folder, operation: "cannot make the folder") }
        return folder
    }

    /// Writes `files` into `folder` (from ``path(seed:)``), each a new file.
    func write(to folder: String, files: [(name: String, text: String)]) throws(SystemError) {
        for file in files {
            try Self.create(folder + "/" + file.name, text: file.text)
        }
    }

    private func folder() throws(SystemError) -> String {
        if let path { return path }
        var template = Array((FileSystem.temporaryDirectory + "/pager-fuzz-XXXXXX").utf8CString)
        guard let made = template.withUnsafeMutableBufferPointer({ mkdtemp($0.baseAddress!) }) else {
            throw SystemError(path: FileSystem.temporaryDirectory, operation: "cannot make a folder for the fuzz run's files")
        }
        let path = String(cString: made)
        self.path = path
        return path
    }

    /// Creates `path`, which must not exist yet, and writes `text` to it.
    static func create(_ path: String, text: String) throws(SystemError) {
        let descriptor = open(path, O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW | O_CLOEXEC, 0o600)
        guard descriptor >= 0 else { throw SystemError(path: path, operation: "cannot create the file") }
        defer { close(descriptor) }
        var bytes = Array(text.utf8)[...]
        while !bytes.isEmpty {
            let written = bytes.withUnsafeBytes { Glibc.write(descriptor, $0.baseAddress, $0.count) }
            if written < 0, errno == EINTR { continue }
            guard written > 0 else { throw SystemError(path: path, operation: "cannot write") }
            bytes = bytes.dropFirst(written)
        }
    }
}
