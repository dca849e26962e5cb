import CSDL2
import PagerCore

/// One decode handed to a worker: which file, and the pixel box it must cover.
struct DecodeJob: Sendable {
    /// Unique within the store, in the order the jobs were made.
    var id: Int
    var source: ImageSource
    /// 0 for an image on screen, higher for prefetches; lower runs first.
    var priority: Int
    /// The box in screen pixels (the asked box times pixels per point).
    var box: Size
    var mode: ImageContentMode
}

/// Decoded pixels moving from a worker to the drawing thread: an `SDL_PIXELFORMAT_ARGB8888`
/// surface owned by whoever holds the value (it is freed by `SDL_FreeSurface` once).
struct DecodedSurface: @unchecked Sendable {
    let pointer: UnsafeMutablePointer<SDL_Surface>
    /// Bytes of its pixels.
    var bytes: Int { Int(pointer.pointee.pitch) * Int(pointer.pointee.h) }
}

/// Which decoder made a result's pixels.
enum DecoderKind: Sendable, Equatable {
    case turboJPEG, sdlImage
}

/// What a worker hands back for a `DecodeJob`.
struct DecodeResult: Sendable {
    var job: DecodeJob
    /// The image's full size from its header (nil when even that could not be read).
    var pixelSize: Size?
    /// The pixels at the job's target size, or the reason there are none.
    var outcome: Result<Decoded, DecodeFailure>

    /// A decode that worked.
    struct Decoded: Sendable {
        var surface: DecodedSurface
        var averageColor: Color
        var decoder: DecoderKind
        /// Source pixels the downsampler read.
        var scaledPixels: Int
        /// Something worth one warning although the image shows (an animated GIF's first frame).
        var note: String?
    }
}

/// Why an image cannot be shown, in words for its one warning ("not an image (unknown format)").
struct DecodeFailure: Error, Sendable {
    var reason: String
}
