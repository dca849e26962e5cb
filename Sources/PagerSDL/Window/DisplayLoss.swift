import CSDL2
import Glibc
import SystemIO

/// What happens when the connection to the display breaks (the X server or the Wayland
/// compositor quit or crashed, an SSH tunnel closed) while a window is open.
///
/// On Wayland, SDL 2.26 turns a broken connection into a quit event, as if the window had been
/// closed; the run loop calls ``checkConnection()`` after each wait, which asks libwayland
/// (`wl_display_get_error`, nonzero once the connection has failed for good) and runs the same
/// step as on X11.
///
/// Xlib then calls its IO error handler, and when the handler returns it prints its own
/// "XIO: fatal IO error" text and exits with status 1 (XSetIOErrorHandler(3): "the client
/// process exits" after the handler returns). The handler installed here runs the step the run
/// loop registered instead, which writes the outputs of what ran, prints the program's own line
/// and ends the process; it never returns to Xlib.
///
/// libX11 is not linked at build time: SDL has already loaded it when its x11 video driver is
/// the one running, and only then is there anything to watch, so `XSetIOErrorHandler` is looked
/// up in the loaded library.
public enum DisplayLoss {
    /// The C signature of an Xlib IO error handler, `int (*)(Display *)`.
    private typealias Handler = @convention(c) (OpaquePointer?) -> Int32
    /// `XIOErrorHandler XSetIOErrorHandler(XIOErrorHandler)`.
    private typealias SetHandler = @convention(c) (Handler?) -> Handler?
    /// `int wl_display_get_error(struct wl_display *)`.
    private typealias GetError = @convention(c) (OpaquePointer?) -> Int32

    // nonisolated(unsafe): both are set on the main thread, before a frame is drawn or when the
    // loop ends, and read by the handler, which Xlib calls on the thread whose X request failed.
    // Only the main thread talks to X (SDL's video calls are main-thread only, and its timer
    // thread only pushes events), so no two threads ever touch them at once.
    nonisolated(unsafe) private static var step: (() -> Never)?
    nonisolated(unsafe) private static var handling = false
    /// The display the line names ("X server :0", "Wayland compositor wayland-0").
    nonisolated(unsafe) private static var displayName: String?
    /// The window's Wayland connection and libwayland's error query, when the window is a
    /// Wayland one (set and read on the main thread only).
    nonisolated(unsafe) private static var wayland: (display: OpaquePointer, getError: GetError)?

    /// Sets what to do when the display is lost; nil only prints the line and ends the process
    /// (``exit(problem:)``). The step must not call into X, OpenGL or SDL's video subsystem
    /// again: they are dead, and a second IO error in it ends the process at once.
    public static func onLoss(_ finish: (() -> Never)?) {
        step = finish
    }

    /// Prints the program's one line about the lost display, with `problem` (an output that
    /// could not be written) after it, and ends the process with status 2 at once: no exit
    /// handlers, which could call into the dead connection.
    public static func exit(problem: String? = nil) -> Never {
        let program = Path.lastComponent(of: CommandLine.arguments.first ?? "pager-demo")
        let display = displayName ?? "X server \(Environment.variable("DISPLAY") ?? "")"
        StandardError.write("\(program): lost the display connection (\(display))"
                            + (problem.map { "; \($0)" } ?? "") + "\n")
        // What the run printed to stdout (selected rows) is still in its buffer.
        fflush(nil)
        _exit(2)
    }

    /// Installs the handler in the libX11 that SDL loaded; does nothing when none is loaded.
    static func watchX11() {
        displayName = "X server \(Environment.variable("DISPLAY") ?? "")"
        guard let library = dlopen("libX11.so.6", RTLD_NOW | RTLD_NOLOAD),
              let symbol = dlsym(library, "XSetIOErrorHandler") else { return }
        let setHandler = unsafeBitCast(symbol, to: SetHandler.self)
        _ = setHandler { _ in DisplayLoss.lost() }
    }

    /// Watches the Wayland connection of `window` (a window of SDL's wayland driver) for
    /// ``checkConnection()``; does nothing for another driver's window.
    static func watchWayland(window: OpaquePointer) {
        guard let display = pager_wayland_display(window),
              let library = dlopen("libwayland-client.so.0", RTLD_NOW | RTLD_NOLOAD),
              let symbol = dlsym(library, "wl_display_get_error") else { return }
        displayName = "Wayland compositor \(Environment.variable("WAYLAND_DISPLAY") ?? "wayland-0")"
        wayland = (display, unsafeBitCast(symbol, to: GetError.self))
    }

    /// Runs the step registered with ``onLoss(_:)`` (which ends the process) if the window's
    /// Wayland connection has failed; returns at once otherwise, and on X11, where Xlib's
    /// handler does the watching.
    public static func checkConnection() {
        guard let wayland, wayland.getError(wayland.display) != 0 else { return }
        lost()
    }

    /// Runs the registered step, once; it ends the process.
    private static func lost() -> Never {
        if handling { exit(problem: "the outputs could not be finished without it") }
        handling = true
        guard let step else { exit() }
        step()
    }
}
