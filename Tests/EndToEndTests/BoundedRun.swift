import Foundation
import Glibc
import Testing

extension DemoProcess {
    /// What a run with a time bound left.
    struct BoundedResult {
        var result: Result
        /// Wall-clock seconds from start to exit (or to the kill).
        var seconds: Double
        /// Whether it was still running after the bound and had to be killed.
        var timedOut: Bool
    }

    /// Runs the demo (or another `program`: an example, a tool) and collects what it leaves;
    /// kills it if it is still running after `timeout` seconds (nil: waits for ever), so a
    /// program that never ends fails its test instead of hanging the suite.
    static func run(_ arguments: [String], environment: [String: String]? = nil,
                    timeout: Double?, program: URL = executable) throws -> BoundedResult {
        let process = Process()
        process.executableURL = program
        process.arguments = arguments
        if let environment { process.environment = environment }
        let out = Pipe(), err = Pipe()
        process.standardOutput = out
        process.standardError = err
        let exited = DispatchSemaphore(value: 0)
        process.terminationHandler = { _ in exited.signal() }
        let start = Date()
        try process.run()
        // Read while it runs: a child that fills a pipe (64 KiB) would otherwise never exit.
        let output = PipeReader(out), errors = PipeReader(err)
        let timedOut = exited.wait(timeout: timeout.map { .now() + $0 } ?? .distantFuture) == .timedOut
        if timedOut {
            // SIGKILL: the child inherits this thread's blocked signals, SIGTERM among them.
            kill(process.processIdentifier, SIGKILL)
            exited.wait()
        }
        let seconds = Date().timeIntervalSince(start)
        let result = Result(status: process.terminationStatus, stdout: output.text, stderr: errors.text)
        return BoundedResult(result: result, seconds: seconds, timedOut: timedOut)
    }
}

/// Reads a pipe to its end on another thread.
final class PipeReader: @unchecked Sendable {
    // @unchecked: `data` is written once, on the reading thread, before `done` is signalled,
    // and read only after waiting for `done`.
    private var data = Data()
    private let done = DispatchSemaphore(value: 0)

    init(_ pipe: Pipe) {
        let handle = pipe.fileHandleForReading
        DispatchQueue.global().async {
            self.data = handle.readDataToEndOfFile()
            self.done.signal()
        }
    }

    /// Everything read, once the writer has closed the pipe.
    var text: String {
        done.wait()
        return String(decoding: data, as: UTF8.self)
    }
}

/// An Xvfb of a test's own, on a display number it picks itself, so the test can kill it.
final class PrivateXServer {
    static let executable = "/usr/bin/Xvfb"
    static var available: Bool { FileManager.default.isExecutableFile(atPath: executable) }

    /// The display name, e.g. ":3".
    let display: String
    private let process = Process()

    /// Starts the server and waits (up to 10 s) until it accepts clients.
    init() throws {
        process.executableURL = URL(fileURLWithPath: Self.executable)
        // -displayfd: Xvfb takes the first free display number and writes it to that descriptor
        // once it accepts clients (Xserver(1)); -noreset, as a desktop's server does not reset.
        process.arguments = ["-displayfd", "1", "-screen", "0", "1280x1024x24", "-nolisten", "tcp", "-noreset"]
        let out = Pipe()
        process.standardOutput = out
        process.standardError = FileHandle.nullDevice
        try process.run()
        var text = ""
        let descriptor = out.fileHandleForReading.fileDescriptor
        var ready = pollfd(fd: descriptor, events: Int16(POLLIN), revents: 0)
        while !text.hasSuffix("\n"), poll(&ready, 1, 10_000) > 0 {
            var byte: UInt8 = 0
            guard read(descriptor, &byte, 1) == 1 else { break }
            text.append(Character(UnicodeScalar(byte)))
        }
        let number = text.trimmingCharacters(in: .whitespacesAndNewlines)
        guard !number.isEmpty, Int(number) != nil else {
            process.terminate()
            throw CocoaError(.executableLoad, userInfo: [NSLocalizedDescriptionKey: "Xvfb did not start"])
        }
        display = ":" + number
    }

    /// The test's environment with DISPLAY naming this server.
    var environment: [String: String] {
        var environment = ProcessInfo.processInfo.environment
        environment["DISPLAY"] = display
        return environment
    }

    /// Kills the server, as a crash would, and waits for it to be gone. SIGKILL, because a
    /// child started from a test's thread inherits that thread's blocked signals (SIGTERM among
    /// them); the kernel closes every client's connection all the same. The lock file and
    /// socket a killed server leaves behind are removed, so the number is free again.
    func stop() {
        kill(process.processIdentifier, SIGKILL)
        process.waitUntilExit()
        let number = display.dropFirst()
        for path in ["/tmp/.X\(number)-lock", "/tmp/.X11-unix/X\(number)"] { unlink(path) }
    }

    deinit { if process.isRunning { stop() } }
}
