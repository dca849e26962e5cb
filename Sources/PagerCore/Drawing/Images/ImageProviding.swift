/// Turns ``ImageSource``s into what layout needs (sizes, load state), the images' pixels staying
/// with the provider: the core reads no file, as ``TextMeasuring`` keeps fonts out of it.
/// PagerSDL's `ImageStore` decodes on worker threads; ``NoImages`` knows nothing (every image
/// stays loading).
///
/// Asking is also wanting: a provider decodes what it was asked for in the last frame (at the
/// size asked, never larger than the pixels it covers) and may cancel queued decodes of what
/// it was not. Asking changes no scene, so drawing stays free of side effects on the pager.
public protocol ImageProviding: AnyObject {
    /// What is known about `source` now, wanted for drawing in a box of `box` points
    /// placed by `mode`, `priority` 0 for an image on screen and higher for prefetches (a
    /// page within the offscreen limit).
    func info(for source: ImageSource, box: Size, mode: ImageContentMode, priority: Int) -> ImageInfo
}

extension ImageProviding {
    /// ``info(for:box:mode:priority:)`` for an image on screen.
    public func info(for source: ImageSource, box: Size, mode: ImageContentMode) -> ImageInfo {
        info(for: source, box: box, mode: mode, priority: 0)
    }
}

/// A provider that knows no image: each stays ``ImageInfo/Phase/loading`` and shows its
/// placeholder. The default of ``PageContext``, for a program that shows no pictures.
public final class NoImages: ImageProviding, Sendable {
    /// The one instance (it holds nothing).
    public static let shared = NoImages()
    /// A provider of no image (``shared`` is the same).
    public init() {}
    public func info(for source: ImageSource, box: Size, mode: ImageContentMode, priority: Int) -> ImageInfo { .unknown }
}
