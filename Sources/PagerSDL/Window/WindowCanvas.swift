import CSDL2
import Glibc
import SystemIO
import PagerCore

/// A real, resizable window drawing in points scaled to the window's pixels, with SDL's software
/// renderer on the window surface or an accelerated, vsync'd one (software as its fallback).
///
/// The convenience layer, with ``EventPump``: it starts SDL's video subsystem and makes the
/// window itself. A program with a window of its own draws with ``DrawListRenderer`` directly.
///
/// Software is the default: under Xvfb and Mesa the accelerated renderer is OpenGL on llvmpipe,
/// which loads the whole GL stack (about 100 MB more resident memory and a slower first frame)
/// for no faster frames at this size.
public final class WindowCanvas: Canvas {
    public let renderer: DrawListRenderer
    let window: OpaquePointer
    /// The renderer the draw lists go to (SDL's software renderer on the framebuffer's surface
    /// when there is one).
    private var sdlRenderer: OpaquePointer
    /// The software path's own framebuffer on Wayland; nil where the window has one (X11) or
    /// the renderer is accelerated.
    private var framebuffer: SoftwareFramebuffer?
    /// Extra scale on top of the display's own (the `--scale` option).
    public let userScale: Double
    /// The display's refresh rate in Hz (60 when SDL cannot tell).
    public private(set) var refreshRate: Double
    /// Whether the renderer promised vsync (Xvfb accepts the flag but does not throttle).
    public let requestedVSync: Bool
    /// SDL's name for the renderer in use ("software", "opengl", ...).
    public let rendererName: String

    /// The window's WM_CLASS / app id, the name of the .desktop file (Assets/pager.desktop).
    public static let applicationID = "pager"

    /// Opens a window. Throws ``SDLError`` when there is no display.
    /// - Parameters:
    ///   - title: the window's title, cut to ``WindowTitle/byteLimit`` bytes.
    ///   - size: the window's size in points.
    ///   - userScale: pixels per point on top of the display's own; nil takes the desktop's
    ///     scale (``desktopScale(environment:)``).
    ///   - fonts: the faces the window's text is drawn with.
    ///   - accelerated: an accelerated renderer with vsync (OpenGL under X11) instead of the
    ///     software renderer.
    public init(title: String, size: Size, userScale: Double?, fonts: FontLibrary, accelerated: Bool = false) throws {
        SDL_SetHint(SDL_HINT_VIDEO_X11_NET_WM_BYPASS_COMPOSITOR, "0")
        // Fingers arrive as fingers only: SDL's mouse made from the first finger would give the
        // scene every touch twice (and a second finger's moves as the pointer's).
        SDL_SetHint(SDL_HINT_TOUCH_MOUSE_EVENTS, "0")
        // The click that focuses the window acts too, as in GTK and Qt programs: under X11, SDL
        // drops a press it handles within 10 ms of a focus change, so with a click-to-focus
        // window manager the first tap on a tab of a window in the background did nothing.
        // (SDL_MOUSE_FOCUS_CLICKTHROUGH=0 in the environment still turns it off.)
        SDL_SetHint(SDL_HINT_MOUSE_FOCUS_CLICKTHROUGH, "1")
        // The desktop matches the window to its .desktop file by these: X11's WM_CLASS and
        // Wayland's app id (SDL 2.26 reads both from the environment; else the executable's name).
        Environment.setDefault("SDL_VIDEO_X11_WMCLASS", Self.applicationID)
        Environment.setDefault("SDL_VIDEO_WAYLAND_WMCLASS", Self.applicationID)
        WindowTitle.fitEnvironment()
        let driver = try VideoSubsystem.start()
        if driver == "x11" { DisplayLoss.watchX11() }
        // Both hints are read later, when the renderer and the window surface are made.
        if !accelerated {
            // The environment variable SDL_RENDER_DRIVER still wins over it.
            SDL_SetHint(SDL_HINT_RENDER_DRIVER, "software")
            SDL_SetHint(SDL_HINT_FRAMEBUFFER_ACCELERATION, Self.framebufferAcceleration(driver: driver))
        }
        let userScale = userScale ?? Self.desktopScale()
        self.userScale = userScale
        var flags = SDL_WINDOW_RESIZABLE.rawValue | SDL_WINDOW_ALLOW_HIGHDPI.rawValue | SDL_WINDOW_SHOWN.rawValue
        // An OpenGL renderer on a window made without this flag destroys it and makes another
        // (SDL_RecreateWindow): the window shown first was gone a moment later, with a new id,
        // and anything that had found it (xdotool, a window manager's placement) lost it.
        if accelerated { flags |= SDL_WINDOW_OPENGL.rawValue }
        // Cut to the driver's pixel limit as if the display's own scale were 1; updateScale()
        // cuts again once the window's drawable scale is known.
        let side = DrawableLimit.side(driver: driver)
        let limit = DrawableLimit.points(side: side, atScale: userScale)
        let allowed = Size(width: min(size.width, limit), height: min(size.height, limit))
        let width = clampInt((allowed.width * userScale).rounded()), height = clampInt((allowed.height * userScale).rounded())
        let centered = Int32(SDL_WINDOWPOS_CENTERED_MASK)
        guard let window = SDL_CreateWindow(WindowTitle.fitted(title), centered, centered, width, height, flags) else {
            throw SDLError("SDL_CreateWindow")
        }
        SDL_SetWindowMinimumSize(window, 1, 1)
        if driver == "wayland" { DisplayLoss.watchWayland(window: window) }
        if driver == "x11" { KeyReleaseFilter.install(window: window) }
        WindowIcon.set(on: window, fonts: fonts)
        var vsync = accelerated
        framebuffer = !accelerated && driver == "wayland" ? SoftwareFramebuffer(window: window) : nil
        var created = accelerated
            ? SDL_CreateRenderer(window, -1, SDL_RENDERER_ACCELERATED.rawValue | SDL_RENDERER_PRESENTVSYNC.rawValue)
            : framebuffer?.softwareRenderer ?? SDL_CreateRenderer(window, -1, SDL_RENDERER_SOFTWARE.rawValue)
        if framebuffer != nil { vsync = true }
        if created == nil {
            vsync = false
            created = SDL_CreateRenderer(window, -1, SDL_RENDERER_SOFTWARE.rawValue)
        }
        guard let sdlRenderer = created else {
            SDL_DestroyWindow(window)
            throw SDLError("SDL_CreateRenderer")
        }
        self.window = window
        self.sdlRenderer = sdlRenderer
        // The software path's texture must hold the whole drawable.
        pixelSide = min(side, framebuffer?.maximumTextureSide ?? side)
        self.requestedVSync = vsync
        var info = SDL_RendererInfo()
        rendererName = SDL_GetRendererInfo(sdlRenderer, &info) == 0 && info.name != nil
            ? String(cString: info.name) : "unknown"
        refreshRate = Self.refreshRate(of: window)
        // The software renderer draws into the window surface (or, on Wayland, the framebuffer's
        // own); opaque fills go there directly.
        let surface: (() -> UnsafeMutablePointer<SDL_Surface>?)?
        if let framebuffer {
            surface = { [unowned framebuffer] in framebuffer.surface }
        } else {
            surface = rendererName == "software" ? { [window] in SDL_GetWindowSurface(window) } : nil
        }
        renderer = DrawListRenderer(renderer: sdlRenderer, text: TextCache(fonts: fonts), surface: surface)
        updateScale()
    }

    /// SDL's framebuffer-acceleration hint for the software renderer's window surface on
    /// `driver`. X11 has a window framebuffer of its own (shared memory images): "0" keeps to
    /// it, because without the hint SDL on X11 opens a hidden OpenGL window just to ask for the
    /// GL vendor before it creates a window surface, loading the GL stack anyway. Wayland (and
    /// any other driver) has none: SDL 2.26's only window surface there is its framebuffer
    /// emulation, a streaming texture of an OpenGL (ES) renderer that each present uploads, and
    /// "0" forbade it ("Couldn't find matching render driver"), so there "1" allows it.
    static func framebufferAcceleration(driver: String) -> String { driver == "x11" ? "0" : "1" }

    /// The desktop's scale factor: `GDK_SCALE` or `QT_SCALE_FACTOR` when set (what GNOME and KDE
    /// export for X11 clients), else the display's DPI over 96 when that is clearly above 1
    /// (rounded to a quarter), else 1. Wayland's per-output scale arrives through the drawable
    /// size instead, which ``updateScale()`` reads.
    public static func desktopScale(environment: [String: String] = Environment.all) -> Double {
        for name in ["GDK_SCALE", "QT_SCALE_FACTOR"] {
            if let text = environment[name], let value = Double(text), value.isFinite, value >= 0.5, value <= 8 {
                return value
            }
        }
        var dpi: Float = 0
        if SDL_GetDisplayDPI(0, &dpi, nil, nil) == 0, dpi > 96 * 1.2, dpi < 96 * 8 {
            return (Double(dpi) / 96 * 4).rounded() / 4
        }
        return 1
    }

    deinit {
        renderer.text.removeAll()
        // The framebuffer's renderers go first: a GL renderer outliving its window crashes.
        if framebuffer == nil { SDL_DestroyRenderer(sdlRenderer) }
        framebuffer = nil
        SDL_DestroyWindow(window)
    }

    /// Window size in screen coordinates (what mouse events use).
    var windowSize: (w: Int32, h: Int32) {
        var w: Int32 = 0, h: Int32 = 0
        SDL_GetWindowSize(window, &w, &h)
        return (w, h)
    }

    /// Drawable size in pixels (larger than the window size on HiDPI).
    var pixelSize: (w: Int32, h: Int32) {
        if let framebuffer { return framebuffer.pixelSize }
        var w: Int32 = 0, h: Int32 = 0
        SDL_GetRendererOutputSize(sdlRenderer, &w, &h)
        return (w, h)
    }

    /// Drawable pixels per screen coordinate (2 on a HiDPI Wayland output, 1 under X11).
    private var displayScale: Double {
        let window = windowSize, pixels = pixelSize
        return window.w > 0 && pixels.w > 0 ? Double(pixels.w) / Double(window.w) : 1
    }

    /// The largest drawable side in pixels (``DrawableLimit``).
    private let pixelSide: Int
    /// The largest window side, in screen coordinates, whose drawable stays within
    /// ``pixelSide``.
    private var maximumSide: Int32 { Int32(DrawableLimit.points(side: pixelSide, atScale: displayScale)) }
    /// The maximum size last given to SDL (a window manager's bound for the user's resizes).
    private var maximumSideSet: Int32 = 0

    /// SDL's window id, for events addressed to this window.
    public var windowID: UInt32 { SDL_GetWindowID(window) }

    /// The refresh rate of the display the window is on, in Hz (60 where SDL does not know).
    private static func refreshRate(of window: OpaquePointer) -> Double {
        var mode = SDL_DisplayMode()
        let display = SDL_GetWindowDisplayIndex(window)
        return SDL_GetCurrentDisplayMode(display, &mode) == 0 && mode.refresh_rate > 0 ? Double(mode.refresh_rate) : 60
    }

    /// Reads the refresh rate again: the window may have moved to another display, and the
    /// software path paces its frames by it.
    public func updateRefreshRate() { refreshRate = Self.refreshRate(of: window) }

    /// Takes in a new window size (``PlatformEvent/resized(_:)``): the renderer redraws everything,
    /// and the scale and refresh rate are read again. Returns the new size in points.
    public func windowResized() -> Size {
        renderer.invalidate()
        updateScale()
        updateRefreshRate()
        return pointSize
    }

    /// Recomputes pixels per point after a resize or a move to another display, first cutting
    /// the window back to the largest drawable SDL can draw if it grew past it: a window manager keeps to the
    /// maximum size set here, but another client (or none) can configure the window to any
    /// size X allows, and a drawable that large could not be drawn.
    public func updateScale() {
        let limit = maximumSide
        if limit != maximumSideSet {
            SDL_SetWindowMaximumSize(window, limit, limit)
            maximumSideSet = limit
        }
        let window = windowSize
        if window.w > limit || window.h > limit {
            SDL_SetWindowSize(self.window, min(window.w, limit), min(window.h, limit))
        }
        if let framebuffer, framebuffer.matchDrawable() {
            // A new surface: its renderer is new, and the text textures of the old one are gone.
            renderer.text.removeAll()
            sdlRenderer = framebuffer.softwareRenderer
            renderer.retarget(to: sdlRenderer)
        }
        renderer.setScale(displayScale * userScale)
    }

    /// Points per screen coordinate, to turn mouse positions into points.
    public var pointsPerScreenUnit: Double { 1 / userScale }

    public var pointSize: Size {
        let window = windowSize
        return Size(width: Double(window.w) / userScale, height: Double(window.h) / userScale)
    }

    /// Sets the window's size in points (a scripted resize), cut to the largest drawable SDL can draw:
    /// ``pointSize`` is the size it became.
    public func resize(to size: Size) {
        renderer.invalidate()
        let limit = maximumSide
        let width = min(clampInt((size.width * userScale).rounded()), limit)
        let height = min(clampInt((size.height * userScale).rounded()), limit)
        SDL_SetWindowSize(window, max(width, 1), max(height, 1))
        updateScale()
    }

    /// Sets the window title, cut to ``WindowTitle/byteLimit`` bytes.
    public func setTitle(_ title: String) { SDL_SetWindowTitle(window, WindowTitle.fitted(title)) }

    /// Shows the frame; an unchanged frame is already on screen (the software renderer's window
    /// surface keeps it), so it is not sent to the display again, and of a partly changed one
    /// only the damaged rectangles are.
    public func present() {
        if let framebuffer {
            if !renderer.lastFrameUnchanged { framebuffer.present(damage: renderer.lastDamage) }
            return
        }
        renderer.present(in: window)
    }

    public func savePNG(into file: OutputFile) throws {
        let pixels = pixelSize
        try writePNG(from: sdlRenderer, pixelWidth: pixels.w, pixelHeight: pixels.h, into: file)
    }
}
