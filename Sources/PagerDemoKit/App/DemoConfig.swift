import PagerCore

/// What the demo shows, as read from the JSON config in Assets/.
public struct DemoConfig: Sendable, Equatable {
    /// One page: a colour and a title.
    public struct Page: Sendable, Equatable {
        /// Shown on the page and on its tab.
        public var title: String
        /// The page's fill.
        public var color: Color
        /// Creates a page.
        public init(title: String, color: Color) { self.title = title; self.color = color }
    }

    /// The window's title.
    public var title: String
    /// The header bar's title (the seed's "ViewPager" navigation bar).
    public var headerTitle: String
    /// The pages, in order.
    public var pages: [Page]
    /// The page shown first.
    public var initialPage: Int
    /// How the tabs are sized.
    public var tabs: TabStripLayout.SizeConfiguration

    /// Creates a config.
    public init(title: String = "Pager", headerTitle: String = "ViewPager", pages: [Page], initialPage: Int = 0,
                tabs: TabStripLayout.SizeConfiguration = DemoConfig.defaultTabs) {
        self.title = title
        self.headerTitle = headerTitle
        self.pages = pages
        self.initialPage = initialPage
        self.tabs = tabs
    }

    /// The seed's `.fillEqually(height: 60, spacing: 0)`, a little lower for a desktop window.
    public static let defaultTabs = TabStripLayout.SizeConfiguration.fillEqually(height: 48, spacing: 0)

    /// `count` synthetic pages (`--pages N`), cycling through a palette so neighbours differ.
    public static func synthetic(pageCount count: Int) -> [Page] {
        let palette: [String] = ["red", "blue", "orange", "green", "purple", "teal", "pink", "indigo", "brown", "mint"]
        return (0..<max(1, count)).map { index in
            Page(title: "Page \(index + 1)", color: Color.named[palette[index % palette.count]] ?? .black)
        }
    }
}
