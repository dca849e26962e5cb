import Foundation

/// The X display for the window scenarios: `DISPLAY` when set, else a private Xvfb that this
/// process starts (first free display number from :91) and stops by its PID.
final class PrivateDisplay {
    /// The display name to give children, or nil when there is none.
    let name: String?
    /// Why there is no display.
    let problem: String?
    private let server: Process?

    init(size: (Int, Int)) {
        if let display = ProcessInfo.processInfo.environment["DISPLAY"], !display.isEmpty {
            name = display
            problem = nil
            server = nil
            return
        }
        let candidates = ["/usr/bin/Xvfb", "/usr/local/bin/Xvfb"]
        guard let xvfb = candidates.first(where: { FileManager.default.isExecutableFile(atPath: $0) }) else {
            (name, problem, server) = (nil, "skipped: DISPLAY is unset and there is no Xvfb (apt-get install xvfb)", nil)
            return
        }
        var number = 91
        while FileManager.default.fileExists(atPath: "/tmp/.X\(number)-lock")
                || FileManager.default.fileExists(atPath: "/tmp/.X11-unix/X\(number)") {
            number += 1
        }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: xvfb)
        process.arguments = [":\(number)", "-screen", "0", "\(size.0)x\(size.1)x24", "-nolisten", "tcp"]
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        do {
            try process.run()
        } catch {
            (name, problem, server) = (nil, "skipped: cannot start Xvfb (\(error))", nil)
            return
        }
        // Xvfb accepts clients once its socket exists.
        var ready = false
        for _ in 0..<200 where process.isRunning {
            if FileManager.default.fileExists(atPath: "/tmp/.X11-unix/X\(number)") { ready = true; break }
            usleep(25_000)
        }
        guard ready else {
            if process.isRunning { process.terminate(); process.waitUntilExit() }
            (name, problem, server) = (nil, "skipped: Xvfb :\(number) did not start", nil)
            return
        }
        (name, problem, server) = (":\(number)", nil, process)
    }

    /// Whether this process started the server (so the table can say so).
    var isPrivate: Bool { server != nil }

    func stop() {
        guard let server, server.isRunning else { return }
        server.terminate()
        server.waitUntilExit()
    }

    deinit { stop() }
}
