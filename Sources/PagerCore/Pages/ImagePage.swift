/// A page showing one picture in its whole frame, with an optional caption along the bottom
/// over a scrim that keeps the caption legible on any picture (``ImageScrim``).
///
/// Its element (role `image`) is titled with the picture's description (its label, else its
/// file name) and says whether the picture is showing (``ElementNode/loaded``): as of the last
/// time the page was drawn, since the tree is built without the images (a page never drawn
/// counts as not loaded).
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

    /// A page of `image` placed by `mode`, titled `title` (nil: the image's description), with
    /// `caption` along the bottom, on `background` (nil: the theme's background).
    public init(image: ImageSource, title: String? = nil, mode: ImageContentMode = .fit, caption: String? = nil,
                background: Color? = nil) {
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
        lastPhase = list.image(image, in: frame, mode: mode, context: context)?.phase
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

    public func prefetch(in frame: Rect, priority: Int, context: PageContext) {
        _ = context.images.info(for: image, box: frame.size, mode: mode, priority: priority)
    }

    public func elementNode(frame: Rect, selected: Bool) -> ElementNode {
        var loaded = false
        if case .ready = lastPhase { loaded = true }
        return ElementNode(role: "image", title: image.description, frame: frame, selected: selected,
                           subtitle: caption, loaded: loaded)
    }
}
