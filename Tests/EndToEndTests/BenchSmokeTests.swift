import Foundation
import Testing

/// pager-bench runs a short scenario and prints its table. Figures are not checked: speed and
/// memory are the benchmark's to print, never a test's to time.
@Suite(.tags(.process)) struct BenchSmokeTests {
    /// The built `pager-bench`, beside `pager-demo`.
    static let executable = DemoProcess.executable.deletingLastPathComponent().appendingPathComponent("pager-bench")

    @Test func shortTourPrintsOneRowOfTheTable() throws {
        let process = Process()
        process.executableURL = Self.executable
        process.arguments = ["--scenarios", "tour", "--frames", "20", "--launches", "1"]
        let out = Pipe(), err = Pipe()
        process.standardOutput = out
        process.standardError = err
        try process.run()
        let stdout = String(decoding: out.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        let stderr = String(decoding: err.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        #expect(process.terminationStatus == 0, "\(stderr)")
        let lines = stdout.split(separator: "\n")
        #expect(lines.contains { $0.hasPrefix("scenario") && $0.contains("first ms") && $0.contains("RSS MB") })
        let row = try #require(lines.first { $0.hasPrefix("tour ") })
        // scenario, renderer (two words), then the frame count: 20 frames were asked for.
        #expect(row.split(separator: " ", omittingEmptySubsequences: true).dropFirst(3).first == "20", "\(row)")
    }

    @Test func unknownScenarioIsOneLineAndStatus2() throws {
        let process = Process()
        process.executableURL = Self.executable
        process.arguments = ["--scenarios", "nope"]
        let err = Pipe()
        process.standardError = err
        process.standardOutput = Pipe()
        try process.run()
        let stderr = String(decoding: err.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        #expect(process.terminationStatus == 2)
        #expect(stderr.split(separator: "\n").count == 1 && stderr.contains("nope"), "\(stderr)")
    }
}
