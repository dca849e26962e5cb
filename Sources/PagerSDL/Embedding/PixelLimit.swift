import PagerCore

/// The largest drawable the program makes, in pixels a side, and sizes in points kept within it.
///
/// Every pixel surface is 32-bit, so a side of 16,384 pixels makes a 1 GiB surface at most.
/// The limit comes from three facts:
/// - SDL addresses surface pixels with `int` arithmetic (`SDL_Surface.pitch` is an `int`,
///   SDL_surface.h), so a surface must stay under 2 GiB: 23,170 pixels a side at the most.
///   Beyond it SDL's fills and ours write outside the surface (a crash at 24,576 square).
/// - X11 window sizes are 16-bit (CARD16 width and height in the core protocol's CreateWindow
///   and ConfigureWindow requests): the server rejects 65,536.
/// - OpenGL renders into at most GL_MAX_TEXTURE_SIZE-sized targets: 16,384 on Mesa's llvmpipe
///   (what SDL_GetRendererInfo reports for its `opengl` renderer under Xvfb) and on most GPUs.
public enum PixelLimit {
    /// Pixels a side.
    public static let side = 16_384

    /// The largest extent in points, at `scale` pixels per point, whose pixels (rounded, as
    /// drawables are) stay within ``side``.
    public static func points(atScale scale: Double) -> Double {
        guard scale.isFinite, scale > 0 else { return Double(side) }
        return (Double(side) / scale).rounded(.down)
    }

    /// `size` cut to fit within ``side`` pixels a side at `scale` pixels per point.
    public static func clamp(_ size: Size, atScale scale: Double) -> Size {
        let limit = points(atScale: scale)
        return Size(width: min(size.width, limit), height: min(size.height, limit))
    }

    /// Whether `size` at `scale` fits without clamping.
    public static func fits(_ size: Size, atScale scale: Double) -> Bool {
        clamp(size, atScale: scale) == size
    }
}
