/// A page's content: it draws itself into the rectangle the pager gives it and describes itself
/// for the element tree, so a pager of pages needs no drawing code of its own.
public protocol Page: AnyObject {
    /// The page's title: its tab's title, and its element's.
    var title: String { get }
    /// Appends the page's drawing, filling `frame` (the pager clips it to what shows).
    func draw(in frame: Rect, into list: inout DrawList, context: PageContext)
    /// The page as an element of the tree (role `page`), occupying `frame`.
    func elementNode(frame: Rect, selected: Bool) -> ElementNode
}

extension Page {
    public func elementNode(frame: Rect, selected: Bool) -> ElementNode {
        ElementNode(role: "page", title: title, frame: frame, selected: selected)
    }
}

/// What a page draws with: the theme's colours and sizes and the text measurer of the renderer.
public struct PageContext {
    /// Colours and sizes.
    public var theme: Theme
    /// Measures text as the renderer will draw it.
    public var measurer: any TextMeasuring

    /// A context of `theme` and `measurer`.
    public init(theme: Theme, measurer: any TextMeasuring) {
        self.theme = theme
        self.measurer = measurer
    }
}
