/// What an ``ImageStore`` has done since it was made: its decodes, the pixels it holds and the
/// downsampling work, for tests and benchmarks.
public struct ImageCounters: Sendable, Equatable {
    /// Decodes a worker began (each read of a file, failed ones included).
    public var decodesStarted = 0
    /// Decodes whose result ``ImageStore/beginFrame(at:)`` took (pixels or a failure).
    public var decodesFinished = 0
    /// Queued decodes dropped before they began, because no frame wanted them any more.
    public var decodesCancelled = 0
    /// Decodes that ended in a failure (each also warned once).
    public var decodesFailed = 0
    /// JPEGs decoded by libjpeg-turbo at a reduced scale (1/8 to 1, the smallest that covers).
    public var turboJPEGDecodes = 0
    /// Images decoded by SDL_image at full size (PNG, WebP, GIF, BMP, TGA) or SVGs at the target.
    public var sdlImageDecodes = 0
    /// Source pixels the downsampler read (its work; 0 when every decode landed at its target).
    public var scaledPixels = 0
    /// Bytes of decoded pixels the store holds now.
    public var decodedBytes = 0
    /// The most bytes of decoded pixels it has held at once.
    public var peakDecodedBytes = 0

    /// All zero.
    public init() {}
}
