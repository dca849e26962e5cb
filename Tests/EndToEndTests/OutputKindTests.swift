import Foundation
import Glibc
import Testing

/// Outputs are written according to what the path is: a regular file through a temporary file
/// renamed into place; a symbolic link's target that same way (the link stays a link); a
/// character device or a FIFO in place; a directory or socket never. (Every output used to be
/// renamed over, so `--trace /dev/null` as root turned /dev/null into a regular file.)
@Suite(.tags(.process), .serialized) struct OutputKindTests {
    static let isRoot = getuid() == 0

    func kind(_ path: String) -> mode_t? {
        var info = stat()
        return lstat(path, &info) == 0 ? info.st_mode & S_IFMT : nil
    }

    @Test func fifoWithAReaderGetsTheTraceAndStaysAFIFO() throws {
        let scratch = try Scratch()
        let fifo = scratch.path("trace.fifo")
        #expect(mkfifo(fifo, 0o600) == 0)
        // Opened for reading before the demo starts (non-blocking: no writer yet).
        let reader = open(fifo, O_RDONLY | O_NONBLOCK)
        #expect(reader >= 0)
        defer { close(reader) }
        let script = try scratch.write("s.script", "100 key Right\n")
        let demo = try SpawnedDemo(["--headless", "--script", script, "--trace", fifo], scratch: scratch)
        var received: [UInt8] = []
        var chunk = [UInt8](repeating: 0, count: 65536)
        let drained = SpawnedDemo.poll(timeout: 30) {
            var request = pollfd(fd: reader, events: Int16(POLLIN), revents: 0)
            guard poll(&request, 1, 0) > 0 else { return false }
            let count = read(reader, &chunk, chunk.count)
            if count > 0 { received += chunk[0..<count]; return false }
            return count == 0 && request.revents & Int16(POLLHUP) != 0
        }
        let outcome = try #require(demo.wait(timeout: 30))
        #expect(outcome.ending == .exited(0), "\(outcome.stderr)")
        #expect(drained, "the writer closed the FIFO")
        let lines = String(decoding: received, as: UTF8.self).split(separator: "\n")
        #expect(lines.count > 10 && lines.allSatisfy { $0.hasPrefix("{\"frame\":") }, "\(lines.count) trace lines")
        #expect(kind(fifo) == S_IFIFO, "still a FIFO")
        #expect(!scratch.files.contains { $0.hasSuffix(".tmp") })
    }

    @Test func fifoWithNoReaderIsAnErrorNotAHang() throws {
        try expectAFIFOWithNoReaderEnds(["--headless"])
    }

    /// A window with no script stays until closed: the trace's failure must end it at once.
    @Test(.tags(.display), .enabled(if: ProcessInfo.processInfo.environment["DISPLAY"] != nil, "needs a display (scripts/test starts Xvfb)"))
    func fifoWithNoReaderEndsAWindowRunToo() throws {
        try expectAFIFOWithNoReaderEnds([])
    }

    private func expectAFIFOWithNoReaderEnds(_ mode: [String]) throws {
        let scratch = try Scratch()
        let fifo = scratch.path("nobody.fifo")
        #expect(mkfifo(fifo, 0o600) == 0)
        let demo = try SpawnedDemo(mode + ["--trace", fifo], scratch: scratch)
        let outcome = try #require(demo.wait(timeout: 30), "it hung")
        #expect(outcome.ending == .exited(2))
        #expect(outcome.stderr.contains("nobody.fifo") && outcome.stderr.contains("no process is reading"), "\(outcome.stderr)")
        #expect(kind(fifo) == S_IFIFO, "still a FIFO")
    }

    @Test func symbolicLinksAreFollowedAndStayLinks() throws {
        let scratch = try Scratch()
        _ = try scratch.write("old.jsonl", "old\n")
        try FileManager.default.createSymbolicLink(atPath: scratch.path("link.jsonl"), withDestinationPath: "old.jsonl")
        try FileManager.default.createSymbolicLink(atPath: scratch.path("dangling.png"), withDestinationPath: "made.png")
        let result = try DemoProcess.run(["--headless", "--trace", scratch.path("link.jsonl"),
                                          "--screenshot", scratch.path("dangling.png")])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(kind(scratch.path("link.jsonl")) == S_IFLNK && kind(scratch.path("dangling.png")) == S_IFLNK)
        let trace = try String(contentsOfFile: scratch.path("old.jsonl"), encoding: .utf8)
        #expect(trace.hasPrefix("{\"frame\":0"), "the link's target holds the trace")
        #expect(kind(scratch.path("made.png")) == S_IFREG, "a dangling link's target is created")
        #expect(!scratch.files.contains { $0.hasSuffix(".tmp") })
    }

    @Test func directoriesAndSocketsAreNeverReplaced() throws {
        let scratch = try Scratch()
        try FileManager.default.createDirectory(atPath: scratch.path("dir"), withIntermediateDirectories: true)
        let socketPath = scratch.path("sock")
        let socket = Glibc.socket(AF_UNIX, Int32(SOCK_STREAM.rawValue), 0)
        defer { close(socket) }
        var address = sockaddr_un()
        address.sun_family = sa_family_t(AF_UNIX)
        withUnsafeMutableBytes(of: &address.sun_path) { raw in
            for (index, byte) in socketPath.utf8.enumerated() { raw[index] = byte }
        }
        let bound = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { bind(socket, $0, socklen_t(MemoryLayout<sockaddr_un>.size)) }
        }
        #expect(bound == 0)
        for (flag, path) in [("--trace", scratch.path("dir")), ("--screenshot", socketPath)] {
            let result = try DemoProcess.run(["--headless", flag, path])
            #expect(result.status == 2, "\(flag) \(path): \(result.stderr)")
            #expect(result.stderr.split(separator: "\n").count == 1 && result.stderr.contains(path)
                        && result.stderr.contains("an output must be a file"), "\(result.stderr)")
        }
        #expect(kind(scratch.path("dir")) == S_IFDIR && kind(socketPath) == S_IFSOCK)
    }

    /// A character device is written in place. First a device node of our own (as root: the
    /// same device as /dev/null, in the scratch directory), then, only if that one survived,
    /// /dev/null itself.
    @Test(.enabled(if: isRoot, "making a device node needs root")) func characterDevicesStayDevices() throws {
        let scratch = try Scratch()
        let own = scratch.path("null")
        // makedev(1, 3), a macro Swift cannot call: glibc keeps a small major number in bits 8-19.
        #expect(mknod(own, S_IFCHR | 0o666, dev_t(1 << 8 | 3)) == 0)
        let script = try scratch.write("s.script", "100 key Right\n200 screenshot \(own)\n")
        var result = try DemoProcess.run(["--headless", "--script", script, "--trace", own, "--screenshot", own,
                                          "--dump-tree", own])
        #expect(result.status == 0, "\(result.stderr)")
        try #require(kind(own) == S_IFCHR, "our own device node is still a device")
        result = try DemoProcess.run(["--headless", "--trace", "/dev/null", "--screenshot", "/dev/null"])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(kind("/dev/null") == S_IFCHR, "/dev/null is still a character device")
    }

    @Test func aFailedWriteNamesThePathGivenNotTheTemporaryFile() throws {
        let scratch = try Scratch()
        // A file size limit of 2 KiB (dash counts 512-byte blocks) makes every larger write fail
        // with EFBIG; SIGXFSZ ignored, so the write fails instead of the process dying.
        let (status, stderr) = try DemoProcess.shell("ulimit -f 4; trap '' XFSZ; exec \"$DEMO\" \"$@\"",
                                                     arguments: ["--headless", "--screenshot", scratch.path("s.png")])
        #expect(status == 2)
        #expect(stderr.hasPrefix("pager-demo: \(scratch.path("s.png")): cannot write"), "\(stderr)")
        #expect(!stderr.contains(".tmp"), "\(stderr)")
        #expect(scratch.files.isEmpty, "nothing left: \(scratch.files)")
    }
}
