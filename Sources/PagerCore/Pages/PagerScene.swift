/// A ready scene: a ``ViewPager`` whose tabs are its pages' titles and whose pages draw
/// themselves (``Page``). Gestures reach the tabs and the pages through the driver's router;
/// keys and wheel notches through ``handle(_:)``.
///
/// ```swift
/// let scene = PagerScene(pages: [ColorPage(title: "First", color: .white)], measurer: text)
/// ```
public final class PagerScene: DescribedScene {
    /// The tab strip over the pages.
    public let viewPager: ViewPager
    /// The pages, in order.
    public let pages: [any Page]
    /// What the pages draw with.
    public var context: PageContext

    /// A pager over `pages`, tabs sized by `tabs`, in `theme`, measuring text with `measurer`.
    public init(pages: [any Page], tabs: TabbedView.SizeConfiguration = .fillEqually(height: 48, spacing: 0),
                theme: Theme = Theme(), measurer: any TextMeasuring) {
        self.pages = pages
        context = PageContext(theme: theme, measurer: measurer)
        viewPager = ViewPager(tabSizeConfiguration: tabs, titles: pages.map(\.title), theme: theme, measurer: measurer)
    }

    public func resize(to size: Size) {
        viewPager.frame = Rect(x: 0, y: 0, width: max(0, size.width), height: max(0, size.height))
    }

    public func collectGestureParticipants(at point: Point, into chain: inout [any GestureParticipant]) {
        viewPager.collectGestureParticipants(at: point, into: &chain)
    }

    public func handle(_ event: InputEvent) { viewPager.handle(event) }
    public func advance(to time: Double) { viewPager.advance(to: time) }
    public func adopt(clock: SceneClock) { viewPager.clock = clock }
    public var isAnimating: Bool { viewPager.isAnimating }
    public var wakeTime: Double? { viewPager.wakeTime }

    public func draw(into list: inout DrawList) {
        let context = context
        viewPager.pagedView.drawShownPages(into: &list) { index, frame, list in
            pages[index].draw(in: frame, into: &list, context: context)
        }
        viewPager.indicator?.draw(into: &list)
        viewPager.tabbedView.draw(into: &list)
    }

    /// The visible elements: the tab strip, and the pager with the pages on screen.
    public func elementTree() -> ElementNode {
        let pager = viewPager.pagedView
        var shown: [ElementNode] = []
        pager.forEachVisiblePage { index, frame in
            shown.append(pages[index].elementNode(frame: frame.intersection(pager.frame), selected: index == pager.currentPage))
        }
        return ElementNode(role: "window", frame: viewPager.frame, children: [
            viewPager.tabbedView.elementNode(), ElementNode(role: "pager", frame: pager.frame, children: shown),
        ])
    }
}
