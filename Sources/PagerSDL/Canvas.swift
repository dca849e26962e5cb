import CSDL2
import Glibc
import SystemIO
import PagerCore

/// Somewhere to draw a frame: a real window or an offscreen surface.
public protocol Canvas: AnyObject {
    /// Draws core draw lists.
    var renderer: DrawListRenderer { get }
    /// The drawable size in logical points.
    var pointSize: Size { get }
    /// Shows the frame (a window) or does nothing (offscreen).
    func present()
    /// Writes the frame drawn last (before `present`) as a PNG, atomically.
    func savePNG(to path: String) throws
}

extension Canvas {
    /// Reads the current frame's pixels and writes them to `path` through a temporary file in
    /// the same directory, renamed into place, so a failed write never leaves half a PNG.
    func writePNG(from sdlRenderer: OpaquePointer, pixelWidth: Int32, pixelHeight: Int32, to path: String) throws {
        let format = SDL_PIXELFORMAT_ARGB8888.rawValue
        guard let surface = SDL_CreateRGBSurfaceWithFormat(0, pixelWidth, pixelHeight, 32, format) else {
            throw SDLError("screenshot \(path): SDL_CreateRGBSurfaceWithFormat")
        }
        defer { SDL_FreeSurface(surface) }
        var area = SDL_Rect(x: 0, y: 0, w: pixelWidth, h: pixelHeight)
        guard SDL_RenderReadPixels(sdlRenderer, &area, format, surface.pointee.pixels, surface.pointee.pitch) == 0 else {
            throw SDLError("screenshot \(path): SDL_RenderReadPixels")
        }
        try AtomicFile.write(to: path) { temporary in
            try PNGFile.write(surface, to: temporary)
        }
    }
}

/// Writing files so that a reader never sees half of one.
public enum AtomicFile {
    /// Calls `write` with a temporary path beside `path`, then renames it over `path`. On any
    /// failure the temporary file is removed and the error names `path`.
    public static func write(to path: String, _ write: (String) throws -> Void) throws {
        let directory = Path.directory(of: path)
        guard FileSystem.isDirectory(directory) else {
            throw SDLError(message: "\(path): directory \(directory) does not exist")
        }
        guard FileSystem.isWritable(directory) else {
            throw SDLError(message: "\(path): directory \(directory) is not writable")
        }
        let temporary = "\(directory)/.\(Path.lastComponent(of: path)).\(getpid()).tmp"
        do {
            try write(temporary)
            guard rename(temporary, path) == 0 else {
                throw SDLError(message: "\(path): cannot rename into place (\(String(cString: strerror(errno))))")
            }
        } catch {
            unlink(temporary)
            throw error
        }
    }

    /// Writes `text` atomically.
    public static func write(_ text: String, to path: String) throws {
        try write(to: path) { temporary in
            do throws(SystemError) {
                try FileSystem.write(text.utf8, to: temporary)
            } catch {
                throw SDLError(message: "\(path): cannot write (\(error.reason))")
            }
        }
    }
}
