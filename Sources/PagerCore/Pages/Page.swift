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
}

extension Page {
    public func drawBackground(in frame: Rect, into list: inout DrawList, context: PageContext) {}

    public func prefetch(in frame: Rect, priority: Int, context: PageContext) {}

    public func elementNode(frame: Rect, selected: Bool) -> ElementNode {
        ElementNode(role: "page", title: title, frame: frame, selected: selected)
    }

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
