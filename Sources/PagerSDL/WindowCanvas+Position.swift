import CSDL2
import PagerAccessibility
import PagerCore

extension WindowCanvas {
    /// The window's top-left corner on the screen, in screen units, as SDL knows it ((0, 0) on
    /// Wayland, which does not tell clients where their windows are).
    public var screenPosition: Point {
        var x: Int32 = 0, y: Int32 = 0
        SDL_GetWindowPosition(window, &x, &y)
        return Point(x: Double(x), y: Double(y))
    }

    /// Whether the window is mapped: neither hidden nor minimised.
    public var isShown: Bool { SDLWindowState.isShown(window) }

    /// Where the window is, at its scale, and whether it is shown, for screen readers.
    public var placement: WindowPlacement {
        WindowPlacement(origin: screenPosition, pointsPerScreenUnit: pointsPerScreenUnit, isShown: isShown)
    }
}
