import PagerCore

/// An immutable snapshot of what a window shows, as AT-SPI objects: the application (id 0), its
/// frame (the window) and the frame's descendants. The AT-SPI thread answers from one snapshot
/// while the window loop builds the next.
public struct AccessibleTree: Sendable, Equatable {
    /// The objects by id.
    public var nodes: [Int: AccessibleNode]
    /// Where the window is, for extents in screen coordinates.
    public var placement: WindowPlacement
    /// Whether the scene was at rest (no animation, no gesture) when the snapshot was taken:
    /// events are announced from settled snapshots only.
    public var settled: Bool

    /// The application object.
    public var application: AccessibleNode { nodes[0]! }

    /// The focused object's id, if any has the focus.
    public var focused: Int? { nodes.values.first { $0.states.contains(.focused) }?.id }

    /// The object whose frame contains `point` (window points) deepest down, if any.
    public func node(at point: Point) -> AccessibleNode? {
        var current = application.children.first.flatMap { nodes[$0] }
        guard let frame = current, frame.frame.contains(point) else { return nil }
        while let node = current {
            // Children are back to front: the front one wins.
            guard let child = node.children.reversed().compactMap({ nodes[$0] }).first(where: { $0.frame.contains(point) })
            else { return node }
            current = child
        }
        return nil
    }
}
