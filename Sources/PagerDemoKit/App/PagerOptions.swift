import PagerCore
import ScrollPhysics

extension DemoConfig {
    /// How a screen's pager behaves and looks: the options the best pagers offer (Compose
    /// HorizontalPager, Flutter PageView, ViewPager2, libadwaita Carousel, Tabman, Parchment),
    /// each one config key. docs/config.md, Config reference, lists them with their defaults.
    package struct PagerOptions: Sendable, Equatable {
        /// `"loop"`: past the last page comes the first. Default: on for a loop screen only.
        package var loops: Bool
        /// `"tabsPosition"`: the tab strip above the pages or below them. Default: top.
        package var tabsPosition: ViewPager.TabsPosition = .top
        /// `"pageSpacing"`: points between two pages. Default: 0.
        package var pageSpacing = 0.0
        /// `"peek"`: points of each neighbour in view at the sides. Default: 0.
        package var peek = 0.0
        /// `"longSwipes"`: a fast fling may cross several pages. Default: off (one page).
        package var longSwipes = false
        /// `"indicator"`: dots or lines over the pages. Default: none.
        package var indicator: PageIndicator.Style?
        /// `"autoAdvance"`: seconds at rest before the pages move on by themselves. Default: none.
        package var autoAdvance: Double?
        /// `"orientation"`: pages side by side (horizontal) or stacked (vertical). Default: horizontal.
        package var orientation = Axis.horizontal
        /// `"swipe"`: the pages follow drags and touchpad pans; off, only taps, keys and the wheel
        /// move them, and a drag on them moves what is around them. Default: on.
        package var swipes = true
        /// `"animation"`: how tab taps, keys and bar items move the pages. Default: the pager's spring.
        package var animation = PageAnimation.default
        /// `"transition"`: how the pages draw as they move. Default: slide.
        package var transition = Transition.slide
        /// `"refresh"` (feed screens): pulling a list down past its top refreshes it. Default: off.
        package var refreshes = false
        /// From the config's `"direction"`: the pages run from the right.
        package var isRightToLeft = false

        /// The defaults for a screen of `kind`.
        package init(kind: ScreenKind) {
            loops = kind == .loop
        }

        /// The built-in page transitions by config name.
        package enum Transition: String, Sendable, Equatable, CaseIterable {
            case slide, parallax, zoom, depth

            /// The library's transition of that name.
            package var pageTransition: PageTransition {
                switch self {
                case .slide: return .slide
                case .parallax: return .parallax
                case .zoom: return .zoom
                case .depth: return .depth
                }
            }
        }

        /// The page indicator these options ask for, if any.
        package func makeIndicator(theme: Theme) -> PageIndicator? {
            indicator.map { PageIndicator(style: $0, axis: orientation, isRightToLeft: isRightToLeft, theme: theme) }
        }

        /// The carousel timer these options ask for, if any.
        package var autoAdvanceTimer: AutoAdvance? { autoAdvance.map { AutoAdvance(interval: $0) } }

        /// The ways the pages follow drags, for these options.
        package var swipeDirections: SwipeDirections { swipes ? .both : .none }

        /// These options less those a running screen takes in place (``DemoScreen/applyOptions(_:)``:
        /// `transition`, `swipe`, `animation`): a live reload that changes only those keeps the
        /// screen and its gesture under way.
        var withoutLiveOptions: PagerOptions {
            var copy = self
            copy.transition = .slide
            copy.swipes = true
            copy.animation = .default
            return copy
        }

        /// Whether the pager shows its background between or beside pages.
        package var showsGaps: Bool { pageSpacing > 0 || peek > 0 }

        /// The pager's tuning for these options.
        package var pagedViewConfiguration: PagedView.Configuration {
            var configuration = PagedView.Configuration()
            configuration.isLooping = loops
            configuration.pageSpacing = pageSpacing
            configuration.peek = peek
            configuration.axis = orientation
            configuration.isRightToLeft = isRightToLeft
            if longSwipes { configuration.snapping = .longSwipes }
            return configuration
        }
    }
}
