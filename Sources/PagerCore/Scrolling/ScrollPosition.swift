/// One list's position along its scroll axis: an offset inside `0...maxOffset`, plus an
/// overscroll shown past an end while rubber banding.
///
/// The two are kept apart on purpose: ``consume(_:)`` only ever moves the in-range offset, and
/// only the ``NestedScrollCoordinator`` sets ``overscroll``, because whether an end is a *true*
/// end (list top with the header fully expanded, list bottom) is a fact about the whole screen,
/// not about one list.
public struct ScrollPosition: Sendable, Equatable {
    /// Total height of the content in points.
    public private(set) var contentLength: Double
    /// Height the scroll range is measured against, in points (for a list under a collapsing
    /// header: its height once the header is fully collapsed, see
    /// ``NestedScrollCoordinator/layout(_:visibleFrame:)``). Also the rubber band's `d`.
    public private(set) var viewportLength: Double
    /// How far the content is scrolled, in points, within `0...maxOffset`.
    public private(set) var offset: Double
    /// Extra displacement past an end while rubber banding: negative above the top, positive
    /// below the bottom, 0 otherwise. Already banded: this is what is shown.
    public internal(set) var overscroll: Double = 0

    /// Creates a position.
    /// - Parameters:
    ///   - contentLength: content height in points.
    ///   - viewportLength: viewport height in points.
    ///   - offset: initial offset, clamped to the range.
    public init(contentLength: Double, viewportLength: Double, offset: Double = 0) {
        self.contentLength = max(0, contentLength)
        self.viewportLength = max(0, viewportLength)
        self.offset = 0
        self.offset = clamp(offset)
    }

    /// The largest offset: content that does not fill the viewport does not scroll.
    public var maxOffset: Double { max(0, contentLength - viewportLength) }

    /// The offsets reachable without overscroll.
    public var range: ClosedRange<Double> { 0...maxOffset }

    /// The offset as drawn: ``offset`` plus ``overscroll``.
    public var visibleOffset: Double { offset + overscroll }

    /// Scrolls by `delta` points (positive forward) as far as the range allows.
    /// - Returns: the part of `delta` that did not fit (0 when it all fitted).
    public mutating func consume(_ delta: Double) -> Double {
        let move = ClampedMove(from: offset, by: delta, within: range)
        offset = move.offset
        return move.unused
    }

    /// Jumps to `offset`, clamped to the range.
    public mutating func setOffset(_ newOffset: Double) {
        guard newOffset.isFinite else { return }
        offset = clamp(newOffset)
    }

    /// Changes the content and viewport lengths; the offset is clamped to the new range, so a
    /// list that became shorter never shows empty space past its last row, and the overscroll
    /// to one viewport.
    public mutating func setLengths(content: Double, viewport: Double) {
        contentLength = max(0, content.isFinite ? content : 0)
        viewportLength = max(0, viewport.isFinite ? viewport : 0)
        offset = clamp(offset)
        // A rubber band never shows more than one viewport past an end (its asymptote is the
        // viewport's length): a window that shrinks mid-pull pulls the band in with it.
        overscroll = min(max(overscroll, -viewportLength), viewportLength)
    }

    private func clamp(_ value: Double) -> Double { min(max(value, 0), maxOffset) }
}
