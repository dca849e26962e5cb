import Foundation
import Glibc

/// A weston of a test's own, nested in an Xvfb of its own (weston's X11 backend: its headless
/// backend has no seat, and SDL 2.26 crashes on a compositor without one).
final class PrivateWaylandCompositor {
    static let executable = "/usr/bin/weston"
    static var available: Bool {
        PrivateXServer.available && FileManager.default.isExecutableFile(atPath: executable)
    }

    private let server: PrivateXServer
    private let process = Process()
    /// The private XDG_RUNTIME_DIR (mode 0700, as libwayland wants) holding the socket.
    private let runtimeDirectory: URL
    private let socket = "pager-test"
    private var stopped = false

    /// Starts weston with an output of 800x900 pixels at `scale` and waits (up to 10 s) for its
    /// socket.
    init(scale: Int = 1) throws {
        server = try PrivateXServer()
        runtimeDirectory = FileManager.default.temporaryDirectory.appendingPathComponent("pager-wl-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: runtimeDirectory, withIntermediateDirectories: false,
                                                attributes: [.posixPermissions: 0o700])
        process.executableURL = URL(fileURLWithPath: Self.executable)
        process.arguments = ["--backend=x11-backend.so", "--socket=\(socket)", "--width=800", "--height=900",
                             "--scale=\(scale)", "--idle-time=0"]
        var environment = server.environment
        environment["XDG_RUNTIME_DIR"] = runtimeDirectory.path
        environment.removeValue(forKey: "WAYLAND_DISPLAY")
        process.environment = environment
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        try process.run()
        let socketPath = runtimeDirectory.appendingPathComponent(socket).path
        let deadline = Date().addingTimeInterval(10)
        while !FileManager.default.fileExists(atPath: socketPath) && process.isRunning && Date() < deadline {
            usleep(10_000)
        }
        guard FileManager.default.fileExists(atPath: socketPath) else {
            stop()
            throw CocoaError(.executableLoad, userInfo: [NSLocalizedDescriptionKey: "weston did not start"])
        }
    }

    /// A client's environment in this Wayland session: WAYLAND_DISPLAY and XDG_RUNTIME_DIR
    /// name the compositor, and DISPLAY and SDL_VIDEODRIVER are unset, so that only SDL's
    /// wayland driver can open a window (x11 has no server to talk to).
    var environment: [String: String] {
        var environment = ProcessInfo.processInfo.environment
        environment["WAYLAND_DISPLAY"] = socket
        environment["XDG_RUNTIME_DIR"] = runtimeDirectory.path
        environment.removeValue(forKey: "DISPLAY")
        environment.removeValue(forKey: "SDL_VIDEODRIVER")
        return environment
    }

    /// The environment of a client of the X server weston's output is shown in (for capturing
    /// what weston draws, decorations included, with `import -window root`).
    var xEnvironment: [String: String] { server.environment }

    /// Kills weston (SIGKILL, for the reason PrivateXServer.stop gives), then its X server.
    func stop() {
        guard !stopped else { return }
        stopped = true
        if process.isRunning {
            kill(process.processIdentifier, SIGKILL)
            process.waitUntilExit()
        }
        server.stop()
        try? FileManager.default.removeItem(at: runtimeDirectory)
    }

    deinit { stop() }
}
