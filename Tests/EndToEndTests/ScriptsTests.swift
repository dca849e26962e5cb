import Foundation
import Glibc
import Testing

/// The repository's own commands, run as a user runs them. Each runs in a copy of the scripts
/// with stand-ins on PATH for the slow or system-changing steps (`swift build`, `apt-get`), so
/// what is tested is the script's own work: where paths lead, what it waits for, what it says.
@Suite(.tags(.process), .serialized) struct ScriptsTests {
    /// A copy of scripts/ in a scratch "repository" whose `.build/release/pager-demo` is the
    /// demo built for the tests, and a folder of stand-in programs put first on PATH.
    struct ScriptCopy {
        let scratch: Scratch
        let repository: String
        let bin: String

        init() throws {
            scratch = try Scratch()
            repository = scratch.path("repository")
            bin = scratch.path("bin")
            let manager = FileManager.default
            try manager.createDirectory(atPath: repository + "/scripts", withIntermediateDirectories: true)
            try manager.createDirectory(atPath: repository + "/.build/release", withIntermediateDirectories: true)
            try manager.createDirectory(atPath: bin, withIntermediateDirectories: true)
            for name in ["demo", "setup"] {
                try manager.copyItem(atPath: Toolchain.packageRoot.appendingPathComponent("scripts/\(name)").path,
                                     toPath: repository + "/scripts/\(name)")
            }
            try manager.createSymbolicLink(atPath: repository + "/.build/release/pager-demo",
                                           withDestinationPath: DemoProcess.executable.path)
            // `swift build` stands in as done (the demo it would build is linked above).
            try stub("swift", "exit 0")
            // apt-get records what it was asked and succeeds.
            try stub("apt-get", "echo \"apt-get $*\" >> \"\(scratch.path("apt-get.calls"))\"")
        }

        /// Writes an executable shell script `name` in the stand-ins' folder.
        func stub(_ name: String, _ body: String) throws {
            let path = bin + "/" + name
            try "#!/bin/sh\n\(body)\n".write(toFile: path, atomically: true, encoding: .utf8)
            chmod(path, 0o755)
        }

        /// The environment with the stand-ins first on PATH.
        var environment: [String: String] {
            var environment = ProcessInfo.processInfo.environment
            environment["PATH"] = bin + ":" + (environment["PATH"] ?? "/usr/bin:/bin")
            return environment
        }

        /// What the stand-in apt-get was asked, one call a line.
        var aptCalls: [String] {
            ((try? String(contentsOfFile: scratch.path("apt-get.calls"), encoding: .utf8)) ?? "")
                .split(separator: "\n").map(String.init)
        }
    }

    /// `scripts/demo --headless --screenshot shot.png` from another directory writes shot.png
    /// there, and reads a relative --config and --script from there, like any command (the
    /// script used to change to the repository first, so outputs landed in it and relative
    /// inputs were not found).
    @Test func theDemoScriptResolvesRelativePathsInTheCallersDirectory() throws {
        let copy = try ScriptCopy()
        let caller = copy.scratch.path("caller")
        try FileManager.default.createDirectory(atPath: caller, withIntermediateDirectories: true)
        try FileManager.default.copyItem(atPath: DemoProcess.assets.appendingPathComponent("demo.json").path,
                                         toPath: caller + "/mine.json")
        try "100 key Right\n".write(toFile: caller + "/keys.script", atomically: true, encoding: .utf8)
        let command = "cd \"$1\" && \"$2/scripts/demo\" --headless --config mine.json --script keys.script"
            + " --screenshot shot.png --trace trace.jsonl --dump-tree tree.json"
        let result = try DemoProcess.run(["-c", command, "sh", caller, copy.repository], environment: copy.environment,
                                         timeout: 120, program: URL(fileURLWithPath: "/bin/sh"))
        #expect(!result.timedOut && result.result.status == 0, "\(result.result.stderr)")
        for name in ["shot.png", "trace.jsonl", "tree.json"] {
            #expect(FileManager.default.fileExists(atPath: caller + "/" + name), "\(name) in the caller's directory")
            #expect(!FileManager.default.fileExists(atPath: copy.repository + "/" + name), "\(name) not in the repository")
        }
        let last = try #require(try TraceLine.read(caller + "/trace.jsonl").last)
        #expect(last.page == 1 && last.settled, "the script ran (one page on): \(last)")
        #expect(try Pixels(png: caller + "/shot.png").width == 480)
    }

    /// With another process holding dpkg's lock, scripts/setup says once that it waits, runs
    /// nothing until the lock is free, then installs what is missing with apt-get told to wait
    /// for dpkg's lock itself. The lock is held with flock(1), which apt's own locks (fcntl) do
    /// not see, so a real apt elsewhere on the machine is never held up by this test.
    @Test(.enabled(if: getuid() == 0 && FileManager.default.isExecutableFile(atPath: "/usr/bin/flock")
                   && FileManager.default.isExecutableFile(atPath: "/usr/bin/lslocks"),
                   "needs root, flock and lslocks (util-linux)"))
    func setupWaitsForABusyPackageManager() throws {
        let copy = try ScriptCopy()
        // One package reads as missing, so setup goes on to install it.
        try copy.stub("dpkg-query", "case \"$*\" in *fonts-dejavu-core*) exit 1;; esac\nexec /usr/bin/dpkg-query \"$@\"")
        let holder = Process()
        holder.executableURL = URL(fileURLWithPath: "/usr/bin/flock")
        holder.arguments = ["/var/lib/dpkg/lock-frontend", "/bin/sh", "-c", "echo locked; read line"]
        let holderIn = Pipe(), holderOut = Pipe()
        holder.standardInput = holderIn
        holder.standardOutput = holderOut
        try holder.run()
        defer { try? holderIn.fileHandleForWriting.close(); holder.waitUntilExit() }
        let locked = LineWaiter(holderOut)
        try #require(locked.waitFor("locked", seconds: 30), "flock took the lock")

        let setup = Process()
        setup.executableURL = URL(fileURLWithPath: "/bin/bash")
        setup.arguments = [copy.repository + "/scripts/setup"]
        setup.environment = copy.environment
        let errors = Pipe()
        setup.standardError = errors
        setup.standardOutput = FileHandle.nullDevice
        try setup.run()
        let stderr = LineWaiter(errors)
        let saysItWaits = stderr.waitFor("setup: waiting for the package manager", seconds: 60)
        #expect(saysItWaits, "\(stderr.text)")
        #expect(setup.isRunning && copy.aptCalls.isEmpty, "nothing ran while the lock was held: \(copy.aptCalls)")
        try holderIn.fileHandleForWriting.close()
        setup.waitUntilExit()
        #expect(setup.terminationStatus == 0, "\(stderr.text)")
        let lines = stderr.text.split(separator: "\n")
        #expect(lines.filter { $0.contains("waiting for the package manager") }.count == 1, "one line: \(lines)")
        #expect(lines.first { $0.contains("waiting") }?.contains("flock") == true, "names the holder: \(lines)")
        let calls = copy.aptCalls
        #expect(calls.first == "apt-get update -qq", "\(calls)")
        let install = calls.last ?? ""
        #expect(install.contains("-o DPkg::Lock::Timeout=300") && install.contains("install")
                && install.contains("fonts-dejavu-core"), "\(calls)")
    }

    /// The demo's setup installs libdecor's cairo plugin (the title bar on compositors that
    /// leave decorations to the client), not only the test setup.
    @Test func theDemosSetupInstallsTheDecorationPlugin() throws {
        let copy = try ScriptCopy()
        try copy.stub("dpkg-query", "exit 1")
        let result = try DemoProcess.run([copy.repository + "/scripts/setup"], environment: copy.environment,
                                         timeout: 60, program: URL(fileURLWithPath: "/bin/bash"))
        #expect(result.result.status == 0, "\(result.result.stderr)")
        #expect(copy.aptCalls.last?.contains("libdecor-0-plugin-1-cairo") == true, "\(copy.aptCalls)")
    }

    /// The build needs libdbus's headers (the AT-SPI connection), and the test setup brings the
    /// screen reader's side of AccessibilityClientTests: a session bus, AT-SPI and pyatspi.
    @Test func setupInstallsWhatAccessibilityNeeds() throws {
        let copy = try ScriptCopy()
        try copy.stub("dpkg-query", "exit 1")
        let demo = try DemoProcess.run([copy.repository + "/scripts/setup"], environment: copy.environment,
                                       timeout: 60, program: URL(fileURLWithPath: "/bin/bash"))
        #expect(demo.result.status == 0, "\(demo.result.stderr)")
        #expect(copy.aptCalls.last?.contains("libdbus-1-dev") == true, "\(copy.aptCalls)")
        let test = try DemoProcess.run([copy.repository + "/scripts/setup", "--test"], environment: copy.environment,
                                       timeout: 60, program: URL(fileURLWithPath: "/bin/bash"))
        #expect(test.result.status == 0, "\(test.result.stderr)")
        let install = copy.aptCalls.last ?? ""
        for package in ["dbus-daemon", "dbus-x11", "at-spi2-core", "python3-pyatspi"] {
            #expect(install.contains(" " + package), "\(package) in \(install)")
        }
    }
}

/// Reads a pipe on another thread and lets a test wait, with a deadline, for a line to arrive.
final class LineWaiter: @unchecked Sendable {
    // @unchecked: `buffer` is only touched under `condition`.
    private var buffer = ""
    private var closed = false
    private let condition = NSCondition()

    init(_ pipe: Pipe) {
        let handle = pipe.fileHandleForReading
        Thread.detachNewThread {
            while true {
                let data = handle.availableData
                self.condition.lock()
                if data.isEmpty { self.closed = true } else { self.buffer += String(decoding: data, as: UTF8.self) }
                self.condition.broadcast()
                self.condition.unlock()
                if data.isEmpty { return }
            }
        }
    }

    /// Everything read so far.
    var text: String {
        condition.lock()
        defer { condition.unlock() }
        return buffer
    }

    /// Whether `needle` arrived within `seconds` (false at once when the writer closed without it).
    func waitFor(_ needle: String, seconds: Double) -> Bool {
        let deadline = Date().addingTimeInterval(seconds)
        condition.lock()
        defer { condition.unlock() }
        while !buffer.contains(needle) {
            if closed || !condition.wait(until: deadline) { return buffer.contains(needle) }
        }
        return true
    }
}
