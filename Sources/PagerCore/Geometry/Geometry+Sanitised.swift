import ScrollPhysics

extension Rect {
    /// The rectangle as a component takes it in (a frame it is given): its origin within
    /// ±1e15 points (NaN: 0), its width and height within 0...1e15 (NaN or negative: 0). A
    /// finite rectangle of a positive size smaller than that is itself.
    package var sanitised: Rect {
        let side = 0...Double.largestCoordinate
        return Rect(x: x.clampedCoordinate(), y: y.clampedCoordinate(),
                    width: width.clamped(to: side, nan: 0), height: height.clamped(to: side, nan: 0))
    }
}

extension EdgeInsets {
    /// The insets as a component takes them in: each within ±1e15 points, NaN counting as 0.
    package var sanitised: EdgeInsets {
        EdgeInsets(top: top.clampedCoordinate(), left: left.clampedCoordinate(),
                   bottom: bottom.clampedCoordinate(), right: right.clampedCoordinate())
    }
}
