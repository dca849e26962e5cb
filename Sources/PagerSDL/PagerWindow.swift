import PagerAccessibility
import PagerCore
import SystemIO

/// A ready window: one call opens it and runs a scene (or a pager of pages) until the user
/// quits, then closes it.
///
/// ```swift
/// try PagerWindow.run(title: "Pager", pages: [ColorPage(title: "First", color: Color(rgb: 0xFF3B30)),
///                                             ColorPage(title: "Second", color: Color(rgb: 0x007AFF))])
/// ```
///
/// The window is resizable and follows the display's scale (HiDPI; `GDK_SCALE` under X11, the
/// output's scale under Wayland, where it opens as a Wayland client when the session is one).
/// Text is drawn in DejaVu Sans or the sans-serif face fontconfig names, with fontconfig's
/// faces for other scripts. Closing the window, Ctrl+Q, Ctrl+W, SIGINT and SIGTERM quit. The
/// loop sleeps while nothing moves and draws at most one frame per display refresh while
/// something does. A program that owns its SDL window and loop uses ``EventTranslator`` and
/// ``DrawListRenderer`` instead.
///
/// Screen readers (Orca, any AT-SPI client) find the window on the desktop's accessibility bus
/// as an application named after the program: the scene's element tree (`DescribedScene`,
/// as `PagerScene` is, its pages describing themselves through `Page.elementNode(frame:selected:)`)
/// with its tabs' actions. Nothing is built for it while no assistive technology listens.
public enum PagerWindow {
    /// Opens a window of `size` points titled `title` and runs the scene `makeScene` makes
    /// (given the text measurer of the window's renderer) until quit. `hooks` hear the window
    /// open, each frame drawn and the window close. With `accessible` (the default) the window
    /// is served to screen readers, as the program's name (`AccessibilityBridge.programName`).
    /// - Throws: ``SDLError`` when no display is available or no font is installed.
    public static func run<S: Scene>(title: String = "Pager", size: Size = Size(width: 480, height: 800),
                                     background: Color = .white, hooks: [any WindowHook] = [], accessible: Bool = true,
                                     scene makeScene: (any TextMeasuring) -> S) throws {
        try run(title: title, size: size, background: background, hooks: hooks, accessible: accessible) { content in
            makeScene(content.measurer)
        }
    }

    /// What a window gives the scene it runs: the measurer of its text, the store of its images
    /// and its pixels per point.
    public struct Content {
        /// Measures text as the window's renderer draws it.
        public let measurer: any TextMeasuring
        /// Decodes and holds the pictures the scene's pages show (`PageContext.images`).
        public let images: ImageStore
        /// The window's pixels per point when it opened (`PageContext.pixelScale`).
        public let pixelScale: Double
    }

    /// ``run(title:size:background:hooks:accessible:scene:)`` for a scene that shows images:
    /// `makeScene` gets the window's ``Content``, whose image store the window's loop keeps (a
    /// frame begins it, and a decode that lands wakes the loop). A `PagerScene` made either way
    /// gets the store and scale in its context by itself.
    public static func run<S: Scene>(title: String = "Pager", size: Size = Size(width: 480, height: 800),
                                     background: Color = .white, hooks: [any WindowHook] = [], accessible: Bool = true,
                                     content makeScene: (Content) -> S) throws {
        let fonts = try FontLibrary.system()
        let canvas = try WindowCanvas(title: title, size: size, userScale: nil, fonts: fonts)
        let program = AccessibilityBridge.programName
        let images = ImageStore(drawingOn: canvas) { StandardError.write("\(program): warning: \($0)\n") }
        let scene = makeScene(Content(measurer: canvas.renderer.text, images: images, pixelScale: canvas.renderer.scale))
        if let pages = scene as? PagerScene {
            pages.context.images = images
            pages.context.pixelScale = canvas.renderer.scale
        }
        var loop = HostLoop(canvas: canvas, driver: FrameDriver(scene: scene), background: background, hooks: hooks,
                            accessibility: accessible ? .forSDLWindow() : nil, title: title, images: images)
        loop.run()
    }

    /// Opens a window and runs a `PagerScene` over `pages` (a tab strip of their titles over
    /// them) until quit.
    public static func run(title: String = "Pager", size: Size = Size(width: 480, height: 800), theme: Theme = Theme(),
                           hooks: [any WindowHook] = [], accessible: Bool = true, pages: [any Page]) throws {
        try run(title: title, size: size, background: theme.background, hooks: hooks, accessible: accessible) { measurer in
            PagerScene(pages: pages, theme: theme, measurer: measurer)
        }
    }
}

/// Something that follows a ready window's life (``PagerWindow``): a recorder, a log. Every call has a default that does nothing.
public protocol WindowHook: AnyObject {
    /// The window is open and the scene has its first size.
    func windowOpened(_ canvas: WindowCanvas, scene: any Scene)
    /// A frame of `scene` was drawn and presented.
    func frameDrawn(_ scene: any Scene)
    /// The window is about to close.
    func windowClosing()
}

extension WindowHook {
    public func windowOpened(_ canvas: WindowCanvas, scene: any Scene) {}
    public func frameDrawn(_ scene: any Scene) {}
    public func windowClosing() {}
}
