import Foundation
import Glibc
import Testing

/// An existing output file is replaced only where writing it in place would be allowed, with
/// one line and exit status 2 before the run otherwise; root is refused a file nobody may
/// write, and root's replacement of another user's file keeps its owner.
@Suite(.tags(.process)) struct OutputReplacementTests {
    static let isRoot = getuid() == 0

    private func mode(_ path: String) -> (kind: mode_t, permissions: mode_t, user: uid_t, group: gid_t)? {
        var info = stat()
        guard lstat(path, &info) == 0 else { return nil }
        return (info.st_mode & S_IFMT, info.st_mode & 0o7777, info.st_uid, info.st_gid)
    }

    static let outputFlags = ["--trace", "--screenshot", "--dump-tree", "--state"]

    /// A read-only file (no write bit for anyone) of another user is refused before the run, as
    /// root too (which may write anything): one line, exit 2, the file as it was.
    @Test(.enabled(if: isRoot, "chown to another user needs root"), arguments: outputFlags)
    func aReadOnlyFileOfAnotherUserIsRefused(_ flag: String) throws {
        let scratch = try Scratch()
        let path = try scratch.write("out.file", "old\n")
        #expect(chmod(path, 0o444) == 0 && chown(path, 4321, 4321) == 0)
        let result = try DemoProcess.run(["--headless", flag, path])
        #expect(result.status == 2, "\(result.stderr)")
        #expect(result.stderr == "pager-demo: \(path): is read-only (mode 0444); make it writable or remove it first\n",
                "\(result.stderr)")
        #expect(try String(contentsOfFile: path, encoding: .utf8) == "old\n")
        let after = try #require(mode(path))
        #expect(after.permissions == 0o444 && after.user == 4321 && after.group == 4321)
        #expect(scratch.files == ["out.file"], "\(scratch.files)")
    }

    /// A mode-000 `--state` file, which no run could read back if it were made again with its
    /// mode at every exit, is refused at the start.
    @Test func aStateFileNobodyMayWriteIsRefusedAtTheStart() throws {
        let scratch = try Scratch()
        let path = try scratch.write("state.json", "{}\n")
        #expect(chmod(path, 0o000) == 0)
        let result = try DemoProcess.run(["--headless", "--state", path])
        #expect(result.status == 2, "\(result.stderr)")
        let lines = result.stderr.split(separator: "\n")
        #expect(lines.count == 1 && lines[0].hasPrefix("pager-demo: \(path): "), "\(result.stderr)")
        #expect(mode(path)?.permissions == 0o000)
        #expect(scratch.files == ["state.json"])
    }

    /// Root may replace another user's writable file, as `cp` may write it; the replacement
    /// keeps its owner, group and mode.
    @Test(.enabled(if: isRoot, "chown to another user needs root"))
    func anotherUsersWritableFileKeepsItsOwnerWhenRootReplacesIt() throws {
        let scratch = try Scratch()
        let path = try scratch.write("t.jsonl", "old\n")
        #expect(chmod(path, 0o664) == 0 && chown(path, 4321, 4322) == 0)
        let result = try DemoProcess.run(["--headless", "--trace", path])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(try String(contentsOfFile: path, encoding: .utf8).hasPrefix("{\"frame\":0,"))
        let after = try #require(mode(path))
        #expect(after.user == 4321 && after.group == 4322 && after.permissions == 0o664, "\(after)")
    }

    /// Run as another user (nobody), in a folder anyone may write: root's files that this user
    /// may not write, or may write but would take over by replacing, are refused.
    @Test(.enabled(if: isRoot && FileManager.default.isExecutableFile(atPath: "/usr/bin/setpriv"), "needs root and setpriv"))
    func aFileThisUserMayNotReplaceIsRefused() throws {
        let scratch = try Scratch()
        #expect(chmod(scratch.url.path, 0o777) == 0)
        let locked = try scratch.write("locked.jsonl", "old\n")
        let shared = try scratch.write("shared.jsonl", "old\n")
        #expect(chmod(locked, 0o644) == 0 && chmod(shared, 0o666) == 0)
        let expectations = [(locked, "\(locked): cannot write (Permission denied)"),
                            (shared, "\(shared): belongs to user 0; replacing it would make it this user's (65534)")]
        for (path, message) in expectations {
            let (status, stderr) = try DemoProcess.shell(
                "exec setpriv --reuid=65534 --regid=65534 --clear-groups \"$DEMO\" --headless --trace \"$1\"", arguments: [path])
            #expect(status == 2, "\(stderr)")
            #expect(stderr == "pager-demo: \(message)\n", "\(stderr)")
            #expect(try String(contentsOfFile: path, encoding: .utf8) == "old\n")
            #expect(mode(path)?.user == 0)
        }
        #expect(scratch.files == ["locked.jsonl", "shared.jsonl"], "\(scratch.files)")
    }
}
