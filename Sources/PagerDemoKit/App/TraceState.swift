import PagerCore

/// The values one trace line records (the `--trace` format in docs/demo.md, Outputs).
package struct TraceState: TraceRecord, Sendable, Equatable {
    /// Selected bottom-bar item.
    package var screen: Int
    /// The pager's current page (changes when a move completes).
    package var page: Int
    /// The pager's continuous position in pages.
    package var offset: Double
    /// The selected tab.
    package var tab: Int
    /// Header height in points.
    package var header: Double
    /// Scroll offset of the current page's list in points.
    package var list: Double
    /// Whether everything is at rest.
    package var settled: Bool
    /// Whether a pull to refresh is running on the selected screen (the app's work not done).
    package var refreshing: Bool
    /// The current page's zoom scale (1 for a page at fit, or one that does not zoom).
    package var zoom: Double

    /// Creates a record.
    package init(screen: Int, page: Int, offset: Double, tab: Int, header: Double, list: Double, settled: Bool,
                refreshing: Bool = false, zoom: Double = 1) {
        self.screen = screen; self.page = page; self.offset = offset; self.tab = tab
        self.header = header; self.list = list; self.settled = settled; self.refreshing = refreshing
        self.zoom = zoom
    }

    /// One JSON Lines record for frame `frame` at `milliseconds`. Numbers print in Swift's
    /// shortest round-trip form, so the same run gives the same bytes.
    package func jsonLine(frame: Int, milliseconds: Double) -> String {
        "{\"frame\":\(frame),\"t\":\(JSONText.number(milliseconds)),\"screen\":\(screen),\"page\":\(page),"
            + "\"offset\":\(JSONText.number(offset)),\"tab\":\(tab),\"header\":\(JSONText.number(header)),"
            + "\"list\":\(JSONText.number(list)),\"settled\":\(settled),\"refreshing\":\(refreshing),"
            + "\"zoom\":\(JSONText.number(zoom))}"
    }
}
