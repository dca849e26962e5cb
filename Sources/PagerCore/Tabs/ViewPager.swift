/// A TabbedView over a PagedView, kept in step both ways (seed 000's ViewPager): a tap on a tab
/// moves the pager, a swipe moves the selection, and the indicator follows the pager's
/// fractional position every frame. PagedView still works alone; this only composes.
public final class ViewPager: TabbedViewDelegate, PagedViewDelegate {
    /// The tabs on top.
    public let tabbedView: TabbedView
    /// The pages below.
    public let pagedView: PagedView
    /// Called once per completed page move, after the tabs have been updated.
    public var onPageChange: ((Int) -> Void)?
    /// Where the whole thing sits; the tabs take their configured height, the pages the rest.
    public var frame: Rect = .zero {
        didSet { layout() }
    }

    /// Composes `tabbedView` and `pagedView` (their counts should match; extra tabs or pages are
    /// unreachable from the other side, so callers keep them equal).
    public init(tabbedView: TabbedView, pagedView: PagedView) {
        self.tabbedView = tabbedView
        self.pagedView = pagedView
        tabbedView.followsPager = true
        tabbedView.wraps = pagedView.isLooping
        tabbedView.delegate = self
        pagedView.delegate = self
        tabbedView.moveToTab(at: pagedView.currentPage, animated: false)
        followPages()
    }

    /// The seed's way in: tabs of the given titles, one page per title.
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

    private func layout() {
        let height = min(tabbedView.sizeConfiguration.height, frame.height)
        tabbedView.frame = Rect(x: frame.x, y: frame.y, width: frame.width, height: height)
        pagedView.frame = Rect(x: frame.x, y: frame.y + height, width: frame.width, height: max(0, frame.height - height))
        followPages()
    }

    /// Lets the tabs follow the pages' position, and their long jumps: the pages on screen as
    /// tab indices (a looping pager's jump across its wrap is left unspliced: its tabs sweep).
    private func followPages() {
        let anchors = pagedView.anchors
        var tabs: [Int] = []
        if anchors.count > 1 {
            let count = pagedView.pageCount
            let lap = { (page: Int) in page >= 0 ? page / count : -((-page - 1) / count) - 1 }
            if anchors.allSatisfy({ lap($0) == lap(anchors[0]) }) {
                tabs = anchors.map { $0 - lap(anchors[0]) * count }
            }
        }
        tabbedView.follow(position: pagedView.position, anchors: tabs)
    }

    // MARK: - Two-way sync

    public func didMoveToTab(at index: Int) {
        pagedView.moveToPage(at: index)
    }

    public func didMoveToPage(index: Int) {
        tabbedView.moveToTab(at: index)
        onPageChange?(index)
    }

    /// Moves both to page `index`, as a tap on its tab would.
    public func moveToPage(at index: Int, animated: Bool = true) {
        pagedView.moveToPage(at: index, animated: animated)
        tabbedView.moveToTab(at: pagedView.targetPage, animated: animated)
        followPages()
    }

    /// Inserts a page and its tab before `index`, at any moment: the page on screen stays, and
    /// tab and page stay in step. The data behind both must already include the new page.
    public func insertPage(at index: Int) {
        pagedView.insertPage(at: index)
        tabbedView.insertTab(at: index)
        resync()
    }

    /// Removes a page and its tab, at any moment (the data behind both must already be without it).
    public func removePage(at index: Int) {
        guard pagedView.pageCount > 1 else { return }
        pagedView.removePage(at: index)
        tabbedView.removeTab(at: index)
        resync()
    }

    private func resync() {
        if tabbedView.selectedIndex != pagedView.targetPage {
            tabbedView.moveToTab(at: pagedView.targetPage, animated: false)
        }
        followPages()
    }

    /// Advances both to `time` and lets the tabs follow the pages.
    public func advance(to time: Double) {
        pagedView.advance(to: time)
        // Once the pages rest, the selection is the page: a tap whose move was caught and
        // dragged back to where it started completes no move, yet must not leave its tab selected.
        if pagedView.isSettled && tabbedView.selectedIndex != pagedView.currentPage {
            tabbedView.moveToTab(at: pagedView.currentPage)
        }
        followPages()
        tabbedView.advance(to: time)
    }

    /// Whether either part moves on its own.
    public var isAnimating: Bool { pagedView.isAnimating || tabbedView.isAnimating }

    /// Whether both are at rest.
    public var isSettled: Bool { pagedView.isSettled && tabbedView.isSettled }

    // MARK: - Desktop input

    /// Keyboard paging: Left / Right, PageUp / PageDown, Home / End, and digits 1-9 (0 = tenth).
    /// Returns whether the key was used. Repeated presses stack from the page being moved to.
    @discardableResult
    public func handleKey(_ key: Key) -> Bool {
        switch key {
        case .right, .pageDown:
            pagedView.moveByOnePage(forward: true)
            tabbedView.moveToTab(at: pagedView.targetPage)
        case .left, .pageUp:
            pagedView.moveByOnePage(forward: false)
            tabbedView.moveToTab(at: pagedView.targetPage)
        case .home: moveToPage(at: 0)
        case .end: moveToPage(at: pagedView.pageCount - 1)
        default:
            guard let digit = key.digit else { return false }
            moveToPage(at: digit == 0 ? 9 : digit - 1)
        }
        return true
    }

    /// A wheel event: horizontal notches (or shift + vertical) page one page a notch.
    /// Returns whether it was used (not for a negligible delta, ``WheelNotches/smallest``).
    @discardableResult
    public func handleWheel(dx: Double, dy: Double, modifiers: Modifiers, at time: Double) -> Bool {
        let notches = modifiers.contains(.shift) ? -dy : dx
        guard !WheelNotches.isNegligible(notches) else { return false }
        let before = pagedView.targetPage
        pagedView.scroll(notches: notches, at: time)
        if pagedView.targetPage != before { tabbedView.moveToTab(at: pagedView.targetPage) }
        return true
    }
}
