/// One visible element, for `--dump-tree`, accessibility-style inspection and end-to-end tests.
public struct ElementNode: Sendable, Equatable {
    /// What kind of element: window, header, tabStrip, tab, indicator, pager, page, list, row,
    /// bottomBar, bottomBarItem, image, text, button, thumbnailStrip, thumbnail.
    public var role: String
    /// Its visible title, if it has one.
    public var title: String?
    /// Where it is, in window points.
    public var frame: Rect
    /// Whether it is the selected one among its siblings.
    public var selected: Bool?
    /// A tab's or bar item's badge (a count or a short label), if it shows one.
    public var badge: String?
    /// A second line under the title (a row's subtitle), if it shows one.
    public var subtitle: String?
    /// Whether the keyboard focus is on it (the focus ring is drawn around it, or around the tab
    /// list whose selected tab it is).
    public var focused: Bool?
    /// Whether an image element's pixels are showing (true), or it still shows its placeholder
    /// or its picture cannot be shown (false); nil for an element that is no image.
    public var loaded: Bool?
    /// A zoomable element's scale (1 at fit, 2.5 zoomed two and a half times); nil for one that
    /// does not zoom.
    public var zoom: Double?
    /// Whether a button is being pressed; nil for an element that is no button.
    public var pressed: Bool?
    /// Elements inside it, back to front.
    public var children: [ElementNode]

    /// Creates a node.
    public init(role: String, title: String? = nil, frame: Rect, selected: Bool? = nil,
                children: [ElementNode] = [], badge: String? = nil, subtitle: String? = nil, loaded: Bool? = nil) {
        self.role = role; self.title = title; self.frame = frame
        self.selected = selected; self.children = children; self.badge = badge; self.subtitle = subtitle
        self.loaded = loaded
    }
}
