import SystemIO

/// Window titles and application ids cut to what every display protocol carries.
///
/// libwayland 1.21 (Debian 12) sends each message through a connection buffer of 4,096 bytes
/// (`struct wl_ring_buffer` in its connection.c), header and string length included:
/// `xdg_toplevel.set_title` or `set_app_id` with a longer string cannot be sent ("Data too big
/// for buffer"), which libwayland treats as a fatal error of the whole connection, and SDL 2.26, waiting for the window's first configure
/// on that dead connection, loops for ever. X11 carries longer titles, but no title bar shows
/// a kilobyte of text, so every driver gets the same cut.
public enum WindowTitle {
    /// The most bytes of UTF-8 a title keeps, the ellipsis included: well under a Wayland
    /// message.
    public static let byteLimit = 1024
    /// What ends a title that was cut.
    public static let ellipsis = "\u{2026}"

    /// `text` unchanged when it fits in ``byteLimit`` bytes of UTF-8 (and has no NUL, which would
    /// end a C string early); else its longest prefix of whole characters that fits with
    /// ``ellipsis`` after it. A NUL and what follows it are dropped.
    public static func fitted(_ text: String, byteLimit: Int = byteLimit) -> String {
        let visible = text.firstIndex(of: "\0").map { String(text[..<$0]) } ?? text
        guard visible.utf8.count > byteLimit else { return visible }
        let budget = max(byteLimit - ellipsis.utf8.count, 0)
        var kept = ""
        var bytes = 0
        for character in visible {
            let size = character.utf8.count
            guard bytes + size <= budget else { break }
            kept.append(character)
            bytes += size
        }
        return kept + ellipsis
    }

    /// Cuts the environment variables SDL names a window's class or app id by
    /// (`SDL_VIDEO_WAYLAND_WMCLASS`, `SDL_VIDEO_X11_WMCLASS`) to ``byteLimit`` bytes, before the
    /// video subsystem reads them.
    static func fitEnvironment() {
        for name in ["SDL_VIDEO_WAYLAND_WMCLASS", "SDL_VIDEO_X11_WMCLASS"] {
            guard let value = Environment.variable(name) else { continue }
            let fitted = fitted(value)
            if fitted != value { Environment.set(name, fitted) }
        }
    }
}
