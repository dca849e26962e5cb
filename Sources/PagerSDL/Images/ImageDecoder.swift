import CSDL2
import CSDL2Image
import PagerCore
import SystemIO

/// The worker side of an `ImageStore`: reads a file, tells its format by its magic bytes,
/// reads the size its header states and refuses an image over the pixel limit before any pixel
/// is allocated, decodes (JPEG scaled by libjpeg-turbo, the rest by SDL_image), and downsamples
/// to the decode target. Runs on any thread; holds no state.
struct ImageDecoder: Sendable {
    /// Most pixels (width times height) an image may have.
    var pixelLimit: Int
    /// Most bytes a file may have (a larger one is refused unread).
    var fileLimit = 256 << 20

    /// The result of `job`: pixels, or the reason there are none.
    func decode(_ job: DecodeJob) -> DecodeResult {
        var pixelSize: Size?
        let outcome = Result<DecodeResult.Decoded, DecodeFailure> { () throws(DecodeFailure) -> DecodeResult.Decoded in
            let bytes: [UInt8]
            do {
                bytes = try InputFile.read(job.source.path, limit: fileLimit, idleTimeoutMilliseconds: 2000).bytes
            } catch let error as SystemError {
                throw DecodeFailure(reason: error.reason.isEmpty ? error.operation : "\(error.operation) (\(error.reason))")
            } catch {
                throw DecodeFailure(reason: "cannot read (\(error))")
            }
            guard !bytes.isEmpty else { throw DecodeFailure(reason: "empty file") }
            guard let format = ImageFormat.sniff(bytes, path: job.source.path) else {
                throw DecodeFailure(reason: "not an image (unknown format)")
            }
            let header = switch format {
            case .jpeg: JPEGDecoder.header(bytes)
            case .svg: SVGHeader.size(bytes)
            default: format.headerSize(bytes)
            }
            guard let size = header else {
                throw DecodeFailure(reason: format == .svg ? "SVG without a size in pixels (width and height, or viewBox)"
                                                           : "not a valid \(format.name) file (its header is cut short or malformed)")
            }
            pixelSize = Size(width: Double(size.width), height: Double(size.height))
            let (pixels, overflow) = size.width.multipliedReportingOverflow(by: size.height)
            guard !overflow, pixels <= pixelLimit else {
                throw DecodeFailure(reason: "\(size.width)x\(size.height) pixels, over the limit of \(pixelLimit)")
            }
            let target = DecodeTarget.size(image: size, box: job.box, mode: job.mode)
            return try decodePixels(bytes, format: format, size: size, target: target).get()
        }
        return DecodeResult(job: job, pixelSize: pixelSize, outcome: outcome)
    }

    /// The pixels of a file whose header was read, at `target`.
    private func decodePixels(_ bytes: [UInt8], format: ImageFormat, size: (width: Int, height: Int),
                              target: (width: Int, height: Int)) -> Result<DecodeResult.Decoded, DecodeFailure> {
        let decoder: DecoderKind
        let decoded: Result<UnsafeMutablePointer<SDL_Surface>, DecodeFailure>
        if format == .jpeg {
            decoder = .turboJPEG
            decoded = JPEGDecoder.decode(bytes, at: JPEGDecoder.scaledSize(image: size, target: target))
        } else {
            decoder = .sdlImage
            decoded = Self.loadWithSDLImage(bytes, format: format, target: target)
        }
        return decoded.flatMap { full in
            let w = Int(full.pointee.w), h = Int(full.pointee.h)
            let final = (min(w, target.width), min(h, target.height))
            var scaledPixels = 0
            var surface = full
            if final != (w, h) {
                guard let small = ImageDownsampler.downsample(full, width: final.0, height: final.1) else {
                    SDL_FreeSurface(full)
                    return .failure(DecodeFailure(reason: "no memory for \(final.0)x\(final.1) pixels"))
                }
                SDL_FreeSurface(full)
                surface = small
                scaledPixels = w * h
            }
            let frames = format == .gif ? GIFFrames.count(bytes) : 1
            return .success(.init(surface: DecodedSurface(pointer: surface), averageColor: ImageDownsampler.averageColor(surface),
                                  decoder: decoder, scaledPixels: scaledPixels,
                                  note: frames > 1 ? "animated GIF, only its first frame is shown" : nil))
        }
    }

    /// SDL_image's decode of `bytes` (an SVG rendered at `target`), converted to ARGB8888.
    private static func loadWithSDLImage(_ bytes: [UInt8], format: ImageFormat,
                                         target: (width: Int, height: Int)) -> Result<UnsafeMutablePointer<SDL_Surface>, DecodeFailure> {
        let loaded: UnsafeMutablePointer<SDL_Surface>? = bytes.withUnsafeBytes { raw in
            guard let stream = SDL_RWFromConstMem(raw.baseAddress, Int32(raw.count)) else { return nil }
            if format == .svg {
                defer { SDL_RWclose(stream) }
                return IMG_LoadSizedSVG_RW(stream, Int32(target.width), Int32(target.height))
            }
            return IMG_LoadTyped_RW(stream, 1, format.sdlType)
        }
        guard let loaded else {
            return .failure(DecodeFailure(reason: "cannot decode \(format.name) (\(String(cString: SDL_GetError())))"))
        }
        if loaded.pointee.format.pointee.format == SDL_PIXELFORMAT_ARGB8888.rawValue { return .success(loaded) }
        defer { SDL_FreeSurface(loaded) }
        guard let converted = SDL_ConvertSurfaceFormat(loaded, SDL_PIXELFORMAT_ARGB8888.rawValue, 0) else {
            return .failure(DecodeFailure(reason: "cannot convert its pixels (\(String(cString: SDL_GetError())))"))
        }
        return .success(converted)
    }
}
