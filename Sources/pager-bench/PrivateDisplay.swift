import SystemIO

/// The X display for the window scenarios: `DISPLAY` when set, else a private Xvfb that this
/// process starts (first free display number from :91) and stops by its PID.
final class PrivateDisplay {
    /// The display name to give children, or nil when there is none.
    let name: String?
    /// Why there is no display.
    let problem: String?
    private let server: ChildProcess?

    init(size: (Int, Int)) {
        if let display = Environment.variable("DISPLAY"), !display.isEmpty {
            name = display
            problem = nil
            server = nil
            return
        }
        let candidates = ["/usr/bin/Xvfb", "/usr/local/bin/Xvfb"]
        guard let xvfb = candidates.first(where: FileSystem.isExecutableFile) else {
            (name, problem, server) = (nil, "skipped: DISPLAY is unset and there is no Xvfb (apt-get install xvfb)", nil)
            return
        }
        var number = 91
        while FileSystem.exists("/tmp/.X\(number)-lock") || FileSystem.exists("/tmp/.X11-unix/X\(number)") {
            number += 1
        }
        // With -displayfd 3, Xvfb writes the display number to descriptor 3 once it accepts
        // clients: that line is the signal to wait for, and end of file means it gave up.
        // -noreset: by default Xvfb resets itself whenever its last client leaves, and a scenario
        // launched straight after the previous one waited 20-50 ms in SDL_Init for that reset
        // to finish. On a desktop the server never resets between programs.
        let process: ChildProcess
        do {
            process = try ChildProcess(executable: xvfb,
                                       arguments: [":\(number)", "-screen", "0", "\(size.0)x\(size.1)x24", "-nolisten", "tcp", "-noreset",
                                                   "-displayfd", "3"],
                                       descriptors: [1: .discarded, 2: .discarded, 3: .captured])
        } catch {
            (name, problem, server) = (nil, "skipped: cannot start Xvfb (\(error))", nil)
            return
        }
        guard process.readOutputLine(timeoutMilliseconds: 5000) == String(number) else {
            process.terminate()
            (name, problem, server) = (nil, "skipped: Xvfb :\(number) did not start", nil)
            return
        }
        (name, problem, server) = (":\(number)", nil, process)
    }

    /// Whether this process started the server (so the table can say so).
    var isPrivate: Bool { server != nil }

    func stop() {
        server?.terminate()
    }

    deinit { stop() }
}
