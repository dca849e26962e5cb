extension ElementNode {
    /// The tree with `focused` set on the element the focus ring surrounds: the deepest one whose
    /// frame is `ring`, or, where that is a tab strip or bottom bar, its selected item (a tab
    /// list's focus is on its selected tab, as in GTK's notebooks). Unchanged for a nil ring or
    /// one that surrounds no element.
    public func markingFocus(_ ring: Rect?) -> ElementNode {
        guard let ring else { return self }
        var copy = self
        _ = copy.markFocus(ring)
        return copy
    }

    private mutating func markFocus(_ ring: Rect) -> Bool {
        for index in children.indices where children[index].markFocus(ring) { return true }
        guard frame == ring else { return false }
        if let selected = children.firstIndex(where: { $0.selected == true }), role == "tabStrip" || role == "bottomBar" {
            children[selected].focused = true
        } else {
            focused = true
        }
        return true
    }
}
