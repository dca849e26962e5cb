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
    /// Writes the frame drawn last (before `present`) as a PNG, atomically.
    func savePNG(to path: String) throws
}

extension Canvas {
    /// Reads the current frame's pixels and writes them to `path` as an ``OutputFile`` (a
    /// regular file through a temporary one renamed into place, so a failed write never leaves
    /// half a PNG; a device or FIFO in place; `-` or `/dev/stdout` through that descriptor).
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
        try OutputFile.write(to: path) { file in
            try PNGFile.write(surface, to: file)
        }
    }
}
