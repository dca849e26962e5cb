import PagerCore

/// Where the window is on the screen, how its points map to screen units (for AT-SPI's extents in
/// screen coordinates) and whether it is on the screen at all.
public struct WindowPlacement: Sendable, Equatable {
    /// The window's top-left corner in screen units (0, 0 where the platform does not say, as on
    /// Wayland, whose clients do not know their position).
    public var origin: Point
    /// How many points one screen unit is (0.5 on a window scaled 2x).
    public var pointsPerScreenUnit: Double
    /// Whether the window is mapped: false while it is minimised or hidden, when nothing in it is
    /// showing or visible and it is not the active window.
    public var isShown: Bool

    /// A window at `origin` on the screen with `pointsPerScreenUnit` points per screen unit, shown
    /// or not; by default at the screen's corner, unscaled, shown.
    public init(origin: Point = Point(x: 0, y: 0), pointsPerScreenUnit: Double = 1, isShown: Bool = true) {
        self.origin = origin; self.pointsPerScreenUnit = pointsPerScreenUnit; self.isShown = isShown
    }

    /// `frame` (window points) in window-relative screen units, or, with `onScreen`, in screen
    /// units from the screen's origin; rounded outwards to whole units.
    public func extents(of frame: Rect, onScreen: Bool) -> (x: Int32, y: Int32, width: Int32, height: Int32) {
        let scale = 1 / pointsPerScreenUnit
        let dx = onScreen ? origin.x : 0, dy = onScreen ? origin.y : 0
        let left = (frame.x * scale + dx).rounded(.down), top = (frame.y * scale + dy).rounded(.down)
        let right = (frame.maxX * scale + dx).rounded(.up), bottom = (frame.maxY * scale + dy).rounded(.up)
        return (clamp(left), clamp(top), clamp(right - left), clamp(bottom - top))
    }

    private func clamp(_ value: Double) -> Int32 {
        value.isFinite ? Int32(max(-1e9, min(1e9, value))) : 0
    }
}
