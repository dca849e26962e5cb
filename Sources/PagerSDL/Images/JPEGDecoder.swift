import CSDL2
import CTurboJPEG

/// JPEGs through libjpeg-turbo's TurboJPEG API: the header's size, and the pixels decoded at
/// the smallest of its scaling factors (1/8, 1/4, 3/8, ... 2) that still covers a target, so a
/// 4000x3000 photo for a 1067x800 target decodes at 3/8 (1500x1125), not at its 12 megapixels.
enum JPEGDecoder {
    /// The width and height in the JPEG header of `bytes`, or nil when libjpeg-turbo cannot
    /// read one.
    static func header(_ bytes: [UInt8]) -> (width: Int, height: Int)? {
        guard let handle = tjInitDecompress() else { return nil }
        defer { tjDestroy(handle) }
        var width: Int32 = 0, height: Int32 = 0, subsampling: Int32 = 0, colorspace: Int32 = 0
        let status = bytes.withUnsafeBufferPointer {
            tjDecompressHeader3(handle, $0.baseAddress, UInt($0.count), &width, &height, &subsampling, &colorspace)
        }
        guard status == 0, width > 0, height > 0 else { return nil }
        return (Int(width), Int(height))
    }

    /// The decoded size for an image of `image` pixels and a decode `target`: the smallest
    /// scaling factor's result that is at least the target on both axes (the image itself when
    /// none smaller is).
    static func scaledSize(image: (width: Int, height: Int), target: (width: Int, height: Int)) -> (width: Int, height: Int) {
        var count: Int32 = 0
        guard let factors = tjGetScalingFactors(&count) else { return image }
        var best = image
        for factor in UnsafeBufferPointer(start: factors, count: Int(count)) where factor.denom > 0 {
            let num = Int(factor.num), denom = Int(factor.denom)
            // TJSCALED: the dimension times the factor, rounded up.
            let size = ((image.width * num + denom - 1) / denom, (image.height * num + denom - 1) / denom)
            if DecodeTarget.covers(size, target), size.0 * size.1 < best.width * best.height { best = size }
        }
        return best
    }

    /// The pixels of `bytes` at `size` (one of `scaledSize(image:target:)`'s), as a new
    /// ARGB8888 surface; a truncated or corrupt file (any libjpeg warning too) is a failure.
    static func decode(_ bytes: [UInt8], at size: (width: Int, height: Int)) -> Result<UnsafeMutablePointer<SDL_Surface>, DecodeFailure> {
        guard let handle = tjInitDecompress() else { return .failure(DecodeFailure(reason: "cannot start the JPEG decoder")) }
        defer { tjDestroy(handle) }
        guard let surface = SDL_CreateRGBSurfaceWithFormat(0, Int32(size.width), Int32(size.height), 32,
                                                           SDL_PIXELFORMAT_ARGB8888.rawValue) else {
            return .failure(DecodeFailure(reason: "no memory for \(size.width)x\(size.height) pixels"))
        }
        // ARGB8888 is B, G, R, A in memory on a little-endian machine, A, R, G, B on a big one.
        #if _endian(big)
        let format = Int32(TJPF_ARGB.rawValue)
        #else
        let format = Int32(TJPF_BGRA.rawValue)
        #endif
        let status = bytes.withUnsafeBufferPointer {
            tjDecompress2(handle, $0.baseAddress, UInt($0.count), surface.pointee.pixels.assumingMemoryBound(to: UInt8.self),
                          Int32(size.width), surface.pointee.pitch, Int32(size.height), format, TJFLAG_STOPONWARNING)
        }
        guard status == 0 else {
            let message = String(cString: tjGetErrorStr2(handle))
            SDL_FreeSurface(surface)
            return .failure(DecodeFailure(reason: "cannot decode JPEG (\(message))"))
        }
        return .success(surface)
    }
}
