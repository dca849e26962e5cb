/// A tab strip over pages. A tap on a tab moves the pages, a
/// swipe moves the selection, and the indicator follows the pages' fractional position every frame.
public typealias ViewPager = TabbedPager<TabbedView>

/// Screens: pages (one per screen) over a bottom tab bar whose colours follow them.
public typealias BottomBarPager = TabbedPager<BottomTabBar>

/// Told about a tabbed pager's page moves and tab taps.
public protocol ViewPagerDelegate: AnyObject {
    /// The pages came to rest on `index` at `time`; called exactly once per completed move.
    func didMoveToPage(index: Int, at time: Double)
    /// The user tapped tab `index` at `time`, or the app selected it as a tap would
    /// (``TabbedPager/selectTab(at:at:)``); the pages are already on their way to it.
    func didSelectTab(at index: Int, at time: Double)
    /// The user tapped (or activated) tab `index`, the one the pages rest on
    /// (``TabbedPager/selectTab(at:at:)``); called before its content scrolls to the top.
    func didReselectTab(at index: Int, at time: Double)
}

extension ViewPagerDelegate {
    public func didSelectTab(at index: Int, at time: Double) {}
    public func didReselectTab(at index: Int, at time: Double) {}
}

/// Pages and the selector that names them (a tab strip or a bottom bar), kept in step.
///
/// There is one selection and the pages own it: ``selectedIndex`` is the page the pages are on
/// or heading for (the spring's target while settling, the nearest page while dragged). The
/// selector and the indicator read it, with the position, from the pages' ``PagingState``
/// whenever they lay out, draw or answer; neither keeps a copy. So keys, taps, wheels, swipes
/// and inserts cannot disagree about which tab is selected. PagedView and TabbedView still work
/// alone; this only composes them.
public final class TabbedPager<Tabs: PagerTabs>: PagedViewDelegate {
    /// Where the selector goes.
    public enum TabsPosition: Sendable, Equatable {
        /// Above the pages (a tab strip).
        case top
        /// Below the pages (a bottom bar).
        case bottom
        /// Not shown: the pages take the whole frame, as a ``PagedView`` alone. The
        /// selector still follows the pages unseen, with no height, so it takes no input.
        case hidden
    }

    /// The selector.
    public let tabs: Tabs
    /// The pages.
    public let pagedView: PagedView
    /// Where the selector sits relative to the pages, unless it adapts to the width
    /// (``PagerTabs/adapt(toWidth:)``).
    public let tabsPosition: TabsPosition
    /// Where the selector sits now: ``tabsPosition``, or where it asked to be for the frame's
    /// width.
    public private(set) var shownTabsPosition: TabsPosition
    /// Dots or lines over the pages that follow them and take taps; none by default. An
    /// indicator kept after the pager is gone still shows the pages, and ignores taps.
    public var indicator: PageIndicator? {
        didSet {
            indicator?.attach(to: pagedView) { [weak self] page, time in
                guard let self else { return }
                moveToPage(at: page, animation: moveAnimation, at: time)
            }
            layout()
        }
    }
    /// Moves the pages on by one every so often at rest (a carousel); none by default.
    public var autoAdvance: AutoAdvance? {
        get { storedAutoAdvance }
        set { storedAutoAdvance = newValue }
    }
    private var storedAutoAdvance: AutoAdvance?
    /// Routes the pointer, touch and pan events ``handle(_:)`` gets (a driver's router routes
    /// them itself, and this one stays idle).
    var router = GestureRouter()
    /// How the moves the pager makes for taps on its selector and indicator and for keys
    /// animate; the pages' own spring by default. Drags and the wheel keep the spring.
    public var moveAnimation = PageAnimation.default
    /// Whether tapping the selected tab scrolls its page's ``topScrollable`` to the top; on by
    /// default (the delegate hears of the reselect either way).
    public var scrollsToTopOnReselect = true
    /// The content of page `index` a reselect scrolls to the top (its list); none by default.
    public var topScrollable: ((_ index: Int) -> (any TopScrollable)?)?
    /// Receives page moves and tab taps (the pager is its parts' delegate).
    public weak var delegate: ViewPagerDelegate?
    /// Where the whole thing sits; the selector takes its preferred height, the pages the rest.
    public var frame: Rect = .zero {
        didSet { layout() }
    }

    /// Composes `tabs` and `pagedView` (their counts should match; extra tabs or pages are
    /// unreachable from the other side, so callers keep them equal). Selectors kept after the
    /// pager is gone still show the pages, and ignore taps.
    public init(tabs: Tabs, pagedView: PagedView, tabsPosition: TabsPosition = .top) {
        self.tabs = tabs
        self.pagedView = pagedView
        self.tabsPosition = tabsPosition
        shownTabsPosition = tabsPosition
        pagedView.delegate = self
        tabs.attach(to: pagedView) { [weak self] index, time in self?.selectTab(at: index, at: time) }
    }

    /// The clock the pages and the selector read their time from (the pages' own, until a
    /// scene hands them its clock).
    public var clock: SceneClock {
        get { pagedView.clock }
        set { pagedView.clock = newValue }
    }

    /// The page the pages are on or heading for: the selected tab.
    public var selectedIndex: Int { pagedView.targetPage }

    private func layout() {
        shownTabsPosition = tabs.adapt(toWidth: frame.width) ?? tabsPosition
        let height = min(tabs.preferredHeight, frame.height)
        let pagesHeight = max(0, frame.height - height)
        switch shownTabsPosition {
        case .top:
            tabs.frame = Rect(x: frame.x, y: frame.y, width: frame.width, height: height)
            pagedView.frame = Rect(x: frame.x, y: frame.y + height, width: frame.width, height: pagesHeight)
        case .bottom:
            pagedView.frame = Rect(x: frame.x, y: frame.y, width: frame.width, height: pagesHeight)
            tabs.frame = Rect(x: frame.x, y: frame.y + pagesHeight, width: frame.width, height: height)
        case .hidden:
            pagedView.frame = frame
            tabs.frame = Rect(x: frame.x, y: frame.y, width: frame.width, height: 0)
        }
        indicator?.layout(in: pagedView.frame)
    }

    public func didMoveToPage(index: Int, at time: Double) {
        delegate?.didMoveToPage(index: index, at: time)
    }

    /// Moves to page `index` at `time`, without telling the delegate of a selection (it hears
    /// the completed move, ``ViewPagerDelegate/didMoveToPage(index:at:)``). To select a tab as a
    /// tap on it would, telling ``ViewPagerDelegate/didSelectTab(at:at:)``, use
    /// ``selectTab(at:at:)``.
    public func moveToPage(at index: Int, animated: Bool = true, at time: Double) {
        pagedView.moveToPage(at: index, animated: animated, at: time)
    }

    /// Moves to page `index` at `time` with `animation`, telling `completion` once when the move
    /// ends or is interrupted (``PagedView/moveToPage(at:animation:at:completion:)``).
    public func moveToPage(at index: Int, animation: PageAnimation, at time: Double,
                           completion: MoveCompletion? = nil) {
        pagedView.moveToPage(at: index, animation: animation, at: time, completion: completion)
    }

    // MARK: - Time

    /// Advances both to `time` (the selector reads where the pages are as it goes). An auto-advance that fell
    /// due before `time` moves the pages from the moment it was due; pages that come to rest by
    /// `time` start the count to the next move at `time`, so ``wakeTime`` names it at once (a
    /// loop that sleeps until then draws no frame at rest that would start it).
    public func advance(to time: Double) {
        advanceGestures(to: time)
        if var timer = storedAutoAdvance {
            if let due = timer.step(to: time, resting: isSettled && !pagedView.isPressed, canMove: canAdvance) {
                pagedView.advance(to: due)
                pagedView.moveByOnePage(forward: true, at: due)
            }
            storedAutoAdvance = timer
        }
        pagedView.advance(to: time)
        tabs.advance(to: time)
        if var timer = storedAutoAdvance, timer.restingSince == nil {
            // Not counting yet, so this step cannot find a move due: it only starts the count.
            _ = timer.step(to: time, resting: isSettled && !pagedView.isPressed, canMove: canAdvance)
            storedAutoAdvance = timer
        }
    }

    /// When the auto-advance will next move the pages, if nothing else happens first: a loop
    /// that sleeps while nothing moves wakes then.
    public var wakeTime: Double? { autoAdvance?.dueTime(canMove: canAdvance) }

    /// Whether the pages can move on: a loop always, other pagers until their last page.
    private var canAdvance: Bool { pagedView.isLooping || pagedView.currentPage < pagedView.pageCount - 1 }

    /// Whether either part moves on its own, or a touchpad pan given to ``handle(_:)`` waits
    /// for its fingers to lift.
    public var isAnimating: Bool { pagedView.isAnimating || tabs.isAnimating || router.needsTime }

    /// Whether both are at rest and no gesture given to ``handle(_:)`` holds them.
    public var isSettled: Bool { pagedView.isSettled && tabs.isSettled && !router.isActive }
}

extension TabbedPager where Tabs == TabbedView {
    /// The tab strip.
    public var tabbedView: TabbedView { tabs }

    /// Composes a tab strip over pages.
    public convenience init(tabbedView: TabbedView, pagedView: PagedView) {
        self.init(tabs: tabbedView, pagedView: pagedView, tabsPosition: .top)
    }

    /// Tabs of the given titles, one page per title.
    ///
    /// ```swift
    /// let viewPager = ViewPager(tabSizeConfiguration: .fillEqually(height: 60, spacing: 0),
    ///                           titles: ["First", "Second", "Third"], measurer: textMeasurer)
    /// ```
    public convenience init(tabSizeConfiguration: TabbedView.SizeConfiguration, titles: [String],
                            theme: Theme = Theme(), measurer: any TextMeasuring,
                            pagedViewConfiguration: PagedView.Configuration = .init()) {
        self.init(tabbedView: TabbedView(sizeConfiguration: tabSizeConfiguration, titles: titles, theme: theme,
                                         measurer: measurer),
                  pagedView: PagedView(pageCount: titles.count, configuration: pagedViewConfiguration))
    }

    /// Inserts a page and its tab before `index`, at any moment: the page on screen stays, and
    /// tab and page stay in step (the callbacks come once both have it). The data behind both
    /// must already include the new page.
    public func insertPage(at index: Int) {
        pagedView.performBatchUpdates {
            pagedView.insertPage(at: index)
            tabs.insertTab(at: index)
        }
    }

    /// Applies new content as a keyed diff (``PageListDiff``), at any moment: pages leave and
    /// arrive one at a time through ``PagedView/removePage(at:)`` and ``PagedView/insertPage(at:)``,
    /// so the page on screen stays there and stays current (a drag keeps following the finger,
    /// a spring keeps its speed), and the tabs become the new list's in one step. The data
    /// behind both must already be the new list; `changed` names new indices whose title,
    /// badge or colour changed (their tabs are measured and drawn again). The pages the pager
    /// holds for kept indices stay the same objects (``PagedView/page(at:)``): update them in place.
    /// An empty new list leaves the pager empty.
    public func apply(_ diff: PageListDiff, changed: Set<Int> = []) {
        guard !diff.isEmpty || !changed.isEmpty else { return }
        pagedView.performBatchUpdates {
            for step in diff.steps {
                switch step {
                case let .insert(index): pagedView.insertPage(at: index)
                case let .remove(index): pagedView.removePage(at: index)
                }
            }
            if diff.isEmpty { tabs.reloadTabs(changed) } else { tabs.applyTabChanges(diff, changed: changed) }
        }
    }

    /// Removes a page and its tab, at any moment (the data behind both must already be without
    /// it); removing the only one leaves the pager empty.
    public func removePage(at index: Int) {
        guard index >= 0, index < pagedView.pageCount else { return }
        pagedView.performBatchUpdates {
            pagedView.removePage(at: index)
            tabs.removeTab(at: index)
        }
    }
}
