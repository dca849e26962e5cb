/// How a collapsing header takes part in a vertical scroll, named after Android's
/// `AppBarLayout.LayoutParams` scroll flags (developer.android.com, "AppBarLayout.LayoutParams":
/// `SCROLL_FLAG_EXIT_UNTIL_COLLAPSED`, `SCROLL_FLAG_ENTER_ALWAYS`,
/// `SCROLL_FLAG_ENTER_ALWAYS_COLLAPSED`).
///
/// All collapse the header first when the content scrolls forward; they differ on the way back.
public enum HeaderScrollMode: String, Sendable, CaseIterable {
    /// Back towards the top the list scrolls first and the header expands only once the list is
    /// at its top.
    case exitUntilCollapsed
    /// Any backward scroll expands the header first, wherever the list is (a "quick return" bar),
    /// then scrolls the list.
    case enterAlways
    /// Forward the header collapses to its bar and then the bar scrolls away too; any backward
    /// scroll brings the bar back first ("only initially scroll back to its collapsed height"),
    /// then scrolls the list, and the header expands the rest of the way only once the list is
    /// at its top.
    case enterAlwaysCollapsed

    /// Whether the compact bar itself scrolls off the top after the header has collapsed.
    public var hidesCollapsedBar: Bool { self == .enterAlwaysCollapsed }
}
