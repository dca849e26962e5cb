/// What an image provider knows about one image at the moment it is asked.
public struct ImageInfo: Sendable, Equatable {
    /// Where the image is in being loaded.
    public enum Phase: Sendable, Equatable {
        /// Not decoded yet (queued, decoding, or evicted and wanted again).
        case loading
        /// Its pixels are ready to draw; they became ready at frame time `since` (seconds, the
        /// provider's clock as the loop gives it), which ``ImageReveal`` fades in from.
        case ready(since: Double)
        /// It cannot be shown: missing, unreadable, not an image, or over the pixel limit.
        case failed
    }

    /// Where the image is in being loaded.
    public var phase: Phase
    /// The image's full size in pixels once its header has been read; nil before.
    public var pixelSize: Size?
    /// The image's average colour once known (a placeholder that matches it); nil before.
    public var averageColor: Color?
    /// Changes whenever the pixels a renderer would draw change (a sharper decode replaced a
    /// smaller one, or the pixels were evicted and decoded again), so a frame that shows new
    /// pixels differs from the last one and is redrawn.
    public var revision: Int

    /// Information in `phase`.
    public init(phase: Phase, pixelSize: Size? = nil, averageColor: Color? = nil, revision: Int = 0) {
        self.phase = phase
        self.pixelSize = pixelSize
        self.averageColor = averageColor
        self.revision = revision
    }

    /// Nothing known: what a program without an image provider sees.
    public static let unknown = ImageInfo(phase: .loading)
}
