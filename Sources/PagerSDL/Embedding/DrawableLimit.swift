import PagerCore

/// The largest drawable a window gets, in pixels a side: ``PixelLimit/side`` under X11, a
/// quarter of its pixels on Wayland.
///
/// A Wayland window's pixels are held several times over: the software path draws into a
/// surface of its own and streams it into a texture of an OpenGL ES renderer, and that
/// renderer's EGL swap chain (Mesa's software rasteriser here) keeps two or three more buffers
/// of the window's size in shared memory for the compositor. X11's software path holds them
/// once, in the window's shared-memory image. A scripted resize to 16,384 pixels a side peaked
/// at 4.9 GB resident on Wayland with OpenGL and 7.0 GB with the software renderer, against
/// 1.1 GB for X11's software path and 2.2 GB for its OpenGL one; at 8,192 a side the Wayland
/// peaks are 1.3 and 1.8 GB, under X11's OpenGL one.
enum DrawableLimit {
    /// Pixels a side on Wayland.
    static let waylandSide = 8_192

    /// Pixels a side for a window of SDL's video driver `driver`.
    static func side(driver: String) -> Int {
        driver == "wayland" ? min(waylandSide, PixelLimit.side) : PixelLimit.side
    }

    /// The largest extent in points at `scale` pixels per point whose pixels stay within
    /// `side` (as ``PixelLimit/points(atScale:)`` does for its own side).
    static func points(side: Int, atScale scale: Double) -> Double {
        guard scale.isFinite, scale > 0 else { return Double(side) }
        return (Double(side) / scale).rounded(.down)
    }
}
