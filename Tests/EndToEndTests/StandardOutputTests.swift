import Foundation
import Glibc
import Testing

/// An output named `/dev/stdout`, `-` or `/dev/fd/N` is written through that descriptor, as it
/// is, whatever it leads to: with stdout redirected to a file the trace goes into the file the
/// shell opened (not a new file renamed over it, which left the shell's file unlinked and broke
/// `>>`); into a pipe, as a stream.
@Suite(.tags(.process))
struct StandardOutputTests {
    func inode(_ path: String) -> ino_t? {
        var info = stat()
        return lstat(path, &info) == 0 && info.st_mode & S_IFMT == S_IFREG ? info.st_ino : nil
    }

    func traceLines(_ text: String) -> [Substring] {
        text.split(separator: "\n")
    }

    @Test(arguments: ["/dev/stdout", "-", "/dev/fd/1", "/proc/self/fd/1"])
    func aTraceToStdoutRedirectedToAFileGoesIntoThatFile(name: String) throws {
        let scratch = try Scratch()
        _ = try scratch.write("s.script", "100 key Right\n")
        let out = try scratch.write("out.jsonl", "")
        let before = try #require(inode(out))
        let (status, stderr) = try DemoProcess.shell("cd \"$1\" && \"$DEMO\" --headless --script s.script --trace \"$2\" >> out.jsonl",
                                                     arguments: [scratch.url.path, name])
        #expect(status == 0, "\(stderr)")
        #expect(inode(out) == before, "out.jsonl is the same regular file, not replaced by a rename")
        let lines = traceLines(try String(contentsOfFile: out, encoding: .utf8))
        #expect(lines.count > 10 && lines.allSatisfy { $0.hasPrefix("{\"frame\":") }, "\(lines.count) trace lines")
        #expect(scratch.files == ["out.jsonl", "s.script"], "no file named \(name), no temporary file: \(scratch.files)")
    }

    /// `>>` keeps what was there: the trace is written at the descriptor's offset.
    @Test func anAppendingRedirectKeepsWhatTheFileHeld() throws {
        let scratch = try Scratch()
        let out = try scratch.write("out.jsonl", "earlier\n")
        let (status, stderr) = try DemoProcess.shell("\"$DEMO\" --headless --trace /dev/stdout >> \"$1\"", arguments: [out])
        #expect(status == 0, "\(stderr)")
        let lines = traceLines(try String(contentsOfFile: out, encoding: .utf8))
        #expect(lines.first == "earlier" && lines.count >= 2 && lines[1].hasPrefix("{\"frame\":0"), "\(lines.prefix(2))")
    }

    @Test(arguments: ["/dev/stdout", "-"])
    func aTraceToStdoutThatIsAPipeIsStreamedIntoIt(name: String) throws {
        let scratch = try Scratch()
        _ = try scratch.write("s.script", "100 key Right\n")
        let (status, stderr) = try DemoProcess.shell(
            "cd \"$1\" && \"$DEMO\" --headless --script s.script --trace \"$2\" | cat > piped.jsonl", arguments: [scratch.url.path, name])
        #expect(status == 0, "\(stderr)")
        let lines = traceLines(try String(contentsOfFile: scratch.path("piped.jsonl"), encoding: .utf8))
        #expect(lines.count > 10 && lines.allSatisfy { $0.hasPrefix("{\"frame\":") }, "\(lines.count) trace lines")
        #expect(scratch.files == ["piped.jsonl", "s.script"], "\(scratch.files)")
    }

    /// Several outputs may share the descriptor, as they may share a device.
    @Test func theTraceAndTheTreeMayShareStdout() throws {
        let scratch = try Scratch()
        let out = scratch.path("both.txt")
        let (status, stderr) = try DemoProcess.shell("cd \"$1\" && \"$DEMO\" --headless --trace /dev/stdout --dump-tree - > both.txt",
                                                     arguments: [scratch.url.path])
        #expect(status == 0, "\(stderr)")
        let text = try String(contentsOfFile: out, encoding: .utf8)
        // Both arrive whole, in the order they are written (the tree at the end, the trace as it goes).
        #expect(text.contains("{\"frame\":0,") && text.contains("\"role\": \"window\""), "\(text.prefix(200))")
        #expect(scratch.files == ["both.txt"], "\(scratch.files)")
    }

    /// A descriptor that is not open, or open only for reading, is refused before the run.
    @Test func aClosedOrReadOnlyDescriptorIsOneLineAndExitTwo() throws {
        let (closed, closedError) = try DemoProcess.shell("\"$DEMO\" --headless --trace /dev/fd/7 7>&-")
        #expect(closed == 2 && closedError.split(separator: "\n").count == 1 && closedError.contains("/dev/fd/7"), "\(closedError)")
        let (readOnly, readOnlyError) = try DemoProcess.shell("\"$DEMO\" --headless --trace /dev/fd/7 7</dev/null")
        #expect(readOnly == 2 && readOnlyError.split(separator: "\n").count == 1 && readOnlyError.contains("reading"),
                "\(readOnlyError)")
    }
}
