/// A page that holds a virtualised list (``ListView``): the list's rows over a background, and
/// the list's element under the page's.
///
/// The list keeps its own scroll position while the page lives. Whoever scrolls it lays it out
/// (``NestedScrollCoordinator/layout(_:visibleFrame:)``, or ``ListView/setFrame(_:viewportLength:)``
/// for a list alone) and advances it; the page only draws and describes it.
public final class ListPage: Page {
    /// The page's name in the element tree.
    public var title: String
    /// The list on the page (a new list may take its place, say when the rows change).
    public var list: ListView
    /// What shows behind the rows (and past the last one); nil for the theme's row background.
    public var background: Color?

    /// A page titled `title` showing `list` over `background`.
    public init(title: String, list: ListView, background: Color? = nil) {
        self.title = title
        self.list = list
        self.background = background
    }

    public func drawBackground(in frame: Rect, into list: inout DrawList, context: PageContext) {
        list.fill(frame, background ?? context.theme.rowBackground)
    }

    /// Draws the list where it was laid out (its frame, not `frame`).
    public func draw(in frame: Rect, into list: inout DrawList, context: PageContext) {
        self.list.draw(into: &list, measurer: context.measurer, theme: context.theme)
    }

    /// The page's element with the list's under it.
    public func elementNode(frame: Rect, selected: Bool) -> ElementNode {
        ElementNode(role: "page", title: title, frame: frame, selected: selected, children: [list.elementNode()])
    }
}
