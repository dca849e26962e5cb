extension Key {
    /// The index a row of `count` selectable items moves to for this key, from `selected`:
    /// Left / Right the neighbour on that side (mirrored when `isRightToLeft`), Home / End the
    /// first / last item; nil for any other key, or when there are no items.
    func selectionTarget(from selected: Int, count: Int, isRightToLeft: Bool) -> Int? {
        guard count > 0 else { return nil }
        let step = isRightToLeft ? -1 : 1
        switch self {
        case .right: return selected + step
        case .left: return selected - step
        case .home: return 0
        case .end: return count - 1
        default: return nil
        }
    }
}
