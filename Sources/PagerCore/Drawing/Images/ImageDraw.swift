/// One image to draw: the payload of ``DrawCommand/image(_:)``, all in points.
///
/// The renderer draws the part of the image placed at ``frame`` that lies inside ``clip``
/// (rounded by ``cornerRadius``), ``opacity`` times as opaque, and inside the current clip.
public struct ImageDraw: Sendable, Equatable {
    /// Which image.
    public var source: ImageSource
    /// Where the whole image lands (may overflow ``clip``).
    public var frame: Rect
    /// The box the image shows in (its content mode's box).
    public var clip: Rect
    /// Radius of the clip's corners.
    public var cornerRadius: Double
    /// 0...1.
    public var opacity: Double
    /// The provider's ``ImageInfo/revision`` when this was laid out, so new pixels make a new
    /// command (and damage) even where nothing moved.
    public var revision: Int

    /// An image placed at `frame`, showing inside `clip`.
    public init(source: ImageSource, frame: Rect, clip: Rect, cornerRadius: Double = 0, opacity: Double = 1,
                revision: Int = 0) {
        self.source = source
        self.frame = frame
        self.clip = clip
        self.cornerRadius = cornerRadius
        self.opacity = opacity
        self.revision = revision
    }
}
