import Glibc
import SystemIO

/// `--record DIR`: the folder a headless run writes every frame into, as `frame-00000.png`,
/// `frame-00001.png`, ...
///
/// Afterwards it holds exactly this run's frames: before the first one, frames that an earlier
/// (longer) run left and the temporary frame files of a run that was killed are removed. Only
/// regular files and symbolic links whose names are exactly of that pattern are (a link itself,
/// never what it points to): a user's `frame-1.png`, `notes.txt` or subfolder stays.
///
/// Each frame is a new file put in place under its name (``OutputTarget/entry(_:)``), never
/// written through whatever the name holds: a symbolic link that appears at a frame's name is
/// replaced by the frame, and the file it points to, in the folder or outside it, is untouched.
struct RecordFolder {
    let path: String
    let identity: FileIdentity

    /// Checks that `path` is a directory this process may write in.
    static func resolve(_ path: String) throws(SystemError) -> RecordFolder {
        RecordFolder(path: path, identity: try FileIdentity.ofWritableDirectory(path, role: "--record directory", for: path))
    }

    /// The file name of frame `frame`: five digits at least.
    static func frameName(_ frame: Int) -> String {
        let digits = String(frame)
        return "frame-" + String(repeating: "0", count: max(0, 5 - digits.count)) + digits + ".png"
    }

    /// Whether `name` is one ``frameName(_:)`` makes, or the temporary file of one.
    static func isOurs(_ name: String) -> Bool {
        isFrameName(name) || OutputFile.nameBehindTemporary(name).map(isFrameName) == true
    }

    private static func isFrameName(_ name: String) -> Bool {
        guard name.hasPrefix("frame-"), name.hasSuffix(".png") else { return false }
        let digits = name.dropFirst(6).dropLast(4)
        guard (5...18).contains(digits.count), digits.allSatisfy({ $0.isASCII && $0.isNumber }),
              let frame = Int(digits) else { return false }
        return frameName(frame) == name
    }

    func path(frame: Int) -> String { path + "/" + Self.frameName(frame) }

    /// Writes frame `frame`, which `write` puts into the file, as a new file at its name.
    func save(frame: Int, _ write: (OutputFile) throws -> Void) throws {
        try OutputFile.write(to: OutputTarget.entry(path(frame: frame)), write)
    }

    /// Removes what an earlier run left: regular files and symbolic links named as our frames or
    /// their temporary files.
    func removeStaleFrames() throws(SystemError) {
        guard let names = FileSystem.contentsOfDirectory(path) else {
            throw SystemError(path: path, operation: "cannot list the record directory")
        }
        for name in names where Self.isOurs(name) {
            let file = path + "/" + name
            var info = stat()
            guard lstat(file, &info) == 0, [.regular, .symbolicLink].contains(FileKind(mode: info.st_mode)) else { continue }
            guard unlink(file) == 0 || errno == ENOENT else {
                throw SystemError(path: file, operation: "cannot remove an earlier run's frame")
            }
        }
    }
}
