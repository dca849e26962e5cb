import Foundation
import Glibc
import Testing

/// Output and input names at the edges: an empty one is refused on the command line, naming the
/// option; one as long as the file system takes is written.
@Suite(.tags(.process)) struct OutputNameTests {
    private static let pngSignature: [UInt8] = [0x89, 0x50, 0x4E, 0x47]

    /// An empty name is refused on the command line, naming the option, before any work.
    @Test(arguments: ["--state", "--trace", "--screenshot", "--dump-tree", "--config", "--script", "--record"])
    func anEmptyNameIsRefusedNamingTheOption(_ flag: String) throws {
        let scratch = try Scratch()
        let run = try DemoProcess.run(["--headless", flag, ""], timeout: 30)
        #expect(run.result.status == 2)
        #expect(run.result.stderr == "pager-demo: command line: \(flag): empty file name\n", "\(run.result.stderr)")
        #expect(scratch.files.isEmpty)
    }

    /// Names of 250 and 255 bytes (Linux's longest) are written: the temporary file beside each
    /// has a short name of its own.
    @Test(arguments: [250, 255]) func theLongestNamesAreWritten(_ length: Int) throws {
        let scratch = try Scratch()
        let trace = scratch.path(String(repeating: "t", count: length - 6) + ".jsonl")
        let shot = scratch.path(String(repeating: "s", count: length - 4) + ".png")
        let result = try DemoProcess.run(["--headless", "--trace", trace, "--screenshot", shot])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(try String(contentsOfFile: trace, encoding: .utf8).hasPrefix("{\"frame\":0,"))
        #expect(Array(try [UInt8](Data(contentsOf: URL(fileURLWithPath: shot))).prefix(4)) == Self.pngSignature)
        #expect(scratch.files.count == 2, "nothing else left: \(scratch.files)")
    }
}
