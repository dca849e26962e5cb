import CSDL2
import SystemIO

/// Starts SDL's video subsystem for a window, on a driver that shows one.
///
/// SDL 2.26 tries its drivers in order and, when no display answers, falls back to `offscreen`
/// (renders into memory) or `dummy` (renders nowhere): a window run then goes on for ever with
/// nothing on screen. Those are refused with the one-line "no display" error instead.
enum VideoSubsystem {
    /// SDL's video drivers that show nothing (`evdev` is the dummy driver reading input devices).
    static let invisibleDrivers: Set<String> = ["offscreen", "dummy", "evdev"]

    /// Where Xlib reads its compose table from instead of the locale's (libX11's `XCOMPOSEFILE`).
    ///
    /// SDL's X11 driver opens an input method as the video subsystem starts (`XOpenIM`), and
    /// Xlib's built-in one parses the locale's whole compose table then: for UTF-8 locales
    /// 512 KB of text, about 49M instructions (12 ms of CPU) on every window's start. Windows
    /// here take key presses and no text, so nothing composes; the table is an empty file for
    /// the start (`/dev/null`), and a compose file the user names is read as always.
    static let composeFileVariable = "XCOMPOSEFILE"

    /// Starts the subsystem unless it runs already; returns the driver's name ("x11", ...).
    /// - Throws: ``SDLError`` when no driver with a display starts.
    static func start(environment: [String: String] = Environment.all) throws -> String {
        if SDL_WasInit(UInt32(SDL_INIT_VIDEO)) == 0 {
            // An SDL_VIDEODRIVER the user set wins over this hint (SDL reads the variable first).
            let tried = candidates(environment: environment)
            SDL_SetHint(SDL_HINT_VIDEODRIVER, tried.joined(separator: ","))
            // Only for X11 first: SDL's Wayland driver reads the variable through xkbcommon, which
            // parses no more than the keys it needs and rejects an empty file on stderr.
            let skipsCompose = tried.first == "x11" && Environment.variable(Self.composeFileVariable) == nil
            if skipsCompose { Environment.set(Self.composeFileVariable, "/dev/null") }
            defer { if skipsCompose { Environment.unset(Self.composeFileVariable) } }
            guard SDL_InitSubSystem(UInt32(SDL_INIT_VIDEO)) == 0 else {
                // SDL's own text for the list ("x11,KMSDRM not available") reads like a typo.
                let reason = environment["SDL_VIDEODRIVER"] == nil
                    ? "none of SDL's video drivers (\(tried.joined(separator: ", "))) could open one"
                    : String(cString: SDL_GetError())
                throw SDLError(message: noDisplay(reason, environment: environment))
            }
        }
        let driver = SDL_GetCurrentVideoDriver().map { String(cString: $0) } ?? ""
        if invisibleDrivers.contains(driver) {
            SDL_QuitSubSystem(UInt32(SDL_INIT_VIDEO))
            throw SDLError(message: noDisplay("SDL's \"\(driver)\" video driver shows no window", environment: environment))
        }
        return driver
    }

    /// SDL's drivers to try, in order, without the invisible ones. SDL 2.26 puts `x11` first;
    /// in a Wayland session (`WAYLAND_DISPLAY` set, which the compositor exports to its clients)
    /// `wayland` goes first instead, so the window is the compositor's own and follows its
    /// output scale, and `x11` (XWayland, when DISPLAY is set) stays behind it in case the
    /// Wayland driver does not start: SDL tries a hint's list in order. Outside a session
    /// `wayland` is left out where it cannot connect: libwayland finds its socket through
    /// `WAYLAND_DISPLAY` or in `XDG_RUNTIME_DIR` (wl_display_connect(3)), and with neither it
    /// prints a complaint of its own, a second line on stderr. Trying the rest takes milliseconds.
    static func candidates(environment: [String: String]) -> [String] {
        let available = (0..<SDL_GetNumVideoDrivers()).compactMap { index in
            SDL_GetVideoDriver(index).map { String(cString: $0) }
        }
        return order(available, environment: environment)
    }

    /// ``candidates(environment:)`` for SDL's drivers `available`, in SDL's order.
    static func order(_ available: [String], environment: [String: String]) -> [String] {
        let visible = available.filter { !invisibleDrivers.contains($0) }
        guard visible.contains("wayland") else { return visible }
        if environment["WAYLAND_DISPLAY"] != nil {
            return ["wayland"] + visible.filter { $0 != "wayland" }
        }
        return environment["XDG_RUNTIME_DIR"] != nil ? visible : visible.filter { $0 != "wayland" }
    }

    /// The one-line "no display" message: `reason`, then the displays the environment names
    /// (`WAYLAND_DISPLAY=wayland-1, DISPLAY=:99`), so a display that names no server is seen
    /// at once, or that none is named.
    static func noDisplay(_ reason: String, environment: [String: String]) -> String {
        let named = ["WAYLAND_DISPLAY", "DISPLAY"].compactMap { name in
            environment[name].map { "\(name)=\(printable($0))" }
        }
        let hint = named.isEmpty ? "DISPLAY and WAYLAND_DISPLAY are unset; set one, or use --headless"
                                 : "tried \(named.joined(separator: ", ")); use --headless to run without a window"
        return "no display: \(reason) (\(hint))"
    }

    /// `value` with control characters shown as `?`, so the message stays one line, and quoted
    /// when empty or when it has spaces, so its ends are seen.
    private static func printable(_ value: String) -> String {
        let shown = String(String.UnicodeScalarView(value.unicodeScalars.map {
            $0.value < 0x20 || (0x7F...0x9F).contains($0.value) ? "?" : $0
        }))
        return shown.isEmpty || shown.contains(" ") ? "\"\(shown)\"" : shown
    }
}
