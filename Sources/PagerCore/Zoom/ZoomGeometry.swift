/// Where a zoomed page's content may be: its scale band and, at each scale, how far it may be
/// moved off centre.
///
/// Positions are relative to the viewport's centre. At scale `s` a content point `q` (from the
/// content's centre, unscaled) shows at `offset + s·q`, so content larger than the viewport
/// along an axis may move by half its overflow either way, `|offset| ≤ max(0, s·content − viewport) / 2`,
/// and content that fits is held centred. The band is ``minimumScale`` (the page as laid out,
/// a photo fitted) to ``maximumScale``.
public struct ZoomGeometry: Sendable, Equatable {
    /// The smallest scale at rest: the page as laid out.
    public static let minimumScale = 1.0
    /// The largest scale by default, where the content's own detail does not set one (vector
    /// content, a page of blocks): four times, as iOS Photos allows about a fitted photo.
    public static let defaultMaximumScale = 4.0

    /// The visible page, points.
    public var viewport: Size
    /// The content at scale 1 (a fitted photo's frame; the page itself for any other content),
    /// centred in the viewport.
    public var content: Size
    /// The largest scale at rest (at least ``minimumScale``).
    public var maximumScale: Double { didSet { maximumScale = Self.sanitised(maximum: maximumScale) } }

    /// Geometry of `content` centred in `viewport`, zooming up to `maximumScale`.
    public init(viewport: Size, content: Size, maximumScale: Double = ZoomGeometry.defaultMaximumScale) {
        self.viewport = viewport
        self.content = content
        self.maximumScale = Self.sanitised(maximum: maximumScale)
    }

    /// The largest scale for a picture of `pixels` image pixels shown at `frame` points on a
    /// screen of `pixelScale` pixels per point: the scale at which one image pixel covers one
    /// screen pixel (zooming further only magnifies pixels), capped at `cap`, and never below 1.
    public static func maximumScale(imagePixels pixels: Size, frame: Size, pixelScale: Double,
                                    cap: Double = defaultMaximumScale) -> Double {
        let perPoint = pixelScale.isFinite && pixelScale > 0 ? pixelScale : 1
        let native = min(pixels.width / (frame.width * perPoint), pixels.height / (frame.height * perPoint))
        guard native.isFinite else { return sanitised(maximum: cap) }
        return min(sanitised(maximum: cap), max(minimumScale, native))
    }

    private static func sanitised(maximum: Double) -> Double {
        maximum.isFinite ? min(max(maximum, minimumScale), 1e3) : defaultMaximumScale
    }

    /// The band of scales at rest.
    public var scaleRange: ClosedRange<Double> { Self.minimumScale...maximumScale }

    /// `scale` within the band.
    public func clamped(scale: Double) -> Double {
        scale.isFinite ? min(max(scale, Self.minimumScale), maximumScale) : Self.minimumScale
    }

    /// How far the content's centre may be from the viewport's along x at `scale`.
    public func horizontalRange(at scale: Double) -> ClosedRange<Double> {
        Self.range(content: content.width, viewport: viewport.width, scale: scale)
    }

    /// How far the content's centre may be from the viewport's along y at `scale`.
    public func verticalRange(at scale: Double) -> ClosedRange<Double> {
        Self.range(content: content.height, viewport: viewport.height, scale: scale)
    }

    /// The range along `axis`.
    public func range(_ axis: Axis, at scale: Double) -> ClosedRange<Double> {
        axis == .horizontal ? horizontalRange(at: scale) : verticalRange(at: scale)
    }

    /// `offset` moved into the ranges at `scale`.
    public func clamped(offset: Point, at scale: Double) -> Point {
        let x = horizontalRange(at: scale), y = verticalRange(at: scale)
        return Point(x: min(max(offset.x.isFinite ? offset.x : 0, x.lowerBound), x.upperBound),
                     y: min(max(offset.y.isFinite ? offset.y : 0, y.lowerBound), y.upperBound))
    }

    private static func range(content: Double, viewport: Double, scale: Double) -> ClosedRange<Double> {
        let half = (content * scale - viewport) / 2
        guard half.isFinite, half > 0 else { return 0...0 }
        return -half...half
    }
}
