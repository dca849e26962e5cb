import CSDL2
import PagerCore

extension WindowCanvas {
    /// The window's top-left corner on the screen, in screen units, as SDL knows it ((0, 0) on
    /// Wayland, which does not tell clients where their windows are).
    public var screenPosition: Point {
        var x: Int32 = 0, y: Int32 = 0
        SDL_GetWindowPosition(window, &x, &y)
        return Point(x: Double(x), y: Double(y))
    }
}
