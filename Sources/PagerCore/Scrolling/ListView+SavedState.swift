/// What a list needs to come back as it was after its page was let go of (ViewPager2's saved
/// instance state): the scroll offset, the rows' heights and the selected row.
extension ListView {
    /// A list's state apart from its rows' content and its motion.
    public struct SavedState: Sendable, Equatable {
        /// The scroll offset in points (at rest: no overscroll).
        public var offset: Double
        /// The rows' heights (and so their count).
        public var heights: RowHeights
        /// The row last selected, if any.
        public var selectedRow: Int?
    }

    /// The list's state now; a running fling or bounce is not kept (the list comes back at rest
    /// where it was).
    public var savedState: SavedState {
        SavedState(offset: scrollOffset, heights: heights, selectedRow: selectedRow)
    }

    /// Takes `state`'s rows, offset (clamped to the new range once the list is laid out) and
    /// selection. A state that does not fit (one saved by an older list, or corrupt) is taken
    /// as far as it does: an offset that is not finite leaves the list where it is, and a
    /// selected row outside `0..<rowCount` selects none.
    public func restore(_ state: SavedState) {
        setRowCount(state.heights.count, heights: state.heights)
        scroll(to: state.offset)
        selectedRow = state.selectedRow.flatMap { (0..<rowCount).contains($0) ? $0 : nil }
    }
}
