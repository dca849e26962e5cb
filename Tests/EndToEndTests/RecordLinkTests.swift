import Foundation
import Glibc
import Testing

/// `--record DIR` writes each frame as a new file under its name: a symbolic link planted at a
/// frame's name (by another user of a shared folder) is replaced, never written through, and
/// links of stale frames' names go with the stale frames.
@Suite(.tags(.process)) struct RecordLinkTests {
    private func mode(_ path: String) -> (kind: mode_t, permissions: mode_t, user: uid_t, group: gid_t)? {
        var info = stat()
        guard lstat(path, &info) == 0 else { return nil }
        return (info.st_mode & S_IFMT, info.st_mode & 0o7777, info.st_uid, info.st_gid)
    }

    private static let pngSignature: [UInt8] = [0x89, 0x50, 0x4E, 0x47]

    /// A link at a frame's name is replaced by the frame: the file it points to, outside the
    /// folder, keeps its bytes, a dangling link makes no file where it points, and a link at a
    /// stale frame's name is removed with the other stale frames.
    @Test func aLinkAtAFrameNameIsReplacedNeverWrittenThrough() throws {
        let scratch = try Scratch()
        let frames = scratch.path("frames")
        try FileManager.default.createDirectory(atPath: frames, withIntermediateDirectories: true)
        let precious = try scratch.write("precious.txt", "keep me\n")
        try FileManager.default.createSymbolicLink(atPath: frames + "/frame-00000.png", withDestinationPath: precious)
        try FileManager.default.createSymbolicLink(atPath: frames + "/frame-00001.png",
                                                   withDestinationPath: scratch.path("planted.png"))
        try FileManager.default.createSymbolicLink(atPath: frames + "/frame-00042.png", withDestinationPath: precious)

        let result = try DemoProcess.run(["--headless", "--record", frames])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(try String(contentsOfFile: precious, encoding: .utf8) == "keep me\n", "the link's target is untouched")
        #expect(!scratch.exists("planted.png"), "nothing made where a dangling link points")
        let names = try FileManager.default.contentsOfDirectory(atPath: frames).sorted()
        #expect(names == ["frame-00000.png"], "only this run's frame: \(names)")
        #expect(mode(frames + "/frame-00000.png")?.kind == S_IFREG, "the frame is a file of its own, not the link")
        let bytes = try [UInt8](Data(contentsOf: URL(fileURLWithPath: frames + "/frame-00000.png")))
        #expect(Array(bytes.prefix(4)) == Self.pngSignature)
    }
}
