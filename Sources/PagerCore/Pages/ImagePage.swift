/// A page showing one picture in its whole frame, with an optional caption along the bottom
/// over a scrim that keeps the caption legible on any picture (``ImageScrim``).
///
/// Its element (role `image`) is titled with the picture's description (its label, else its
/// file name) and says whether the picture is showing (``ElementNode/loaded``): as of the last
/// time the page was drawn, since the tree is built without the images (a page never drawn
/// counts as not loaded).
///
/// It zooms (unless made with `zoomable: false`): pinch, double tap, Control + wheel, + / - / 0,
/// up to the scale at which one image pixel covers one screen pixel (at most
/// ``ZoomGeometry/defaultMaximumScale``); zoomed, it pans and hands the rest of a drag to the
/// pages at its edges (``PageZoom``). A zoomed picture is decoded again at the size it covers
/// (in steps of two, so a pinch decodes at most twice), and the page goes back to fit when it
/// disappears. Its element carries the zoom (``ElementNode/zoom``).
public final class ImagePage: Page {
    /// The picture.
    public let image: ImageSource
    /// The page's title (its tab's), the picture's description unless given.
    public let title: String
    /// How the picture is placed in the page.
    public let mode: ImageContentMode
    /// The line along the bottom, if any.
    public let caption: String?
    /// What shows around a fitted picture; nil for the theme's background.
    public let background: Color?
    /// The picture's phase when the page was last drawn; nil before the first draw.
    public private(set) var lastPhase: ImageInfo.Phase?
    /// The page's zoom; nil for a page made not to zoom.
    public let zoom: PageZoom?

    /// A page of `image` placed by `mode`, titled `title` (nil: the image's description), with
    /// `caption` along the bottom, on `background` (nil: the theme's background), zooming
    /// unless `zoomable` is false.
    public init(image: ImageSource, title: String? = nil, mode: ImageContentMode = .fit, caption: String? = nil,
                background: Color? = nil, zoomable: Bool = true) {
        zoom = zoomable ? PageZoom() : nil
        self.image = image
        self.title = title ?? image.description
        self.mode = mode
        self.caption = caption
        self.background = background
    }

    /// The caption's text colour: white, under a black scrim.
    public static let captionText = Color.white
    /// The scrim under the caption: the lightest black on which ``captionText`` keeps 4.5:1
    /// over any picture.
    public static let captionScrim = ImageScrim.color(under: captionText)

    public func drawBackground(in frame: Rect, into list: inout DrawList, context: PageContext) {
        list.fill(frame, background ?? context.theme.background)
    }

    public func draw(in frame: Rect, into list: inout DrawList, context: PageContext) {
        if let zoom {
            var info: ImageInfo?
            list.zoomed(zoom, in: frame) { list in info = list.image(image, in: frame, mode: mode, context: context) }
            lastPhase = info?.phase
            fitZoom(zoom, to: frame, info: info, context: context)
        } else {
            lastPhase = list.image(image, in: frame, mode: mode, context: context)?.phase
        }
        guard let caption, !caption.isEmpty else { return }
        let theme = context.theme
        let style = TextStyle(size: theme.rowTitleSize)
        let (text, size) = context.measurer.fitted(caption, style: style, toFit: max(0, frame.width - 2 * theme.padding))
        let height = size.height + theme.padding
        let scrim = Rect(x: frame.x, y: frame.maxY - height, width: frame.width, height: height)
        list.clipped(to: frame) { list in
            list.fill(scrim, Self.captionScrim)
            list.text(text, at: Point(x: frame.x + theme.padding, y: scrim.y + theme.padding / 2), style: style,
                      color: Self.captionText)
        }
    }

    /// Tells the zoom where the page is and what it shows, and asks for the pixels a zoomed
    /// picture covers: the fitted box times the scale rounded up to a power of two.
    private func fitZoom(_ zoom: PageZoom, to frame: Rect, info: ImageInfo?, context: PageContext) {
        zoom.frame = frame
        var content = frame.size, maximum = ZoomGeometry.defaultMaximumScale
        if let pixels = info?.pixelSize, pixels.width > 0, pixels.height > 0 {
            let shown = mode.frame(forImageOf: pixels, in: frame, scale: context.pixelScale)
            if mode == .fit { content = shown.size }
            maximum = ZoomGeometry.maximumScale(imagePixels: pixels, frame: shown.size, pixelScale: context.pixelScale)
        }
        zoom.update(content: content, maximumScale: maximum, handOffAxis: context.axis, reducesMotion: context.reducesMotion)
        guard zoom.isZoomed else { return }
        var step = 2.0
        while step < zoom.scale && step < ZoomGeometry.defaultMaximumScale { step *= 2 }
        let box = Size(width: frame.width * step, height: frame.height * step)
        _ = context.images.info(for: image, box: box, mode: mode, priority: 0)
    }

    public func collectGestureParticipants(at point: Point, in frame: Rect, into chain: inout [any GestureParticipant]) {
        guard let zoom, frame.contains(point) else { return }
        zoom.frame = frame
        chain.append(zoom)
    }

    public func handle(_ event: InputEvent) -> Bool { zoom?.handle(event) ?? false }

    public func advance(to time: Double) { zoom?.advance(to: time) }

    public var isAnimating: Bool { zoom?.isAnimating ?? false }

    /// Gone from view: back to fit, as iOS Photos leaves a photo swiped away.
    public func didDisappear(at time: Double) { zoom?.reset() }

    public func prefetch(in frame: Rect, priority: Int, context: PageContext) {
        _ = context.images.info(for: image, box: frame.size, mode: mode, priority: priority)
    }

    public func elementNode(frame: Rect, selected: Bool) -> ElementNode {
        var loaded = false
        if case .ready = lastPhase { loaded = true }
        var node = ElementNode(role: "image", title: image.description, frame: frame, selected: selected,
                               subtitle: caption, loaded: loaded)
        node.zoom = zoom?.scale
        return node
    }
}
