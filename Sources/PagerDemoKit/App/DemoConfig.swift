import PagerCore

/// What the demo shows, as read from the JSON config in Assets/.
package struct DemoConfig: Sendable, Equatable {
    /// One list row.
    package struct Row: Sendable, Equatable {
        /// The main line.
        package var title: String
        /// A second, smaller line.
        package var subtitle: String?
        /// Creates a row.
        package init(title: String, subtitle: String? = nil) { self.title = title; self.subtitle = subtitle }
    }

    /// A page's rows: listed in the config, or generated on demand (`--rows N`), so a million
    /// rows cost no memory.
    package enum Rows: Sendable, Equatable {
        /// Rows from the config.
        case listed([Row])
        /// `count` generated rows, "Row 1" and so on.
        case synthetic(count: Int, prefix: String)

        /// The number of rows.
        package var count: Int {
            switch self {
            case let .listed(rows): return rows.count
            case let .synthetic(count, _): return count
            }
        }

        /// Row `index`.
        package func row(at index: Int) -> Row {
            switch self {
            case let .listed(rows): return rows[index]
            case let .synthetic(_, prefix):
                return Row(title: "\(prefix) \(index + 1)",
                           subtitle: index % Self.subtitlePeriod == 0 ? "Generated row \(index + 1)" : nil)
            }
        }

        /// Every this many generated rows, one has a subtitle.
        static let subtitlePeriod = 3

        /// Each row's height from its content (see ``ListView/height(of:)``): one per listed
        /// row, read once; for generated rows the pattern of one period, so a million rows
        /// are described by three heights.
        package var heights: RowHeights {
            let period: Int
            switch self {
            case let .listed(rows): period = rows.count
            case .synthetic: period = Self.subtitlePeriod
            }
            let pattern = (0..<min(period, count)).map { index in
                let row = row(at: index)
                return ListView.height(of: ListRow(title: row.title, subtitle: row.subtitle))
            }
            return RowHeights(count: count, pattern: pattern)
        }
    }

    /// A picture a page shows (`"image"`), with how it sits in the page and its caption.
    package struct Picture: Sendable, Equatable {
        /// The image file (resolved against the config's folder).
        package var source: ImageSource
        /// `"fit"`: ``ImageContentMode/fit`` (the default) or ``ImageContentMode/fill``.
        package var mode: ImageContentMode
        /// A line over a scrim at the page's bottom (`"caption"`), nil for none.
        package var caption: String?
        /// A picture of `source`.
        package init(source: ImageSource, mode: ImageContentMode = .fit, caption: String? = nil) {
            self.source = source; self.mode = mode; self.caption = caption
        }
    }

    /// One page: a colour, a title, and (on feed screens) rows, or (on pager and loop screens)
    /// a picture.
    package struct Page: Sendable, Equatable {
        /// Shown on the page and on its tab.
        package var title: String
        /// Who the page is across reloads and restarts (`"id"`; default the title): a new
        /// config is applied as a diff by these, and saved state names pages by them.
        package var id: String
        /// The page's fill; nil takes the theme's background (feed pages, so themes apply).
        package var color: Color?
        /// The page's list (feed screens).
        package var rows: Rows
        /// A count or short label on the page's tab (`"badge"`), nil for none.
        package var badge: String?
        /// The picture the page shows (`"image"`), nil for a page of its colour alone.
        package var picture: Picture?
        /// The blocks the page is made of (`"content"`: pictures, titles, paragraphs, buttons,
        /// spacers), none for a page of its colour or picture alone.
        package var content: [ContentBlock] = []
        /// Where the blocks sit when they are shorter than the page (`"align"`).
        package var align = StackAlignment.center
        /// The counts a badge may show: four digits at most, like the longest text badge.
        package static let badgeCounts = 0...9999
        /// The longest text badge, in characters: a badge is a count or a word like "new".
        package static let maximumBadgeLength = 4
        /// Creates a page.
        package init(title: String, color: Color?, rows: Rows = .listed([]), badge: String? = nil, id: String? = nil,
                    picture: Picture? = nil) {
            self.title = title; self.id = id ?? title; self.color = color; self.rows = rows; self.badge = badge
            self.picture = picture
        }
    }

    /// The collapsing header of a feed screen.
    package struct Header: Sendable, Equatable {
        /// The title.
        package var title: String
        /// Height when expanded (seed 004 in docs/seeds.md: 150 pt).
        package var expandedHeight: Double
        /// Height when collapsed (0, or a compact title bar).
        package var collapsedHeight: Double
        /// Whether a release half-way snaps it open or shut.
        package var snaps: Bool
        /// When it comes back on a backward scroll.
        package var scrollMode: HeaderScrollMode
        /// The colour of a parallax gradient behind the expanded title, if any.
        package var gradient: Color?
        /// A picture behind the expanded header (`"image"`), if any.
        package var backgroundImage: ImageSource?
        /// Creates a header.
        package init(title: String, expandedHeight: Double = 150, collapsedHeight: Double = 44, snaps: Bool = true,
                    scrollMode: HeaderScrollMode = .exitUntilCollapsed) {
            self.title = title; self.expandedHeight = expandedHeight
            self.collapsedHeight = collapsedHeight; self.snaps = snaps; self.scrollMode = scrollMode
        }
    }

    /// What kind of screen.
    package enum ScreenKind: String, Sendable, Equatable, CaseIterable {
        /// Seed 000: header bar, tabs, pages.
        case pager
        /// Seed 004: collapsing header, sticky tabs, a list per page.
        case feed
        /// Seed 003: a looping pager under a scrolling menu of custom items.
        case loop
    }

    /// Tab items' look.
    package enum TabStyle: String, Sendable, Equatable {
        /// A plain title (seed 000's default item).
        case label
        /// A custom item: a rounded "pill" behind the selected title (seed 003's custom menu).
        case pill
    }

    /// One screen: a bottom-bar item.
    package struct Screen: Sendable, Equatable {
        /// The kind.
        package var kind: ScreenKind
        /// The bottom bar's title for it.
        package var title: String
        /// Who the screen is across reloads and restarts (`"id"`; default its title, or its
        /// kind when the title is empty).
        package var id: String
        /// The bottom bar's icon for it: a shape of the icon set by name.
        package var icon: String
        /// A picture as the bottom bar's icon (`"icon": {"image": PATH}`), drawn in its own
        /// colours instead of ``icon``; nil for the named shape.
        package var iconImage: ImageSource?
        /// The folder a Photos screen shows (`"photos"`), as the config names it; nil for a
        /// screen of listed pages.
        package var photosFolder: String?
        /// Header bar title, or the collapsing header.
        package var header: Header
        /// Tab sizing.
        package var tabs: TabStripLayout.SizeConfiguration
        /// Space between each tab's edges and its content (`tabs.insets`).
        package var tabInsets = EdgeInsets.zero
        /// Tab look.
        package var tabStyle: TabStyle
        /// The pages.
        package var pages: PageList
        /// The page shown first.
        package var initialPage: Int
        /// Looping, orientation, spacing and the other pager options.
        package var options: PagerOptions
        /// A count or short label on the screen's bottom-bar item (`"badge"`), nil for none.
        package var badge: String?

        /// Creates a screen.
        package init(kind: ScreenKind, title: String, icon: String, header: Header, tabs: TabStripLayout.SizeConfiguration,
                    tabStyle: TabStyle = .label, pages: [Page], initialPage: Int = 0) {
            self.kind = kind; self.title = title; self.id = title.isEmpty ? kind.rawValue : title; self.icon = icon; self.header = header; self.tabs = tabs
            self.tabStyle = tabStyle; self.pages = PageList(pages); self.initialPage = initialPage
            self.options = PagerOptions(kind: kind)
        }
    }

    /// The window's title.
    package var title: String
    /// The screens, left to right in the bottom bar (no bar when there is one).
    package var screens: [Screen]
    /// The screen shown first (seed 001 starts in the middle).
    package var initialScreen: Int
    /// Icons for the bottom bar.
    package var icons: IconSet
    /// How the bottom bar's items share its width (`"bar"`; default: they fill it).
    package var bar = BottomBarLayout.fill
    /// `"switcher": {"wideFrom": points}`: from this window width on, the screens' switcher is a
    /// row of items in a header above them instead of the bottom bar. Default: none (always
    /// the bottom bar).
    package var switcherWideFrom: Double?
    /// Colours, sizes and spacing: a named theme with the config's overrides applied.
    package var theme: Theme
    /// `"direction": "rtl"`: pages, strips, the bar and the indicators run from the right.
    /// Default: from the locale's language.
    package var isRightToLeft = false
    /// What the config left out and why, one line each with file, line and field (a screen
    /// marked `"optional"` whose Photos folder is missing or empty), for the program to print.
    package var warnings: [String] = []
    /// The entries of the config's `screens` left out (optional Photos screens with nothing to
    /// show), by their index as listed.
    package var leftOutScreens: [Int] = []

    /// Creates a config.
    package init(title: String = "Pager", screens: [Screen], initialScreen: Int = 0, icons: IconSet = IconSet(),
                theme: Theme = Theme()) {
        self.title = title
        self.screens = screens
        self.initialScreen = initialScreen
        self.icons = icons
        self.theme = theme
    }

    /// The screen shown for entry `listed` of the config's `screens` (`initialScreen`, a
    /// button's `"screen N"`): one left out gives way to the screen listed before it (the
    /// first if none is).
    package func screenIndex(listed: Int) -> Int {
        let index = listed - leftOutScreens.filter { $0 < listed }.count - (leftOutScreens.contains(listed) ? 1 : 0)
        return min(max(0, index), screens.count - 1)
    }

    /// Seed 000's `.fillEqually(height: 60, spacing: 0)`, a little lower for a desktop window.
    package static let defaultTabs = TabStripLayout.SizeConfiguration.fillEqually(height: 48, spacing: 0)

    /// Replaces every screen's pages with `count` synthetic ones (`--pages N`), generated on
    /// demand, with a scrolling strip of fixed-width tabs, since thousands of tabs cannot share
    /// the width (and measuring each would make laying them out O(n)).
    package mutating func useSyntheticPages(_ count: Int) {
        let width = syntheticTabWidth(count)
        for index in screens.indices {
            let rows = screens[index].pages.first?.rows ?? .listed([])
            screens[index].pages = .synthetic(count: count, rows: rows)
            screens[index].tabs = .fixed(width: width, height: screens[index].tabs.height, spacing: 0)
            screens[index].initialPage = min(screens[index].initialPage, count - 1)
        }
    }

    /// A tab wide enough for the longest generated title ("Page 100000") in the bold tab font
    /// with a pill's padding, so no title is elided. DejaVu Sans Bold's advances (units per em
    /// 2048): "Page " 3.14 em, each digit 1425 units = 0.696 em.
    private func syntheticTabWidth(_ count: Int) -> Double {
        let digits = Double(String(max(1, count)).count)
        return ((3.14 + 0.7 * digits) * theme.tabTitleSize).rounded(.up) + 3 * theme.padding
    }

    /// Gives every page `count` generated rows (`--rows N`).
    package mutating func useSyntheticRows(_ count: Int) {
        for s in screens.indices {
            // Generated pages share one row source; their rows are titled "Row N".
            screens[s].pages.setRows { page in .synthetic(count: count, prefix: page.title == "Page" ? "Row" : page.title) }
        }
    }
}
