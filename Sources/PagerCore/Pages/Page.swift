/// A page's content: it draws itself into the rectangle the pager gives it, describes itself
/// for the element tree, and hears when it appears and disappears, so a pager of pages needs no
/// drawing code of its own.
///
/// A pager with a data source (``PagedView/init(dataSource:initialPage:offscreenPageLimit:configuration:)``)
/// makes its pages when they are first needed and lets go of them beyond its offscreen limit;
/// the appearance callbacks follow ``PageLifecycle``'s contract and carry the pager's time.
/// All four do nothing unless the page implements them.
public protocol Page: AnyObject {
    /// The page's title: its tab's title, and its element's.
    var title: String { get }
    /// Appends what lies behind the page's content, filling `frame`: a transition that moves
    /// the content apart from its background (parallax) leaves this in place. Nothing by default.
    func drawBackground(in frame: Rect, into list: inout DrawList, context: PageContext)
    /// Appends the page's content in `frame` (the pager clips it to what shows).
    func draw(in frame: Rect, into list: inout DrawList, context: PageContext)
    /// The page is held off screen, `priority` pages from the current one, and would be drawn
    /// in `frame`: it asks `context.images` for the images it will show with that priority
    /// (asking is how a page says "decode me soon"), drawing nothing. Called as the pager
    /// draws; nothing by default.
    func prefetch(in frame: Rect, priority: Int, context: PageContext)
    /// The page as an element of the tree (role `page`), occupying `frame`.
    func elementNode(frame: Rect, selected: Bool) -> ElementNode
    /// A move that shows the page has started (or it is about to show at once).
    func willAppear(at time: Double)
    /// The pages came to rest on this page.
    func didAppear(at time: Double)
    /// A move away from the page has started (or a move towards it was given up).
    func willDisappear(at time: Double)
    /// The page is out of the pages in view and of every move under way.
    func didDisappear(at time: Double)

    // Interaction: a page with controls or scrolling of its own (``StackPage``). The pager
    // asks the pages in view; a page that draws only needs none of these.

    /// Appends the participants under `point` in the page drawn in `frame`, innermost first (a
    /// button, then the page's scrolling); the pager comes after them, so a drag the page
    /// declines swipes the pages. None by default.
    func collectGestureParticipants(at point: Point, in frame: Rect, into chain: inout [any GestureParticipant])
    /// The pointer hovers at `point` (window points), or left the page or is held by a gesture
    /// (nil). Nothing by default.
    func pointerHovered(at point: Point?)
    /// A key or a mouse wheel's notches while the page is the current one, before the pager
    /// sees them: Tab moves the focus among the page's controls (false when it moves past the
    /// last, so the focus leaves the page), Return and Space press the focused one, a wheel
    /// scrolls the page's content. Returns whether the event was used; false by default.
    func handle(_ event: InputEvent) -> Bool
    /// Moves the page's own motion (its scrolling) on to `time`; called each frame while it is
    /// in view. Nothing by default.
    func advance(to time: Double)
    /// Whether the page's own motion needs frames. False by default.
    var isAnimating: Bool { get }
    /// The frame of the control that has the keyboard focus, for the focus ring; nil by default.
    var focusFrame: Rect? { get }
    /// The page's zoom, for a page that zooms (``ImagePage``, ``ZoomablePage``); nil by default.
    var zoom: PageZoom? { get }
}

extension Page {
    public func drawBackground(in frame: Rect, into list: inout DrawList, context: PageContext) {}

    public func prefetch(in frame: Rect, priority: Int, context: PageContext) {}

    public func elementNode(frame: Rect, selected: Bool) -> ElementNode {
        ElementNode(role: "page", title: title, frame: frame, selected: selected)
    }

    public func collectGestureParticipants(at point: Point, in frame: Rect, into chain: inout [any GestureParticipant]) {}
    public func pointerHovered(at point: Point?) {}
    public func handle(_ event: InputEvent) -> Bool { false }
    public func advance(to time: Double) {}
    public var isAnimating: Bool { false }
    public var focusFrame: Rect? { nil }
    public var zoom: PageZoom? { nil }

    public func willAppear(at time: Double) {}
    public func didAppear(at time: Double) {}
    public func willDisappear(at time: Double) {}
    public func didDisappear(at time: Double) {}

    /// Tells the page `kind` at `time`.
    func deliver(_ kind: PageAppearanceEvent.Kind, at time: Double) {
        switch kind {
        case .willAppear: willAppear(at: time)
        case .didAppear: didAppear(at: time)
        case .willDisappear: willDisappear(at: time)
        case .didDisappear: didDisappear(at: time)
        }
    }
}

/// What a page draws with: the theme's colours and sizes, the text measurer of the renderer,
/// the program's images, and the scene's time.
public struct PageContext {
    /// Colours and sizes.
    public var theme: Theme
    /// Measures text as the renderer will draw it.
    public var measurer: any TextMeasuring
    /// Sizes and load states of images (``NoImages`` by default: every image a placeholder).
    public var images: any ImageProviding
    /// The scene's time in seconds (the last ``Scene/advance(to:)``), for fades such as
    /// ``ImageReveal``.
    public var time: Double
    /// Whether fades and other decorative motion are cut (the desktop's reduced-motion setting).
    public var reducesMotion: Bool
    /// Whether the pager runs right to left: leading alignment is the right edge then. Set by
    /// the pager as it draws its pages.
    public var isRightToLeft = false
    /// The pages' axis: a zoomed page panned to its edge hands the rest of a drag along it to
    /// the pages (``PageZoom``). Set by the pager as it draws its pages.
    public var axis = Axis.horizontal
    /// Screen pixels per point (2 on a doubled display), where ``ImageContentMode/center``
    /// shows one image pixel per screen pixel; 1 by default, a non-finite or non-positive value
    /// counting as 1.
    public var pixelScale: Double

    /// A context of `theme` and `measurer`, showing `images`.
    public init(theme: Theme, measurer: any TextMeasuring, images: any ImageProviding = NoImages.shared,
                time: Double = 0, reducesMotion: Bool = false, pixelScale: Double = 1) {
        self.theme = theme
        self.measurer = measurer
        self.images = images
        self.time = time
        self.reducesMotion = reducesMotion
        self.pixelScale = pixelScale
    }
}
