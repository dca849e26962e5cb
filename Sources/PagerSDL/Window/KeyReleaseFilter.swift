import CSDL2
import Glibc

/// Under X11, a window's key releases reach SDL only for modifier keys (Shift, Control, Alt and
/// the rest of the X server's modifier map); the others are dropped as Xlib reads them.
///
/// SDL 2.26 checks every key release for an auto-repeat by scanning Xlib's whole event queue
/// (`XCheckIfEvent` with a test that never matches), and the scan reads whatever the server has
/// sent meanwhile into that queue. Under a flood of keys (tens of thousands a second through
/// XTEST) the queue grows faster than the scans go through it, and each release costs more than
/// the last: on a busy machine a window stayed at 100% CPU for a minute after the last key, its
/// memory growing. The scene takes key presses only (a release is no input), so the releases
/// SDL needs are the modifiers', for the modifier state each press carries; a key whose release
/// never comes is held as far as SDL knows, and its next press is a repeat (`SDL_KEYDOWN` all
/// the same), as an auto-repeated key's is.
///
/// The filter is Xlib's wire-to-event procedure for KeyRelease (`XESetWireToEvent`), which
/// leaves an event out of the queue by returning False. The modifier map is read once, when the
/// window opens. libX11 is not linked at build time: SDL
/// has loaded it when its x11 driver runs, and only then is there anything to filter.
enum KeyReleaseFilter {
    /// `Bool (*)(Display *, XEvent *, xEvent *)`.
    private typealias WireToEvent = @convention(c) (OpaquePointer?, UnsafeMutableRawPointer?, UnsafeMutableRawPointer?) -> Int32
    /// `WireToEvent XESetWireToEvent(Display *, int event_number, WireToEvent)`.
    private typealias SetWireToEvent = @convention(c) (OpaquePointer?, Int32, WireToEvent?) -> WireToEvent?
    /// `XModifierKeymap *XGetModifierMapping(Display *)` and `int XFreeModifiermap(XModifierKeymap *)`.
    private typealias GetModifierMapping = @convention(c) (OpaquePointer?) -> UnsafeMutableRawPointer?
    private typealias FreeModifierMapping = @convention(c) (UnsafeMutableRawPointer?) -> Int32

    /// KeyRelease in X11/X.h.
    private static let keyRelease: Int32 = 3

    // nonisolated(unsafe): written once on the main thread before the procedure is installed,
    // then only read by it, under Xlib's lock, on the thread that reads the display (the main
    // thread: SDL's video calls are main-thread only).
    /// Xlib's own procedure, which turns the kept releases into events.
    nonisolated(unsafe) private static var original: WireToEvent?
    /// Whether each key code (0...255) is bound to a modifier.
    nonisolated(unsafe) private static var modifierKeys: UnsafeMutablePointer<Bool> = {
        let keys = UnsafeMutablePointer<Bool>.allocate(capacity: 256)
        keys.initialize(repeating: false, count: 256)
        return keys
    }()
    nonisolated(unsafe) private static var installed = false

    /// Installs the filter on the display of `window` (a window of SDL's x11 driver); does
    /// nothing for another driver's window, or a second time.
    static func install(window: OpaquePointer) {
        guard !installed, let display = pager_x11_display(window).map(OpaquePointer.init),
              let library = dlopen("libX11.so.6", RTLD_NOW | RTLD_NOLOAD),
              let setSymbol = dlsym(library, "XESetWireToEvent"),
              let getSymbol = dlsym(library, "XGetModifierMapping"),
              let freeSymbol = dlsym(library, "XFreeModifiermap") else { return }
        // typedef struct { int max_keypermod; KeyCode *modifiermap; } XModifierKeymap: 8
        // modifiers of max_keypermod key codes each, 0 for none.
        guard let map = unsafeBitCast(getSymbol, to: GetModifierMapping.self)(display) else { return }
        let perModifier = Int(map.load(as: Int32.self))
        if let codes = map.load(fromByteOffset: MemoryLayout<UnsafeRawPointer>.stride, as: UnsafePointer<UInt8>?.self) {
            for index in 0..<(8 * perModifier) where codes[index] != 0 { modifierKeys[Int(codes[index])] = true }
        }
        _ = unsafeBitCast(freeSymbol, to: FreeModifierMapping.self)(map)
        installed = true
        original = unsafeBitCast(setSymbol, to: SetWireToEvent.self)(display, keyRelease, filter)
    }

    /// The wire-to-event procedure: a modifier's release goes on to Xlib's own; any other is
    /// left out of the queue. The wire event's second byte is its key code.
    private static let filter: WireToEvent = { display, event, wire in
        guard let wire, let original = KeyReleaseFilter.original else { return 0 }
        let keycode = wire.load(fromByteOffset: 1, as: UInt8.self)
        guard KeyReleaseFilter.modifierKeys[Int(keycode)] else { return 0 }
        return original(display, event, wire)
    }
}
