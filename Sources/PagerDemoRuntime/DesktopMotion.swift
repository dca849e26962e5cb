import SystemIO

/// Whether the desktop asks for reduced motion, read once when a window opens.
///
/// GNOME keeps it in `org.gnome.desktop.interface enable-animations` (Settings, Accessibility,
/// Reduce Animation); `gsettings` reads it from dconf without a session bus. Where there is no
/// GNOME, or no gsettings on the PATH, nothing is known and motion stays on. A headless run never
/// asks: its output must not depend on the machine's settings.
enum DesktopMotion {
    /// How long to wait for gsettings before giving up (it answers in a few milliseconds).
    static let timeoutMilliseconds = 500

    /// True when the desktop says animations are off.
    static func prefersReducedMotion(environment: [String: String] = Environment.all) -> Bool {
        guard let desktop = environment["XDG_CURRENT_DESKTOP"], desktop.uppercased().contains("GNOME"),
              let gsettings = executable("gsettings", path: environment["PATH"]) else { return false }
        guard let child = try? ChildProcess(executable: gsettings,
                                            arguments: ["get", "org.gnome.desktop.interface", "enable-animations"],
                                            environment: environment, descriptors: [1: .captured, 2: .discarded])
        else { return false }
        let answer = child.readOutputLine(timeoutMilliseconds: timeoutMilliseconds)
        child.terminate()
        return answer?.trimmingSpaces == "false"
    }

    /// The first executable named `name` in the colon-separated `path`.
    private static func executable(_ name: String, path: String?) -> String? {
        for directory in (path ?? "/usr/bin:/bin").split(separator: ":") {
            let candidate = "\(directory)/\(name)"
            if FileSystem.isExecutableFile(candidate) { return candidate }
        }
        return nil
    }
}

private extension String {
    var trimmingSpaces: String {
        String(drop { $0 == " " || $0 == "\t" }.reversed().drop { $0 == " " || $0 == "\t" }.reversed())
    }
}
