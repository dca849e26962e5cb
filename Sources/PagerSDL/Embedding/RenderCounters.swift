/// What the software renderer did, counted as it draws: deterministic figures that do not
/// depend on the machine's speed or load, so a test can hold a frame to a budget where a timing
/// could only be measured.
///
/// Counts only grow; a caller takes the difference between two readings (``since(_:)``).
public struct RenderCounters: Sendable, Equatable {
    /// Draw-list commands handed to ``DrawListRenderer/draw(_:background:)``, drawn or not.
    public var commands = 0
    /// Pixels stored without reading the target: opaque fills, the background, fully covered
    /// text pixels.
    public var pixelsWritten = 0
    /// Pixels mixed with what was there: translucent fills and rounded corners (their clipped
    /// rows), text's partly covered pixels, polygons (their clipped bounding box), textures.
    public var pixelsBlended = 0
    /// Labels rasterised into a mask or a texture.
    public var rasterisations = 0
    /// Images drawn (each image command that put pixels on the target, once per damaged
    /// rectangle it shows in).
    public var imagesDrawn = 0
    /// Image textures made from decoded pixels (drawing through SDL): one per image and
    /// revision while the texture cache holds it.
    public var textureUploads = 0
    /// Pixels the software path computed by resampling an image (box reductions and the
    /// bilinear step): zero while every image drawn is at its decoded size or already scaled.
    public var pixelsScaled = 0

    /// All counts zero.
    public init() {}

    /// The counts made after `earlier` was read.
    public func since(_ earlier: RenderCounters) -> RenderCounters {
        var delta = RenderCounters()
        delta.commands = commands - earlier.commands
        delta.pixelsWritten = pixelsWritten - earlier.pixelsWritten
        delta.pixelsBlended = pixelsBlended - earlier.pixelsBlended
        delta.rasterisations = rasterisations - earlier.rasterisations
        delta.imagesDrawn = imagesDrawn - earlier.imagesDrawn
        delta.textureUploads = textureUploads - earlier.textureUploads
        delta.pixelsScaled = pixelsScaled - earlier.pixelsScaled
        return delta
    }
}
