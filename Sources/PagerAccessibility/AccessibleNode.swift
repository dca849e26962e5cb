import PagerCore

/// One accessible object of a snapshot: what AT-SPI's Accessible, Component, Action and
/// Selection interfaces report about it.
public struct AccessibleNode: Sendable, Equatable {
    /// Its number in the snapshot, also its object path's last part; the same element keeps it
    /// from snapshot to snapshot (``AccessibleTreeBuilder``). 0 is the application.
    public var id: Int
    /// What it is, for the screen reader.
    public var role: AccessibleRole
    /// What the screen reader calls it (a tab's title, a row's title).
    public var name: String
    /// More about it, read after the name (a tab's badge); empty for none.
    public var description: String
    /// Its AT-SPI states (selected, focused, showing, ...).
    public var states: AccessibleStates
    /// Where it is, in window points (the application's is empty).
    public var frame: Rect
    /// The parent's id; nil for the application, whose parent is the desktop.
    public var parent: Int?
    /// Its children's ids, in order.
    public var children: [Int]
    /// Its position among its parent's children.
    public var indexInParent: Int
    /// Object attributes (`posinset` and `setsize` on page tabs: "2 of 3").
    public var attributes: [String: String]
    /// Its actions' names ("click" on a page tab).
    public var actions: [String]
    /// The identity that keeps its id: the parent's key, its role and its title or position.
    public var key: String

    /// The D-Bus interfaces it implements.
    public var interfaces: [String] {
        if role == .application { return ["org.a11y.atspi.Accessible", "org.a11y.atspi.Application"] }
        var names = ["org.a11y.atspi.Accessible", "org.a11y.atspi.Component"]
        if !actions.isEmpty { names.append("org.a11y.atspi.Action") }
        if role == .pageTabList { names.append("org.a11y.atspi.Selection") }
        return names
    }
}
