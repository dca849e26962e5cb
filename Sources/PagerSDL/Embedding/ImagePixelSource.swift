import CSDL2
import PagerCore

/// Where a ``DrawListRenderer`` finds the decoded pixels of the images in a draw list:
/// PagerSDL's `ImageStore`, or any provider of the program's own.
///
/// Called on the thread that draws, during a draw; it must not block (an image not decoded yet
/// returns nil and the renderer draws nothing for it: the core has drawn its placeholder).
public protocol ImagePixelSource: AnyObject {
    /// The decoded pixels of `source` at `revision` (PagerCore's `ImageInfo.revision`), as a 32-bit
    /// `SDL_PIXELFORMAT_ARGB8888` surface with alpha not premultiplied, or nil when they are not
    /// there (not decoded, evicted, or replaced by a newer revision). The surface stays valid until
    /// the next call that may change the source's pixels on this thread (the next frame).
    func surface(for source: ImageSource, revision: Int) -> UnsafeMutablePointer<SDL_Surface>?
}
