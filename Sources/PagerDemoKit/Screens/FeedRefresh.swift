import PagerCore

/// The feed's pull to refresh (`"refresh": true`): the library's ``RefreshControl`` and the
/// demo's stand-in for an app's work, which takes ``workDuration`` seconds of the scene's time
/// (so a headless run is as deterministic as any other) and then adds one row at the top of the
/// page that was pulled.
final class FeedRefresh {
    /// How long the demo's "work" takes, in seconds of the scene's time.
    static let workDuration = 1.0

    let control = RefreshControl()
    /// The page being refreshed and when its work is done; nil while no work runs.
    private(set) var work: (page: Int, done: Double)?
    /// Rows added at the top of each page by finished refreshes.
    private var added: [Int: Int] = [:]
    /// Adds a row at the top of a page's list (the screen knows its lists).
    var addRow: ((Int) -> Void)?

    /// Starts the work for `page` when a release triggers the control.
    func start(page: Int) {
        work = (page, control.now + Self.workDuration)
    }

    /// Forgets the work (the control was cancelled).
    func cancel() { work = nil }

    /// Finishes the work once its time has come: one row more on its page, and the control told.
    func advance(to time: Double) {
        guard let work, time >= work.done else { return }
        self.work = nil
        added[work.page, default: 0] += 1
        addRow?(work.page)
        control.endRefreshing(at: time)
    }

    /// Follows the pages through a live reload: `newIndex` gives a kept page's new index (nil
    /// for a page that is gone), and `keepsRows` whether its rows are still its own (a page
    /// whose rows the reload changed shows the new rows alone). Work under way on a page that
    /// is gone is cancelled (no row; the control is told at `time`); on a kept page it goes on
    /// and adds its row there.
    func follow(newIndex: (Int) -> Int?, keepsRows: (Int) -> Bool, at time: Double) {
        var moved: [Int: Int] = [:]
        for (page, count) in added where keepsRows(page) {
            if let index = newIndex(page) { moved[index] = count }
        }
        added = moved
        guard let running = work else { return }
        if let index = newIndex(running.page) {
            work = (index, running.done)
        } else {
            control.cancelRefreshing(at: time)
            work = nil
        }
    }

    /// When the work will be done, if it runs.
    var wakeTime: Double? { work?.done }

    /// How many rows refreshes added at the top of `page`.
    func addedRows(on page: Int) -> Int { added[page] ?? 0 }

    /// The row at `index` of `page`'s list: an added one ("New item N", newest first, with a
    /// subtitle when its height has room for one), or the page's own row `index - added`.
    func row(_ index: Int, page: Int, height: Double, base: (Int) -> DemoConfig.Row) -> ListRow {
        let count = addedRows(on: page)
        guard index < count else {
            let row = base(index - count)
            return ListRow(title: row.title, subtitle: row.subtitle)
        }
        return ListRow(title: "New item \(count - index)",
                       subtitle: height >= ListView.defaultRowHeight ? "Added by pull to refresh" : nil)
    }

    /// `heights` with one row more at the top. A pattern that lists every row gets a row with a
    /// subtitle in front; a repeating one (generated rows) turns by one, so the new row takes the
    /// period's last height and every old row keeps its own.
    static func prepending(to heights: RowHeights) -> RowHeights {
        let pattern = heights.pattern
        if heights.count <= pattern.count {
            return RowHeights(count: heights.count + 1, pattern: [ListView.defaultRowHeight] + pattern.prefix(heights.count))
        }
        return RowHeights(count: heights.count + 1, pattern: [pattern[pattern.count - 1]] + pattern.dropLast())
    }
}
