import Glibc
import PagerDemoKit
import SystemIO

/// Every file a run reads and every file it will write, checked before anything is written:
/// no output may replace an input (`--config c.json --trace c.json` replaced the config with
/// the trace) or another output.
///
/// Files are compared as the kernel knows them, by device and inode, and a file that does not
/// exist yet by its directory's device and inode and its name, so `./c.json`, a symbolic link
/// to it, a hard link or `a/../c.json` are all caught. Devices and FIFOs are streams, never
/// replaced, so any number of outputs may share one (`--trace /dev/null --screenshot /dev/null`).
final class RunFiles {
    /// A regular file the run has read, named as the user named it ("--config c.json").
    struct Input {
        var label: String
        var identity: FileIdentity
        var location: FileLocation?
    }

    /// A file the run will write.
    struct Output {
        var label: String
        var target: OutputTarget
    }

    private(set) var inputs: [Input] = []

    /// Notes a file that was read; only regular files can be overwritten, so only they count.
    func noteInput(_ label: String, path: String, identity: FileIdentity, kind: FileKind) {
        guard kind == .regular else { return }
        inputs.append(Input(label: label, identity: identity,
                            location: FileLocation.of(FileSystem.resolvingSymlinks(path))))
    }

    /// Notes a file that will be read later (a font), if it exists.
    func noteInput(_ label: String, path: String) {
        var info = stat()
        guard stat(path, &info) == 0 else { return }
        noteInput(label, path: path, identity: FileIdentity(info), kind: FileKind(mode: info.st_mode))
    }

    /// Fails when two of `outputs`, or an output and an input, are the same file, or when one of
    /// them is a frame name in `record` (recording replaces those and removes stale ones).
    func check(_ outputs: [Output], record: RecordFolder?, recordLabel: String) throws(InputError) {
        for (index, output) in outputs.enumerated() where !output.target.isStream {
            for other in outputs[..<index] where !other.target.isStream && Self.same(output.target, other.target) {
                throw Self.conflict("\(other.label) and \(output.label) are the same file (one output would replace the other)")
            }
            for input in inputs where input.identity == output.target.identity
                || (input.location != nil && input.location == output.target.location) {
                throw Self.conflict("\(output.label) and \(input.label) are the same file (the output would replace the input)")
            }
        }
        guard let record else { return }
        let named = outputs.filter { !$0.target.isStream }.map { ($0.label, $0.target.location) }
            + inputs.map { ($0.label, $0.location) }
        for (label, location) in named {
            if let location, location.directory == record.identity, RecordFolder.isOurs(location.name) {
                throw Self.conflict("\(label) is a frame name in \(recordLabel) (recording would replace it)")
            }
        }
    }

    private static func same(_ a: OutputTarget, _ b: OutputTarget) -> Bool {
        if let identity = a.identity, identity == b.identity { return true }
        return a.location != nil && a.location == b.location
    }

    private static func conflict(_ message: String) -> InputError {
        InputError(source: "command line", message: message)
    }
}
