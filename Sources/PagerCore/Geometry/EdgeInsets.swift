/// Space kept free inside a rectangle's four edges, in points (UIKit's `UIEdgeInsets`).
public struct EdgeInsets: Sendable, Equatable, Hashable {
    /// Space below the top edge.
    public var top: Double
    /// Space right of the left edge.
    public var left: Double
    /// Space above the bottom edge.
    public var bottom: Double
    /// Space left of the right edge.
    public var right: Double

    /// Creates insets.
    public init(top: Double = 0, left: Double = 0, bottom: Double = 0, right: Double = 0) {
        self.top = top; self.left = left; self.bottom = bottom; self.right = right
    }

    /// The same space inside every edge.
    public init(all inset: Double) { self.init(top: inset, left: inset, bottom: inset, right: inset) }

    /// No insets.
    public static let zero = EdgeInsets()

    /// Left plus right.
    public var horizontal: Double { left + right }
}

extension Rect {
    /// The rectangle less `insets` at each edge; never narrower or shorter than nothing (an
    /// inset larger than the rectangle leaves an empty one at the insets' meeting point).
    public func inset(by insets: EdgeInsets) -> Rect {
        let width = max(0, self.width - insets.left - insets.right)
        let height = max(0, self.height - insets.top - insets.bottom)
        let x = width > 0 ? self.x + insets.left : self.x + min(insets.left, self.width)
        let y = height > 0 ? self.y + insets.top : self.y + min(insets.top, self.height)
        return Rect(x: x, y: y, width: width, height: height)
    }
}
