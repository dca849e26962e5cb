/// Where a page is relative to the pager's viewport, handed to a ``PageTransition``.
public struct PagePosition: Sendable, Equatable {
    /// The page's offset from the viewport in pages, in the direction the pages advance: 0 in
    /// view, -1 one page before (passed), 1 one page after (coming). It moves continuously with
    /// the pages.
    public var offset: Double
    /// The page's length along the pager's axis, in points.
    public var length: Double
    /// The page's length across the axis, in points.
    public var crossLength: Double
    /// How far apart pages are along the axis (their length plus the spacing), in points: a page
    /// at `offset` slides `offset × stride` from the viewport.
    public var stride: Double

    /// Creates a position (`stride` defaults to `length`: no spacing).
    public init(offset: Double, length: Double, crossLength: Double, stride: Double? = nil) {
        self.offset = offset; self.length = length; self.crossLength = crossLength; self.stride = stride ?? length
    }
}

/// How one page is drawn on top of its slide: moved along the axis, scaled about its centre,
/// faded, its content shifted inside it (parallax), and stacked.
///
/// Lengths are in points along the pager's axis, positive the way the pages advance (right, or
/// left right to left, or down).
public struct PageTransform: Sendable, Equatable {
    /// Added to the page's place on the slide.
    public var translation: Double
    /// Size as a fraction, about the page's centre.
    public var scale: Double
    /// 0 (invisible) to 1.
    public var opacity: Double
    /// Moves what is on the page (not its background) within the page, which clips it.
    public var contentShift: Double
    /// Pages with a lower layer are drawn first (under the others); equal layers in page order.
    public var layer: Int

    /// Creates a transform; the defaults change nothing.
    public init(translation: Double = 0, scale: Double = 1, opacity: Double = 1, contentShift: Double = 0, layer: Int = 0) {
        self.translation = translation; self.scale = scale; self.opacity = opacity
        self.contentShift = contentShift; self.layer = layer
    }

    /// The plain slide.
    public static let identity = PageTransform()

    /// Whether drawing with it is drawing the page as it is.
    public var isIdentity: Bool { self == .identity }
}

/// A page transition: the transform of each page from its position relative to the viewport
/// (ViewPager2's `PageTransformer`, Compose's `graphicsLayer` in a pager), evaluated every frame
/// for every page in view. Write your own with ``init(_:)``, or use a built-in one.
public struct PageTransition: Sendable {
    /// The transform of a page at a position.
    public let transform: @Sendable (PagePosition) -> PageTransform

    /// Whether this is ``slide``, drawn without evaluating any transform.
    let isSlide: Bool

    /// A transition from a closure.
    public init(_ transform: @escaping @Sendable (PagePosition) -> PageTransform) {
        self.transform = transform
        isSlide = false
    }

    private init(slide: Void) {
        transform = { _ in .identity }
        isSlide = true
    }

    /// The pages slide side by side, unchanged (the default).
    public static let slide = PageTransition(slide: ())

    /// The pages slide while their content moves at half their speed: shifted by
    /// `-offset × length / 2`, so it lags behind its page's edge.
    public static let parallax = PageTransition { position in
        PageTransform(contentShift: -position.offset * position.length / 2)
    }

    /// Android's zoom-out page transformer (developer.android.com, "Animate a page swipe with
    /// ViewPager2": `ZoomOutPageTransformer`, MIN_SCALE 0.85, MIN_ALPHA 0.5): for |p| ≤ 1,
    /// `scale = max(0.85, 1 - |p|)`, `opacity = 0.5 + (scale - 0.85) / 0.15 × 0.5`, and the
    /// page moves toward the centre by `m - c / 2`, where `m = length × (1 - scale) / 2` and
    /// `c = crossLength × (1 - scale) / 2`; beyond one page away it is invisible.
    public static let zoom = PageTransition { position in
        let p = position.offset
        guard abs(p) <= 1 else { return PageTransform(opacity: 0) }
        let minimumScale = 0.85, minimumOpacity = 0.5
        let scale = max(minimumScale, 1 - abs(p))
        let along = position.length * (1 - scale) / 2, across = position.crossLength * (1 - scale) / 2
        let towardCentre = along - across / 2
        return PageTransform(translation: p < 0 ? towardCentre : -towardCentre, scale: scale,
                             opacity: minimumOpacity + (scale - minimumScale) / (1 - minimumScale) * (1 - minimumOpacity))
    }

    /// The page being left stays in place, fading and shrinking under the one arriving, which
    /// slides in over it: Android's depth page transformer (the same guide's
    /// `DepthPageTransformer`, MIN_SCALE 0.75) with the roles of the two sides swapped, so that
    /// it is the page going away, not the one coming, that recedes. For `-1 ≤ p < 0`:
    /// `translation = -p × stride` (it holds still), `opacity = 1 + p`,
    /// `scale = 0.75 + 0.25 × (1 + p)`, drawn under; other pages slide unchanged.
    public static let depth = PageTransition { position in
        let p = position.offset
        guard p < 0 else { return .identity }
        guard p >= -1 else { return PageTransform(opacity: 0, layer: -1) }
        let minimumScale = 0.75
        return PageTransform(translation: -p * position.stride, scale: minimumScale + (1 - minimumScale) * (1 + p),
                             opacity: 1 + p, layer: -1)
    }
}
