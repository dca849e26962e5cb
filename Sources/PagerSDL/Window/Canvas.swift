import CSDL2
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
    /// Writes the frame drawn last (before `present`) as a PNG into `file`, which the caller
    /// then commits (or discards, when this throws).
    func savePNG(into file: OutputFile) throws
}

extension Canvas {
    /// Writes the frame drawn last (before `present`) as a PNG to `path`, as an `OutputFile`
    /// (a regular file through a temporary one renamed into place, so a failed write never
    /// leaves half a PNG; a device or FIFO in place; `-` or `/dev/stdout` through that
    /// descriptor).
    public func savePNG(to path: String) throws {
        try OutputFile.write(to: path) { file in try savePNG(into: file) }
    }

    /// Reads the current frame's pixels and writes them into `file` as a PNG.
    func writePNG(from sdlRenderer: OpaquePointer, pixelWidth: Int32, pixelHeight: Int32, into file: OutputFile) throws {
        let path = file.path
        let format = SDL_PIXELFORMAT_ARGB8888.rawValue
        guard let surface = SDL_CreateRGBSurfaceWithFormat(0, pixelWidth, pixelHeight, 32, format) else {
            throw SDLError("screenshot \(path): SDL_CreateRGBSurfaceWithFormat")
        }
        defer { SDL_FreeSurface(surface) }
        var area = SDL_Rect(x: 0, y: 0, w: pixelWidth, h: pixelHeight)
        guard SDL_RenderReadPixels(sdlRenderer, &area, format, surface.pointee.pixels, surface.pointee.pitch) == 0 else {
            throw SDLError("screenshot \(path): SDL_RenderReadPixels")
        }
        try PNGFile.write(surface, to: file)
    }
}
