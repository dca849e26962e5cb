import CPNG
import CSDL2
import Glibc
import SystemIO

/// Writes an SDL surface as an 8-bit RGB PNG through libpng's simplified API.
///
/// Frames are opaque, so the alpha channel is dropped: the files are a quarter smaller and
/// every viewer shows them the same.
enum PNGFile {
    /// Writes `surface` (any 32-bit format SDL can convert from) into `file`; errors name the
    /// file's own path (never its temporary one), with the C library's or libpng's reason.
    static func write(_ surface: UnsafeMutablePointer<SDL_Surface>, to file: OutputFile) throws {
        let path = file.path
        let width = Int(surface.pointee.w), height = Int(surface.pointee.h)
        // Packed 3-byte pixels in the order libpng's PNG_FORMAT_RGB expects.
        var rgb = [UInt8](repeating: 0, count: width * height * 3)
        let status = rgb.withUnsafeMutableBytes { buffer in
            SDL_ConvertPixels(Int32(width), Int32(height), surface.pointee.format.pointee.format,
                              surface.pointee.pixels, surface.pointee.pitch,
                              SDL_PIXELFORMAT_RGB24.rawValue, buffer.baseAddress, Int32(width * 3))
        }
        guard status == 0 else { throw SDLError("\(path): SDL_ConvertPixels") }
        var image = png_image()
        image.version = UInt32(PNG_IMAGE_VERSION)
        image.width = UInt32(width)
        image.height = UInt32(height)
        image.format = UInt32(PNG_FORMAT_RGB)
        // Through stdio on a copy of the descriptor, since png_image_write_to_file would open
        // (and truncate) the path itself.
        guard let stream = fdopen(dup(file.descriptor), "wb") else {
            throw SystemError(path: path, operation: "cannot write")
        }
        let written = rgb.withUnsafeBytes { buffer in
            png_image_write_to_stdio(&image, stream, 0, buffer.baseAddress, Int32(width * 3), nil)
        }
        // A failed fwrite (a full disk, a file size limit) leaves the stream's error flag and errno.
        let failure = ferror(stream) != 0 ? errno : 0
        let flushed = fflush(stream) == 0
        let flushFailure = errno
        fclose(stream)
        guard written != 0 else {
            let message = withUnsafeBytes(of: image.message) { raw in
                String(decoding: raw.prefix { $0 != 0 }, as: UTF8.self)
            }
            png_image_free(&image)
            if failure != 0 { throw SystemError(path: path, operation: "cannot write PNG", code: failure) }
            throw SDLError(message: "\(path): cannot write PNG (\(message))")
        }
        guard flushed else { throw SystemError(path: path, operation: "cannot write PNG", code: flushFailure) }
    }
}
