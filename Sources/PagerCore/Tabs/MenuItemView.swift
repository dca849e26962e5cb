/// A custom tab ("menu") item told `didSelect()` / `didDeselect()`, the names paging menus
/// use. Conforming types get ``TabItem``'s `onSelected()` / `onNotSelected()` for free.
public protocol MenuItemView: TabItem {
    /// This item became the selected one.
    func didSelect()
    /// This item stopped being the selected one.
    func didDeselect()
}

extension MenuItemView {
    public func onSelected() { didSelect() }
    public func onNotSelected() { didDeselect() }
}
